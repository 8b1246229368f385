// Handlers of the account endpoints: registration, sign-in, access codes, profile, and what the account holds.
// The flows live in accounts/ (registration.ts, sign-in.ts); the handlers pass the caller's IP and wrap answers.
import type { accountEndpoints, SessionAccount } from '@repo/contract/accounts';
import type { BillingInfo } from '@repo/contract/accounts';
import { createAccount, registerAccount, requestAccountMail, verifyEmail } from '../accounts/registration';
import {
  changePassword,
  checkAccessCode,
  sessionAccountOf,
  signInWithAccessCode,
  signInWithPassword,
} from '../accounts/sign-in';
import type { AccountRules } from '../accounts/sign-in';
import type { Db } from '../db/database';
import {
  listAccountChips,
  listAccountEvents,
  listAccountOrders,
  listAccountTickets,
} from '../db/queries/account-holdings';
import { findAccountById, toAccount, updateAccount } from '../db/queries/accounts';
import type { AccountBilling, AccountRow } from '../db/queries/accounts';
import type { AuthenticatedAccount } from '../http/authenticate';
import { HttpError } from '../http/http-error';
import type { HandlersOf } from '../http/register-endpoint';

export interface AccountRouteConfig extends AccountRules {
  /** Called after a commit that queued an e-mail, so it goes out at once. */
  wakeOutbox: () => void;
}

type Session = { errorText: 'OK'; account: SessionAccount };

const session = (account: SessionAccount): Session => ({ errorText: 'OK', account });

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
  return {
    accountCreate: async ({ db, body, ctx, request }) => {
      const row = await createAccount(db, config, {
        email: body.email,
        languageId: body.languageId ?? ctx.languageId,
        phone: body.phone ?? null,
        ip: request.ip,
      });
      config.wakeOutbox();
      return { errorText: 'OK', account: toAccount(row) };
    },

    accountRegister: async ({ db, body, ctx, request }) => {
      const account = await registerAccount(db, config, {
        email: body.email,
        password: body.password,
        languageId: body.languageId ?? ctx.languageId,
        phone: body.phone ?? null,
        ip: request.ip,
      });
      config.wakeOutbox();
      return session(account);
    },

    accountSendResetEmail: async ({ db, body, request }) => {
      await requestAccountMail(db, config, { email: body.email, purpose: body.purpose, ip: request.ip });
      config.wakeOutbox();
      return { errorText: 'OK', accepted: true };
    },

    accountSetPassword: async ({ db, body, request }) =>
      session(
        await signInWithAccessCode(db, config, {
          email: body.email,
          code: body.accessCode,
          newPassword: body.password,
          ip: request.ip,
        }),
      ),

    accountVerifyEmail: async ({ db, body }) => ({
      errorText: 'OK',
      account: toAccount(await verifyEmail(db, body.token)),
    }),

    accountByAccessCode: async ({ db, query, request }) => {
      const checked = await checkAccessCode(db, config, {
        email: query.email,
        code: query.accessCode,
        ip: request.ip,
      });
      return {
        errorText: 'OK',
        email: checked.account.email,
        hasPassword: checked.account.passwordHash !== null,
        expiresAt: checked.expiresAt.toISOString(),
      };
    },

    login: async ({ db, body, request }) =>
      session(
        await signInWithPassword(db, config, { email: body.email, password: body.password, ip: request.ip }),
      ),

    loginWithAccessCode: async ({ db, body, request }) =>
      session(
        await signInWithAccessCode(db, config, { email: body.email, code: body.accessCode, ip: request.ip }),
      ),

    account: async ({ db, query, principal }) => {
      const authenticated = principal.account;
      if (query.accountId !== undefined && query.accountId !== authenticated.accountId) {
        throw new HttpError(403, 'FORBIDDEN', 'An account can read only its own data');
      }
      return { errorText: 'OK', account: toAccount(await accountOf(db, authenticated)) };
    },

    accountByToken: async ({ db, principal }) => {
      const authenticated = principal.account;
      return session(
        sessionAccountOf(await accountOf(db, authenticated), {
          token: authenticated.token,
          expiresAt: authenticated.tokenExpiresAt,
        }),
      );
    },

    accountChangePassword: async ({ db, body, request, principal }) => {
      const row = await accountOf(db, principal.account);
      return session(
        await changePassword(db, config, row, {
          currentPassword: body.currentPassword,
          newPassword: body.newPassword,
          ip: request.ip,
        }),
      );
    },

    accountSetData: async ({ db, body, principal }) => {
      const authenticated = principal.account;
      const updated = await updateAccount(db, authenticated.accountId, {
        name: body.name,
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
