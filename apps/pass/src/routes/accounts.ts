// Handlers of the account endpoints: registration, sign-in, access codes, profile, and what the account holds.
import type { accountEndpoints, SessionAccount } from '@repo/contract/accounts';
import type { BillingInfo } from '@repo/contract/accounts';
import type { FastifyRequest } from 'fastify';
import { enqueueAccountMail } from '../accounts/account-mails';
import type { AuthenticatedAccount } from '../http/authenticate';
import { consumeAccessCode, consumeVerificationToken, peekAccessCode } from '../accounts/codes';
import type { CodeRejection } from '../accounts/codes';
import { hashPassword, needsRehash, verifyPassword } from '../accounts/password';
import { clearAttempts, emailKey, forgiveAttempt, ipKey, takeAttempt } from '../accounts/throttle';
import type { ThrottleLimit } from '../accounts/throttle';
import { issueToken, revokeAllTokens } from '../accounts/tokens';
import type { IssuedToken } from '../accounts/tokens';
import type { Db } from '../db/database';
import {
  listAccountChips,
  listAccountEvents,
  listAccountOrders,
  listAccountTickets,
} from '../db/queries/account-holdings';
import {
  findAccountByEmail,
  findAccountById,
  insertAccount,
  toAccount,
  updateAccount,
} from '../db/queries/accounts';
import type { AccountRow } from '../db/queries/accounts';
import type { AccountBilling } from '../db/schema';
import { HttpError } from '../http/http-error';
import type { HandlersOf } from '../http/register-endpoint';
import { linkVerifiedAccountChips } from '../selling/chip-links';

export interface AccountRouteConfig {
  /** Lifetime of a bearer token. */
  tokenTtlMs: number;
  /** The window every throttling limit counts in. */
  throttleWindowMs: number;
  signInFailuresPerEmail: number;
  signInFailuresPerIp: number;
  codeRequestsPerEmail: number;
  codeRequestsPerIp: number;
  accountCreatesPerIp: number;
  /** Called after a commit that queued an e-mail, so it goes out at once. */
  wakeOutbox: () => void;
}

type Session = { errorText: 'OK'; account: SessionAccount };

function sessionOf(row: AccountRow, issued: IssuedToken): Session {
  return {
    errorText: 'OK',
    account: { ...toAccount(row), token: issued.token, tokenExpiresAt: issued.expiresAt.toISOString() },
  };
}

const invalidCredentials = () =>
  new HttpError(401, 'INVALID_CREDENTIALS', 'The e-mail or the password is wrong');

/** Same message for "no such account" and "wrong code": the answer must not tell whether the e-mail exists. */
function accessCodeError(reason: CodeRejection): HttpError {
  if (reason === 'used')
    return new HttpError(410, 'ACCESS_CODE_USED', 'This access code has been used already');
  if (reason === 'expired') return new HttpError(410, 'ACCESS_CODE_EXPIRED', 'This access code has expired');
  return new HttpError(401, 'INVALID_ACCESS_CODE', 'The e-mail or the access code is wrong');
}

function toBilling(input: BillingInfo | null | undefined): AccountBilling | null | undefined {
  if (input === undefined || input === null) return input;
  return {
    countryId: input.countryId,
    city: input.city,
    address: input.address,
    postalCode: input.postalCode,
    companyName: input.companyName ?? null,
    vatId: input.vatId ?? null,
  };
}

async function accountOf(db: Db, authenticated: AuthenticatedAccount): Promise<AccountRow> {
  const row = await findAccountById(db, authenticated.accountId);
  // The token was valid a moment ago; the account can only be gone if it was deleted in between.
  if (!row) throw new HttpError(401, 'UNAUTHORIZED', 'The account no longer exists');
  return row;
}

