// Order creation: a live hold becomes an order awaiting payment, once per Idempotency-Key and caller.
import type { orderCreateBody } from '@repo/contract/orders';
import { country, isValidVatId, orderStatus, paymentMethod } from '@repo/enums';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { events, orderItems, orders, organizers, payments, reservations, seatClaims } from '../db/schema';
import { DomainError, notFound } from '../domain/domain-error';
import { applyDiscount, resolveDiscountCode, takeDiscountUse } from './discounts';
import { createHold, createHoldIn, releaseHold } from './holds';
import type { HoldRequest } from './holds';
import { createOnce, keyClaim } from './idempotency';
import type { CreatedOrder, IdempotencyInput, OrderCreateEndpoint } from './idempotency';
import { priceReservation } from './order-lines';
import { assertPaymentMethodAllowed, buyerColumns, paymentDeadline, providerOf } from './orders';
import type { OrderConfig } from './orders';
import { chipPreloadLines } from './chip-credit';
import { completeFreeOrder } from './free-orders';
import { paymentProviderFor } from '../payments/provider-accounts';

export type OrderCreateInput = z.infer<typeof orderCreateBody>;

export type OrderInput = Omit<OrderCreateInput, 'reservationId' | 'chips'> & {
  /** The cart's chips[]: credit preloaded on the chips the order issues (none for extra orders). */
  chips?: OrderCreateInput['chips'];
  languageId: number;
  reqSourceId: number;
  brandId?: string | null;
  /** The signed-in buyer's account (Bearer token), so the order shows in it even before e-mail verification. */
  accountId?: string | null;
  /** Extra orders (order-create-extra): the paid order they add products to. */
  parentOrderId?: string | null;
};

type Provider = ReturnType<typeof providerOf>;

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

/** What the order's own fields decide, checked before anything is held or written. */
function checkOrderInput(input: OrderInput): Provider {
  if (input.demo && input.paymentMethodId !== paymentMethod.ids.paymentCard) {
    throw new DomainError('DEMO_CARD_ONLY', 'A demo order can only be paid by card on the demo gateway');
  }
  const provider = providerOf(input.paymentMethodId);
  validateBilling(input.billing);
  return provider;
}

/** The writes of an order inside the caller's transaction: the hold becomes a pending order with a payment. */
async function orderFromHold(
  tx: Db,
  reservationId: string,
  input: OrderInput,
  provider: Provider,
  config: OrderConfig,
  now: Date,
): Promise<CreatedOrder> {
  const [hold] = await tx.select().from(reservations).where(eq(reservations.id, reservationId)).for('update');
  if (!hold) throw notFound('reservation', `No reservation with id ${reservationId}`);
  if (hold.status === 'ordered') {
    throw new DomainError('RESERVATION_ALREADY_ORDERED', 'This hold has already become an order');
  }
  if (hold.status !== 'active' || hold.expiresAt <= now) {
    throw new DomainError('RESERVATION_EXPIRED', 'The hold has expired or was released; please choose again');
  }
  const [event] = await tx
    .select({
      id: events.id,
      currencyId: events.currencyId,
      countryId: organizers.countryId,
      organizerId: events.organizerId,
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
  // Cards go to the organizer's own provider account when it has one (demo orders stay on the demo gateway).
  const payTo = await paymentProviderFor(tx, event.organizerId, provider, input.paymentMethodId, input.demo);

  // The code is checked after the hold and payment method, so those errors keep their precedence.
  const discount = input.discountCode
    ? await resolveDiscountCode(tx, event.id, input.discountCode, now)
    : null;
  const priced = applyDiscount(await priceReservation(tx, hold.id, event.countryId), discount);
  // Credit preloaded on the chips the order issues (the cart's chips[]), credited when it is paid.
  const lines = [...priced, ...(await chipPreloadLines(tx, priced, input.chips ?? []))];
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
      provider: payTo,
      paymentMethodId: input.paymentMethodId,
      amount: total,
      currencyId: event.currencyId,
    })
    .returning();
  if (!payment) throw new Error('payment insert returned nothing');
  // An order of total 0 (children's tickets) is paid at once, whatever method was chosen (free-orders.ts).
  if (total === 0) return completeFreeOrder(tx, order, payment, now);
  return { order, payment };
}

/**
 * Turns a live hold into an order awaiting payment, with a payment attempt for its method (order-create).
 * The key belongs to the account, or without one to the hold: retries answer the first call's order.
 */
export async function createOrder(
  db: Db,
  input: OrderCreateInput & OrderInput,
  idempotency: IdempotencyInput | null,
  config: OrderConfig,
  now = new Date(),
): Promise<CreatedOrder> {
  const provider = checkOrderInput(input);
  const claim = keyClaim(idempotency, 'order-create', {
    accountId: input.accountId ?? null,
    reservationId: input.reservationId,
  });
  return createOnce(db, claim, (tx) => orderFromHold(tx, input.reservationId, input, provider, config, now));
}

/**
 * Holds what the request asks for and orders it in one call (order-create-v2, order-create-extra). With a
 * key, the hold is taken inside the order's transaction, after the key's claim: a retry never holds twice
 * and a failed order leaves no hold. Without one, the hold keeps the group commit of cart holds and is
 * released again when the order fails.
 */
export async function createOrderWithHold(
  db: Db,
  endpoint: Exclude<OrderCreateEndpoint, 'order-create'>,
  request: HoldRequest,
  input: OrderInput,
  idempotency: IdempotencyInput | null,
  config: OrderConfig & { holdMs: number },
  now = new Date(),
): Promise<CreatedOrder> {
  const provider = checkOrderInput(input);
  const claim = keyClaim(idempotency, endpoint, { accountId: input.accountId ?? null });
  if (claim) {
    return createOnce(db, claim, async (tx) => {
      const hold = await createHoldIn(tx, request, config.holdMs, now);
      return orderFromHold(tx, hold.reservationId, input, provider, config, now);
    });
  }
  const hold = await createHold(db, request, config.holdMs, now);
  try {
    return await createOnce(db, null, (tx) =>
      orderFromHold(tx, hold.reservationId, input, provider, config, now),
    );
  } catch (error) {
    await releaseHold(db, hold.reservationId);
    throw error;
  }
}
