// The pass service's configuration: read from the environment once, validated with zod.
import { appStage, isDeployedStage } from '@repo/env/app-env';
import { parseTimeUnit } from '@repo/i18n/time-unit';
import { createHmac } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { DEVELOPMENT_SECRETS_KEY_SOURCE } from './secrets/secret-box';
import { DEVELOPMENT_DEMO_GATEWAY_SECRET, refuseDevelopmentSecrets } from './stage-secrets';
import { parseTrustedProxies } from './trusted-proxies';

const logLevels = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

/** A duration such as "15 minutes" or "3 days", turned into milliseconds at start. */
const duration = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, context) => {
      try {
        return parseTimeUnit(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    });

const envSchema = z.object({
  /** local (default), test, beta or production; beta and production refuse development secrets. */
  APP_STAGE: appStage.default('local'),
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
  /**
   * Pass processes serving the port together (node:cluster): a number, or "auto" (default) = one per core on
   * beta and production (or NODE_ENV=production) when DATABASE_URL and REDIS_URL are set, otherwise 1. Above 1
   * needs both: PGlite belongs to one process, and the waiting room's queue and the catalogue changes are shared
   * between processes only through Redis.
   */
  PASS_WORKERS: z
    .string()
    .default('auto')
    .refine(
      (value) => value === 'auto' || /^[1-9]\d*$/.test(value),
      'must be "auto" or a whole number from 1',
    ),
  /** Seconds a catalogue GET answer is shared between requests (0 = off). Selling never reads this cache. */
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(3),
  /**
   * redis:// of a Redis server shared by the pass processes: an organiser's change then clears the catalogue
   * cache of every process (pub/sub). Without it only the process that made the change clears at once.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /**
   * Storefront processes to tell of every catalogue change (comma-separated base URLs, one per `next start`
   * process, e.g. "http://10.0.0.5:3000,http://10.0.0.6:3000"): each renders its cached cart pages again at once.
   * Unset: storefronts follow within their pages' 3 s.
   */
  STOREFRONT_REVALIDATE_URLS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((url) => url.trim())
        .filter((url) => url !== ''),
    )
    .pipe(z.array(z.url())),
  /** Shared with the storefronts (their STOREFRONT_REVALIDATE_SECRET); needed when STOREFRONT_REVALIDATE_URLS is set. */
  STOREFRONT_REVALIDATE_SECRET: z.string().min(16).optional(),
  /**
   * Signs the waiting room's admission tokens (HMAC-SHA256); derived from SECRETS_KEY when unset, so a deployment
   * that sets SECRETS_KEY needs nothing more. Every pass process of one deployment must share it.
   */
  WAITING_ROOM_SECRET: z.string().min(16).optional(),
  /** How long an admitted visitor may shop before queueing again (also how long the admission token lasts). */
  WAITING_ROOM_ADMISSION: duration('20 minutes'),
  /** How long a queued visitor keeps the place without polling (a closed tab). */
  WAITING_ROOM_KEEP_PLACE: duration('5 minutes'),
  /** How long a cart hold keeps its tickets, e.g. "15 minutes" (packages/i18n time units). */
  HOLD_DURATION: duration('15 minutes'),
  /** How long an unpaid order keeps its tickets before it expires. */
  ORDER_PAYMENT_WINDOW: duration('30 minutes'),
  /** Bank transfers take days: unpaid bank-transfer orders keep their tickets this long. */
  BANK_TRANSFER_WINDOW: duration('3 days'),
  /** Where the storefront is, for links in e-mails and the payment page's return address. */
  PUBLIC_TICKETS_URL: z.url().default('http://localhost:3000'),
  /** Where this service is reachable from buyers' browsers (hosted payment page). */
  PUBLIC_PASS_URL: z.url().default('http://localhost:4000'),
  /** Secret that signs demo gateway notifications (HMAC-SHA256); required on beta and production. */
  DEMO_GATEWAY_SECRET: z.string().min(16).optional(),
  /**
   * Serves the demo card gateway (pay page, actions, webhook): anyone can pay an order with it, so it is off on
   * production unless set to "enabled"; on by default on the other stages.
   */
  DEMO_GATEWAY: z.enum(['enabled', 'disabled'], { error: 'must be enabled or disabled' }).optional(),
  /**
   * Where the refund code reaches the demo gateway's refund call over HTTP, as it would reach a real
   * provider's API; this service's own public URL when unset (the gateway is served here).
   */
  DEMO_GATEWAY_URL: z.url().optional(),
  /** Longest wait for a payment provider's refund call; past it the refund stays pending and retryable. */
  PROVIDER_REFUND_TIMEOUT: duration('10 seconds'),
  /** Longest wait for a payment provider to create a payment; past it the buyer is asked to try again. */
  PROVIDER_CREATE_TIMEOUT: duration('10 seconds'),
  /**
   * Key that encrypts organisers' provider keys and webhook signing secrets at rest (AES-256-GCM): 64 hex
   * characters or base64 of 32 bytes. Required on beta and production; local and test derive a development key.
   */
  SECRETS_KEY: z.string().min(16).optional(),
  /**
   * Keys SECRETS_KEY replaced (comma-separated): values sealed with them are still read, and sealed again with
   * SECRETS_KEY at start. Remove once the start has logged the re-seal.
   */
  SECRETS_KEY_PREVIOUS: z.string().optional(),
  /** Stripe's API base (https://api.stripe.com when unset); tests point the SDK at a local stand-in. */
  STRIPE_API_URL: z.url().optional(),
  /** GoPay's REST API base: https://gate.gopay.cz/api live, https://gw.sandbox.gopay.com/api for testing. */
  GOPAY_API_URL: z.url().default('https://gate.gopay.cz/api'),
  /** Base of the Czech business register's REST API (company lookup by IČO). */
  ARES_URL: z.url().default('https://ares.gov.cz/ekonomicke-subjekty-v-be/rest'),
  /** Longest wait for the register before GET /pass/ares answers 503. */
  ARES_TIMEOUT: duration('5 seconds'),
  /** Development pages such as /dev/outbox (the e-mails sent). Never turn on in production. */
  DEV_TOOLS: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  /**
   * The scrypt cost of new password hashes: "standard" (N=2^15, p=2) everywhere people sign in; "fast-for-tests"
   * (N=2^10) only for test suites, where each hash cost 325 ms of a two-core CI run. Refused on beta and production.
   */
  PASSWORD_HASHING: z
    .enum(['standard', 'fast-for-tests'], { error: 'must be standard or fast-for-tests' })
    .default('standard'),
  /** Only read to refuse DEV_TOOLS in production. */
  NODE_ENV: z.string().optional(),
  /** smtp://user:pass@host:port; without it e-mails are written as .eml files to MAIL_OUTBOX_DIR. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** Bearer token of the operator endpoints (statement import, refund queue); they are off without one. */
  OPERATOR_TOKEN: z.string().min(16).optional(),
  /** The former name of OPERATOR_TOKEN, still read when OPERATOR_TOKEN is not set. */
  BANK_IMPORT_TOKEN: z.string().min(16).optional(),
  MAIL_FROM: z.string().min(3).default('Vstupenky <vstupenky@localhost>'),
  /** How long a sign-in (bearer token) lasts. */
  ACCOUNT_TOKEN_TTL: duration('30 days'),
  /** How long an e-mailed access code (passwordless sign-in, set-password link) works. */
  ACCESS_CODE_TTL: duration('15 minutes'),
  /** How long the link of a verification e-mail works. */
  EMAIL_VERIFICATION_TTL: duration('3 days'),
  /** The window every throttling limit below counts in. */
  THROTTLE_WINDOW: duration('15 minutes'),
  /** Failed password sign-ins per e-mail within the window before 429. */
  SIGN_IN_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  /**
   * Failed access-code sign-ins per e-mail, counted apart from passwords: an attacker guessing passwords must not
   * keep the owner from signing in with an e-mailed code. A guess at a 40-bit single-use code is hopeless anyway.
   */
  ACCESS_CODE_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).default(20),
  /** Failed sign-ins (passwords and access codes together) per client IP within the window before 429. */
  SIGN_IN_FAILURES_PER_IP: z.coerce.number().int().min(1).default(20),
  /** Reset / access-code e-mails requested per e-mail within the window. */
  CODE_REQUESTS_PER_EMAIL: z.coerce.number().int().min(1).default(3),
  /** Reset / access-code e-mails requested per client IP within the window. */
  CODE_REQUESTS_PER_IP: z.coerce.number().int().min(1).default(20),
  /** Accounts created (register or create) per client IP within the window. */
  ACCOUNT_CREATES_PER_IP: z.coerce.number().int().min(1).default(20),
  /**
   * The proxies whose X-Forwarded-For names the client (request.ip, which sign-in throttling counts per address):
   * a comma-separated list of addresses, CIDRs or proxy-addr's named ranges (loopback, linklocal, uniquelocal),
   * normally the storefront's and the load balancer's. "false" (default): the socket's address is the client's.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => {
      const parsed = parseTrustedProxies(value);
      if ('proxies' in parsed) return parsed.proxies;
      for (const message of parsed.problems) context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }),
  MAIL_OUTBOX_DIR: z.string().min(1).default('.data/mail'),
  /**
   * Apple Wallet passes (.pkpass) for tickets: all five settings, or none (then no Apple Wallet buttons).
   * The pass type id and team id of the Apple developer account that owns the pass certificate.
   */
  APPLE_WALLET_PASS_TYPE_ID: z
    .string()
    .regex(/^pass\.[A-Za-z0-9.-]+$/, 'must be a pass type id such as pass.cz.example.tickets')
    .optional(),
  APPLE_WALLET_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'must be a 10-character team id')
    .optional(),
  /** PEM files: the pass type certificate, its private key and Apple's WWDR intermediate certificate. */
  APPLE_WALLET_CERT_FILE: z.string().min(1).optional(),
  APPLE_WALLET_KEY_FILE: z.string().min(1).optional(),
  APPLE_WALLET_WWDR_FILE: z.string().min(1).optional(),
  /** Passphrase of an encrypted APPLE_WALLET_KEY_FILE. */
  APPLE_WALLET_KEY_PASSPHRASE: z.string().min(1).optional(),
  /** Google Wallet save links for tickets: both settings, or none (then no Google Wallet buttons). */
  GOOGLE_WALLET_ISSUER_ID: z
    .string()
    .regex(/^\d{6,25}$/, 'must be the numeric issuer id of the Google Wallet console')
    .optional(),
  /** The service account's JSON key file (client_email, private_key) that signs the save links. */
  GOOGLE_WALLET_KEY_FILE: z.string().min(1).optional(),
});