export function accountHandlers(config: AccountRouteConfig): HandlersOf<typeof accountEndpoints> {
  const window = config.throttleWindowMs;
  const signInLimits = (email: string, request: FastifyRequest): ThrottleLimit[] => [
    { scope: 'signIn', key: emailKey(email), limit: config.signInFailuresPerEmail },
    { scope: 'signIn', key: ipKey(request.ip), limit: config.signInFailuresPerIp },
  ];
  const accountCreateLimits = (request: FastifyRequest): ThrottleLimit[] => [
    { scope: 'accountCreate', key: ipKey(request.ip), limit: config.accountCreatesPerIp },
  ];

  /** Signs the account in with a fresh token; a stale password hash is upgraded on the way. */
  async function signIn(db: Db, row: AccountRow, password?: string): Promise<Session> {
    let current = row;
    if (password !== undefined && row.passwordHash !== null && needsRehash(row.passwordHash)) {
      current = await updateAccount(db, row.id, { passwordHash: await hashPassword(password) });
    }
    return sessionOf(current, await issueToken(db, row.id, config.tokenTtlMs));
  }

  /** Spends an access code and signs in, in one transaction; failures are counted against the e-mail and IP. */
  async function signInWithAccessCode(
    db: Db,
    request: FastifyRequest,
    email: string,
    code: string,
    newPassword?: string,
  ): Promise<Session> {
    // Counted now and forgiven on success, so a failure stays counted (see accounts/throttle.ts).
    const attempt = await takeAttempt(db, signInLimits(email, request), window);
    const row = await findAccountByEmail(db, email);
    if (!row) throw accessCodeError('unknown');
    // Checked before hashing the new password, so a wrong code costs no scrypt run.
    const peeked = await peekAccessCode(db, row.id, code);
    if (!peeked.ok) throw accessCodeError(peeked.reason);
    const passwordHash = newPassword === undefined ? undefined : await hashPassword(newPassword);
    const result = await db.transaction(async (tx) => {
      const spent = await consumeAccessCode(tx, row.id, code);
      if (!spent.ok) return spent;
      // The code came by e-mail, so whoever holds it owns the address.
      const updated = await updateAccount(tx, row.id, { verifyEmail: true, passwordHash });
      await linkVerifiedAccountChips(tx, { accountId: updated.id, email: updated.email });
      if (passwordHash !== undefined) await revokeAllTokens(tx, row.id);
      return {
        ok: true as const,
        session: sessionOf(updated, await issueToken(tx, row.id, config.tokenTtlMs)),
      };
    });
    if (!result.ok) throw accessCodeError(result.reason);
    await forgiveAttempt(db, attempt);
    await clearAttempts(db, 'signIn', emailKey(email));
    return result.session;
  }

  return {
    accountCreate: async ({ db, body, ctx, request }) => {
      await takeAttempt(db, accountCreateLimits(request), window);
      const row = await db.transaction(async (tx) => {
        const inserted = await insertAccount(tx, {
          email: body.email,
          passwordHash: null,
          languageId: body.languageId ?? ctx.languageId,
          phone: body.phone ?? null,
        });
        if (inserted) await enqueueAccountMail(tx, inserted.email, 'welcome');
        return inserted;
      });
      if (!row)
        throw new HttpError(409, 'EMAIL_TAKEN', 'This e-mail already has an account; sign in instead');
      config.wakeOutbox();
      return { errorText: 'OK', account: toAccount(row) };
    },

    accountRegister: async ({ db, body, ctx, request }) => {
      await takeAttempt(db, accountCreateLimits(request), window);
      if (await findAccountByEmail(db, body.email)) {
        throw new HttpError(409, 'EMAIL_TAKEN', 'This e-mail already has an account; sign in instead');
      }
      const passwordHash = await hashPassword(body.password);
      const session = await db.transaction(async (tx) => {
        const inserted = await insertAccount(tx, {
          email: body.email,
          passwordHash,
          languageId: body.languageId ?? ctx.languageId,
          phone: body.phone ?? null,
        });
        if (!inserted) return undefined;
        await enqueueAccountMail(tx, inserted.email, 'verifyEmail');
        return sessionOf(inserted, await issueToken(tx, inserted.id, config.tokenTtlMs));
      });
      // The read above can race with another registration; the unique index settles it.
      if (!session)
        throw new HttpError(409, 'EMAIL_TAKEN', 'This e-mail already has an account; sign in instead');
      config.wakeOutbox();
      return session;
    },

    accountSendResetEmail: async ({ db, body, request }) => {
      const limits: ThrottleLimit[] = [
        { scope: 'codeRequest', key: emailKey(body.email), limit: config.codeRequestsPerEmail },
        { scope: 'codeRequest', key: ipKey(request.ip), limit: config.codeRequestsPerIp },
      ];
      // Counted and queued the same way whether or not the e-mail has an account: the worker finds out.
      await takeAttempt(db, limits, window);
      await enqueueAccountMail(db, body.email, body.purpose);
      config.wakeOutbox();
      return { errorText: 'OK', accepted: true };
    },

    accountSetPassword: async ({ db, body, request }) =>
      signInWithAccessCode(db, request, body.email, body.accessCode, body.password),

    accountVerifyEmail: async ({ db, body }) => {
      const outcome = await db.transaction(async (tx) => {
        const spent = await consumeVerificationToken(tx, body.token);
        if (!spent.ok) return spent.reason;
        const verified = await updateAccount(tx, spent.accountId, { verifyEmail: true });
        // Chips bought with this e-mail become the account's now that it owns the address.
        await linkVerifiedAccountChips(tx, { accountId: verified.id, email: verified.email });
        return verified;
      });
      if (outcome === 'used')
        throw new HttpError(410, 'TOKEN_USED', 'This verification link has been used already');
      if (outcome === 'expired') {
        throw new HttpError(
          410,
          'TOKEN_EXPIRED',
          'This verification link has expired; signing in with an e-mailed code confirms the address too',
        );
      }
      if (outcome === 'unknown')
        throw new HttpError(404, 'TOKEN_NOT_FOUND', 'This verification link is not valid');
      return { errorText: 'OK', account: toAccount(outcome) };
    },

    accountByAccessCode: async ({ db, query, request }) => {
      const attempt = await takeAttempt(db, signInLimits(query.email, request), window);
      const row = await findAccountByEmail(db, query.email);
      const peeked = row
        ? await peekAccessCode(db, row.id, query.accessCode)
        : ({ ok: false, reason: 'unknown' } as const);
      if (!row || !peeked.ok) throw accessCodeError(peeked.ok ? 'unknown' : peeked.reason);
      await forgiveAttempt(db, attempt);
      return {
        errorText: 'OK',
        email: row.email,
        hasPassword: row.passwordHash !== null,
        expiresAt: peeked.expiresAt.toISOString(),
      };
    },

    login: async ({ db, body, request }) => {
      const attempt = await takeAttempt(db, signInLimits(body.email, request), window);
      const row = await findAccountByEmail(db, body.email);
      // Without an account (or a password) a decoy hash is checked, so both cases take as long as a real one.
      const matches = await verifyPassword(body.password, row?.passwordHash ?? null);
      // A failure stays counted; a success is forgiven and clears the e-mail's earlier failures.
      if (!row || !matches) throw invalidCredentials();
      await forgiveAttempt(db, attempt);
      await clearAttempts(db, 'signIn', emailKey(body.email));
      return signIn(db, row, body.password);
    },

    loginWithAccessCode: async ({ db, body, request }) =>
      signInWithAccessCode(db, request, body.email, body.accessCode),

    account: async ({ db, query, principal }) => {
      const authenticated = principal.account;
      if (query.accountId !== undefined && query.accountId !== authenticated.accountId) {
        throw new HttpError(403, 'FORBIDDEN', 'An account can read only its own data');
      }
      return { errorText: 'OK', account: toAccount(await accountOf(db, authenticated)) };
    },

    accountByToken: async ({ db, principal }) => {
      const session = principal.account;
      return sessionOf(await accountOf(db, session), {
        token: session.token,
        expiresAt: session.tokenExpiresAt,
      });
    },

    accountChangePassword: async ({ db, body, request, principal }) => {
      const authenticated = principal.account;
      const row = await accountOf(db, authenticated);
      if (row.passwordHash !== null) {
        // A stolen token must not turn into unlimited password guessing: failures count like sign-ins.
        const attempt = await takeAttempt(db, signInLimits(row.email, request), window);
        const matches =
          body.currentPassword !== undefined &&
          (await verifyPassword(body.currentPassword, row.passwordHash));
        if (!matches) throw new HttpError(403, 'INVALID_PASSWORD', 'The current password is wrong');
        await forgiveAttempt(db, attempt);
      }
      const passwordHash = await hashPassword(body.newPassword);
      return db.transaction(async (tx) => {
        const updated = await updateAccount(tx, row.id, { passwordHash });
        // Every session ends, this one included; the answer carries the new one.
        await revokeAllTokens(tx, row.id);
        return sessionOf(updated, await issueToken(tx, row.id, config.tokenTtlMs));
      });
    },

    accountSetData: async ({ db, body, principal }) => {
      const authenticated = principal.account;
      const updated = await updateAccount(db, authenticated.accountId, {
        phone: body.phone,
        billing: toBilling(body.billingInfo),
        languageId: body.languageId,
      });
      return { errorText: 'OK', account: toAccount(updated) };
    },

    accountEvents: async ({ db, ctx, principal }) => ({
      errorText: 'OK',
      events: await listAccountEvents(db, principal.account, ctx.language),
    }),

    accountTickets: async ({ db, ctx, principal }) => ({
      errorText: 'OK',
      tickets: await listAccountTickets(db, principal.account, ctx.language),
    }),

    accountTicketsByEvent: async ({ db, ctx, query, principal }) => ({
      errorText: 'OK',
      eventId: query.eventId,
      tickets: await listAccountTickets(db, principal.account, ctx.language, query.eventId),
    }),

    accountChipsByEvent: async ({ db, query, principal }) => ({
      errorText: 'OK',
      eventId: query.eventId,
      chips: await listAccountChips(db, principal.account, query.eventId),
    }),

    accountOrders: async ({ db, principal }) => ({
      errorText: 'OK',
      orders: await listAccountOrders(db, principal.account),
    }),
  };
}
