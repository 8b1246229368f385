// Account rows: lookups by id and e-mail, creation, profile changes, and the public account shape.
import type { Account } from '@repo/contract/accounts';
import { isLabelLanguage, language as languageEnum } from '@repo/enums';
import type { LabelLanguage } from '@repo/enums';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { accounts } from '../schema';
import type { AccountBilling } from '../schema';

export type { AccountBilling };

export type AccountRow = typeof accounts.$inferSelect;

/** The language the account's e-mails are written in; Czech for anything without texts. */
export function accountLanguage(row: Pick<AccountRow, 'languageId'>): LabelLanguage {
  const code = languageEnum.find(row.languageId)?.code;
  return isLabelLanguage(code) ? code : 'cs';
}

export function toAccount(row: AccountRow): Account {
  return {
    accountId: row.id,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    languageId: row.languageId,
    name: row.name,
    phone: row.phone,
    billingInfo: row.billing,
    hasPassword: row.passwordHash !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findAccountById(db: Db, accountId: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  return row;
}

/** By e-mail as stored: trimmed and lower case (the contract's accountEmail normalises input the same way). */
export async function findAccountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email.trim().toLowerCase()));
  return row;
}

export interface NewAccount {
  email: string;
  passwordHash: string | null;
  languageId: number;
  phone?: string | null;
  emailVerifiedAt?: Date | null;
}

/** Inserts an account; undefined when the e-mail already has one (the unique index decides, not a read). */
export async function insertAccount(db: Db, input: NewAccount): Promise<AccountRow | undefined> {
  const [row] = await db
    .insert(accounts)
    .values({
      email: input.email.trim().toLowerCase(),
      passwordHash: input.passwordHash,
      languageId: input.languageId,
      phone: input.phone ?? null,
      emailVerifiedAt: input.emailVerifiedAt ?? null,
    })
    .onConflictDoNothing({ target: accounts.email })
    .returning();
  return row;
}

export interface AccountChanges {
  name?: string | null;
  phone?: string | null;
  billing?: AccountBilling | null;
  languageId?: number;
  passwordHash?: string;
  /** Sets the verification time unless the e-mail is verified already. */
  verifyEmail?: boolean;
}

export async function updateAccount(db: Db, accountId: string, changes: AccountChanges): Promise<AccountRow> {
  const [row] = await db
    .update(accounts)
    .set({
      ...(changes.name === undefined ? {} : { name: changes.name }),
      ...(changes.phone === undefined ? {} : { phone: changes.phone }),
      ...(changes.billing === undefined ? {} : { billing: changes.billing }),
      ...(changes.languageId === undefined ? {} : { languageId: changes.languageId }),
      ...(changes.passwordHash === undefined ? {} : { passwordHash: changes.passwordHash }),
      ...(changes.verifyEmail ? { emailVerifiedAt: sql`coalesce(${accounts.emailVerifiedAt}, now())` } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(accounts.id, accountId))
    .returning();
  if (!row) throw new Error(`account ${accountId} vanished`);
  return row;
}
