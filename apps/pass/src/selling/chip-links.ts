// Chips bought with an order: issued when it is paid, linked to their ticket and to the buyer's account.
import { randomBytes } from 'node:crypto';
import { chipType, itemType } from '@repo/enums';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { chips, orderItems, orders, productItems, tickets } from '../db/schema';
import type { OrderRow } from './orders';

const chipItemTypeIds: readonly number[] = [itemType.ids.nfcChip, itemType.ids.vipNfcChip];

/**
 * A chip UID in the shape of a 7-byte NFC tag UID (14 hex digits): random, so the printed code that tops the
 * chip up (order-create-credit-from-code) cannot be guessed from another one. 56 bits keep collisions out of
 * reach for any number of chips an event sells.
 */
export function newChipUid(): string {
  return randomBytes(7).toString('hex').toUpperCase();
}

/**
 * Issues the chips of a just-paid order inside the paying transaction: one per unit of every NFC chip item of
 * its tickets' types (linked to that ticket) and of its product lines (linked to the order's tickets in turn,
 * the first chip to the first ticket, so a chip bought beside a ticket travels with it; none when the order has
 * no tickets). Each chip carries the order and, when the order was placed signed in, its account.
 */
export async function issueOrderChips(tx: Db, order: OrderRow): Promise<number> {
  const ticketChips = await tx
    .select({
      ticketId: tickets.id,
      productItemId: productItems.id,
      itemTypeId: productItems.itemTypeId,
      perTicket: productItems.quantity,
    })
    .from(tickets)
    .innerJoin(productItems, eq(productItems.ticketTypeId, tickets.ticketTypeId))
    .where(and(eq(tickets.orderId, order.id), inArray(productItems.itemTypeId, [...chipItemTypeIds])))
    .orderBy(asc(tickets.createdAt), asc(tickets.id), asc(productItems.id));
  const productChips = await tx
    .select({
      units: orderItems.quantity,
      productItemId: productItems.id,
      itemTypeId: productItems.itemTypeId,
      perUnit: productItems.quantity,
    })
    .from(orderItems)
    .innerJoin(productItems, eq(productItems.ticketProductId, orderItems.ticketProductId))
    .where(
      and(
        eq(orderItems.orderId, order.id),
        eq(orderItems.kind, 'product'),
        inArray(productItems.itemTypeId, [...chipItemTypeIds]),
      ),
    )
    .orderBy(asc(orderItems.id), asc(productItems.id));

  const chipOf = (
    { productItemId, itemTypeId }: { productItemId: string; itemTypeId: number },
    ticketId: string | null,
  ) => ({
    eventId: order.eventId,
    productItemId,
    chipUid: newChipUid(),
    chipTypeId: itemTypeId === itemType.ids.vipNfcChip ? chipType.ids.vip : chipType.ids.regular,
    currencyId: order.currencyId,
    ticketId,
    accountId: order.accountId,
    orderId: order.id,
  });
  const rows = ticketChips.flatMap((row) =>
    Array.from({ length: row.perTicket }, () => chipOf(row, row.ticketId)),
  );
  const orderTicketIds = [...new Set(ticketChips.map((row) => row.ticketId))];
  const allTicketIds =
    productChips.length === 0
      ? orderTicketIds
      : (
          await tx
            .select({ id: tickets.id })
            .from(tickets)
            .where(eq(tickets.orderId, order.id))
            .orderBy(asc(tickets.createdAt), asc(tickets.id))
        ).map((row) => row.id);
  let next = 0;
  for (const row of productChips) {
    for (let unit = 0; unit < row.units * row.perUnit; unit += 1) {
      rows.push(chipOf(row, allTicketIds[next] ?? null));
      next += 1;
    }
  }
  if (rows.length > 0) await tx.insert(chips).values(rows);
  return rows.length;
}

/**
 * Gives an account the chips of the orders placed with its e-mail that no account owns yet: call it in the
 * transaction that marks the e-mail verified (whoever proves the address owns what was bought with it). Chips
 * already owned by an account are never taken over. Answers how many chips were linked.
 */
export async function linkVerifiedAccountChips(
  tx: Db,
  account: { accountId: string; email: string },
): Promise<number> {
  const ordersOfEmail = tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(sql`lower(${orders.email})`, account.email.trim().toLowerCase()));
  const linked = await tx
    .update(chips)
    .set({ accountId: account.accountId })
    .where(and(isNull(chips.accountId), inArray(chips.orderId, ordersOfEmail)))
    .returning({ id: chips.id });
  return linked.length;
}
