// Reads of one order for the hub's box office: payments, refunds, credit notes, vouchers, e-mails, audit rows.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../database';
import {
  auditLog,
  creditNotes,
  events,
  orderItems,
  orderVouchers,
  outbox,
  payments,
  refunds,
} from '../schema';

export async function orderPayments(db: Db, orderId: string) {
  return db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

export async function orderRefunds(db: Db, orderId: string) {
  return db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

export async function orderCreditNotes(db: Db, orderId: string) {
  return db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.orderId, orderId))
    .orderBy(asc(creditNotes.number));
}

export async function orderVoucherRows(db: Db, orderId: string) {
  return db
    .select({ voucher: orderVouchers, name: orderItems.name })
    .from(orderVouchers)
    .innerJoin(orderItems, eq(orderItems.id, orderVouchers.orderItemId))
    .where(eq(orderVouchers.orderId, orderId))
    .orderBy(asc(orderVouchers.createdAt));
}

/** The outbox messages about the order (its e-mails), newest first. */
export async function orderOutboxMessages(db: Db, orderId: string) {
  return db
    .select()
    .from(outbox)
    .where(sql`${outbox.payload}->>'orderId' = ${orderId}`)
    .orderBy(desc(outbox.id))
    .limit(100);
}

/** What members did to the order (audit rows naming it), newest first. */
export async function orderAuditRows(db: Db, organizerId: string, orderId: string) {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.organizerId, organizerId),
        eq(auditLog.resourceType, 'order'),
        eq(auditLog.resourceId, orderId),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(200);
}

/** The event's name and organizer, for the order's page and its audit rows. */
export async function orderEvent(db: Db, eventId: string) {
  const [event] = await db
    .select({ name: events.name, organizerId: events.organizerId })
    .from(events)
    .where(eq(events.id, eventId));
  return event;
}

export type RefundRow = typeof refunds.$inferSelect;
