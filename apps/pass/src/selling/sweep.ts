// Releases what expired: active holds past their expiry and unpaid orders past their payment window (whose part
// payments go to the refund queue).
// Runs on a timer in every pass process and on demand when a sale does not fit; SKIP LOCKED lets several
// processes sweep at once without waiting on each other.
import { orderStatus } from '@repo/enums';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { enqueueOrderWebhook } from '../webhooks/webhook-events';
import type { Db } from '../db/database';
import { orders, reservations } from '../db/schema';
import { queueCreditedTransfers } from '../payments/refund-queue';
import { giveBackDiscountUse } from './discounts';
import { releaseReservations } from './reservation-inventory';

const BATCH = 200;

/** Expires due holds and orders, gives their inventory back; returns how many it expired. */
export async function sweepExpired(db: Db, now = new Date()): Promise<number> {
  const holds = await db.transaction(async (tx) => {
    const due = tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(and(eq(reservations.status, 'active'), lte(reservations.expiresAt, now)))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const expired = await tx
      .update(reservations)
      .set({ status: 'expired' })
      .where(inArray(reservations.id, due))
      .returning({ id: reservations.id });
    await releaseReservations(
      tx,
      expired.map((row) => row.id),
    );
    return expired.length;
  });

  const unpaid = await db.transaction(async (tx) => {
    const due = tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.statusId, orderStatus.ids.pending), lte(orders.expiresAt, now)))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return expireOrders(tx, inArray(orders.id, due), now);
  });
  return holds + unpaid;
}

/**
 * Expires the pending orders `where` picks that are past their payment window, in the caller's transaction, and
 * gives back what they held: inventory, discount uses, and part payments by transfer (to the refund queue).
 */
async function expireOrders(tx: Db, where: SQL, now: Date): Promise<number> {
  const expired = await tx
    .update(orders)
    .set({ statusId: orderStatus.ids.expired, canceledAt: now })
    .where(and(where, eq(orders.statusId, orderStatus.ids.pending), lte(orders.expiresAt, now)))
    .returning({
      id: orders.id,
      reservationId: orders.reservationId,
      discountCodeId: orders.discountCodeId,
    });
  await releaseReservations(
    tx,
    expired.flatMap((row) => (row.reservationId ? [row.reservationId] : [])),
  );
  await giveBackDiscountUse(
    tx,
    expired.map((row) => row.discountCodeId),
  );
  await queueCreditedTransfers(
    tx,
    expired.map((row) => row.id),
  );
  // Integrations hear of an order that will not be paid the same way as of a canceled one (status "expired").
  for (const row of expired) await enqueueOrderWebhook(tx, row.id, 'order.canceled', now);
  return expired.length;
}

/**
 * Expires one order past its window before the sweeper got to it, in the transaction about to record money for
 * it: a payment must find the order as the sweep would leave it, since its seats may already be someone else's.
 * True when it expired the order now.
 */
export async function expireLapsedOrder(tx: Db, orderId: string, now: Date): Promise<boolean> {
  return (await expireOrders(tx, eq(orders.id, orderId), now)) > 0;
}

/** Sweeps every `intervalMs` until stopped; errors are logged and the next run tries again. */
export function startSweeper(db: Db, intervalMs: number, log: (error: unknown) => void): () => void {
  const timer = setInterval(() => {
    sweepExpired(db).catch(log);
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
