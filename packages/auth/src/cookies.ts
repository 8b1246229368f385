// Set-Cookie values of the id and marker cookies, and reading one cookie out of a Cookie header.
import type { SessionConfig } from './session-config';

export interface CookieAttributes {
  maxAgeSeconds: number;
  httpOnly: boolean;
  secure: boolean;
}

/** One Set-Cookie value with Path=/ and SameSite=Lax (sent on top-level navigation, not on cross-site posts). */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(attributes.maxAgeSeconds))}`,
    'SameSite=Lax',
  ];
  if (attributes.maxAgeSeconds <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (attributes.httpOnly) parts.push('HttpOnly');
  if (attributes.secure) parts.push('Secure');
  return parts.join('; ');
}

/** The id cookie (sealed, http-only) and the marker cookie (readable by scripts), living equally long. */
export function sessionCookies(config: SessionConfig, sealed: string, maxAgeSeconds: number): string[] {
  return [
    serializeCookie(config.cookieName, sealed, { maxAgeSeconds, httpOnly: true, secure: config.secure }),
    serializeCookie(config.markerCookieName, '1', { maxAgeSeconds, httpOnly: false, secure: config.secure }),
  ];
}

/** Set-Cookie values that delete both cookies. */
export function clearedSessionCookies(config: SessionConfig): string[] {
  return [
    serializeCookie(config.cookieName, '', { maxAgeSeconds: 0, httpOnly: true, secure: config.secure }),
    serializeCookie(config.markerCookieName, '', {
      maxAgeSeconds: 0,
      httpOnly: false,
      secure: config.secure,
    }),
  ];
}

/** The value of cookie `name` in a Cookie header (or `document.cookie`), or null. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      // A value that is not valid percent-encoding was not written by us; treat it as absent.
      return null;
    }
  }
  return null;
}
