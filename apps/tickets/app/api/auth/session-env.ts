// The storefront's session settings: the sealing secret (SESSION_SECRET) and Secure cookies on deployed stages.
import { createSessionConfig } from '@repo/auth/session-config';
import type { SessionConfig } from '@repo/auth/session-config';
import { z } from 'zod';
import { serverEnv } from '../../../lib/env';
import type { StorefrontEnv } from '../../../lib/env';
import { TICKETS_SESSION_COOKIE } from './cookie-names';

// Only for stages where nobody's real session is at stake; beta and production must set their own secret.
const DEVELOPMENT_SESSION_SECRET = 'development-only-tickets-session-secret-change-me';

const sessionSecret = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().min(32, { error: 'SESSION_SECRET must have at least 32 characters' }).optional(),
);

/** The session settings for a stage and secret; a deployed stage without a secret fails, naming SESSION_SECRET. */
export function storefrontSessionConfig(
  stage: StorefrontEnv['APP_STAGE'],
  secret: string | undefined,
): SessionConfig {
  const deployed = stage === 'beta' || stage === 'production';
  const parsed = sessionSecret.safeParse(secret);
  if (!parsed.success) throw new Error(`Invalid storefront settings: ${parsed.error.issues[0]?.message}`);
  if (deployed && !parsed.data)
    throw new Error(`Invalid storefront settings: SESSION_SECRET is required on ${stage}`);
  return createSessionConfig({
    cookieName: TICKETS_SESSION_COOKIE,
    password: parsed.data ?? DEVELOPMENT_SESSION_SECRET,
    secure: deployed,
  });
}

let cached: SessionConfig | undefined;

/** This process's settings, read at request time. */
export function ticketsSessionConfig(): SessionConfig {
  // The storefront's env module (lib/env.ts) has no session setting yet; this is the one other reader.
  cached ??= storefrontSessionConfig(serverEnv().APP_STAGE, process.env.SESSION_SECRET);
  return cached;
}
