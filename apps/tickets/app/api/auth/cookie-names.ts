// The storefront's session cookie names, safe to import in the browser (the marker is read there).
import { markerCookieNameOf } from '@repo/auth/marker';

/** Differs from the hub's: cookies ignore ports, so both apps on one host must not share a name. */
export const TICKETS_SESSION_COOKIE = 'tickets_session';
export const TICKETS_SESSION_MARKER_COOKIE = markerCookieNameOf(TICKETS_SESSION_COOKIE);
