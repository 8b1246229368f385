// Reading the session in server components and proxies: the sealed id cookie, without asking the pass.
import { unsealSession } from './sealed-session';
import type { SessionData } from './sealed-session';
import type { SessionConfig } from './session-config';

/** What Next's `cookies()` (and a request's `cookies`) offer; structural, so this module needs no Next import. */
export interface CookieReader {
  get(name: string): { value: string } | undefined;
}

/**
 * The token and account id in the id cookie, or null. It is not checked against the pass: a revoked token
 * shows up as a 401 on the next pass call, which the caller handles like a missing session.
 */
export async function readServerSession(
  config: SessionConfig,
  cookies: CookieReader,
): Promise<SessionData | null> {
  return unsealSession(config, cookies.get(config.cookieName)?.value);
}
