// The storefront's side of the waiting room (issue #20): the per-browser id and the admission token, both kept in
// cookies so the cart page's server render sees them too, the queue page's path, and the headers of a hold.
import { admissionHeaders } from '@repo/contract/admission-headers';

/** A random id per browser: the queue knows the visitor by it, and the admission token is bound to it. */
export const browserIdCookie = 'browser-id';

/** The admission token of one event; it expires with the admission. */
export function admissionCookie(eventId: string): string {
  return `admission-${eventId}`;
}

/** `/event/{organizerSlug}/{eventSlug}/queue`, before localizePath. */
export function eventQueuePath(organizerSlug: string, eventSlug: string): string {
  return `/event/${encodeURIComponent(organizerSlug)}/${encodeURIComponent(eventSlug)}/queue`;
}

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

/** This browser's id, made and kept for a year on first use. */
export function ensureBrowserId(): string {
  const known = readCookie(browserIdCookie);
  if (known) return known;
  const created = crypto.randomUUID();
  document.cookie = `${browserIdCookie}=${created}; path=/; max-age=31536000; samesite=lax`;
  return created;
}

export function saveAdmission(eventId: string, token: string, expiresAt: string): void {
  const seconds = Math.max(1, Math.floor((Date.parse(expiresAt) - Date.now()) / 1000));
  document.cookie = `${admissionCookie(eventId)}=${encodeURIComponent(token)}; path=/; max-age=${seconds}; samesite=lax`;
}

/** When the browser's admission to the event ends (ISO), read from its token; null without one. */
export function admissionExpiryOf(eventId: string): string | null {
  const token = readCookie(admissionCookie(eventId));
  // The token's first part is base64url of "eventId.browserId.expiresAtMs" (pass waiting-room/admission-token.ts).
  const expiry = token
    ? Number(atob(token.split('.')[0]!.replace(/-/g, '+').replace(/_/g, '/')).split('.')[2])
    : NaN;
  return Number.isFinite(expiry) ? new Date(expiry).toISOString() : null;
}

/** The headers a hold of the event carries: none until the browser was admitted. */
export function admissionHeadersOf(eventId: string): Record<string, string> {
  const token = readCookie(admissionCookie(eventId));
  const browserId = readCookie(browserIdCookie);
  if (!token || !browserId) return {};
  return { [admissionHeaders.browserId]: browserId, [admissionHeaders.admissionToken]: token };
}
