// Accounts coming into being: created without a password (a welcome e-mail sets one), registered with a password,
// e-mail addresses verified, and code e-mails requested. Throttled per IP (and e-mail) like sign-ins.
import type { SessionAccount } from '@repo/contract/accounts';
import type { Db } from '../db/database';
import { findAccountByEmail, insertAccount, updateAccount } from '../db/queries/accounts';
import type { AccountRow } from '../db/queries/accounts';
import { DomainError } from '../domain/domain-error';
import { linkVerifiedAccountChips } from '../selling/chip-links';
import { enqueueAccountMail } from './account-mails';
import type { AccountMailPurpose } from './account-mail-texts';
import { consumeVerificationToken } from './codes';
import { hashPassword } from './password';
import { sessionAccountOf } from './sign-in';
import type { AccountRules } from './sign-in';
import { emailKey, ipKey, takeAttempt } from './throttle';
import type { ThrottleLimit } from './throttle';
import { issueToken } from './tokens';

export interface NewAccountInput {
  email: string;
  languageId: number;
  phone: string | null;
  /** The caller's address, counted against accountCreatesPerIp. */
  ip: string;
}

const emailTaken = () =>
  new DomainError('EMAIL_TAKEN', 'This e-mail already has an account; sign in instead');

function accountCreateLimits(rules: AccountRules, ip: string): ThrottleLimit[] {
  return [{ scope: 'accountCreate', key: ipKey(ip), limit: rules.accountCreatesPerIp }];
}

/** An account without a password; the welcome e-mail (queued in the same transaction) lets the owner set one. */
export async function createAccount(
  db: Db,
  rules: AccountRules,
  input: NewAccountInput,
): Promise<AccountRow> {
  await takeAttempt(db, accountCreateLimits(rules, input.ip), rules.throttleWindowMs);
  const row = await db.transaction(async (tx) => {
    const inserted = await insertAccount(tx, {
      email: input.email,
      passwordHash: null,
      languageId: input.languageId,
      phone: input.phone,
    });
    if (inserted) await enqueueAccountMail(tx, inserted.email, 'welcome');
    return inserted;
  });
  if (!row) throw emailTaken();
  return row;
}

/** An account with a password, signed in at once; the verification e-mail is queued in the same transaction. */
export async function registerAccount(
  db: Db,
  rules: AccountRules,
  input: NewAccountInput & { password: string },
): Promise<SessionAccount> {
  await takeAttempt(db, accountCreateLimits(rules, input.ip), rules.throttleWindowMs);
  if (await findAccountByEmail(db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password, rules.passwordHashing);
  const session = await db.transaction(async (tx) => {
    const inserted = await insertAccount(tx, {
      email: input.email,
      passwordHash,
      languageId: input.languageId,
      phone: input.phone,
    });
    if (!inserted) return undefined;
    await enqueueAccountMail(tx, inserted.email, 'verifyEmail');
    return sessionAccountOf(inserted, await issueToken(tx, inserted.id, rules.tokenTtlMs));
  });
  // The read above can race with another registration; the unique index settles it.
  if (!session) throw emailTaken();
  return session;
}

/** Queues a code e-mail; counted and queued the same way whether or not the e-mail has an account. */
export async function requestAccountMail(
  db: Db,
  rules: AccountRules,
  input: { email: string; purpose: AccountMailPurpose; ip: string },
): Promise<void> {
  const limits: ThrottleLimit[] = [
    { scope: 'codeRequest', key: emailKey(input.email), limit: rules.codeRequestsPerEmail },
    { scope: 'codeRequest', key: ipKey(input.ip), limit: rules.codeRequestsPerIp },
  ];
  // The worker finds out whether the address has an account.
  await takeAttempt(db, limits, rules.throttleWindowMs);
  await enqueueAccountMail(db, input.email, input.purpose);
}

/** Spends a verification link's token: the account's e-mail is verified and the chips bought with it become its. */
export async function verifyEmail(db: Db, token: string): Promise<AccountRow> {
  const outcome = await db.transaction(async (tx) => {
    const spent = await consumeVerificationToken(tx, token);
    if (!spent.ok) return spent.reason;
    const verified = await updateAccount(tx, spent.accountId, { verifyEmail: true });
    // Chips bought with this e-mail become the account's now that it owns the address.
    await linkVerifiedAccountChips(tx, { accountId: verified.id, email: verified.email });
    return verified;
  });
  if (outcome === 'used') throw new DomainError('TOKEN_USED', 'This verification link has been used already');
  if (outcome === 'expired') {
    throw new DomainError(
      'TOKEN_EXPIRED',
      'This verification link has expired; signing in with an e-mailed code confirms the address too',
    );
  }
  if (outcome === 'unknown') throw new DomainError('TOKEN_NOT_FOUND', 'This verification link is not valid');
  return outcome;
}
