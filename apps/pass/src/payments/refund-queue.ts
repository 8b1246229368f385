// The refund queue: money that arrived for no order to keep (late card payments, bank over- and late payments,
// part payments of orders that closed unpaid, chip top-ups past the chip's maximum).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bankTransactions, orders, refunds } from '../db/schema';
import type { refundReasons } from '../db/schema/payments';

export type RefundReason = (typeof refundReasons)[number];

export interface PaymentRefundInput {
  paymentId: string;
  orderId: string;
  provider: string;
  reason: RefundReason;
  amount: number;
  currencyId: number;
  /** For a bank-transfer payment: the account its money came from. */
  counterpartyAccount?: string | null;
}

export interface BankRefundInput {
  bankTransactionId: string;
  orderId: string | null;
  reason: RefundReason;
  amount: number;
  currencyId: number;
  counterpartyAccount: string | null;
}

/**
 * Queues (part of) a payment for refund, in the caller's transaction; a second call for the payment adds nothing.
 * The new entry's id, or undefined when the payment already had one.
 */
export async function queuePaymentRefund(tx: Db, input: PaymentRefundInput): Promise<string | undefined> {
  const [inserted] = await tx
    .insert(refunds)
    .values({ ...input, counterpartyAccount: input.counterpartyAccount ?? null })
    // The unique index covers the automatic reasons only (box-office refunds of a payment may be several).
    .onConflictDoNothing({ target: refunds.paymentId, where: sql`${refunds.reason} <> 'boxOffice'` })
    .returning({ id: refunds.id });
  return inserted?.id;
}

/** Queues an imported bank transaction for refund; once per transaction whatever the re-imports. */
export async function queueBankRefund(tx: Db, input: BankRefundInput): Promise<boolean> {
  const inserted = await tx
    .insert(refunds)
    .values({ ...input, provider: 'bank-transfer' })
    .onConflictDoNothing({ target: refunds.bankTransactionId })
    .returning({ id: refunds.id });
  return inserted.length > 0;
}

/**
 * Queues the transfers that orders kept while waiting for the rest of their amount (credited as `underpaid`),
 * for orders that have just closed unpaid (canceled or expired), in the transaction that closes them. Without
 * this the money would sit on a closed order with no refund entry. Returns how many entries it added.
 */
export async function queueCreditedTransfers(tx: Db, orderIds: readonly string[]): Promise<number> {
  if (orderIds.length === 0) return 0;
  const credited = await tx
    .select()
    .from(bankTransactions)
    .where(
      and(inArray(bankTransactions.orderId, [...orderIds]), eq(bankTransactions.matchStatus, 'underpaid')),
    );
  let queued = 0;
  for (const transfer of credited) {
    const added = await queueBankRefund(tx, {
      bankTransactionId: transfer.id,
      orderId: transfer.orderId,
      reason: 'orderClosed',
      amount: transfer.amount,
      currencyId: transfer.currencyId,
      counterpartyAccount: transfer.counterpartyAccount,
    });
    if (added) queued += 1;
  }
  return queued;
}

/** Entries still to refund, oldest first, with the order number the operator looks up. */
export async function pendingRefunds(db: Db) {
  const rows = await db
    .select({ refund: refunds, orderNumber: orders.orderNumber })
    .from(refunds)
    .leftJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refunds.status, 'pending'))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  return rows.map(({ refund, orderNumber }) => ({
    refundId: refund.id,
    orderId: refund.orderId,
    orderNumber,
    paymentId: refund.paymentId,
    bankTransactionId: refund.bankTransactionId,
    provider: refund.provider,
    reason: refund.reason,
    amount: refund.amount,
    currencyId: refund.currencyId,
    counterpartyAccount: refund.counterpartyAccount,
    status: refund.status,
    createdAt: refund.createdAt.toISOString(),
  }));
}
