// Order reads the order endpoints need beside selling/orders.ts (which creates, cancels and finds orders).
import { orderStatus } from '@repo/enums';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../database';
import { orders } from '../schema';

/** The paid extra orders (order-create-extra) of an order, in the order they were paid. */
export async function listPaidExtraOrders(db: Db, parentOrderId: string) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.parentOrderId, parentOrderId), eq(orders.statusId, orderStatus.ids.paid)))
    .orderBy(asc(orders.paidAt), asc(orders.orderNumber));
}
