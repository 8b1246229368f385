// The one paid transition of an order: sell held inventory, issue tickets, vouchers and chips, credit chips, queue mail.
// A conditional UPDATE on the order status makes it happen once however many notifications race for it.
import { orderStatus } from '@repo/enums';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orderItems, orders, seatClaims, tickets } from '../db/schema';
import { withSignedCodes } from '../door/ticket-codes';
import { enqueueOutbox } from '../outbox/enqueue';
import { enqueueOrderWebhook } from '../webhooks/webhook-events';
import { creditPaidChips } from './chip-credit';
import { issueOrderChips } from './chip-links';
import { sellInventory } from './inventory';
import { reservationLines } from './reservation-inventory';
import { expireLapsedOrder } from './sweep';
import { issueOrderVouchers } from './vouchers';

export const ORDER_PAID_MAIL = 'order-paid-mail';

export type PaidResult =
  { transitioned: true; orderId: string } | { transitioned: false; orderId: string; statusId: number | null };

/** Marks a pending order paid, within the caller's transaction. Later calls for the same order change nothing. */
export async function markOrderPaid(
  tx: Db,
  orderId: string,
  amount: number,
  now = new Date(),
): Promise<PaidResult> {
  // Past its window the order is closed even if the sweeper has not marked it yet: its held seats may already
  // have been taken over by another buyer, so paying it now could sell them twice. The money goes to the refund
  // queue (the callers queue what a closed order does not keep).
  await expireLapsedOrder(tx, orderId, now);
  const [order] = await tx
    .update(orders)
    .set({ statusId: orderStatus.ids.paid, paidAt: now, paidAmount: amount })
    .where(and(eq(orders.id, orderId), eq(orders.statusId, orderStatus.ids.pending)))
    .returning();
  if (!order) {
    const [existing] = await tx
      .select({ statusId: orders.statusId })
      .from(orders)
      .where(eq(orders.id, orderId));
    return { transitioned: false, orderId, statusId: existing?.statusId ?? null };
  }
  if (order.reservationId) {
    await sellInventory(tx, await reservationLines(tx, [order.reservationId]));
    // Paid seats belong to the order for good: no expiry, so nobody can take them over.
    await tx
      .update(seatClaims)
      .set({ orderId: order.id, expiresAt: null })
      .where(eq(seatClaims.reservationId, order.reservationId));
  }
  const lines = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.kind, 'ticket')));
  // Signed codes let a door scanner check the ticket without the network (door/ticket-codes.ts).
  const issued = await withSignedCodes(
    tx,
    lines.flatMap((line) =>
      Array.from({ length: line.quantity }, () => ({
        orderId: order.id,
        orderItemId: line.id,
        ticketTypeId: line.ticketTypeId as string,
        seatId: line.seatId,
        holderName: order.name,
      })),
    ),
  );
  if (issued.length > 0) await tx.insert(tickets).values(issued);
  await issueOrderVouchers(tx, order.id);
  await issueOrderChips(tx, order);
  // Credit top-ups load their chip here, in the same transaction as the paid status.
  await creditPaidChips(tx, order.id);
  await enqueueOutbox(tx, {
    kind: ORDER_PAID_MAIL,
    dedupeKey: `${ORDER_PAID_MAIL}:${order.id}`,
    payload: { orderId: order.id },
  });
  await enqueueOrderWebhook(tx, order.id, 'order.paid', now);
  return { transitioned: true, orderId: order.id };
}
