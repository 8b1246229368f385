// Server settings of the storefront, read from the environment once and validated with zod.
import { z } from 'zod';
import { brandIds } from './brands';

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const absoluteUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });

export const storefrontEnvSchema = z.object({
  /** Where the server (and the same-origin /pass proxy) reaches the pass service. */
  PASS_API_URL: z.preprocess(blankToUndefined, absoluteUrl.default('http://localhost:4000')),
  /** Forces one partner brand whatever the Host (local development, demos). */
  BRAND_OVERRIDE: z.preprocess(blankToUndefined, z.enum(brandIds).optional()),
  APP_STAGE: z.preprocess(blankToUndefined, z.enum(['local', 'test', 'beta', 'production']).default('local')),
  /** Seconds catalogue answers stay cached on the server before they are fetched again. */
  CATALOGUE_REVALIDATE_SECONDS: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(0).max(3600).default(30),
  ),
});
export type StorefrontEnv = z.infer<typeof storefrontEnvSchema>;

/** Parses the settings; the error names every bad variable so a misconfigured start fails clearly. */
export function parseStorefrontEnv(source: Record<string, string | undefined>): StorefrontEnv {
  const parsed = storefrontEnvSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid storefront settings: ${problems.join('; ')}`);
}

let cached: StorefrontEnv | undefined;

/** Read at request time (never inlined at build), so one build runs against any pass service. */
export function serverEnv(): StorefrontEnv {
  cached ??= parseStorefrontEnv(process.env);
  return cached;
}
