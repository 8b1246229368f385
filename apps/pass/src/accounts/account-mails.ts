// Account e-mails through the outbox. The request only queues "send X to this address"; the worker looks the
// account up, issues the code or token and sends it. So the answer to a request is the same work whether or not
// the address has an account, and no secret is ever stored in plain text in the outbox.
import { randomUUID } from 'node:crypto';
import { setPasswordLink, verifyEmailLink } from '@repo/links/account-links';
import type { Db } from '../db/database';
import { accountLanguage, findAccountByEmail } from '../db/queries/accounts';
import type { Mailer } from '../mail/mailer';
import { enqueueOutbox } from '../outbox/enqueue';
import type { OutboxHandler } from '../outbox/worker';
import { accountMailText } from './account-mail-texts';
import type { AccountMailPurpose } from './account-mail-texts';
import { issueAccessCode, issueVerificationToken } from './codes';

export const ACCOUNT_MAIL = 'account-mail';

export interface AccountMailConfig {
  /** Origin of the storefront the links point at (PUBLIC_TICKETS_URL). */
  publicTicketsUrl: string;
  accessCodeTtlMs: number;
  /** Verification links, and the set-password code of a welcome e-mail (account-create). */
  emailVerificationTtlMs: number;
}

const purposes: readonly AccountMailPurpose[] = ['verifyEmail', 'resetPassword', 'signIn', 'welcome'];

/** Queues an account e-mail in the caller's transaction. Every request is its own message. */
export async function enqueueAccountMail(tx: Db, email: string, purpose: AccountMailPurpose): Promise<void> {
  await enqueueOutbox(tx, {
    kind: ACCOUNT_MAIL,
    dedupeKey: `${ACCOUNT_MAIL}:${purpose}:${randomUUID()}`,
    payload: { email, purpose },
  });
}

/** The links only need a bare origin; a configured trailing slash or path would break them. */
function originOf(url: string): string {
  return new URL(url).origin;
}

/**
 * The outbox handler of ACCOUNT_MAIL. An address without an account gets nothing (reset and sign-in requests
 * answer the same either way); an already verified address gets no second verification e-mail. A repeat after a
 * crash issues a fresh code: both stay valid until they expire, which is harmless.
 */
export function accountMailHandlers(
  db: Db,
  mailer: Mailer,
  config: AccountMailConfig,
): Record<string, OutboxHandler> {
  return {
    [ACCOUNT_MAIL]: async (payload, ctx) => {
      const purpose = purposes.find((candidate) => candidate === payload.purpose);
      if (!purpose || typeof payload.email !== 'string') {
        throw new Error(`Malformed ${ACCOUNT_MAIL} payload`);
      }
      const account = await findAccountByEmail(db, payload.email);
      if (!account) return;
      const language = accountLanguage(account);
      const linkOptions = { locale: language, origin: originOf(config.publicTicketsUrl) };
      let values;
      if (purpose === 'verifyEmail') {
        if (account.emailVerifiedAt !== null) return;
        const { token, expiresAt } = await issueVerificationToken(
          db,
          account.id,
          config.emailVerificationTtlMs,
        );
        values = { email: account.email, link: verifyEmailLink({ token }, linkOptions), expiresAt };
      } else {
        const ttl = purpose === 'welcome' ? config.emailVerificationTtlMs : config.accessCodeTtlMs;
        const { code, expiresAt } = await issueAccessCode(db, account.id, ttl);
        values = {
          email: account.email,
          code,
          link: setPasswordLink({ accessCode: code, email: account.email }, linkOptions),
          expiresAt,
        };
      }
      const { subject, text } = accountMailText(purpose, language, values);
      await mailer.send({ to: account.email, subject, text, messageId: ctx.messageId });
    },
  };
}
