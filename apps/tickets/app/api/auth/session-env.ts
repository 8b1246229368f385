// The storefront's session settings: the sealing secret (SESSION_SECRET) and Secure cookies on deployed stages.
import { createSessionConfig } from '@repo/auth/session-config';
import type { SessionConfig } from '@repo/auth/session-config';
import { z } from 'zod';
import { serverEnv } from '../../../lib/env';
import { TICKETS_SESSION_COOKIE } from './cookie-names';

// Only for stages where nobody's real session is at stake; beta and production must set their own secret.
const DEVELOPMENT_SESSION_SECRET = 'development-only-tickets-session-secret-change-me';

const sessionSecret = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().min(32, { error: 'SESSION_SECRET must have at least 32 characters' }).optional(),
);

let cached: SessionConfig | undefined;

/** Read at request time; a deployed stage without SESSION_SECRET fails with a message naming it. */
export function ticketsSessionConfig(): SessionConfig {
  if (cached) return cached;
  const { APP_STAGE } = serverEnv();
  const deployed = APP_STAGE === 'beta' || APP_STAGE === 'production';
  // The storefront's env module (lib/env.ts) has no session settings yet; this is the one other reader.
  const parsed = sessionSecret.safeParse(process.env.SESSION_SECRET);
  if (!parsed.success) throw new Error(`Invalid storefront settings: ${parsed.error.issues[0]?.message}`);
  if (deployed && !parsed.data)
    throw new Error(`Invalid storefront settings: SESSION_SECRET is required on ${APP_STAGE}`);
  cached = createSessionConfig({
    cookieName: TICKETS_SESSION_COOKIE,
    password: parsed.data ?? DEVELOPMENT_SESSION_SECRET,
    secure: deployed,
  });
  return cached;
}
