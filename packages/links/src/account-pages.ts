// Links to the storefront's account pages (sign-in, register, overview, ...), with the locale segment rules.
import { localeSegment } from './locale';
import type { StorefrontLinkOptions } from './storefront-links';
import { withOrigin } from './storefront-links';

export const accountPagePaths = {
  overview: '/account',
  signIn: '/account/sign-in',
  register: '/account/register',
  forgotPassword: '/account/forgot-password',
  setPassword: '/account/set-password',
  verifyEmail: '/account/verify-email',
  creditRefund: '/account/credit-refund',
} as const;
export type AccountPage = keyof typeof accountPagePaths;

/** `/{locale?}/account/...`: `accountPageLink('signIn', { locale: 'en' })` -> `/en/account/sign-in`. */
export function accountPageLink(page: AccountPage, options: StorefrontLinkOptions = {}): string {
  return withOrigin(`${localeSegment(options.locale)}${accountPagePaths[page]}`, options.origin);
}

const sameSiteBase = 'http://same-site.invalid';

/**
 * `returnTo` of the sign-in page when it is a path of this site (`/event/...?x=1`), else null: an absolute
 * or protocol-relative address (`//evil.example`, `/\evil.example`) would make sign-in an open redirect.
 * The value is normalised first (dot segments resolved), and the normalised path is what is checked and
 * returned: `/..//evil.example` normalises to `//evil.example`, which a browser reads as another host.
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2000) return null;
  if (hasBrowserIgnoredCharacters(value)) return null;
  let url: URL;
  try {
    url = new URL(value, sameSiteBase);
  } catch {
    return null;
  }
  if (url.origin !== sameSiteBase) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // A path that starts with two slashes (or a slash and a backslash) is protocol-relative to a browser.
  if (!path.startsWith('/') || path.startsWith('//') || hasBrowserIgnoredCharacters(path)) return null;
  return path;
}

/** Browsers read a backslash as a slash and drop tabs and newlines, so `/\host` and `/\t/host` go elsewhere. */
function hasBrowserIgnoredCharacters(value: string): boolean {
  return [...value].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

/** The sign-in page that returns to `returnTo` (a same-site path) once signed in. */
export function signInLinkReturningTo(returnTo: string, options: StorefrontLinkOptions = {}): string {
  const path = sameSitePath(returnTo);
  const link = accountPageLink('signIn', options);
  return path === null ? link : `${link}?returnTo=${encodeURIComponent(path)}`;
}
