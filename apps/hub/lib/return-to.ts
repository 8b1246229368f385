// Where the hub's sign-in returns to: a same-site path only (never another host), and never back to the sign-in
// page or a route handler, so a crafted link can neither send a person away nor loop.
import { sameSitePath } from '@repo/links/account-pages';

export const RETURN_TO_PARAM = 'returnTo';

/** The path to return to after sign-in, or null when the value is missing or not a safe same-site page. */
export function hubReturnPath(value: unknown): string | null {
  const path = sameSitePath(Array.isArray(value) ? value[0] : value);
  if (path === null) return null;
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  if (pathname === '/login' || pathname.startsWith('/login/') || pathname.startsWith('/api/')) return null;
  return path;
}

/** `/login?returnTo=…` for a page; a path that is not a safe return yields plain `/login`. */
export function loginReturningTo(path: string): string {
  const safe = hubReturnPath(path);
  return safe === null || safe === '/' ? '/login' : `/login?${RETURN_TO_PARAM}=${encodeURIComponent(safe)}`;
}

/** A page's path with its query, from the searchParams a server page receives. */
export function pathWithQuery(
  pathname: string,
  searchParams: Readonly<Record<string, string | readonly string[] | undefined>>,
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    if (value === undefined) continue;
    for (const one of typeof value === 'string' ? [value] : value) query.append(key, one);
  }
  const search = query.toString();
  return search === '' ? pathname : `${pathname}?${search}`;
}
