// The session settings of one app (cookie names, sealing password, Secure flag), validated with zod once.
import { z } from 'zod';
import { markerCookieNameOf } from './marker';

export { MARKER_COOKIE_SUFFIX, markerCookieNameOf } from './marker';

/** Longest a session lives without a new sign-in; the pass token's own expiry shortens it. */
export const DEFAULT_SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** iron-session refuses passwords shorter than this. */
export const SESSION_PASSWORD_MIN_LENGTH = 32;

const cookieName = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'must be 1-64 letters, digits, "_" or "-"' });

export const sessionConfigInput = z.object({
  /**
   * Name of the http-only id cookie. Each app needs its own: cookies ignore ports, so the storefront and the
   * hub on one host would otherwise overwrite each other's session.
   */
  cookieName,
  /** Secret that seals the id cookie (iron-session); at least 32 characters. */
  password: z.string().min(SESSION_PASSWORD_MIN_LENGTH, {
    error: `must have at least ${SESSION_PASSWORD_MIN_LENGTH} characters`,
  }),
  /** Secure cookies (HTTPS only); on in production. */
  secure: z.boolean(),
  maxAgeSeconds: z.int().positive().default(DEFAULT_SESSION_MAX_AGE_SECONDS),
});
export type SessionConfigInput = z.input<typeof sessionConfigInput>;

export interface SessionConfig {
  readonly cookieName: string;
  readonly markerCookieName: string;
  readonly password: string;
  readonly secure: boolean;
  readonly maxAgeSeconds: number;
}

/** Validates the settings; the error names the bad field (e.g. `session password must have at least ...`). */
export function createSessionConfig(input: SessionConfigInput): SessionConfig {
  const parsed = sessionConfigInput.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `session ${issue.path.join('.')} ${issue.message}`);
    throw new Error(problems.join('; '));
  }
  return { ...parsed.data, markerCookieName: markerCookieNameOf(parsed.data.cookieName) };
}
