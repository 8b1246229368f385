// Organizer API keys: list, insert and revoke (the lookup by secret lives with the other credentials in access.ts).
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { organizerApiKeys } from '../schema';
import type { ApiKeyRow } from './access';

export async function listApiKeys(db: Db, organizerId: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(organizerApiKeys)
    .where(eq(organizerApiKeys.organizerId, organizerId))
    .orderBy(desc(organizerApiKeys.createdAt), desc(organizerApiKeys.id));
}

export async function insertApiKey(tx: Db, key: typeof organizerApiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [row] = await tx.insert(organizerApiKeys).values(key).returning();
  if (!row) throw new Error('insert organizer_api_key returned no row');
  return row;
}

/** Revokes the key of the organizer; an already revoked key is answered as it is (revoking twice is no error). */
export async function revokeApiKey(
  tx: Db,
  organizerId: string,
  apiKeyId: string,
): Promise<ApiKeyRow | undefined> {
  await tx
    .update(organizerApiKeys)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(organizerApiKeys.id, apiKeyId),
        eq(organizerApiKeys.organizerId, organizerId),
        isNull(organizerApiKeys.revokedAt),
      ),
    );
  const [row] = await tx
    .select()
    .from(organizerApiKeys)
    .where(and(eq(organizerApiKeys.id, apiKeyId), eq(organizerApiKeys.organizerId, organizerId)));
  return row;
}
