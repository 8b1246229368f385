// Signing in: with a password or an e-mailed access code, and changing the password. Every failure is counted
// against the e-mail and the caller's IP (accounts/throttle.ts); the answers never tell whether an e-mail has an
// account. Errors are DomainErrors (INVALID_CREDENTIALS, INVALID_ACCESS_CODE, …); http/ maps them to statuses.
// Password and access-code failures are counted apart per e-mail, so whoever guesses an owner's password cannot
// also lock the owner out of the e-mailed code that proves they hold the mailbox.
import type { SessionAccount } from '@repo/contract/accounts';
import type { Db } from '../db/database';
import { findAccountByEmail, toAccount, updateAccount } from '../db/queries/accounts';
import type { AccountRow } from '../db/queries/accounts';
import { DomainError } from '../domain/domain-error';
import { linkVerifiedAccountChips } from '../selling/chip-links';
import { consumeAccessCode, peekAccessCode } from './codes';
import type { CodeRejection } from './codes';
import { hashPassword, needsRehash, verifyPassword } from './password';
import type { ScryptParams } from './password';
import { clearAttempts, emailKey, forgiveAttempt, ipKey, takeAttempt } from './throttle';
import type { ThrottleLimit } from './throttle';
import { issueToken, revokeAllTokens } from './tokens';
import type { IssuedToken } from './tokens';

/** Token lifetime and the throttling limits of the account endpoints (from the environment). */
export interface AccountRules {
  /** Lifetime of a bearer token. */
  tokenTtlMs: number;
  /** The window every throttling limit counts in. */
  throttleWindowMs: number;
  /** Failed passwords per e-mail. */
  signInFailuresPerEmail: number;
  /** Failed access codes per e-mail, counted apart from passwords. */
  accessCodeFailuresPerEmail: number;
  /** Failed sign-ins of either kind per IP. */
  signInFailuresPerIp: number;
  codeRequestsPerEmail: number;
  codeRequestsPerIp: number;
  accountCreatesPerIp: number;
  /** The scrypt cost of new password hashes (PASSWORD_HASHING). */
  passwordHashing: ScryptParams;
}

export function sessionAccountOf(row: AccountRow, issued: IssuedToken): SessionAccount {
  return { ...toAccount(row), token: issued.token, tokenExpiresAt: issued.expiresAt.toISOString() };
}

const invalidCredentials = () =>
  new DomainError('INVALID_CREDENTIALS', 'The e-mail or the password is wrong');

/** Same message for "no such account" and "wrong code": the answer must not tell whether the e-mail exists. */
function accessCodeError(reason: CodeRejection): DomainError {
  if (reason === 'used') return new DomainError('ACCESS_CODE_USED', 'This access code has been used already');
  if (reason === 'expired') return new DomainError('ACCESS_CODE_EXPIRED', 'This access code has expired');
  return new DomainError('INVALID_ACCESS_CODE', 'The e-mail or the access code is wrong');
}

type Credential = 'password' | 'accessCode';

function signInLimits(
  rules: AccountRules,
  credential: Credential,
  email: string,
  ip: string,
): ThrottleLimit[] {
  const perEmail: ThrottleLimit =
    credential === 'password'
      ? { scope: 'signIn', key: emailKey(email), limit: rules.signInFailuresPerEmail }
      : { scope: 'codeSignIn', key: emailKey(email), limit: rules.accessCodeFailuresPerEmail };
  return [perEmail, { scope: 'signIn', key: ipKey(ip), limit: rules.signInFailuresPerIp }];
}

/** The owner has proved themselves: the e-mail's earlier failures of both kinds are forgotten. */
async function clearEmailFailures(db: Db, email: string): Promise<void> {
  await clearAttempts(db, 'signIn', emailKey(email));
  await clearAttempts(db, 'codeSignIn', emailKey(email));
}

/** Signs the account in with a fresh token; a stale password hash is upgraded on the way. */
async function signIn(
  db: Db,
  rules: AccountRules,
  row: AccountRow,
  password?: string,
): Promise<SessionAccount> {
  let current = row;
  if (
    password !== undefined &&
    row.passwordHash !== null &&
    needsRehash(row.passwordHash, rules.passwordHashing)
  ) {
    const passwordHash = await hashPassword(password, rules.passwordHashing);
    current = await updateAccount(db, row.id, { passwordHash });
  }
  return sessionAccountOf(current, await issueToken(db, row.id, rules.tokenTtlMs));
}

