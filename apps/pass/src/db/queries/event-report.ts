// Reads behind the event sales report: paid orders with their lines in id order (keyset batches), valid tickets per
// type, the refunds of the event's orders and what card providers kept of their payments.
import { orderStatus } from '@repo/enums';
import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { events, orderItems, orders, organizers, payments, refunds, tickets, ticketTypes } from '../schema';

export async function reportEvent(db: Db, eventId: string) {
  const [row] = await db
    .select({
      eventId: events.id,
      name: events.name,
      timeZone: events.timeZone,
      currencyId: events.currencyId,
      sellerCountryId: organizers.countryId,
      sellerVatId: organizers.vatId,
    })
    .from(events)
    .leftJoin(organizers, eq(organizers.id, events.organizerId))
    .where(eq(events.id, eventId));
  return row;
}

export type ReportOrder = Pick<
  typeof orders.$inferSelect,
  'id' | 'paidAt' | 'createdAt' | 'currencyId' | 'paymentMethodId' | 'reqSourceId' | 'brandId'
> & { lines: (typeof orderItems.$inferSelect)[] };

/** Paid or refunded (not demo) orders of the event after an order id, with their lines; `limit` orders at a time. */
export async function paidOrdersWithLines(
  db: Db,
  eventId: string,
  after: string | null,
  limit: number,
): Promise<ReportOrder[]> {
  const rows = await db
    .select({
      id: orders.id,
      paidAt: orders.paidAt,
      createdAt: orders.createdAt,
      currencyId: orders.currencyId,
      paymentMethodId: orders.paymentMethodId,
      reqSourceId: orders.reqSourceId,
      brandId: orders.brandId,
    })
    .from(orders)
    .where(
      and(
        eq(orders.eventId, eventId),
        // A refunded order keeps its receipt (its credit notes are the refunds, reported apart).
        inArray(orders.statusId, [orderStatus.ids.paid, orderStatus.ids.refunded]),
        eq(orders.demo, false),
        after ? gt(orders.id, after) : undefined,
      ),
    )
    .orderBy(asc(orders.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
  const byOrder = new Map<string, (typeof orderItems.$inferSelect)[]>();
  for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
  return rows.map((row) => ({ ...row, lines: byOrder.get(row.id) ?? [] }));
}

/** The event's ticket types with their names, in display order. */
export async function reportTicketTypes(db: Db, eventId: string) {
  return db
    .select({ ticketTypeId: ticketTypes.id, name: ticketTypes.name })
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, eventId))
    .orderBy(asc(ticketTypes.displayOrder), asc(ticketTypes.id));
}

/** Valid tickets of paid orders per ticket type. */
export async function validTicketsByType(db: Db, eventId: string) {
  return db
    .select({ ticketTypeId: tickets.ticketTypeId, tickets: count(tickets.id) })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(
      and(
        eq(orders.eventId, eventId),
        eq(orders.statusId, orderStatus.ids.paid),
        eq(orders.demo, false),
        eq(tickets.status, 'valid'),
      ),
    )
    .groupBy(tickets.ticketTypeId);
}

/** Refund entries of the event's orders by status: what went back and what is still to pay out. */
export async function eventRefunds(db: Db, eventId: string) {
  return db
    .select({
      status: refunds.status,
      amount: sql<number>`coalesce(sum(${refunds.amount}), 0)::bigint`.mapWith(Number),
      entries: count(refunds.id),
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(eq(orders.eventId, eventId), eq(orders.demo, false)))
    .groupBy(refunds.status);
}

/** The fees card providers reported for the paid payments of the event's orders (Stripe's; 0 without any). */
export async function eventProviderFees(db: Db, eventId: string): Promise<number> {
  const [row] = await db
    .select({ fees: sql<number>`coalesce(sum(${payments.feeAmount}), 0)::bigint`.mapWith(Number) })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(orders.eventId, eventId), eq(orders.demo, false), eq(payments.status, 'paid')));
  return row?.fees ?? 0;
}
