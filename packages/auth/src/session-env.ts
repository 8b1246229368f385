// The session part of an app's settings: SESSION_SECRET, required on deployed stages, and the session config it gives.
import { isDeployedStage, setting } from '@repo/env/app-env';
import type { AppStage } from '@repo/env/app-env';
import { z } from 'zod';
import { createSessionConfig, SESSION_PASSWORD_MIN_LENGTH } from './session-config';
import type { SessionConfig } from './session-config';

/** Spread into an app's schema beside appEnvShape, and add `.superRefine(requireSessionSecretWhenDeployed)`. */
export const sessionEnvShape = {
  /** Seals the session cookie (iron-session). */
  SESSION_SECRET: setting(
    z
      .string()
      .min(SESSION_PASSWORD_MIN_LENGTH, {
        error: `must have at least ${SESSION_PASSWORD_MIN_LENGTH} characters`,
      })
      .optional(),
  ),
};

export interface SessionEnv {
  readonly APP_STAGE: AppStage;
  readonly SESSION_SECRET?: string | undefined;
}

/**
 * Beta and production must set their own secret: the development one is public, so anyone could seal a cookie
 * with it. A check of the whole settings object, so the app fails when it parses its settings, naming the variable.
 */
export function requireSessionSecretWhenDeployed(env: SessionEnv, context: z.RefinementCtx): void {
  if (isDeployedStage(env.APP_STAGE) && !env.SESSION_SECRET)
    context.addIssue({
      code: 'custom',
      path: ['SESSION_SECRET'],
      message: `is required on ${env.APP_STAGE}`,
    });
}

/**
 * The app's session settings: its own cookie name (cookies ignore ports, so the apps on one host must differ),
 * the secret, and Secure cookies on deployed stages. Stages where nobody's real session is at stake get a
 * development secret derived from the cookie name.
 */
export function sessionConfigFromEnv(env: SessionEnv, cookieName: string): SessionConfig {
  const deployed = isDeployedStage(env.APP_STAGE);
  // The settings' own check has already refused this; repeated so a hand-made env cannot slip through.
  if (deployed && !env.SESSION_SECRET) throw new Error(`SESSION_SECRET is required on ${env.APP_STAGE}`);
  return createSessionConfig({
    cookieName,
    password: env.SESSION_SECRET ?? `development-only-${cookieName}-secret-change-me`,
    secure: deployed,
  });
}
