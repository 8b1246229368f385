// Account endpoints under /pass/account/...: registration, sign-in (password or access code), profile, and what the account owns.
import { accountAccess, publicAccess } from './access';
import { country } from '@repo/enums/country';
import { language } from '@repo/enums/language';
import { isValidVatId } from '@repo/enums/vat-id';
import { z } from 'zod';
import { enumId, isoDateTime, minorUnits, ok, uuid } from './common';
import type { EndpointDefinition } from './endpoint';
import { defineEndpoint } from './endpoint';
import { eventSummary } from './entities';
import { buyer, orderSummary } from './orders';
import { ticketDetail } from './sold-tickets';

/** Trimmed and lowercased before anything else (spec section 5), so one address is one account. */
export const accountEmail = z
  .string({ error: 'must be an e-mail address' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'must be an e-mail address' }).max(254));

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const password = z
  .string({ error: 'must be a password' })
  .min(PASSWORD_MIN_LENGTH, { error: `must have at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { error: `must have at most ${PASSWORD_MAX_LENGTH} characters` });

/** What a person types to sign in: any non-empty text (the rules above apply only when a password is set). */
const enteredPassword = z.string({ error: 'must be a password' }).min(1).max(PASSWORD_MAX_LENGTH);

/**
 * The one-time code of an access-code e-mail (passwordless sign-in, set-password link): 8 characters of
 * Crockford base32. Typed by people, so case, spaces and hyphens are ignored.
 */
export const accessCode = z
  .string({ error: 'must be an access code' })
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[0-9A-HJKMNP-TV-Z]{8}$/, { error: 'must be the 8-character access code' }));

/** The token of an e-mail verification link (32 random bytes, base64url). */
export const emailVerificationToken = z
  .string({ error: 'must be a verification token' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'must be the token from the verification link' });

/** Language of the account's e-mails: one the product has texts for (1 cs, 2 sk, 3 en, 4 de). */
export const accountLanguageId = enumId.refine((id) => language.find(id)?.supported === true, {
  error: 'must be a supported language id (1 cs, 2 sk, 3 en, 4 de)',
});

export const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ]{6,20}$/, { error: 'must be a phone number such as +420 777 123 456' });

const billingText = (max: number) => z.string().trim().min(1, { error: 'must not be empty' }).max(max);

/** Billing data of an account; the VAT id is checked against the country's pattern from @repo/enums. */
export const billingInfo = z
  .object({
    countryId: enumId.refine((id) => id !== 0 && country.has(id), { error: 'must be a known country id' }),
    city: billingText(100),
    address: billingText(200),
    postalCode: billingText(20),
    companyName: billingText(200).nullable().optional(),
    vatId: z
      .string()
      .trim()
      .transform((value) => value.replace(/[\s.-]+/g, '').toUpperCase())
      .pipe(z.string().min(1).max(20))
      .nullable()
      .optional(),
  })
  .superRefine((value, context) => {
    if (value.vatId && country.has(value.countryId) && !isValidVatId(value.countryId, value.vatId)) {
      context.addIssue({
        code: 'custom',
        path: ['vatId'],
        message: `is not a VAT id of ${country.get(value.countryId).key} (country prefix included, e.g. CZ12345678)`,
      });
    }
  });
export type BillingInfo = z.infer<typeof billingInfo>;

/** The account as the API shows it; never a password hash or token hash. */
export const account = z.object({
  accountId: uuid,
  email: z.string(),
  emailVerified: z.boolean(),
  /** Language of the account's e-mails (language enumeration, 1-4). */
  languageId: enumId,
  /** The owner's name (checkout fills it in); null until they give one. */
  name: z.string().nullable(),
  phone: z.string().nullable(),
  billingInfo: z
    .object({
      countryId: enumId,
      city: z.string(),
      address: z.string(),
      postalCode: z.string(),
      companyName: z.string().nullable(),
      vatId: z.string().nullable(),
    })
    .nullable(),
  /** False for an account made by account-create until its owner sets a password. */
  hasPassword: z.boolean(),
  createdAt: isoDateTime,
});
export type Account = z.infer<typeof account>;

/** The session account (spec section 3): the account plus the bearer token that signs its calls. */
export const sessionAccount = account.extend({
  token: z.string(),
  tokenExpiresAt: isoDateTime,
});
export type SessionAccount = z.infer<typeof sessionAccount>;

/** An event the account holds tickets for, with how many. */
export const accountEvent = eventSummary.extend({ ticketCount: z.int().nonnegative() });
export type AccountEvent = z.infer<typeof accountEvent>;

/** A ticket of the account, with the event it admits to. */
export const accountTicket = ticketDetail.extend({
  eventNamePub: z.string(),
  organizerSlug: z.string(),
  eventSlug: z.string(),
  startsAt: isoDateTime,
});
export type AccountTicket = z.infer<typeof accountTicket>;

/** An NFC chip of the account at one event and what is left on it. */
export const accountChip = z.object({
  chipId: uuid,
  eventId: uuid,
  /** The UID printed on the wristband. */
  chipUid: z.string(),
  chipTypeId: enumId,
  balance: minorUnits,
  currencyId: enumId,
  ticketId: uuid.nullable(),
  /** Paid on top of the credit by the chip's next top-up: the event's first-top-up fee until it has had credit. */
  topUpFee: minorUnits,
});
export type AccountChip = z.infer<typeof accountChip>;

export const accountRegisterBody = z.object({
  email: accountEmail,
  password,
  /** Language of the account's e-mails; the request's language when left out. */
  languageId: accountLanguageId.optional(),
  phone: phone.optional(),
});

export const accountCreateBody = z.object({
  email: accountEmail,
  languageId: accountLanguageId.optional(),
  phone: phone.optional(),
});

export const accountSendResetEmailBody = z.object({
  email: accountEmail,
  /**
   * resetPassword (default): the e-mail offers a link to set a new password. signIn: the same code, worded
   * for passwordless sign-in. Either code works for login-with-access-code and account-set-password.
   * verifyEmail: a new verification link (nothing is sent when the address is verified already).
   */
  purpose: z.enum(['resetPassword', 'signIn', 'verifyEmail']).default('resetPassword'),
});

export const accountSetPasswordBody = z.object({ email: accountEmail, accessCode, password });
export const accountVerifyEmailBody = z.object({ token: emailVerificationToken });
export const loginBody = z.object({ email: accountEmail, password: enteredPassword });
export const loginWithAccessCodeBody = z.object({ email: accountEmail, accessCode });

export const accountChangePasswordBody = z.object({
  /** Required when the account has a password; an account made by account-create has none yet. */
  currentPassword: enteredPassword.optional(),
  newPassword: password,
});

/** Fields left out stay as they are; null clears phone or billing info. */
export const accountSetDataBody = z.object({
  name: buyer.shape.name.nullable().optional(),
  phone: phone.nullable().optional(),
  billingInfo: billingInfo.nullable().optional(),
  languageId: accountLanguageId.optional(),
});

const eventQuery = z.object({ eventId: uuid });
const sessionResponse = ok({ account: sessionAccount });
const accountResponse = ok({ account });
/** Same body whether or not the e-mail has an account, so the answer reveals nothing. */
const acceptedResponse = ok({ accepted: z.literal(true) });

export const accountEndpoints = {
  accountCreate: defineEndpoint({
    id: 'accountCreate',
    method: 'POST',
    path: '/pass/account/account-create',
    tag: 'account',
    access: publicAccess,
    summary:
      'Create an account without a password (e.g. at checkout); an e-mail with a set-password link follows. 409 when the e-mail has an account',
    body: accountCreateBody,
    response: accountResponse,
    errors: [409, 429],
  }),
  accountRegister: defineEndpoint({
    id: 'accountRegister',
    method: 'POST',
    path: '/pass/account/account-register',
    tag: 'account',
    access: publicAccess,
    summary:
      'Register with e-mail and password and sign in; a verification e-mail follows. 409 when the e-mail has an account',
    body: accountRegisterBody,
    response: sessionResponse,
    errors: [409, 429],
  }),
  accountSendResetEmail: defineEndpoint({
    id: 'accountSendResetEmail',
    method: 'POST',
    path: '/pass/account/account-send-reset-email',
    tag: 'account',
    access: publicAccess,
    summary:
      'E-mail an access code (set-password link, passwordless sign-in) or a new verification link; the same answer whether or not the e-mail has an account',
    body: accountSendResetEmailBody,
    response: acceptedResponse,
    errors: [429],
  }),
  accountSetPassword: defineEndpoint({
    id: 'accountSetPassword',
    method: 'POST',
    path: '/pass/account/account-set-password',
    tag: 'account',
    access: publicAccess,
    summary:
      'Set a new password with an access code (consumed); verifies the e-mail, signs out every session and signs in',
    body: accountSetPasswordBody,
    response: sessionResponse,
    errors: [401, 410, 429],
  }),
  accountVerifyEmail: defineEndpoint({
    id: 'accountVerifyEmail',
    method: 'POST',
    path: '/pass/account/account-verify-email',
    tag: 'account',
    access: publicAccess,
    summary: 'Confirm the e-mail address with the token of the verification link (single use)',
    body: accountVerifyEmailBody,
    response: accountResponse,
    errors: [404, 410],
  }),
  accountByAccessCode: defineEndpoint({
    id: 'accountByAccessCode',
    method: 'GET',
    path: '/pass/account/account-by-access-code',
    tag: 'account',
    access: publicAccess,
    summary:
      'Check an access code without using it (the set-password page); answers the e-mail and whether a password is set',
    query: z.object({ email: accountEmail, accessCode }),
    response: ok({ email: z.string(), hasPassword: z.boolean(), expiresAt: isoDateTime }),
    errors: [401, 410, 429],
  }),
  login: defineEndpoint({
    id: 'login',
    method: 'POST',
    path: '/pass/account/login',
    tag: 'account',
    access: publicAccess,
    summary: 'Sign in with e-mail and password; throttled per e-mail and per IP',
    body: loginBody,
    response: sessionResponse,
    errors: [401, 429],
  }),
  loginWithAccessCode: defineEndpoint({
    id: 'loginWithAccessCode',
    method: 'POST',
    path: '/pass/account/login-with-access-code',
    tag: 'account',
    access: publicAccess,
    summary: 'Sign in with an e-mailed access code (consumed; verifies the e-mail); throttled like login',
    body: loginWithAccessCodeBody,
    response: sessionResponse,
    errors: [401, 410, 429],
  }),
  account: defineEndpoint({
    id: 'account',
    method: 'GET',
    path: '/pass/account/account',
    tag: 'account',
    summary: "The signed-in account; naming another account's id answers 403",
    query: z.object({ accountId: uuid.optional() }),
    response: accountResponse,
    access: accountAccess,
    errors: [403],
  }),
  accountByToken: defineEndpoint({
    id: 'accountByToken',
    method: 'GET',
    path: '/pass/account/account-by-token',
    tag: 'account',
    summary: 'The session account of the bearer token (sign-in with a token)',
    response: sessionResponse,
    access: accountAccess,
  }),
  accountChangePassword: defineEndpoint({
    id: 'accountChangePassword',
    method: 'POST',
    path: '/pass/account/account-change-password',
    tag: 'account',
    summary:
      'Change the password; every session of the account ends and a new one is returned. 403 for a wrong current password',
    body: accountChangePasswordBody,
    response: sessionResponse,
    access: accountAccess,
    errors: [403, 429],
  }),
  accountSetData: defineEndpoint({
    id: 'accountSetData',
    method: 'POST',
    path: '/pass/account/account-set-data',
    tag: 'account',
    summary: 'Change name, phone, billing info (VAT id checked per country) or e-mail language',
    body: accountSetDataBody,
    response: accountResponse,
    access: accountAccess,
  }),
  accountEvents: defineEndpoint({
    id: 'accountEvents',
    method: 'GET',
    path: '/pass/account/account-events',
    tag: 'account',
    summary:
      'Events the account holds tickets for (its orders and orders to its verified e-mail), soonest first',
    response: ok({ events: z.array(accountEvent) }),
    access: accountAccess,
  }),
  accountTickets: defineEndpoint({
    id: 'accountTickets',
    method: 'GET',
    path: '/pass/account/account-tickets',
    tag: 'account',
    summary: 'Tickets of the account, by event start',
    response: ok({ tickets: z.array(accountTicket) }),
    access: accountAccess,
  }),
  accountTicketsByEvent: defineEndpoint({
    id: 'accountTicketsByEvent',
    method: 'GET',
    path: '/pass/account/account-tickets-by-event',
    tag: 'account',
    summary: 'Tickets of the account for one event (empty when it holds none)',
    query: eventQuery,
    response: ok({ eventId: uuid, tickets: z.array(accountTicket) }),
    access: accountAccess,
  }),
  accountChipsByEvent: defineEndpoint({
    id: 'accountChipsByEvent',
    method: 'GET',
    path: '/pass/account/account-chips-by-event',
    tag: 'account',
    summary: 'NFC chips of the account at one event (linked to it or to its tickets) with their balances',
    query: eventQuery,
    response: ok({ eventId: uuid, chips: z.array(accountChip) }),
    access: accountAccess,
  }),
  accountOrders: defineEndpoint({
    id: 'accountOrders',
    method: 'GET',
    path: '/pass/account/account-orders',
    tag: 'account',
    summary: 'Orders of the account (placed signed in, or to its verified e-mail), newest first',
    response: ok({ orders: z.array(orderSummary) }),
    access: accountAccess,
  }),
} as const satisfies Record<string, EndpointDefinition>;
