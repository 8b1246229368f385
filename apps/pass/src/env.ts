// The pass service's configuration: read from the environment once, validated with zod.
import { z } from 'zod';

const logLevels = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  TICKETS_ORIGIN: z.url().default('http://localhost:3000'),
  HUB_ORIGIN: z.url().default('http://localhost:3001'),
  /** A real PostgreSQL server; without it the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** Folder of the embedded database (relative to the working directory). */
  DATA_DIR: z.string().min(1).default('.data/pass'),
  /** Seed the demo world into an empty database at start (embedded database only unless set to "always"). */
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  /** Seconds a catalogue GET answer is shared between requests (0 = off). Selling never reads this cache. */
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(3),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(
    readonly settings: string[],
    details: string,
  ) {
    super(`Invalid configuration: ${details}`);
    this.name = 'EnvError';
  }
}

/** Parses the given variables (process.env by default); the error names every bad setting. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings come from `FOO=` lines in .env files; treat them as unset so defaults apply.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const settings = result.error.issues.map((issue) => String(issue.path[0] ?? '?'));
  const details = result.error.issues
    .map((issue) => `${String(issue.path[0] ?? '?')}: ${issue.message}`)
    .join('; ');
  throw new EnvError(settings, details);
}
