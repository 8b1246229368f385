// The rows of an event's door list: its tickets with type and status, their latest passing scan, and the change
// log's cursor.
import { and, desc, eq, gt, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { doorChanges, doorScans, tickets, ticketTypes } from '../schema';

export interface DoorListTicket {
  ticketId: string;
  ticketTypeId: string;
  status: 'valid' | 'canceled';
}

export async function currentDoorCursor(db: Db, eventId: string): Promise<number> {
  const [row] = await db
    .select({ seq: max(doorChanges.seq) })
    .from(doorChanges)
    .where(eq(doorChanges.eventId, eventId));
  return Number(row?.seq ?? 0);
}

export async function changedTicketIds(db: Db, eventId: string, after: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ ticketId: doorChanges.ticketId })
    .from(doorChanges)
    .where(and(eq(doorChanges.eventId, eventId), gt(doorChanges.seq, after)));
  return rows.map((row) => row.ticketId);
}

/** The event's tickets, or only those named. */
export async function doorListTickets(db: Db, eventId: string, only?: string[]): Promise<DoorListTicket[]> {
  return db
    .select({ ticketId: tickets.id, ticketTypeId: tickets.ticketTypeId, status: tickets.status })
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .where(and(eq(ticketTypes.eventId, eventId), only ? inArray(tickets.id, only) : undefined));
}

/** Each ticket's latest passing scan that counts (admitted or checked out). */
export async function latestPassingScans(
  db: Db,
  eventId: string,
  only?: string[],
): Promise<Map<string, 'admitted' | 'checkedOut'>> {
  const rows = await db
    .selectDistinctOn([doorScans.ticketId], { ticketId: doorScans.ticketId, result: doorScans.result })
    .from(doorScans)
    .where(
      and(
        eq(doorScans.eventId, eventId),
        inArray(doorScans.result, ['admitted', 'checkedOut']),
        isNull(doorScans.undoneAt),
        eq(doorScans.conflict, false),
        only ? inArray(doorScans.ticketId, only) : sql`${doorScans.ticketId} is not null`,
      ),
    )
    .orderBy(doorScans.ticketId, desc(doorScans.scannedAt));
  return new Map(
    rows.flatMap((row) =>
      row.ticketId && (row.result === 'admitted' || row.result === 'checkedOut')
        ? [[row.ticketId, row.result] as const]
        : [],
    ),
  );
}

export async function eventTicketTypes(db: Db, eventId: string) {
  return db
    .select({ id: ticketTypes.id, name: ticketTypes.name })
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, eventId))
    .orderBy(ticketTypes.displayOrder, ticketTypes.id);
}
