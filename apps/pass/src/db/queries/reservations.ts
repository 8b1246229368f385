// Sectors as the hold endpoints address them (their availability is db/queries/availability.ts).
import { eq } from 'drizzle-orm';
import type { Db } from '../database';
import { sectors } from '../schema';

export type SectorRow = typeof sectors.$inferSelect;

/** A sector by id, whatever its event's state (the hold endpoints check the event themselves). */
export async function findSectorById(db: Db, sectorId: string): Promise<SectorRow | undefined> {
  const [row] = await db.select().from(sectors).where(eq(sectors.id, sectorId));
  return row;
}