/** Signs in with e-mail and password; 401 INVALID_CREDENTIALS for an unknown e-mail or a wrong password. */
export async function signInWithPassword(
  db: Db,
  rules: AccountRules,
  input: { email: string; password: string; ip: string },
): Promise<SessionAccount> {
  const attempt = await takeAttempt(
    db,
    signInLimits(rules, 'password', input.email, input.ip),
    rules.throttleWindowMs,
  );
  const row = await findAccountByEmail(db, input.email);
  // Without an account (or a password) a decoy hash is checked, so both cases take as long as a real one.
  const matches = await verifyPassword(input.password, row?.passwordHash ?? null, rules.passwordHashing);
  // A failure stays counted; a success is forgiven and clears the e-mail's earlier failures.
  if (!row || !matches) throw invalidCredentials();
  await forgiveAttempt(db, attempt);
  await clearEmailFailures(db, input.email);
  return signIn(db, rules, row, input.password);
}

/**
 * Spends an access code and signs in, in one transaction (setting a new password when one is given, which ends
 * every other session); failures are counted against the e-mail and IP.
 */
export async function signInWithAccessCode(
  db: Db,
  rules: AccountRules,
  input: { email: string; code: string; newPassword?: string; ip: string },
): Promise<SessionAccount> {
  const { email, code, newPassword } = input;
  // Counted now and forgiven on success, so a failure stays counted (see accounts/throttle.ts).
  const attempt = await takeAttempt(
    db,
    signInLimits(rules, 'accessCode', email, input.ip),
    rules.throttleWindowMs,
  );
  const row = await findAccountByEmail(db, email);
  if (!row) throw accessCodeError('unknown');
  // Checked before hashing the new password, so a wrong code costs no scrypt run.
  const peeked = await peekAccessCode(db, row.id, code);
  if (!peeked.ok) throw accessCodeError(peeked.reason);
  const passwordHash =
    newPassword === undefined ? undefined : await hashPassword(newPassword, rules.passwordHashing);
  const result = await db.transaction(async (tx) => {
    const spent = await consumeAccessCode(tx, row.id, code);
    if (!spent.ok) return spent;
    // The code came by e-mail, so whoever holds it owns the address.
    const updated = await updateAccount(tx, row.id, { verifyEmail: true, passwordHash });
    await linkVerifiedAccountChips(tx, { accountId: updated.id, email: updated.email });
    if (passwordHash !== undefined) await revokeAllTokens(tx, row.id);
    return {
      ok: true as const,
      session: sessionAccountOf(updated, await issueToken(tx, row.id, rules.tokenTtlMs)),
    };
  });
  if (!result.ok) throw accessCodeError(result.reason);
  await forgiveAttempt(db, attempt);
  await clearEmailFailures(db, email);
  return result.session;
}

/** Checks an access code without spending it (counted like a sign-in attempt, forgiven when it is valid). */
export async function checkAccessCode(
  db: Db,
  rules: AccountRules,
  input: { email: string; code: string; ip: string },
): Promise<{ account: AccountRow; expiresAt: Date }> {
  const attempt = await takeAttempt(
    db,
    signInLimits(rules, 'accessCode', input.email, input.ip),
    rules.throttleWindowMs,
  );
  const row = await findAccountByEmail(db, input.email);
  const peeked = row
    ? await peekAccessCode(db, row.id, input.code)
    : ({ ok: false, reason: 'unknown' } as const);
  if (!row || !peeked.ok) throw accessCodeError(peeked.ok ? 'unknown' : peeked.reason);
  await forgiveAttempt(db, attempt);
  return { account: row, expiresAt: peeked.expiresAt };
}

/**
 * Sets a new password and ends every session, this one included; the answer is a new session. An account with a
 * password must give the current one (403 INVALID_PASSWORD), and failures count like sign-ins.
 */
export async function changePassword(
  db: Db,
  rules: AccountRules,
  row: AccountRow,
  input: { currentPassword?: string; newPassword: string; ip: string },
): Promise<SessionAccount> {
  if (row.passwordHash !== null) {
    // A stolen token must not turn into unlimited password guessing: failures count like sign-ins.
    const attempt = await takeAttempt(
      db,
      signInLimits(rules, 'password', row.email, input.ip),
      rules.throttleWindowMs,
    );
    const matches =
      input.currentPassword !== undefined &&
      (await verifyPassword(input.currentPassword, row.passwordHash, rules.passwordHashing));
    if (!matches) throw new DomainError('INVALID_PASSWORD', 'The current password is wrong');
    await forgiveAttempt(db, attempt);
  }
  const passwordHash = await hashPassword(input.newPassword, rules.passwordHashing);
  return db.transaction(async (tx) => {
    const updated = await updateAccount(tx, row.id, { passwordHash });
    // Every session ends, this one included; the answer carries the new one.
    await revokeAllTokens(tx, row.id);
    return sessionAccountOf(updated, await issueToken(tx, row.id, rules.tokenTtlMs));
  });
}
