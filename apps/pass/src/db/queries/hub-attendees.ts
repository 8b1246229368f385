// Ticket holders of an organizer's events for the hub's attendee list and the ticket exports: each ticket with
// its order, type, seat and door state, found by order number, e-mail, name or ticket code, in keyset pages
// (ticket created_at, id) so the 100,000th row costs what the first does.
import { and, asc, eq, gt, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../database';
import { doorScans, events, orderItems, orders, sectors, seats, tickets, ticketTypes } from '../schema';
import { at, exactInstant } from './keyset';

export interface AttendeeSearch {
  organizerId: string;
  eventId?: string;
  q?: string;
  /** The last ticket id of the previous page. */
  after?: string;
  limit: number;
}

function searchCondition(q: string): SQL | undefined {
  if (/^\d{1,15}$/.test(q)) return eq(orders.orderNumber, Number(q));
  const pattern = `${q.replace(/[\\%_]/g, (char) => `\\${char}`)}`;
  if (q.includes('@')) return sql`lower(${orders.email}) like lower(${`${pattern}%`})`;
  return or(
    eq(tickets.qrCode, q),
    ilike(orders.name, `%${pattern}%`),
    ilike(tickets.holderName, `%${pattern}%`),
  );
}

/** The ticket's door state: its latest admission or check-out that was neither undone nor a conflict. */
const doorState = sql<'admitted' | 'checkedOut' | null>`(
  select ${doorScans.result} from ${doorScans}
  where ${doorScans.ticketId} = ${tickets.id}
    and ${doorScans.result} in ('admitted', 'checkedOut')
    and ${doorScans.undoneAt} is null and ${doorScans.conflict} = false
  order by ${doorScans.scannedAt} desc limit 1)`;
const lastScanAt = sql<string | null>`(
  select max(${doorScans.scannedAt}) from ${doorScans}
  where ${doorScans.ticketId} = ${tickets.id} and ${doorScans.result} = 'admitted'
    and ${doorScans.undoneAt} is null and ${doorScans.conflict} = false)`;

export async function searchAttendees(db: Db, search: AttendeeSearch) {
  const [cursor] = search.after
    ? await db
        .select({ createdAt: exactInstant(tickets.createdAt), id: tickets.id })
        .from(tickets)
        .where(eq(tickets.id, search.after))
    : [];
  if (search.after && !cursor) return [];
  const q = search.q?.trim();
  return db
    .select({
      ticketId: tickets.id,
      ticketCode: tickets.qrCode,
      ticketStatus: tickets.status,
      holderName: tickets.holderName,
      createdAt: tickets.createdAt,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      buyerName: orders.name,
      email: orders.email,
      currencyId: orders.currencyId,
      eventId: events.id,
      eventName: events.name,
      ticketTypeName: ticketTypes.name,
      sectorName: sectors.name,
      seatRow: seats.rowLabel,
      seatNumber: seats.seatNumber,
      price: orderItems.unitPrice,
      doorState,
      admittedAt: lastScanAt,
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(events, eq(events.id, orders.eventId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .innerJoin(orderItems, eq(orderItems.id, tickets.orderItemId))
    .leftJoin(seats, eq(seats.id, tickets.seatId))
    .leftJoin(sectors, eq(sectors.id, seats.sectorId))
    .where(
      and(
        eq(events.organizerId, search.organizerId),
        search.eventId ? eq(orders.eventId, search.eventId) : undefined,
        q ? searchCondition(q) : undefined,
        cursor
          ? or(
              sql`${tickets.createdAt} > ${at(cursor.createdAt)}`,
              and(sql`${tickets.createdAt} = ${at(cursor.createdAt)}`, gt(tickets.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(tickets.createdAt), asc(tickets.id))
    .limit(search.limit);
}

export type AttendeeRow = Awaited<ReturnType<typeof searchAttendees>>[number];
