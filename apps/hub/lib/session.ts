// The hub's session cookie settings and reading the session in server components.
import { readServerSession } from '@repo/auth/server-session';
import { markerCookieNameOf } from '@repo/auth/session-config';
import type { SessionConfig } from '@repo/auth/session-config';
import { sessionConfigFromEnv } from '@repo/auth/session-env';
import { cookies } from 'next/headers';
import { serverEnv } from './server-env';

/** The hub's own cookie name: cookies ignore ports, so it must differ from the storefront's on one host. */
export const HUB_SESSION_COOKIE = 'hub_session';
export const HUB_SESSION_MARKER_COOKIE = markerCookieNameOf(HUB_SESSION_COOKIE);

export function hubSessionConfig(): SessionConfig {
  return sessionConfigFromEnv(serverEnv(), HUB_SESSION_COOKIE);
}

/** The signed-in account's id and token from the sealed cookie, or null. */
export async function currentSession() {
  return readServerSession(hubSessionConfig(), await cookies());
}
