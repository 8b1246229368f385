// The organiser's seat plan rows: seated sectors, their seats, which seats are locked by holds and sales.
import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { orderItems, reservationItems, seatClaims, seats, sectors, tickets, ticketTypes } from '../schema';

export type SeatPlanSectorRow = typeof sectors.$inferSelect;
export type SeatRow = typeof seats.$inferSelect;
type NewSeat = typeof seats.$inferInsert;

/** The event's seated sectors in display order (all of them, or the listed ones). */
export async function listSeatedSectors(
  db: Db,
  eventId: string,
  sectorIds?: readonly string[],
): Promise<SeatPlanSectorRow[]> {
  return db
    .select()
    .from(sectors)
    .where(
      and(
        eq(sectors.eventId, eventId),
        eq(sectors.kind, 'seated'),
        sectorIds ? inArray(sectors.id, [...sectorIds]) : undefined,
      ),
    )
    .orderBy(asc(sectors.displayOrder), asc(sectors.id));
}

export async function findSeatedSector(
  db: Db,
  eventId: string,
  sectorId: string,
): Promise<SeatPlanSectorRow | undefined> {
  const [row] = await listSeatedSectors(db, eventId, [sectorId]);
  return row;
}

/** Seats of the sectors by row, then number (row "2" before "10"). */
export async function listSectorSeats(db: Db, sectorIds: readonly string[]): Promise<SeatRow[]> {
  if (sectorIds.length === 0) return [];
  return db
    .select()
    .from(seats)
    .where(inArray(seats.sectorId, [...sectorIds]))
    .orderBy(sql`length(${seats.rowLabel})`, asc(seats.rowLabel), asc(seats.seatNumber));
}

/**
 * Seats among `seatIds` that a claim, a hold, an order or a ticket names: held or sold now or before. Such a seat
 * is what a buyer was shown or given, so it keeps its place, number and price category.
 */
export async function lockedSeatIds(db: Db, seatIds: readonly string[]): Promise<Set<string>> {
  if (seatIds.length === 0) return new Set();
  const ids = [...seatIds];
  const [claimed, held, ordered, issued] = await Promise.all([
    db.select({ id: seatClaims.seatId }).from(seatClaims).where(inArray(seatClaims.seatId, ids)),
    db
      .selectDistinct({ id: reservationItems.seatId })
      .from(reservationItems)
      .where(and(isNotNull(reservationItems.seatId), inArray(reservationItems.seatId, ids))),
    db
      .selectDistinct({ id: orderItems.seatId })
      .from(orderItems)
      .where(and(isNotNull(orderItems.seatId), inArray(orderItems.seatId, ids))),
    db
      .selectDistinct({ id: tickets.seatId })
      .from(tickets)
      .where(and(isNotNull(tickets.seatId), inArray(tickets.seatId, ids))),
  ]);
  return new Set(
    [...claimed, ...held, ...ordered, ...issued].flatMap((row) => (row.id === null ? [] : [row.id])),
  );
}

/** The event's ticket types with the sector each sells from and whether it has sold or held anything. */
export async function eventTicketTypeSectors(db: Db, eventId: string) {
  return db
    .select({
      id: ticketTypes.id,
      sectorId: ticketTypes.sectorId,
      sold: ticketTypes.sold,
      held: ticketTypes.held,
    })
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, eventId))
    .orderBy(asc(ticketTypes.displayOrder), asc(ticketTypes.id));
}

export async function setTicketTypesSector(
  db: Db,
  eventId: string,
  ticketTypeIds: readonly string[],
  sectorId: string | null,
): Promise<void> {
  if (ticketTypeIds.length === 0) return;
  await db
    .update(ticketTypes)
    .set({ sectorId })
    .where(and(eq(ticketTypes.eventId, eventId), inArray(ticketTypes.id, [...ticketTypeIds])));
}

export async function nextSectorOrder(db: Db, eventId: string): Promise<number> {
  const [row] = await db
    .select({ last: sql<number | null>`max(${sectors.displayOrder})` })
    .from(sectors)
    .where(eq(sectors.eventId, eventId));
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export async function insertSeatedSector(
  db: Db,
  row: Pick<typeof sectors.$inferInsert, 'id' | 'eventId' | 'name' | 'displayOrder'>,
): Promise<string> {
  const [inserted] = await db
    .insert(sectors)
    .values({ ...row, kind: 'seated', capacity: 0 })
    .returning({ id: sectors.id });
  if (!inserted) throw new Error('the sector was not inserted');
  return inserted.id;
}

export async function renameSector(db: Db, sectorId: string, name: SeatPlanSectorRow['name']) {
  await db.update(sectors).set({ name }).where(eq(sectors.id, sectorId));
}

/** Ticket types stop selling from the sector first: their sector reference would block the delete. */
export async function deleteSector(db: Db, eventId: string, sectorId: string): Promise<void> {
  await db
    .update(ticketTypes)
    .set({ sectorId: null })
    .where(and(eq(ticketTypes.eventId, eventId), eq(ticketTypes.sectorId, sectorId)));
  await db.delete(sectors).where(eq(sectors.id, sectorId));
}

export async function insertSeats(db: Db, rows: NewSeat[]): Promise<void> {
  // Large blocks in slices: one statement's parameters stay well below PostgreSQL's limit.
  for (let start = 0; start < rows.length; start += 1000) {
    await db.insert(seats).values(rows.slice(start, start + 1000));
  }
}

export async function deleteSeats(db: Db, sectorId: string, seatIds: readonly string[]): Promise<void> {
  await db.delete(seats).where(and(eq(seats.sectorId, sectorId), inArray(seats.id, [...seatIds])));
}

export async function setSeatsTicketType(
  db: Db,
  sectorId: string,
  seatIds: readonly string[],
  ticketTypeId: string,
): Promise<void> {
  await db
    .update(seats)
    .set({ ticketTypeId })
    .where(and(eq(seats.sectorId, sectorId), inArray(seats.id, [...seatIds])));
}

/** Seats of the sector priced by each of the ticket types. */
export async function seatCountsByTicketType(db: Db, sectorId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ ticketTypeId: seats.ticketTypeId, seats: count() })
    .from(seats)
    .where(eq(seats.sectorId, sectorId))
    .groupBy(seats.ticketTypeId);
  return new Map(rows.map((row) => [row.ticketTypeId, Number(row.seats)]));
}

export async function setSectorSize(
  db: Db,
  sectorId: string,
  size: { capacity: number; mapWidth: number | null; mapHeight: number | null },
): Promise<void> {
  await db.update(sectors).set(size).where(eq(sectors.id, sectorId));
}
