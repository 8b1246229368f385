// Order vouchers: one per paid product line (merchandise pickup, parking, workshop...), issued with the tickets.
import type { LabelLanguage } from '@repo/enums';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orderItems, orderVouchers } from '../db/schema';
import { pickText } from '../i18n-text';
import { newSecretCode } from './random-code';

/**
 * Issues the vouchers of a paid order inside the paying transaction: one per product line, each with its own
 * code. The unique key on the order line makes a repeated call a no-op, so repeated notifications never
 * issue a second set.
 */
export async function issueOrderVouchers(tx: Db, orderId: string): Promise<number> {
  const lines = await tx
    .select({ id: orderItems.id, ticketProductId: orderItems.ticketProductId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.kind, 'product')))
    .orderBy(asc(orderItems.id));
  if (lines.length === 0) return 0;
  const inserted = await tx
    .insert(orderVouchers)
    .values(
      lines.map((line) => ({
        orderId,
        orderItemId: line.id,
        ticketProductId: line.ticketProductId,
        code: newSecretCode(),
        quantity: line.quantity,
      })),
    )
    .onConflictDoNothing({ target: orderVouchers.orderItemId })
    .returning({ id: orderVouchers.id });
  return inserted.length;
}

/** The vouchers of an order with the product name at purchase time, in `language`; none before payment. */
export async function orderVoucherViews(db: Db, orderId: string, language: LabelLanguage) {
  const rows = await db
    .select({ voucher: orderVouchers, name: orderItems.name, itemTypeId: orderItems.itemTypeId })
    .from(orderVouchers)
    .innerJoin(orderItems, eq(orderItems.id, orderVouchers.orderItemId))
    .where(eq(orderVouchers.orderId, orderId))
    .orderBy(asc(orderVouchers.createdAt), asc(orderItems.id));
  return rows.map(({ voucher, name, itemTypeId }) => ({
    voucherId: voucher.id,
    orderId: voucher.orderId,
    orderItemId: voucher.orderItemId,
    ticketProductId: voucher.ticketProductId,
    productNamePub: pickText(name, language),
    itemTypeId,
    quantity: voucher.quantity,
    code: voucher.code,
    status: voucher.status,
    usedAt: voucher.usedAt?.toISOString() ?? null,
  }));
}
