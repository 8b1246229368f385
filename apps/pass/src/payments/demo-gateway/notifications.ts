// Applies a verified demo gateway notification: recorded once, and at most one paid transition per order.
import type { DemoNotification } from '@repo/contract/payments';
import { orderStatus } from '@repo/enums';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { orders, paymentNotifications, payments } from '../../db/schema';
import { DomainError, notFound } from '../../domain/domain-error';
import { markOrderPaid } from '../../selling/order-paid';
import { queuePaymentRefund } from '../refund-queue';

export interface NotificationResult {
  duplicate: boolean;
  orderStatusId: number;
  /** True when this notification made the order paid (the caller wakes the outbox worker). */
  paidNow: boolean;
}

/**
 * Notifications may come twice, late or out of order: a repeat hits the unique notification id and changes
 * nothing; a "failed" after "paid" cannot unpay; "paid" for an order that expired meanwhile is recorded on the
 * payment, does not revive the order, and puts the payment in the refund queue (once).
 */
export async function applyDemoNotification(
  db: Db,
  notification: DemoNotification,
  now = new Date(),
): Promise<NotificationResult> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, notification.paymentId))
      .for('update');
    if (!payment) throw notFound('payment', `No payment with id ${notification.paymentId}`);
    const orderStatusOf = async () =>
      (await tx.select({ statusId: orders.statusId }).from(orders).where(eq(orders.id, payment.orderId)))[0]
        ?.statusId ?? 0;

    const recorded = await tx
      .insert(paymentNotifications)
      .values({
        provider: 'demo-card',
        notificationId: notification.notificationId,
        paymentId: payment.id,
        payload: notification,
      })
      .onConflictDoNothing()
      .returning({ id: paymentNotifications.id });
    if (recorded.length === 0)
      return { duplicate: true, orderStatusId: await orderStatusOf(), paidNow: false };

    if (notification.status !== 'paid') {
      await tx
        .update(payments)
        .set({ status: notification.status, updatedAt: now })
        .where(and(eq(payments.id, payment.id), ne(payments.status, 'paid')));
      return { duplicate: false, orderStatusId: await orderStatusOf(), paidNow: false };
    }
    if (notification.amount !== payment.amount || notification.currencyId !== payment.currencyId) {
      throw new DomainError(
        'PAYMENT_AMOUNT_MISMATCH',
        'The notified amount or currency differs from the payment',
      );
    }
    await tx.update(payments).set({ status: 'paid', updatedAt: now }).where(eq(payments.id, payment.id));
    const result = await markOrderPaid(tx, payment.orderId, notification.amount, now);
    // Money this payment took for an order that no longer wants it (expired, canceled, or paid by another
    // payment) goes to the refund queue. A payment already recorded as paid was handled when it first was.
    if (!result.transitioned && payment.status !== 'paid') {
      await queuePaymentRefund(tx, {
        paymentId: payment.id,
        orderId: payment.orderId,
        provider: payment.provider,
        reason: result.statusId === orderStatus.ids.paid ? 'alreadyPaid' : 'orderClosed',
        amount: notification.amount,
        currencyId: notification.currencyId,
      });
    }
    return { duplicate: false, orderStatusId: await orderStatusOf(), paidNow: result.transitioned };
  });
}
