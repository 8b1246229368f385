// Orders that cost nothing (children's tickets, a full discount) are paid the moment they are created.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orders, payments } from '../db/schema';
import { markOrderPaid } from './order-paid';
import type { OrderRow, PaymentRow } from './orders';

/**
 * Completes a new order of total 0 in the transaction that created it, whatever method was chosen: there is
 * nothing to wait for, so its tickets are issued now and the buyer never sees a gateway asking for 0.00 or a
 * transfer of nothing. The payment attempt is recorded as paid with amount 0.
 */
export async function completeFreeOrder(
  tx: Db,
  order: OrderRow,
  payment: PaymentRow,
  now: Date,
): Promise<{ order: OrderRow; payment: PaymentRow }> {
  if (order.totalAmount !== 0) throw new Error(`order ${order.id} is not free`);
  const paid = await markOrderPaid(tx, order.id, 0, now);
  if (!paid.transitioned) throw new Error(`free order ${order.id} could not be marked paid`);
  const [paidPayment] = await tx
    .update(payments)
    .set({ status: 'paid', updatedAt: now })
    .where(eq(payments.id, payment.id))
    .returning();
  const [paidOrder] = await tx.select().from(orders).where(eq(orders.id, order.id));
  if (!paidOrder || !paidPayment) throw new Error(`free order ${order.id} vanished`);
  return { order: paidOrder, payment: paidPayment };
}
