// The box office's actions on one order: refunds (whole, per ticket, by amount) with their credit notes,
// canceling tickets, a payment taken by hand, a ticket holder's new name, and sending the tickets again.
import { orderStatus, paymentMethod } from '@repo/enums';
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { enqueueOrderRefundedWebhook } from '../webhooks/webhook-events';
import type { Db } from '../db/database';
import {
  bankTransactions,
  creditNotes,
  orderItems,
  orderVouchers,
  orders,
  payments,
  refunds,
  seatClaims,
  sectors,
  ticketQuotas,
  ticketTypes,
  tickets,
} from '../db/schema';
import type { CreditNoteLine } from '../db/schema/credit-notes';
import { paidPaymentOf } from '../db/queries/payments';
import { DomainError, notFound } from '../domain/domain-error';
import { creditToTakeBack, takeBackCredit } from './order-credit-refund';
import { enqueueOutbox } from '../outbox/enqueue';
import type { PaymentProviders } from '../payments/providers';
import { creditNoteVatRows } from '../receipts/credit-note';
import type { CreditableItem, CreditedState } from '../receipts/credit-note';
import { addLine, emptyLines } from './inventory';
import type { InventoryLines } from './inventory';
import { orderReceipt } from './order-documents';
import { ORDER_PAID_MAIL, markOrderPaid } from './order-paid';
import type { OrderRow } from './orders';

type RefundRow = typeof refunds.$inferSelect;
type TicketRow = typeof tickets.$inferSelect;

/** The order, locked for the rest of the transaction: refunds of one order queue up behind each other. */
async function lockOrder(tx: Db, orderId: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound('order', `No order with id ${orderId}`);
  return order;
}

