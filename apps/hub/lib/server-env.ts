// The hub's settings, composed from the packages' parts and read from the environment once, at request time.
import { privacyEnvShape } from '@repo/tracking/privacy-env';
import { clientAddressEnvShape } from '@repo/auth/client-address';
import { requireSessionSecretWhenDeployed, sessionEnvShape } from '@repo/auth/session-env';
import { appEnvShape, httpUrl, parseEnv, setting } from '@repo/env/app-env';
import { z } from 'zod';

const hubEnvSchema = z
  .object({
    ...appEnvShape,
    ...sessionEnvShape,
    ...privacyEnvShape,
    ...clientAddressEnvShape,
    /** The storefront's public address, for the organizer page preview. */
    PUBLIC_TICKETS_URL: setting(httpUrl.default('http://localhost:3000')),
    /** Version sent in the pass agent header. */
    AGENT_VERSION: setting(z.string().min(1).max(64).default('0.1.0')),
  })
  .superRefine(requireSessionSecretWhenDeployed);

export type ServerEnv = z.output<typeof hubEnvSchema>;

/** Validates the settings; the error names every bad variable. */
export function parseHubServerEnv(source: Readonly<Record<string, string | undefined>>): ServerEnv {
  return parseEnv('hub', hubEnvSchema, source);
}

let cached: ServerEnv | undefined;

/** The settings of this process, read lazily so `next build` never inlines them. The hub's only process.env reader. */
export function serverEnv(): ServerEnv {
  cached ??= parseHubServerEnv(process.env);
  return cached;
}
