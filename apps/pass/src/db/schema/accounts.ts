// Accounts: sign-in data, session tokens, one-time codes, sign-in throttling, favourites and organizer membership.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns';
import { organizers } from './organizers';
import { bands, performers } from './program';

export interface AccountBilling {
  countryId: number;
  city: string;
  address: string;
  postalCode: string;
  companyName: string | null;
  vatId: string | null;
}

export const accounts = pgTable(
  'account',
  {
    id: id(),
    /** Trimmed and lower case (spec section 5), so equality is the case-insensitive match orders use. */
    email: text('email').notNull(),
    /** `scrypt$v1$...` (see accounts/password.ts); null until the owner sets one (account-create). */
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamptz('email_verified_at'),
    /** language enumeration; the language of the account's e-mails. */
    languageId: integer('language_id').notNull(),
    /** The owner's name as they give it; checkout fills it in for them. */
    name: text('name'),
    phone: text('phone'),
    billing: jsonb('billing').$type<AccountBilling>(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('account_email_unique').on(table.email),
    check('account_email_normalized', sql`${table.email} = lower(btrim(${table.email}))`),
  ],
);

/** Bearer tokens: only the SHA-256 of the token is stored, so a database leak gives no usable session. */
export const accountTokens = pgTable(
  'account_token',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('account_token_hash_unique').on(table.tokenHash),
    index('account_token_account_idx').on(table.accountId),
  ],
);

export const accountCodePurposes = ['verifyEmail', 'accessCode'] as const;
export type AccountCodePurpose = (typeof accountCodePurposes)[number];

/**
 * Single-use secrets sent by e-mail: verification tokens and access codes (passwordless sign-in and the
 * set-password link). Stored hashed; used_at is set in the same conditional UPDATE that accepts one.
 */
export const accountCodes = pgTable(
  'account_code',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: accountCodePurposes }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('account_code_hash_unique').on(table.purpose, table.codeHash),
    index('account_code_account_idx').on(table.accountId),
  ],
);

/**
 * Throttling events (failed sign-ins, reset requests) per key: `email:<address>` or `ip:<address>`.
 * In the database rather than in memory, so several pass processes share one count.
 */
export const authAttempts = pgTable(
  'auth_attempt',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What is counted: signIn (failed credential checks) or codeRequest (reset / access-code e-mails). */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('auth_attempt_key_idx').on(table.scope, table.key, table.createdAt)],
);

export const accountFavoriteBands = pgTable(
  'account_favorite_band',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    bandId: uuid('band_id')
      .notNull()
      .references(() => bands.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.bandId] })],
);

export const accountFavoritePerformers = pgTable(
  'account_favorite_performer',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    performerId: uuid('performer_id')
      .notNull()
      .references(() => performers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.performerId] })],
);

/** Who works in an organizer's hub; an account may belong to several organizers. */
export const organizerMembers = pgTable(
  'organizer_member',
  {
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => organizers.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** organizerRole enumeration of @repo/enums. */
    roleId: integer('role_id').notNull(),
    /** The events a door or bar member works at; null is every event of the organizer. */
    eventIds: uuid('event_ids').array(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.organizerId, table.accountId] }),
    index('organizer_member_account_idx').on(table.accountId),
  ],
);