/** sold -= n for each canceled ticket's type, quota and sector, and its seat is free again. */
async function unsellTickets(tx: Db, canceled: readonly TicketRow[]): Promise<void> {
  if (canceled.length === 0) return;
  const lines: InventoryLines = emptyLines();
  const types = await tx
    .select({ id: ticketTypes.id, quotaId: ticketTypes.quotaId, sectorId: ticketTypes.sectorId })
    .from(ticketTypes)
    .where(inArray(ticketTypes.id, [...new Set(canceled.map((ticket) => ticket.ticketTypeId))]));
  for (const ticket of canceled) {
    const type = types.find((row) => row.id === ticket.ticketTypeId);
    addLine(lines.ticketTypes, ticket.ticketTypeId, 1);
    if (type?.quotaId) addLine(lines.quotas, type.quotaId, 1);
    if (type?.sectorId) addLine(lines.sectors, type.sectorId, 1);
  }
  // The same id order as every other inventory write (inventory.ts), so no two transactions wait in a cycle.
  const sorted = (map: Map<string, number>) => [...map.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  for (const [id, quantity] of sorted(lines.ticketTypes)) {
    await tx
      .update(ticketTypes)
      .set({ sold: sql`greatest(${ticketTypes.sold} - ${quantity}, 0)` })
      .where(eq(ticketTypes.id, id));
  }
  for (const [id, quantity] of sorted(lines.quotas)) {
    await tx
      .update(ticketQuotas)
      .set({ sold: sql`greatest(${ticketQuotas.sold} - ${quantity}, 0)` })
      .where(eq(ticketQuotas.id, id));
  }
  for (const [id, quantity] of sorted(lines.sectors)) {
    await tx
      .update(sectors)
      .set({ sold: sql`greatest(${sectors.sold} - ${quantity}, 0)` })
      .where(eq(sectors.id, id));
  }
  const seatIds = canceled.flatMap((ticket) => (ticket.seatId ? [ticket.seatId] : []));
  if (seatIds.length > 0) await tx.delete(seatClaims).where(inArray(seatClaims.seatId, seatIds));
}

/** Cancels the given valid tickets of the order (all valid ones when `ticketIds` is 'all'); 409 for others. */
async function cancelTicketRows(
  tx: Db,
  orderId: string,
  ticketIds: readonly string[] | 'all',
  now: Date,
): Promise<TicketRow[]> {
  if (ticketIds !== 'all' && ticketIds.length === 0) return [];
  const wanted = ticketIds === 'all' ? undefined : [...new Set(ticketIds)];
  const existing = await tx
    .select()
    .from(tickets)
    .where(and(eq(tickets.orderId, orderId), wanted ? inArray(tickets.id, wanted) : undefined));
  if (wanted && existing.length !== wanted.length) {
    throw new DomainError('TICKET_NOT_FOUND', 'A ticket is not one of this order');
  }
  const canceled = await tx
    .update(tickets)
    .set({ status: 'canceled', canceledAt: now })
    .where(
      and(
        eq(tickets.orderId, orderId),
        eq(tickets.status, 'valid'),
        wanted ? inArray(tickets.id, wanted) : undefined,
      ),
    )
    .returning();
  if (wanted && canceled.length !== wanted.length) {
    throw new DomainError('TICKET_NOT_CANCELABLE', 'A ticket of the request is canceled already');
  }
  await unsellTickets(tx, canceled);
  return canceled;
}

/** What the order's credit notes have credited so far: units per line and the amount without units. */
async function creditedState(tx: Db, orderId: string): Promise<CreditedState> {
  const notes = await tx.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
  const units = new Map<string, number>();
  let amount = 0;
  for (const note of notes) {
    for (const line of note.lines) {
      if (line.orderItemId) units.set(line.orderItemId, (units.get(line.orderItemId) ?? 0) + line.quantity);
      else amount += line.quantity * line.unitPrice - line.discount;
    }
  }
  return { units, amount };
}

/** Where a transfer came from: the account of the order's latest credited transfer. */
async function payerAccount(tx: Db, orderId: string): Promise<string | null> {
  const [transfer] = await tx
    .select({ account: bankTransactions.counterpartyAccount })
    .from(bankTransactions)
    .where(
      and(
        eq(bankTransactions.orderId, orderId),
        inArray(bankTransactions.matchStatus, ['matched', 'underpaid']),
      ),
    )
    .orderBy(desc(bankTransactions.bookedAt))
    .limit(1);
  return transfer?.account ?? null;
}

export type RefundRequest =
  { kind: 'tickets'; ticketIds: readonly string[] } | { kind: 'amount'; amount: number } | { kind: 'full' };

export interface RefundOutcome {
  refund: RefundRow | null;
  creditNoteId: string | null;
  canceledTicketIds: string[];
  orderStatusId: number;
}

/**
 * Refunds (part of) a paid order in one transaction with the order locked: cancels the refunded tickets and
 * gives their capacity and seats back, records the refund (a card refund to be sent to the provider, a
 * transfer into the refund queue with the payer's account, cash as handed back), issues its credit note, and
 * marks the order refunded once all it paid is back. Never more than is left of what was paid (409).
 * Canceling tickets of price 0 refunds nothing and issues no credit note.
 */
export async function refundOrder(
  db: Db,
  input: { orderId: string; request: RefundRequest; reason: string },
  now = new Date(),
): Promise<RefundOutcome> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (order.statusId !== orderStatus.ids.paid) {
      throw new DomainError(
        'ORDER_NOT_REFUNDABLE',
        `Only a paid order can be refunded; this one is ${orderStatus.get(order.statusId).key}`,
      );
    }
    const left = order.paidAmount - order.refundedAmount;
    const items = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id));
    const before = await creditedState(tx, order.id);

    const { request } = input;
    const canceled = await cancelTicketRows(
      tx,
      order.id,
      request.kind === 'tickets' ? request.ticketIds : request.kind === 'full' ? 'all' : [],
      now,
    );
    const priceOf = (tickets: readonly TicketRow[]) =>
      tickets.reduce(
        (sum, ticket) => sum + (items.find((item) => item.id === ticket.orderItemId)?.unitPrice ?? 0),
        0,
      );
    const amount =
      request.kind === 'amount' ? request.amount : request.kind === 'full' ? left : priceOf(canceled);
    if (amount > left) {
      throw new DomainError(
        'ORDER_NOT_REFUNDABLE',
        `Only ${String(left)} of what the order paid is left to refund; ${String(amount)} asked`,
        { refundable: left },
      );
    }
    if (amount === 0) {
      if (canceled.length === 0) throw new DomainError('ORDER_NOT_REFUNDABLE', 'Nothing to refund or cancel');
      return {
        refund: null,
        creditNoteId: null,
        canceledTicketIds: canceled.map((ticket) => ticket.id),
        orderStatusId: order.statusId,
      };
    }
    // All the money back: whatever tickets are left are no longer paid for, nor are the vouchers.
    const completes = order.refundedAmount + amount === order.paidAmount;
    // Chip credit the order loaded goes back with the last of the money, off the chips; until then a refund
    // may return only what the order paid besides that credit.
    const credit = await creditToTakeBack(tx, order.id);
    const withoutCredit = Math.max(left - credit.reduce((sum, entry) => sum + entry.loaded, 0), 0);
    if (credit.length > 0 && completes) await takeBackCredit(tx, order.id, credit, withoutCredit);
    else if (credit.length > 0 && amount > withoutCredit) {
      throw new DomainError(
        'ORDER_NOT_REFUNDABLE',
        `The chip credit the order loaded is refunded only with the whole order; at most ${String(withoutCredit)} ` +
          'can be refunded without it',
        { refundable: withoutCredit },
      );
    }
    if (completes) {
      canceled.push(...(await cancelTicketRows(tx, order.id, 'all', now)));
      await tx
        .update(orderVouchers)
        .set({ status: 'canceled' })
        .where(and(eq(orderVouchers.orderId, order.id), eq(orderVouchers.status, 'valid')));
    }
    const unitsNow = new Map(before.units);
    const ticketLines: CreditNoteLine[] = [];
    for (const item of items) {
      const count = canceled.filter((ticket) => ticket.orderItemId === item.id).length;
      if (count === 0 || item.unitPrice === 0) continue;
      unitsNow.set(item.id, (unitsNow.get(item.id) ?? 0) + count);
      ticketLines.push({
        orderItemId: item.id,
        name: { ...item.name },
        quantity: count,
        unitPrice: item.unitPrice + item.discount,
        discount: item.discount * count,
        vatRateBasisPoints: item.vatRateBasisPoints,
        parts: item.vatParts?.map((part) => ({ ...part, name: { ...part.name } })) ?? null,
      });
    }
    const byAmount = amount - priceOf(canceled);
    const amountLine = (value: number): CreditNoteLine => ({
      orderItemId: null,
      name: {
        cs: 'Vrácení části ceny',
        sk: 'Vrátenie časti ceny',
        en: 'Partial refund',
        de: 'Teilerstattung',
      },
      quantity: 1,
      unitPrice: value,
      discount: 0,
      vatRateBasisPoints: 0,
      parts: null,
    });
    // Tickets worth more than is left (a part was refunded by amount before): the note credits what is left.
    const creditedLines =
      byAmount < 0 ? [amountLine(amount)] : [...ticketLines, ...(byAmount > 0 ? [amountLine(byAmount)] : [])];
    // Once all is credited the notes add up to the receipt exactly (creditedGrossByRate caps the amount).
    const after: CreditedState = completes
      ? { units: new Map(items.map((item) => [item.id, item.quantity])), amount: Number.MAX_SAFE_INTEGER }
      : { units: unitsNow, amount: before.amount + byAmount };

    const payment = await paidPaymentOf(tx, order.id);
    if (!payment) throw new DomainError('ORDER_NOT_REFUNDABLE', 'The order has no paid payment to refund');
    const cash = payment.provider === 'cash';
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        paymentId: payment.id,
        provider: payment.provider,
        reason: 'boxOffice',
        amount,
        currencyId: order.currencyId,
        counterpartyAccount: payment.provider === 'bank-transfer' ? await payerAccount(tx, order.id) : null,
        // Cash goes back over the counter at once; cards through the provider, transfers through the queue.
        status: cash ? 'refunded' : 'pending',
        refundedAt: cash ? now : null,
      })
      .returning();
    if (!refund) throw new Error('refund not inserted');

    const receipt = await orderReceipt(tx, order);
    const creditable: CreditableItem[] = items.map((item) => ({
      id: item.id,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      discount: item.discount,
      vatRateBasisPoints: item.vatRateBasisPoints,
      parts: item.vatParts,
    }));
    const vatRows = creditNoteVatRows(creditable, before, after, receipt.taxDocument);
    const [note] = await tx
      .insert(creditNotes)
      .values({
        orderId: order.id,
        refundId: refund.id,
        receiptNumber: receipt.receiptNumber,
        reason: input.reason,
        amount,
        lines: creditedLines,
        vatRows,
        issuedAt: now,
      })
      .returning({ id: creditNotes.id });

    const refundedAmount = order.refundedAmount + amount;
    const statusId = completes ? orderStatus.ids.refunded : order.statusId;
    await tx.update(orders).set({ refundedAmount, statusId }).where(eq(orders.id, order.id));
    await enqueueOrderRefundedWebhook(tx, order.id, {
      refundId: refund.id,
      amount,
      provider: refund.provider,
      creditNoteId: note?.id ?? null,
      ticketIds: canceled.map((ticket) => ticket.id),
    });
    return {
      refund,
      creditNoteId: note?.id ?? null,
      canceledTicketIds: canceled.map((ticket) => ticket.id),
      orderStatusId: statusId,
    };
  });
}

