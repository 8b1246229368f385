// The hub's order search: one organizer's orders by number, e-mail, name or ticket code, with filters, in
// keyset pages (created_at, id) so a page costs the same at the 100,000th order as at the first.
import { orderStatus } from '@repo/enums';
import { and, desc, eq, gt, ilike, lt, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../database';
import { events, orderItems, orders, tickets, ticketTypes } from '../schema';
import { at, exactInstant } from './keyset';

export type HubOrderState = 'pending' | 'paid' | 'canceled' | 'expired' | 'refunded';

export interface HubOrderSearch {
  organizerId: string;
  q?: string;
  eventId?: string;
  ticketTypeId?: string;
  state?: HubOrderState;
  paymentMethodId?: number;
  /** Inclusive bounds of the day of purchase, as instants. */
  createdFrom?: Date;
  createdBefore?: Date;
  after?: string;
  limit: number;
  now: Date;
}

function stateCondition(state: HubOrderState, now: Date): SQL | undefined {
  const pending = eq(orders.statusId, orderStatus.ids.pending);
  if (state === 'pending') return and(pending, gt(orders.expiresAt, now));
  if (state === 'expired') {
    return or(eq(orders.statusId, orderStatus.ids.expired), and(pending, lte(orders.expiresAt, now)));
  }
  return eq(orders.statusId, orderStatus.ids[state]);
}

/**
 * Digits: an order number; with @: an e-mail prefix; else part of a name. A ticket code is looked up first (its
 * unique index answers at once), so each branch stays an index lookup the planner can OR together.
 */
function searchCondition(q: string, ticketOrderId: string | undefined): SQL | undefined {
  const byTicket = ticketOrderId ? eq(orders.id, ticketOrderId) : undefined;
  if (/^\d{1,15}$/.test(q)) return or(eq(orders.orderNumber, Number(q)), byTicket);
  const pattern = `${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  if (q.includes('@')) return or(sql`lower(${orders.email}) like lower(${pattern})`, byTicket);
  return or(ilike(orders.name, `%${pattern}`), byTicket);
}

export async function searchOrganizerOrders(db: Db, search: HubOrderSearch) {
  const [cursor] = search.after
    ? await db
        .select({ createdAt: exactInstant(orders.createdAt), id: orders.id })
        .from(orders)
        .where(eq(orders.id, search.after))
    : [];
  if (search.after && !cursor) return [];
  const q = search.q?.trim();
  const [ticket] = q
    ? await db.select({ orderId: tickets.orderId }).from(tickets).where(eq(tickets.qrCode, q))
    : [];
  return db
    .select({
      order: orders,
      eventName: events.name,
      ticketCount: sql<number>`coalesce((select sum(${orderItems.quantity}) from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.kind} = 'ticket'), 0)::int`,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(
      and(
        eq(events.organizerId, search.organizerId),
        search.eventId ? eq(orders.eventId, search.eventId) : undefined,
        search.ticketTypeId
          ? sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.kind} = 'ticket' and ${orderItems.ticketTypeId} = ${search.ticketTypeId})`
          : undefined,
        search.state ? stateCondition(search.state, search.now) : undefined,
        search.paymentMethodId === undefined ? undefined : eq(orders.paymentMethodId, search.paymentMethodId),
        search.createdFrom ? sql`${orders.createdAt} >= ${search.createdFrom}` : undefined,
        search.createdBefore ? lt(orders.createdAt, search.createdBefore) : undefined,
        q ? searchCondition(q, ticket?.orderId) : undefined,
        cursor
          ? or(
              sql`${orders.createdAt} < ${at(cursor.createdAt)}`,
              and(sql`${orders.createdAt} = ${at(cursor.createdAt)}`, lt(orders.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(search.limit);
}

/** An event's ticket types by name in display order, hidden ones too: the box office looks for any sold ticket. */
export async function orderFilterTicketTypes(db: Db, eventId: string) {
  return db
    .select({ id: ticketTypes.id, name: ticketTypes.name })
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, eventId))
    .orderBy(ticketTypes.displayOrder, ticketTypes.id);
}
