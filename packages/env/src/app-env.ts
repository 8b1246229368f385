// The settings every app shares (pass address, stage) and the one way an app parses its composed settings.
import { z } from 'zod';

export const appStages = ['local', 'test', 'beta', 'production'] as const;
export const appStage = z.enum(appStages);
export type AppStage = z.infer<typeof appStage>;

/** Beta and production hold real people's data: secrets must be set there and cookies are Secure. */
export function isDeployedStage(stage: AppStage): boolean {
  return stage === 'beta' || stage === 'production';
}

/** An empty or blank variable counts as unset, so `FOO=` in a .env file falls back to the default. */
export function blankToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

/** One environment variable: blank means unset, then `schema` validates (and may default) it. */
export function setting<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToUndefined, schema);
}

export const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });

/** Spread into an app's schema: `z.object({ ...appEnvShape, ...sessionEnvShape, ...privacyEnvShape, ... })`. */
export const appEnvShape = {
  /** Where the app's server reaches the pass service. */
  PASS_API_URL: setting(httpUrl.default('http://localhost:4000')),
  APP_STAGE: setting(appStage.default('local')),
};

/** Parses `source`; the error names every bad variable, so a misconfigured app fails with one clear message. */
export function parseEnv<S extends z.ZodType>(
  app: string,
  schema: S,
  source: Readonly<Record<string, string | undefined>>,
): z.output<S> {
  const parsed = schema.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid ${app} settings: ${problems.join('; ')}`);
}
