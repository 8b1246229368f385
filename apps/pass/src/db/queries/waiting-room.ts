// Reads and writes of an event's waiting room settings (event_waiting_rooms).
import { eq } from 'drizzle-orm';
import type { Db } from '../database';
import { eventWaitingRooms } from '../schema';

export type WaitingRoomRow = typeof eventWaitingRooms.$inferSelect;

export async function findWaitingRoom(db: Db, eventId: string): Promise<WaitingRoomRow | undefined> {
  const [row] = await db.select().from(eventWaitingRooms).where(eq(eventWaitingRooms.eventId, eventId));
  return row;
}

export async function upsertWaitingRoom(
  db: Db,
  eventId: string,
  settings: Pick<WaitingRoomRow, 'active' | 'opensAt' | 'admitPerMinute' | 'maxShoppers'>,
): Promise<WaitingRoomRow> {
  const values = { ...settings, updatedAt: new Date() };
  const [row] = await db
    .insert(eventWaitingRooms)
    .values({ eventId, ...values })
    .onConflictDoUpdate({ target: eventWaitingRooms.eventId, set: values })
    .returning();
  return row!;
}
