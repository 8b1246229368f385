// Sign-in throttling counted in the database (auth_attempt), so every pass process sees the same numbers.
//
// An attempt is counted BEFORE the password or code is checked and forgiven when it succeeds. Checking first and
// counting the failure afterwards would let a burst of parallel guesses all pass the check while the first ones
// are still hashing; counting first means the k-th concurrent attempt already sees k rows.
import { and, asc, count, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { authAttempts } from '../db/schema';
import { DomainError } from '../domain/domain-error';

/**
 * What is counted: sign-in attempts (kept when they fail; `signIn` holds passwords per e-mail and every sign-in
 * per IP, `codeSignIn` access codes per e-mail), code e-mails requested, accounts made, device pairings, and
 * credit refund requests by chip UID and receipt code (`creditRefundCode`, per chip).
 */
export type ThrottleScope =
  'signIn' | 'codeSignIn' | 'codeRequest' | 'accountCreate' | 'devicePair' | 'creditRefundCode';

export interface ThrottleLimit {
  scope: ThrottleScope;
  /** `email:<address>`, `ip:<address>` or `chip:<uid>`. */
  key: string;
  /** Attempts allowed within the window; the next one answers 429. */
  limit: number;
}

/** The rows one attempt added; forgiveAttempt removes them when the attempt succeeded. */
export interface AttemptTicket {
  ids: number[];
}

export const emailKey = (email: string) => `email:${email}`;
export const ipKey = (ip: string) => `ip:${ip}`;

const interval = (windowMs: number) => sql`${`${Math.round(windowMs)} milliseconds`}::interval`;
const since = (windowMs: number) => sql`now() - ${interval(windowMs)}`;

function inWindow(rule: Pick<ThrottleLimit, 'scope' | 'key'>, windowMs: number) {
  return and(
    eq(authAttempts.scope, rule.scope),
    eq(authAttempts.key, rule.key),
    gt(authAttempts.createdAt, since(windowMs)),
  );
}

async function countInWindow(db: Db, rule: ThrottleLimit, windowMs: number): Promise<number> {
  const [counted] = await db.select({ n: count() }).from(authAttempts).where(inWindow(rule, windowMs));
  return counted?.n ?? 0;
}

/** Seconds until the key is below its limit again: when the oldest attempt that keeps it there leaves the window. */
async function secondsUntilFree(db: Db, rule: ThrottleLimit, windowMs: number): Promise<number> {
  const n = await countInWindow(db, rule, windowMs);
  if (n < rule.limit) return 1;
  const [oldest] = await db
    .select({
      seconds: sql<number>`ceil(extract(epoch from (${authAttempts.createdAt} + ${interval(windowMs)} - now())))::int`,
    })
    .from(authAttempts)
    .where(inWindow(rule, windowMs))
    .orderBy(asc(authAttempts.createdAt), asc(authAttempts.id))
    .offset(n - rule.limit)
    .limit(1);
  return Math.max(1, oldest?.seconds ?? 1);
}

/**
 * Counts one attempt for every key, or throws 429 ERROR_TOO_MANY_ATTEMPTS (with Retry-After) when any key is
 * over its limit; a refused attempt is not counted. Each key's attempts older than the window are deleted on
 * the way, so the table stays as small as the traffic of one window.
 */
export async function takeAttempt(
  db: Db,
  limits: readonly ThrottleLimit[],
  windowMs: number,
): Promise<AttemptTicket> {
  const inserted = await db
    .insert(authAttempts)
    .values(limits.map(({ scope, key }) => ({ scope, key })))
    .returning({ id: authAttempts.id });
  const ticket = { ids: inserted.map((row) => row.id) };
  const over: ThrottleLimit[] = [];
  for (const rule of limits) {
    await db
      .delete(authAttempts)
      .where(
        and(
          eq(authAttempts.scope, rule.scope),
          eq(authAttempts.key, rule.key),
          lte(authAttempts.createdAt, since(windowMs)),
        ),
      );
    if ((await countInWindow(db, rule, windowMs)) > rule.limit) over.push(rule);
  }
  if (over.length === 0) return ticket;
  await forgiveAttempt(db, ticket);
  let wait = 1;
  for (const rule of over) wait = Math.max(wait, await secondsUntilFree(db, rule, windowMs));
  throw new DomainError(
    'TOO_MANY_ATTEMPTS',
    `Too many attempts; try again in ${wait} seconds`,
    { retryAfterSeconds: wait },
    { retryAfterSeconds: wait },
  );
}

/** Removes a successful attempt from the counts (a correct password is not a failure). */
export async function forgiveAttempt(db: Db, ticket: AttemptTicket): Promise<void> {
  if (ticket.ids.length > 0) await db.delete(authAttempts).where(inArray(authAttempts.id, ticket.ids));
}

/** Forgets a key's attempts, e.g. an e-mail's failed sign-ins once its owner signs in. */
export async function clearAttempts(db: Db, scope: ThrottleScope, key: string): Promise<void> {
  await db.delete(authAttempts).where(and(eq(authAttempts.scope, scope), eq(authAttempts.key, key)));
}

/**
 * Deletes every attempt older than the window. takeAttempt trims the keys it sees; this catches keys tried once
 * and never again (an address sprayed by a bot), so the table cannot grow without bound. Returns how many went.
 */
export async function purgeAuthAttempts(db: Db, windowMs: number): Promise<number> {
  const deleted = await db
    .delete(authAttempts)
    .where(lte(authAttempts.createdAt, since(windowMs)))
    .returning({ id: authAttempts.id });
  return deleted.length;
}
