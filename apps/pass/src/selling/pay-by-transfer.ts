// Switching an unpaid card order to bank transfer, for a buyer whose card was declined.
import { orderStatus, paymentMethod } from '@repo/enums';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { findEventSeller } from '../db/queries/organizers';
import { orders, payments, seatClaims } from '../db/schema';
import { DomainError, notFound } from '../domain/domain-error';
import { assertPaymentMethodAllowed, effectiveStatusId, latestPayment, paymentDeadline } from './orders';
import type { OrderConfig, OrderRow, PaymentRow } from './orders';

/**
 * Makes a pending order a bank-transfer order with a new payment attempt, keeping its tickets for the transfer
 * window (never shortening it). The card payment stays valid: if it is paid after all, the transfer that may
 * follow goes to the refund queue as alreadyPaid. Repeating the call returns the same transfer attempt.
 */
export async function switchToBankTransfer(
  db: Db,
  orderId: string,
  config: OrderConfig,
  now = new Date(),
): Promise<{ order: OrderRow; payment: PaymentRow }> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound('order', `No order with id ${orderId}`);
    const statusId = effectiveStatusId(order, now);
    if (statusId !== orderStatus.ids.pending) {
      throw new DomainError(
        'ORDER_NOT_PAYABLE',
        `Only an unpaid order can be paid another way; this one is ${orderStatus.get(statusId).key}`,
      );
    }
    const current = await latestPayment(tx, order.id);
    if (order.paymentMethodId === paymentMethod.ids.bankTransfer && current?.provider === 'bank-transfer') {
      return { order, payment: current };
    }
    if (order.demo) {
      throw new DomainError('DEMO_CARD_ONLY', 'A demo order can only be paid by card on the demo gateway');
    }
    await assertPaymentMethodAllowed(tx, order.eventId, paymentMethod.ids.bankTransfer);
    const seller = await findEventSeller(tx, order.eventId);
    if (!seller?.iban) {
      throw new DomainError('BANK_TRANSFER_UNAVAILABLE', 'The organizer has no bank account for transfers');
    }
    const deadline = paymentDeadline('bank-transfer', config, now);
    const expiresAt = deadline > order.expiresAt ? deadline : order.expiresAt;
    const [updated] = await tx
      .update(orders)
      .set({ paymentMethodId: paymentMethod.ids.bankTransfer, expiresAt })
      .where(eq(orders.id, order.id))
      .returning();
    // The order's seats wait as long as the order does.
    await tx
      .update(seatClaims)
      .set({ expiresAt })
      .where(and(eq(seatClaims.orderId, order.id), isNotNull(seatClaims.expiresAt)));
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        provider: 'bank-transfer',
        paymentMethodId: paymentMethod.ids.bankTransfer,
        amount: order.totalAmount - order.paidAmount,
        currencyId: order.currencyId,
        createdAt: now,
      })
      .returning();
    if (!updated || !payment) throw new Error(`order ${order.id} could not switch to bank transfer`);
    return { order: updated, payment };
  });
}