/**
 * Sends a pending refund to its provider's refund call, outside any transaction, and records the outcome:
 * refunded with the provider's id, or still pending with why not (then the box office retries). Refunds of
 * providers without a refund call (bank transfers: the refund queue) are left as they are.
 */
export async function sendRefundToProvider(
  db: Db,
  providers: PaymentProviders,
  refundId: string,
  now = () => new Date(),
): Promise<RefundRow> {
  const [refund] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  if (!refund) throw new DomainError('REFUND_NOT_FOUND', `No refund with id ${refundId}`);
  const provider = providers[refund.provider];
  if (refund.status !== 'pending' || !provider || !refund.paymentId) return refund;
  const result = await provider.refund({
    refundId: refund.id,
    paymentId: refund.paymentId,
    amount: refund.amount,
    currencyId: refund.currencyId,
    attempt: refund.attempts,
  });
  const at = now();
  const [updated] = await db
    .update(refunds)
    .set(
      result.ok
        ? {
            status: 'refunded',
            refundedAt: at,
            providerRefundId: result.providerRefundId,
            lastError: null,
            lastAttemptAt: at,
            attempts: sql`${refunds.attempts} + 1`,
          }
        : { lastError: result.error, lastAttemptAt: at, attempts: sql`${refunds.attempts} + 1` },
    )
    // A retry racing the first call: whichever lands second does not undo a success.
    .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')))
    .returning();
  if (updated) return updated;
  const [current] = await db.select().from(refunds).where(eq(refunds.id, refund.id));
  return current ?? refund;
}

