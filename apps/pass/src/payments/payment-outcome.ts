// Applies what a card provider says about a payment (demo, Stripe, GoPay alike): recorded once per notification,
// and at most one paid transition per order whatever the repeats, delays and orders of arrival.
import { orderStatus } from '@repo/enums';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orders, paymentNotifications, payments } from '../db/schema';
import { DomainError, notFound } from '../domain/domain-error';
import { markOrderPaid } from '../selling/order-paid';
import { queuePaymentRefund } from './refund-queue';

export interface PaymentOutcome {
  provider: string;
  /** Unique per provider: a repeat of it changes nothing (a webhook's event id, or the state read back). */
  notificationId: string;
  paymentId: string;
  status: 'created' | 'paid' | 'failed' | 'canceled';
  amount: number;
  currencyId: number;
  /** What the provider kept, where it says so. */
  feeAmount?: number | null;
  payload: unknown;
}

export interface NotificationResult {
  duplicate: boolean;
  orderStatusId: number;
  /** True when this notification made the order paid (the caller wakes the outbox worker). */
  paidNow: boolean;
}

/**
 * Notifications may come twice, late or out of order: a repeat hits the unique notification id and changes
 * nothing; a "failed" after "paid" cannot unpay; "paid" for an order that expired meanwhile is recorded on the
 * payment, does not revive the order, and puts the payment in the refund queue (once). The payment row is
 * locked first, so a webhook and the buyer's return racing each other make one paid transition between them.
 */
export async function applyPaymentOutcome(
  db: Db,
  outcome: PaymentOutcome,
  now = new Date(),
): Promise<NotificationResult> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, outcome.paymentId))
      .for('update');
    if (!payment || payment.provider !== outcome.provider)
      throw notFound('payment', `No ${outcome.provider} payment with id ${outcome.paymentId}`);
    const orderStatusOf = async () =>
      (await tx.select({ statusId: orders.statusId }).from(orders).where(eq(orders.id, payment.orderId)))[0]
        ?.statusId ?? 0;

    const recorded = await tx
      .insert(paymentNotifications)
      .values({
        provider: outcome.provider,
        notificationId: outcome.notificationId,
        paymentId: payment.id,
        payload: outcome.payload,
      })
      .onConflictDoNothing()
      .returning({ id: paymentNotifications.id });
    if (recorded.length === 0)
      return { duplicate: true, orderStatusId: await orderStatusOf(), paidNow: false };

    if (outcome.status === 'created') {
      return { duplicate: false, orderStatusId: await orderStatusOf(), paidNow: false };
    }
    if (outcome.status !== 'paid') {
      await tx
        .update(payments)
        .set({ status: outcome.status, updatedAt: now })
        .where(and(eq(payments.id, payment.id), ne(payments.status, 'paid')));
      return { duplicate: false, orderStatusId: await orderStatusOf(), paidNow: false };
    }
    if (outcome.amount !== payment.amount || outcome.currencyId !== payment.currencyId) {
      throw new DomainError(
        'PAYMENT_AMOUNT_MISMATCH',
        'The notified amount or currency differs from the payment',
      );
    }
    await tx
      .update(payments)
      .set({
        status: 'paid',
        updatedAt: now,
        ...(outcome.feeAmount === undefined || outcome.feeAmount === null
          ? {}
          : { feeAmount: outcome.feeAmount }),
      })
      .where(eq(payments.id, payment.id));
    const result = await markOrderPaid(tx, payment.orderId, outcome.amount, now);
    // Money this payment took for an order that no longer wants it (expired, canceled, or paid by another
    // payment) goes to the refund queue. A payment already recorded as paid was handled when it first was.
    if (!result.transitioned && payment.status !== 'paid') {
      await queuePaymentRefund(tx, {
        paymentId: payment.id,
        orderId: payment.orderId,
        provider: payment.provider,
        reason: result.statusId === orderStatus.ids.paid ? 'alreadyPaid' : 'orderClosed',
        amount: outcome.amount,
        currencyId: outcome.currencyId,
      });
    }
    return { duplicate: false, orderStatusId: await orderStatusOf(), paidNow: result.transitioned };
  });
}
