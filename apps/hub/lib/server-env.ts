// The hub's server settings, read from the environment at request time and validated with zod once.
import { z } from 'zod';

export const appStages = ['local', 'test', 'beta', 'production'] as const;
export type AppStage = (typeof appStages)[number];

// Only for stages where nobody's real session is at stake; beta and production must set their own secret.
const DEVELOPMENT_SESSION_SECRET = 'development-only-hub-session-secret-change-me';

const serverEnvSchema = z
  .object({
    PASS_API_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:4000'),
    APP_STAGE: z.enum(appStages).default('local'),
    /** Seals the session cookie (iron-session); at least 32 characters. Required on beta and production. */
    SESSION_SECRET: z.string().min(32).optional(),
    /** The storefront's public address, for the organizer page preview. */
    PUBLIC_TICKETS_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
    /** Version sent in the pass agent header. */
    AGENT_VERSION: z.string().min(1).max(64).default('0.1.0'),
  })
  .transform((env, context) => {
    const deployed = env.APP_STAGE === 'beta' || env.APP_STAGE === 'production';
    if (deployed && !env.SESSION_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: `is required on ${env.APP_STAGE}`,
      });
      return z.NEVER;
    }
    return { ...env, SESSION_SECRET: env.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET, deployed };
  });

export type ServerEnv = z.infer<typeof serverEnvSchema>;

/** Validates the settings; the error names every bad variable. */
export function parseHubServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const parsed = serverEnvSchema.safeParse({
    PASS_API_URL: blankToUndefined(source.PASS_API_URL),
    APP_STAGE: blankToUndefined(source.APP_STAGE),
    SESSION_SECRET: blankToUndefined(source.SESSION_SECRET),
    AGENT_VERSION: blankToUndefined(source.AGENT_VERSION),
    PUBLIC_TICKETS_URL: blankToUndefined(source.PUBLIC_TICKETS_URL),
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`Invalid hub configuration: ${problems.join('; ')}`);
  }
  return parsed.data;
}

let cached: ServerEnv | undefined;

/** The settings of this process, read lazily so `next build` never inlines them. */
export function serverEnv(): ServerEnv {
  cached ??= parseHubServerEnv(process.env);
  return cached;
}

function blankToUndefined(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}
