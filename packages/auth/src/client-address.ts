// The visitor's address as the app saw it, read from X-Forwarded-For, and the setting that says whom to believe.
import { isIP } from 'node:net';
import { setting } from '@repo/env/app-env';
import { z } from 'zod';

/**
 * The visitor's IP address, or null when it cannot be told.
 *
 * `next start` gives route handlers no socket; it writes the peer's address into X-Forwarded-For only when the
 * request has none (Next.js 16, base-server). So the header is all an app knows. `trustedProxyHops` is how many
 * reverse proxies in front of the app each append the address they received the request from (nginx's
 * `$proxy_add_x_forwarded_for`, most load balancers): the visitor is the entry that many places from the right.
 * With 0 (visitors reach the app directly) the last entry is taken, which is Next.js's peer address unless the
 * visitor sent a header of their own: a directly reachable app cannot tell a forged one, hence the proxy in
 * production. Entries left of the visitor's are whatever the visitor claimed and are never used.
 */
export function clientAddressOf(headers: Headers, trustedProxyHops: number): string | null {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return null;
  // Fewer entries than proxies: the request skipped one; the leftmost is the farthest hop known.
  const index = Math.max(0, entries.length - Math.max(1, trustedProxyHops));
  return normalizedAddress(entries[index] ?? '');
}

/** A bare IP address (IPv4-mapped IPv6 shortened to IPv4), or null for anything else (ports, names, garbage). */
function normalizedAddress(entry: string): string | null {
  const unbracketed = entry.startsWith('[') && entry.endsWith(']') ? entry.slice(1, -1) : entry;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(unbracketed)?.[1];
  const address = mapped ?? unbracketed;
  return isIP(address) === 0 ? null : address.toLowerCase();
}

/** Spread into an app's settings: how many reverse proxies in front of the app append to X-Forwarded-For. */
export const clientAddressEnvShape = {
  TRUSTED_PROXY_HOPS: setting(z.coerce.number().int().min(0).max(10).default(0)),
};