const appleWalletSettings = [
  'APPLE_WALLET_PASS_TYPE_ID',
  'APPLE_WALLET_TEAM_ID',
  'APPLE_WALLET_CERT_FILE',
  'APPLE_WALLET_KEY_FILE',
  'APPLE_WALLET_WWDR_FILE',
] as const;
const googleWalletSettings = ['GOOGLE_WALLET_ISSUER_ID', 'GOOGLE_WALLET_KEY_FILE'] as const;

/** PASS_WORKERS as a number: "auto" is one per core where production runs with what several processes share. */
function passWorkers(env: z.output<typeof envSchema>): number {
  if (env.PASS_WORKERS !== 'auto') return Number(env.PASS_WORKERS);
  const production = env.NODE_ENV === 'production' || isDeployedStage(env.APP_STAGE);
  return production && env.DATABASE_URL && env.REDIS_URL ? availableParallelism() : 1;
}

/** Rules across settings, then the defaults that depend on the stage. */
const checkedEnvSchema = envSchema
  .superRefine((env, context) => {
    if (env.DEV_TOOLS && (env.NODE_ENV === 'production' || isDeployedStage(env.APP_STAGE))) {
      const where = env.NODE_ENV === 'production' ? 'when NODE_ENV is production' : env.APP_STAGE;
      context.addIssue({
        code: 'custom',
        path: ['DEV_TOOLS'],
        message: `must not be on ${where} (the pages show every e-mail sent)`,
      });
    }
    if (
      env.PASSWORD_HASHING === 'fast-for-tests' &&
      (env.NODE_ENV === 'production' || isDeployedStage(env.APP_STAGE))
    ) {
      const where = env.NODE_ENV === 'production' ? 'when NODE_ENV is production' : `on ${env.APP_STAGE}`;
      context.addIssue({
        code: 'custom',
        path: ['PASSWORD_HASHING'],
        message: `must be standard ${where} (fast-for-tests hashes are cheap to crack)`,
      });
    }
    refuseDevelopmentSecrets(env, context);
    if (env.PASS_WORKERS !== 'auto' && Number(env.PASS_WORKERS) > 1) {
      for (const name of ['DATABASE_URL', 'REDIS_URL'] as const) {
        if (env[name] !== undefined) continue;
        context.addIssue({
          code: 'custom',
          path: ['PASS_WORKERS'],
          message:
            name === 'DATABASE_URL'
              ? 'above 1 needs DATABASE_URL (the embedded database belongs to one process)'
              : 'above 1 needs REDIS_URL (the waiting room and catalogue changes are shared through it)',
        });
      }
    }
    if (env.STOREFRONT_REVALIDATE_URLS.length > 0 && env.STOREFRONT_REVALIDATE_SECRET === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['STOREFRONT_REVALIDATE_SECRET'],
        message: 'is required with STOREFRONT_REVALIDATE_URLS (the storefronts refuse unsigned notices)',
      });
    }
    // Half a wallet configuration is a mistake to report at start, not a button that fails for buyers.
    for (const group of [appleWalletSettings, googleWalletSettings]) {
      const given = group.filter((name) => env[name] !== undefined);
      if (given.length === 0 || given.length === group.length) continue;
      for (const name of group.filter((candidate) => env[candidate] === undefined)) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: `is required with ${given.join(', ')} (set all of ${group.join(', ')}, or none)`,
        });
      }
    }
  })
  .transform((env) => ({
    ...env,
    // Only reached on local and test stages when unset: deployed ones were refused above.
    DEMO_GATEWAY_SECRET: env.DEMO_GATEWAY_SECRET ?? DEVELOPMENT_DEMO_GATEWAY_SECRET,
    WAITING_ROOM_SECRET:
      env.WAITING_ROOM_SECRET ??
      createHmac('sha256', env.SECRETS_KEY ?? DEVELOPMENT_SECRETS_KEY_SOURCE)
        .update('waiting-room-admission')
        .digest('base64url'),
    /** False when the development key stands in (app.ts warns at start). */
    SECRETS_KEY_SET: env.SECRETS_KEY !== undefined,
    SECRETS_KEY: env.SECRETS_KEY ?? DEVELOPMENT_SECRETS_KEY_SOURCE,
    PASS_WORKERS: passWorkers(env),
    DEMO_GATEWAY:
      (env.DEMO_GATEWAY ?? (env.APP_STAGE === 'production' ? 'disabled' : 'enabled')) === 'enabled',
  }));

export type Env = z.output<typeof checkedEnvSchema>;

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
  const result = checkedEnvSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const settings = result.error.issues.map((issue) => String(issue.path[0] ?? '?'));
  const details = result.error.issues
    .map((issue) => `${String(issue.path[0] ?? '?')}: ${issue.message}`)
    .join('; ');
  throw new EnvError(settings, details);
}
