// Outbox reads for the development viewer: the latest messages and one message by id.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../database';
import { outbox } from '../schema';

export type OutboxMessage = typeof outbox.$inferSelect;

/** The newest messages first (by id, which follows insertion). */
export async function listOutboxMessages(db: Db, limit: number): Promise<OutboxMessage[]> {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}

export async function findOutboxMessage(db: Db, id: number): Promise<OutboxMessage | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}
