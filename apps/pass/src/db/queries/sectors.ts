// Sectors (crowd or seated) of published events and the seats of a seated sector.
import type { LabelLanguage } from '@repo/enums';
import type { Seat, Sector } from '@repo/contract/entities';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { events, seats, sectors } from '../schema';
import { pickText } from '../../i18n-text';

type SectorRow = typeof sectors.$inferSelect;

export function toSector(row: SectorRow, language: LabelLanguage): Sector {
  return {
    sectorId: row.id,
    eventId: row.eventId,
    namePub: pickText(row.name, language),
    kind: row.kind,
    capacity: row.capacity,
    displayOrder: row.displayOrder,
    mapWidth: row.mapWidth,
    mapHeight: row.mapHeight,
  };
}

/** A sector of a published event. */
/** A sector of a published event; with `unpublished` (the demo cart) of any event. */
export async function findSector(
  db: Db,
  sectorId: string,
  unpublished = false,
): Promise<SectorRow | undefined> {
  const [row] = await db
    .select({ sector: sectors })
    .from(sectors)
    .innerJoin(events, eq(events.id, sectors.eventId))
    .where(and(eq(sectors.id, sectorId), unpublished ? undefined : eq(events.published, true)));
  return row?.sector;
}

/** Seats by row, then number; shorter row labels first so row "2" precedes row "10" and "A" precedes "AA". */
export async function listSeats(db: Db, sectorId: string): Promise<Seat[]> {
  const rows = await db
    .select()
    .from(seats)
    .where(eq(seats.sectorId, sectorId))
    .orderBy(sql`length(${seats.rowLabel})`, asc(seats.rowLabel), asc(seats.seatNumber));
  return rows.map((row) => ({
    seatId: row.id,
    sectorId: row.sectorId,
    ticketTypeId: row.ticketTypeId,
    rowLabel: row.rowLabel,
    seatNumber: row.seatNumber,
    x: row.x,
    y: row.y,
  }));
}

export async function listEventSectors(db: Db, eventId: string): Promise<SectorRow[]> {
  return db
    .select()
    .from(sectors)
    .where(eq(sectors.eventId, eventId))
    .orderBy(asc(sectors.displayOrder), asc(sectors.id));
}
