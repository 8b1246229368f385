// Orders: the rules every kind of order shares, cancelling while unpaid, and reading back for the buyer.
import type { OrderSummary } from '@repo/contract/orders';
import { orderStatus, paymentMethod } from '@repo/enums';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { eventPaymentMethods, events, orders, organizers, payments } from '../db/schema';
import { DomainError, notFound } from '../domain/domain-error';
import { queueCreditedTransfers } from '../payments/refund-queue';
import { enqueueOrderWebhook } from '../webhooks/webhook-events';
import { giveBackDiscountUse } from './discounts';
import { releaseReservations } from './reservation-inventory';

const orderStatusKeys = ['pending', 'paid', 'canceled', 'expired', 'refunded'] as const;

/** The key of an order's status id (pending, paid, canceled, expired); an id outside them is a broken row. */
export function orderStatusKey(orderId: string, statusId: number): (typeof orderStatusKeys)[number] {
  const status = orderStatusKeys.find((key) => orderStatus.ids[key] === statusId);
  if (!status) throw new Error(`order ${orderId} has an unknown status ${statusId}`);
  return status;
}

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export interface OrderConfig {
  /** How long an unpaid card order keeps its tickets. */
  orderWindowMs: number;
  /** How long an unpaid bank-transfer order keeps its tickets (transfers take days). */
  bankWindowMs: number;
}

const cardMethods: readonly number[] = [
  paymentMethod.ids.paymentCard,
  paymentMethod.ids.googlePay,
  paymentMethod.ids.applePay,
];

export function providerOf(paymentMethodId: number): 'demo-card' | 'bank-transfer' {
  if (cardMethods.includes(paymentMethodId)) return 'demo-card';
  if (paymentMethodId === paymentMethod.ids.bankTransfer) return 'bank-transfer';
  throw new DomainError(
    'PAYMENT_METHOD_NOT_SUPPORTED',
    `Payment method ${paymentMethodId} cannot be paid online`,
  );
}

/** 422 unless the event accepts the payment method (event_payment_method). */
export async function assertPaymentMethodAllowed(
  tx: Db,
  eventId: string,
  paymentMethodId: number,
): Promise<void> {
  const [allowed] = await tx
    .select()
    .from(eventPaymentMethods)
    .where(
      and(eq(eventPaymentMethods.eventId, eventId), eq(eventPaymentMethods.paymentMethodId, paymentMethodId)),
    );
  if (!allowed) {
    throw new DomainError(
      'PAYMENT_METHOD_NOT_ALLOWED',
      `This event does not accept payment method ${paymentMethodId}`,
    );
  }
}

/** The buyer's columns of an order, normalised one way for every kind of order (e-mail trimmed, lower case). */
export function buyerColumns(input: {
  email: string;
  name: string;
  phone?: string | null;
  languageId: number;
  reqSourceId: number;
  /** The partner storefront it is placed on (RequestContext.brandId); null for the platform's own. */
  brandId?: string | null;
}) {
  return {
    email: input.email.trim().toLowerCase(),
    name: input.name,
    phone: input.phone ?? null,
    languageId: input.languageId,
    reqSourceId: input.reqSourceId,
    brandId: input.brandId ?? null,
  };
}

/** When an unpaid order gives its tickets back: card payments settle in minutes, transfers in days. */
export function paymentDeadline(
  provider: 'demo-card' | 'bank-transfer',
  config: OrderConfig,
  now: Date,
): Date {
  return new Date(
    now.getTime() + (provider === 'bank-transfer' ? config.bankWindowMs : config.orderWindowMs),
  );
}

export async function latestPayment(db: Db, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

/**
 * Cancels an unpaid order and gives its tickets (and its discount code's use) back, queueing any part payment
 * for refund; anything else answers 409.
 */
export async function cancelOrder(db: Db, orderId: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ statusId: orderStatus.ids.canceled, canceledAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.statusId, orderStatus.ids.pending)))
      .returning();
    if (!order) {
      const [existing] = await tx
        .select({ statusId: orders.statusId })
        .from(orders)
        .where(eq(orders.id, orderId));
      if (!existing) throw notFound('order', `No order with id ${orderId}`);
      throw new DomainError(
        'ORDER_NOT_CANCELABLE',
        `Only unpaid orders can be canceled; this one is ${orderStatus.get(existing.statusId).key}`,
      );
    }
    if (order.reservationId) await releaseReservations(tx, [order.reservationId]);
    await giveBackDiscountUse(tx, [order.discountCodeId]);
    // Part payments by transfer belong to the buyer again.
    await queueCreditedTransfers(tx, [order.id]);
    await enqueueOrderWebhook(tx, order.id, 'order.canceled', now);
  });
}

export interface OrderWithEvent {
  order: OrderRow;
  organizerSlug: string;
  eventSlug: string;
}

export async function findOrder(
  db: Db,
  orderId: string,
): Promise<(OrderWithEvent & { organizerId: string }) | undefined> {
  const [row] = await db
    .select({
      order: orders,
      organizerId: organizers.id,
      organizerSlug: organizers.slug,
      eventSlug: events.slug,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .innerJoin(organizers, eq(organizers.id, events.organizerId))
    .where(eq(orders.id, orderId));
  return row;
}

export function toOrderSummary({ order, organizerSlug, eventSlug }: OrderWithEvent): OrderSummary {
  const status = orderStatusKey(order.id, order.statusId);
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    eventId: order.eventId,
    organizerSlug,
    eventSlug,
    statusId: order.statusId,
    status,
    email: order.email,
    name: order.name,
    phone: order.phone,
    currencyId: order.currencyId,
    totalAmount: order.totalAmount,
    paidAmount: order.paidAmount,
    paymentMethodId: order.paymentMethodId,
    languageId: order.languageId,
    createdAt: order.createdAt.toISOString(),
    expiresAt: order.expiresAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    canceledAt: order.canceledAt?.toISOString() ?? null,
    parentOrderId: order.parentOrderId,
    demo: order.demo,
  };
}

/** Pending orders past their window count as expired even before the sweep has marked them. */
export function effectiveStatusId(order: OrderRow, now: Date): number {
  return order.statusId === orderStatus.ids.pending && order.expiresAt <= now
    ? orderStatus.ids.expired
    : order.statusId;
}
