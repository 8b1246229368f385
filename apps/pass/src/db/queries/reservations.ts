// Live availability of a sector and its seats, read from the counters and seat claims (never cached).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { seatClaims, seats, sectors, ticketTypes } from '../schema';

export type SectorRow = typeof sectors.$inferSelect;

/** A sector by id, whatever its event's state (the hold endpoints check the event themselves). */
export async function findSectorById(db: Db, sectorId: string): Promise<SectorRow | undefined> {
  const [row] = await db.select().from(sectors).where(eq(sectors.id, sectorId));
  return row;
}

/** Units left of each ticket type of a sector; null for a type without a capacity of its own. */
export async function listSectorTicketTypeAvailability(
  db: Db,
  sectorId: string,
): Promise<{ ticketTypeId: string; available: number | null }[]> {
  const types = await db
    .select({
      ticketTypeId: ticketTypes.id,
      available: sql<number | null>`case when ${ticketTypes.capacity} is null then null
            else greatest(0, ${ticketTypes.capacity} - ${ticketTypes.sold} - ${ticketTypes.held}) end`,
    })
    .from(ticketTypes)
    .where(eq(ticketTypes.sectorId, sectorId));
  return types.map((type) => ({
    ticketTypeId: type.ticketTypeId,
    available: type.available === null ? null : Number(type.available),
  }));
}

/** Every seat of a sector, free, held or sold at `now`, by row and number. */
export async function listSectorSeatStates(
  db: Db,
  sectorId: string,
  now: Date,
): Promise<{ seatId: string; state: 'free' | 'held' | 'sold' }[]> {
  const rows = await db
    .select({
      seatId: seats.id,
      orderId: seatClaims.orderId,
      expiresAt: seatClaims.expiresAt,
      claimed: seatClaims.seatId,
    })
    .from(seats)
    .leftJoin(seatClaims, eq(seatClaims.seatId, seats.id))
    .where(eq(seats.sectorId, sectorId))
    .orderBy(seats.rowLabel, seats.seatNumber);
  return rows.map((row) => ({
    seatId: row.seatId,
    // A claim with no expiry belongs to a paid order; an expired hold's claim is free for the next buyer.
    state:
      row.claimed === null
        ? ('free' as const)
        : row.expiresAt === null
          ? ('sold' as const)
          : row.expiresAt > now
            ? ('held' as const)
            : ('free' as const),
  }));
}
