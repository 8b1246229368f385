// Bearer tokens of signed-in accounts: issued at sign-in, stored hashed, expiring, revoked on password change.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accounts, accountTokens } from '../db/schema';
import { newToken, sha256 } from './secrets';

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

/** A new bearer token for the account; only its hash is stored. */
export async function issueToken(
  db: Db,
  accountId: string,
  ttlMs: number,
  now = new Date(),
): Promise<IssuedToken> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + ttlMs);
  await db.insert(accountTokens).values({ accountId, tokenHash: sha256(token), expiresAt, createdAt: now });
  return { token, expiresAt };
}

/** Ends every session of the account (password changed or set). */
export async function revokeAllTokens(db: Db, accountId: string, now = new Date()): Promise<void> {
  await db
    .update(accountTokens)
    .set({ revokedAt: now })
    .where(and(eq(accountTokens.accountId, accountId), isNull(accountTokens.revokedAt)));
}

/** The account of a live token (not expired, not revoked), with the token's expiry; undefined otherwise. */
export async function findAccountByToken(db: Db, token: string, now = new Date()) {
  const [row] = await db
    .select({ account: accounts, tokenExpiresAt: accountTokens.expiresAt })
    .from(accountTokens)
    .innerJoin(accounts, eq(accounts.id, accountTokens.accountId))
    .where(
      and(
        eq(accountTokens.tokenHash, sha256(token)),
        isNull(accountTokens.revokedAt),
        gt(accountTokens.expiresAt, now),
      ),
    );
  return row;
}
