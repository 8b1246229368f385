// Server settings of the storefront, composed from the packages' parts and read from the environment once.
import { clientAddressEnvShape } from '@repo/auth/client-address';
import { requireSessionSecretWhenDeployed, sessionEnvShape } from '@repo/auth/session-env';
import { appEnvShape, parseEnv, setting } from '@repo/env/app-env';
import { privacyEnvShape } from '@repo/tracking/privacy-env';
import { z } from 'zod';
import { brandIds } from './brands';

export const storefrontEnvSchema = z
  .object({
    ...appEnvShape,
    ...sessionEnvShape,
    ...privacyEnvShape,
    ...clientAddressEnvShape,
    /** Forces one partner brand whatever the Host (local development, demos). */
    BRAND_OVERRIDE: setting(z.enum(brandIds).optional()),
    /**
     * Seconds catalogue answers stay cached on the server before they are fetched again. 2 s keeps an organiser's
     * published change within the 5 s promise: the pass clears its own cache on every change, so the next fetch
     * is fresh, and the pass answers repeats from memory, so the storefront's short cache costs it almost nothing.
     */
    CATALOGUE_REVALIDATE_SECONDS: setting(z.coerce.number().int().min(0).max(3600).default(2)),
    /**
     * Shared with the pass service (its STOREFRONT_REVALIDATE_SECRET): the pass posts catalogue changes to
     * /api/catalogue-changed with it, and this process then renders its cached cart pages again. Unset: no such
     * endpoint, and cached pages follow within their 3 s.
     */
    STOREFRONT_REVALIDATE_SECRET: setting(z.string().min(16).optional()),
  })
  .superRefine(requireSessionSecretWhenDeployed);
export type StorefrontEnv = z.output<typeof storefrontEnvSchema>;

/** Parses the settings; the error names every bad variable so a misconfigured start fails clearly. */
export function parseStorefrontEnv(source: Readonly<Record<string, string | undefined>>): StorefrontEnv {
  return parseEnv('storefront', storefrontEnvSchema, source);
}

let cached: StorefrontEnv | undefined;

/** Read at request time (never inlined at build), so one build runs against any pass service. The only process.env reader. */
export function serverEnv(): StorefrontEnv {
  cached ??= parseStorefrontEnv(process.env);
  return cached;
}
