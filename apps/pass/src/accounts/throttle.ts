// Sign-in throttling counted in the database (auth_attempt), so every pass process sees the same numbers.
import { and, asc, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { authAttempts } from '../db/schema';
import { HttpError } from '../http/http-error';

/** What is counted: failed credential checks, or e-mails requested (reset / access code), or accounts made. */
export type ThrottleScope = 'signIn' | 'codeRequest' | 'accountCreate';

export interface ThrottleLimit {
  scope: ThrottleScope;
  /** `email:<address>` or `ip:<address>`. */
  key: string;
  /** Events allowed within the window; the next one answers 429. */
  limit: number;
}

export const emailKey = (email: string) => `email:${email}`;
export const ipKey = (ip: string) => `ip:${ip}`;

const since = (windowMs: number) => sql`now() - ${`${Math.round(windowMs)} milliseconds`}::interval`;

/**
 * Seconds until the key drops below its limit again, or null when it is below already. The window slides:
 * the answer is when the oldest event that keeps the count at the limit leaves the window.
 */
async function secondsBlocked(db: Db, rule: ThrottleLimit, windowMs: number): Promise<number | null> {
  const inWindow = and(
    eq(authAttempts.scope, rule.scope),
    eq(authAttempts.key, rule.key),
    gt(authAttempts.createdAt, since(windowMs)),
  );
  const [counted] = await db.select({ n: count() }).from(authAttempts).where(inWindow);
  const n = counted?.n ?? 0;
  if (n < rule.limit) return null;
  const [oldest] = await db
    .select({
      seconds: sql<number>`ceil(extract(epoch from (${authAttempts.createdAt} + ${`${Math.round(windowMs)} milliseconds`}::interval - now())))::int`,
    })
    .from(authAttempts)
    .where(inWindow)
    .orderBy(asc(authAttempts.createdAt))
    .offset(n - rule.limit)
    .limit(1);
  return Math.max(1, oldest?.seconds ?? 1);
}

/** Throws 429 ERROR_TOO_MANY_ATTEMPTS with Retry-After when any of the limits is reached. */
export async function assertNotThrottled(
  db: Db,
  limits: readonly ThrottleLimit[],
  windowMs: number,
): Promise<void> {
  let wait = 0;
  for (const rule of limits) wait = Math.max(wait, (await secondsBlocked(db, rule, windowMs)) ?? 0);
  if (wait > 0) {
    throw new HttpError(
      429,
      'TOO_MANY_ATTEMPTS',
      `Too many attempts; try again in ${wait} seconds`,
      { retryAfterSeconds: wait },
      { 'retry-after': String(wait) },
    );
  }
}

/** Counts one event for each key, and forgets that key's events that have left the window. */
export async function recordAttempt(
  db: Db,
  limits: readonly Pick<ThrottleLimit, 'scope' | 'key'>[],
  windowMs: number,
): Promise<void> {
  if (limits.length === 0) return;
  await db.insert(authAttempts).values(limits.map(({ scope, key }) => ({ scope, key })));
  for (const { scope, key } of limits) {
    await db
      .delete(authAttempts)
      .where(
        and(
          eq(authAttempts.scope, scope),
          eq(authAttempts.key, key),
          lte(authAttempts.createdAt, since(windowMs)),
        ),
      );
  }
}

/** Forgets a key's events, e.g. an e-mail's failed sign-ins once its owner signs in. */
export async function clearAttempts(db: Db, scope: ThrottleScope, key: string): Promise<void> {
  await db.delete(authAttempts).where(and(eq(authAttempts.scope, scope), eq(authAttempts.key, key)));
}
