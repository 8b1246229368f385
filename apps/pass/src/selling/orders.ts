// Orders: created from a live hold (idempotently), cancelled while unpaid, and read back for the buyer.
import type { orderCreateBody, OrderSummary } from '@repo/contract/orders';
import { country, isValidVatId, orderStatus, paymentMethod } from '@repo/enums';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/database';
import {
  eventPaymentMethods,
  events,
  orderItems,
  orders,
  organizers,
  payments,
  reservations,
  seatClaims,
} from '../db/schema';
import { DomainError, notFound } from '../domain/domain-error';
import { queueCreditedTransfers } from '../payments/refund-queue';
import { applyDiscount, giveBackDiscountUse, resolveDiscountCode, takeDiscountUse } from './discounts';
import { completeFreeOrder } from './free-orders';
import { priceReservation } from './order-lines';
import { releaseReservations } from './reservation-inventory';

const orderStatusKeys = ['pending', 'paid', 'canceled', 'expired'] as const;

export type OrderCreateInput = z.infer<typeof orderCreateBody>;
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
}) {
  return {
    email: input.email.trim().toLowerCase(),
    name: input.name,
    phone: input.phone ?? null,
    languageId: input.languageId,
    reqSourceId: input.reqSourceId,
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

function validateBilling(billing: OrderCreateInput['billing']): void {
  if (!billing) return;
  if (!country.has(billing.countryId) || billing.countryId === 0) {
    throw new DomainError('INVALID_INPUT', `body.billing.countryId: no country with id ${billing.countryId}`);
  }
  if (billing.vatId && !isValidVatId(billing.countryId, billing.vatId)) {
    throw new DomainError(
      'INVALID_VAT_ID',
      `body.billing.vatId: ${billing.vatId} is not a valid VAT id of ${country.get(billing.countryId).labels.en}`,
    );
  }
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

export async function findOrderByIdempotencyKey(db: Db, key: string) {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
  return row;
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
 * Turns a live hold into an order awaiting payment, with a payment attempt for its method; an order of total 0
 * is paid at once (free-orders.ts). The same
 * idempotency key returns the order the first call made, even when both calls race.
 */
export async function createOrder(
  db: Db,
  input: OrderCreateInput & {
    languageId: number;
    reqSourceId: number;
    idempotencyKey: string | null;
    /** The signed-in buyer's account (Bearer token), so the order shows in it even before e-mail verification. */
    accountId?: string | null;
    /** Extra orders (order-create-extra): the paid order they add products to. */
    parentOrderId?: string | null;
  },
  config: OrderConfig,
  now = new Date(),
): Promise<{ order: OrderRow; payment: PaymentRow }> {
  if (input.idempotencyKey) {
    const existing = await findOrderByIdempotencyKey(db, input.idempotencyKey);
    if (existing) return { order: existing, payment: (await latestPayment(db, existing.id)) as PaymentRow };
  }
  if (input.demo && input.paymentMethodId !== paymentMethod.ids.paymentCard) {
    throw new DomainError('DEMO_CARD_ONLY', 'A demo order can only be paid by card on the demo gateway');
  }
  const provider = providerOf(input.paymentMethodId);
  validateBilling(input.billing);

  try {
    return await db.transaction(async (tx) => {
      const [hold] = await tx
        .select()
        .from(reservations)
        .where(eq(reservations.id, input.reservationId))
        .for('update');
      if (!hold) throw notFound('reservation', `No reservation with id ${input.reservationId}`);
      if (hold.status === 'ordered') {
        throw new DomainError('RESERVATION_ALREADY_ORDERED', 'This hold has already become an order');
      }
      if (hold.status !== 'active' || hold.expiresAt <= now) {
        throw new DomainError(
          'RESERVATION_EXPIRED',
          'The hold has expired or was released; please choose again',
        );
      }
      const [event] = await tx
        .select({
          id: events.id,
          currencyId: events.currencyId,
          countryId: organizers.countryId,
          published: events.published,
        })
        .from(events)
        .innerJoin(organizers, eq(organizers.id, events.organizerId))
        .where(eq(events.id, hold.eventId));
      // Only the demo cart may order an unpublished event; to anyone else it does not exist.
      if (!event || (!event.published && !input.demo)) {
        throw notFound('event', `No event with id ${hold.eventId}`);
      }
      await assertPaymentMethodAllowed(tx, event.id, input.paymentMethodId);

      // The code is checked after the hold and payment method, so those errors keep their precedence.
      const discount = input.discountCode
        ? await resolveDiscountCode(tx, event.id, input.discountCode, now)
        : null;
      const lines = applyDiscount(await priceReservation(tx, hold.id, event.countryId), discount);
      // One use per order, counted before anything is written; used up here rolls the whole order back.
      if (discount) await takeDiscountUse(tx, discount.code);
      const total = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
      const expiresAt = paymentDeadline(provider, config, now);
      const [order] = await tx
        .insert(orders)
        .values({
          eventId: event.id,
          reservationId: hold.id,
          statusId: orderStatus.ids.pending,
          ...buyerColumns(input),
          billing: input.billing ?? null,
          paymentMethodId: input.paymentMethodId,
          currencyId: event.currencyId,
          totalAmount: total,
          idempotencyKey: input.idempotencyKey,
          discountCodeId: discount?.code.id ?? null,
          accountId: input.accountId ?? null,
          parentOrderId: input.parentOrderId ?? null,
          demo: input.demo,
          expiresAt,
          createdAt: now,
        })
        .returning();
      if (!order) throw new Error('order insert returned nothing');
      await tx.insert(orderItems).values(lines.map((line) => ({ ...line, orderId: order.id })));
      await tx.update(reservations).set({ status: 'ordered' }).where(eq(reservations.id, hold.id));
      // The seats now wait for this order's payment, for as long as the order does.
      await tx
        .update(seatClaims)
        .set({ orderId: order.id, expiresAt })
        .where(eq(seatClaims.reservationId, hold.id));
      const [payment] = await tx
        .insert(payments)
        .values({
          orderId: order.id,
          provider,
          paymentMethodId: input.paymentMethodId,
          amount: total,
          currencyId: event.currencyId,
        })
        .returning();
      if (!payment) throw new Error('payment insert returned nothing');
      if (total === 0) return completeFreeOrder(tx, order, payment, now);
      return { order, payment };
    });
  } catch (error) {
    // A concurrent retry with the same key won the race: answer with its order.
    if (input.idempotencyKey && isUniqueViolation(error)) {
      const existing = await findOrderByIdempotencyKey(db, input.idempotencyKey);
      if (existing) return { order: existing, payment: (await latestPayment(db, existing.id)) as PaymentRow };
    }
    throw error;
  }
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
  });
}

export interface OrderWithEvent {
  order: OrderRow;
  organizerSlug: string;
  eventSlug: string;
}

export async function findOrder(db: Db, orderId: string): Promise<OrderWithEvent | undefined> {
  const [row] = await db
    .select({ order: orders, organizerSlug: organizers.slug, eventSlug: events.slug })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .innerJoin(organizers, eq(organizers.id, events.organizerId))
    .where(eq(orders.id, orderId));
  return row;
}

export function toOrderSummary({ order, organizerSlug, eventSlug }: OrderWithEvent): OrderSummary {
  const status = orderStatusKeys.find((key) => orderStatus.ids[key] === order.statusId);
  if (!status) throw new Error(`order ${order.id} has an unknown status ${order.statusId}`);
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