/** 409 unless the refund is the order's, still pending, and its provider has a refund call to send it to. */
export async function assertRetryable(
  db: Db,
  providers: PaymentProviders,
  orderId: string,
  refundId: string,
): Promise<void> {
  const [refund] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.id, refundId), eq(refunds.orderId, orderId)));
  if (!refund) throw new DomainError('REFUND_NOT_FOUND', `No refund ${refundId} of this order`);
  if (refund.status !== 'pending' || !providers[refund.provider]) {
    throw new DomainError(
      'REFUND_NOT_RETRYABLE',
      refund.status === 'pending'
        ? 'This refund waits in the refund queue (bank transfer), not for a provider'
        : 'This refund is done already',
    );
  }
}

/**
 * Records money taken by hand (cash at the box office) for an unpaid order: the order becomes paid exactly as
 * by any payment (tickets, receipt, e-mail through the outbox). The amount must be what is owed.
 */
export async function recordManualPayment(
  db: Db,
  input: { orderId: string; amount: number; paymentMethodId: number },
  now = new Date(),
): Promise<{ paymentId: string }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (order.statusId !== orderStatus.ids.pending || order.expiresAt <= now) {
      throw new DomainError(
        'ORDER_NOT_PAYABLE',
        order.statusId === orderStatus.ids.pending
          ? 'The order has expired; its tickets may be sold to someone else'
          : `Only an unpaid order can be paid; this one is ${orderStatus.get(order.statusId).key}`,
      );
    }
    const owed = order.totalAmount - order.paidAmount;
    if (input.amount !== owed) {
      throw new DomainError(
        'PAYMENT_AMOUNT_MISMATCH',
        `The order owes ${String(owed)}; ${String(input.amount)} was entered`,
        { owed },
      );
    }
    // Payments the buyer started online will not complete the order now.
    await tx
      .update(payments)
      .set({ status: 'canceled', updatedAt: now })
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'created')));
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        provider: input.paymentMethodId === paymentMethod.ids.cash ? 'cash' : 'box-office',
        paymentMethodId: input.paymentMethodId,
        status: 'paid',
        amount: input.amount,
        currencyId: order.currencyId,
      })
      .returning({ id: payments.id });
    if (!payment) throw new Error('payment not inserted');
    // The receipt names how it was paid.
    await tx.update(orders).set({ paymentMethodId: input.paymentMethodId }).where(eq(orders.id, order.id));
    const result = await markOrderPaid(tx, order.id, order.totalAmount, now);
    if (!result.transitioned) throw new DomainError('ORDER_NOT_PAYABLE', 'The order cannot be paid any more');
    return { paymentId: payment.id };
  });
}

/** A valid ticket of the order gets a new holder name. */
export async function renameTicketHolder(
  db: Db,
  input: { orderId: string; ticketId: string; holderName: string },
): Promise<{ previous: string | null }> {
  const [ticket] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, input.ticketId), eq(tickets.orderId, input.orderId)));
  if (!ticket) throw new DomainError('TICKET_NOT_FOUND', 'No such ticket in this order');
  if (ticket.status !== 'valid') {
    throw new DomainError('TICKET_NOT_CANCELABLE', 'A canceled ticket cannot get a new holder');
  }
  await db.update(tickets).set({ holderName: input.holderName }).where(eq(tickets.id, ticket.id));
  return { previous: ticket.holderName };
}

/** Queues the tickets e-mail of a paid order once more (through the outbox, as the first one went). */
export async function resendTicketsMail(db: Db, orderId: string): Promise<void> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('order', `No order with id ${orderId}`);
  if (order.statusId !== orderStatus.ids.paid) {
    throw new DomainError('ORDER_NOT_PAID', 'Tickets are sent for paid orders only');
  }
  await enqueueOutbox(db, {
    kind: ORDER_PAID_MAIL,
    dedupeKey: `${ORDER_PAID_MAIL}:${order.id}:resend:${randomUUID()}`,
    payload: { orderId: order.id, resend: true },
  });
}
