// The secrets of the pass service's settings, their development defaults, and the rule that deployed stages set their own.
import { isDeployedStage } from '@repo/env/app-env';
import type { AppStage } from '@repo/env/app-env';
import type { z } from 'zod';

/** Public in this repository, so it signs nothing on a deployed stage. */
export const DEVELOPMENT_DEMO_GATEWAY_SECRET = 'development-only-demo-gateway-secret';

// Our development values all start so (the storefront's and hub's session secrets too); a value copied from a
// development .env file is recognised even for settings without a default of their own.
const developmentPrefix = 'development-only';

/** The settings that hold secrets; the operator tokens are optional (their endpoints are off without one). */
export interface SecretSettings {
  APP_STAGE: AppStage;
  DEMO_GATEWAY_SECRET?: string | undefined;
  WAITING_ROOM_SECRET?: string | undefined;
  SECRETS_KEY?: string | undefined;
  OPERATOR_TOKEN?: string | undefined;
  BANK_IMPORT_TOKEN?: string | undefined;
}

function isDevelopmentValue(value: string): boolean {
  return value === DEVELOPMENT_DEMO_GATEWAY_SECRET || value.startsWith(developmentPrefix);
}

/**
 * On beta and production every secret must be set (the optional ones only if used) and differ from the
 * development values. One issue per bad setting, so the start fails naming all of them at once.
 */
export function refuseDevelopmentSecrets(env: SecretSettings, context: z.RefinementCtx): void {
  if (!isDeployedStage(env.APP_STAGE)) return;
  const required = { DEMO_GATEWAY_SECRET: env.DEMO_GATEWAY_SECRET, SECRETS_KEY: env.SECRETS_KEY };
  const optional = {
    OPERATOR_TOKEN: env.OPERATOR_TOKEN,
    BANK_IMPORT_TOKEN: env.BANK_IMPORT_TOKEN,
    WAITING_ROOM_SECRET: env.WAITING_ROOM_SECRET,
  };
  for (const [name, value] of Object.entries(required)) {
    if (value === undefined)
      context.addIssue({ code: 'custom', path: [name], message: `is required on ${env.APP_STAGE}` });
  }
  for (const [name, value] of Object.entries({ ...required, ...optional })) {
    if (value !== undefined && isDevelopmentValue(value))
      context.addIssue({
        code: 'custom',
        path: [name],
        message: `is a development value; set a secret of your own on ${env.APP_STAGE}`,
      });
  }
}
