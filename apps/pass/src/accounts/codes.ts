// Single-use e-mailed secrets: verification tokens and access codes. Issued hashed, accepted once, within their expiry.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accountCodes } from '../db/schema';
import type { AccountCodePurpose } from '../db/schema';
import { accessCodeHash, newAccessCode, newToken, sha256 } from './secrets';

/** Why a code was not accepted: never issued (or for another account), used already, or too old. */
export type CodeRejection = 'unknown' | 'used' | 'expired';

export type CodeCheck =
  { ok: true; accountId: string; expiresAt: Date } | { ok: false; reason: CodeRejection };

async function insertCode(
  db: Db,
  accountId: string,
  purpose: AccountCodePurpose,
  codeHash: string,
  ttlMs: number,
  now: Date,
): Promise<Date> {
  const expiresAt = new Date(now.getTime() + ttlMs);
  await db.insert(accountCodes).values({ accountId, purpose, codeHash, expiresAt, createdAt: now });
  return expiresAt;
}

/** A new access code for the account (earlier ones stay valid until they expire or are used). */
export async function issueAccessCode(db: Db, accountId: string, ttlMs: number, now = new Date()) {
  // Codes are short: on the rare collision with a live code of the same account, draw again.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = newAccessCode();
    const hash = accessCodeHash(accountId, code);
    const [existing] = await db
      .select({ id: accountCodes.id })
      .from(accountCodes)
      .where(and(eq(accountCodes.purpose, 'accessCode'), eq(accountCodes.codeHash, hash)));
    if (existing) continue;
    return { code, expiresAt: await insertCode(db, accountId, 'accessCode', hash, ttlMs, now) };
  }
  throw new Error('Could not draw a fresh access code');
}

export async function issueVerificationToken(db: Db, accountId: string, ttlMs: number, now = new Date()) {
  const token = newToken();
  return { token, expiresAt: await insertCode(db, accountId, 'verifyEmail', sha256(token), ttlMs, now) };
}

async function explainRejection(
  db: Db,
  purpose: AccountCodePurpose,
  codeHash: string,
  now: Date,
): Promise<CodeRejection> {
  const [row] = await db
    .select({ usedAt: accountCodes.usedAt, expiresAt: accountCodes.expiresAt })
    .from(accountCodes)
    .where(and(eq(accountCodes.purpose, purpose), eq(accountCodes.codeHash, codeHash)));
  if (!row) return 'unknown';
  if (row.usedAt !== null) return 'used';
  return row.expiresAt <= now ? 'expired' : 'unknown';
}

/** Marks the code used in one conditional UPDATE, so two racing requests cannot both spend it. */
async function consume(db: Db, purpose: AccountCodePurpose, codeHash: string, now: Date): Promise<CodeCheck> {
  const [row] = await db
    .update(accountCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountCodes.purpose, purpose),
        eq(accountCodes.codeHash, codeHash),
        isNull(accountCodes.usedAt),
        gt(accountCodes.expiresAt, now),
      ),
    )
    .returning({ accountId: accountCodes.accountId, expiresAt: accountCodes.expiresAt });
  if (row) return { ok: true, ...row };
  return { ok: false, reason: await explainRejection(db, purpose, codeHash, now) };
}

export function consumeAccessCode(
  db: Db,
  accountId: string,
  code: string,
  now = new Date(),
): Promise<CodeCheck> {
  return consume(db, 'accessCode', accessCodeHash(accountId, code), now);
}

export function consumeVerificationToken(db: Db, token: string, now = new Date()): Promise<CodeCheck> {
  return consume(db, 'verifyEmail', sha256(token), now);
}

/** Checks an access code without spending it (the set-password page asks before showing its form). */
export async function peekAccessCode(
  db: Db,
  accountId: string,
  code: string,
  now = new Date(),
): Promise<CodeCheck> {
  const hash = accessCodeHash(accountId, code);
  const [row] = await db
    .select({ accountId: accountCodes.accountId, expiresAt: accountCodes.expiresAt })
    .from(accountCodes)
    .where(
      and(
        eq(accountCodes.purpose, 'accessCode'),
        eq(accountCodes.codeHash, hash),
        isNull(accountCodes.usedAt),
        gt(accountCodes.expiresAt, now),
      ),
    );
  if (row) return { ok: true, ...row };
  return { ok: false, reason: await explainRejection(db, 'accessCode', hash, now) };
}
