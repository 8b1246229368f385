// The marker cookie's name, kept free of zod: the browser side imports it on every page.

/** Suffix of the readable marker cookie's name: `<cookieName>_marker`. */
export const MARKER_COOKIE_SUFFIX = '_marker';

/** The marker cookie that goes with an id cookie; the browser reads it to know a session may exist. */
export function markerCookieNameOf(idCookieName: string): string {
  return `${idCookieName}${MARKER_COOKIE_SUFFIX}`;
}
