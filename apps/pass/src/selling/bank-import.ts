// Imports a bank statement: each incoming transfer is recorded once, matched to its order by variable
// symbol, and pays the order when it covers exactly what is owed; other amounts are flagged and queued for refund.
// A statement an organizer uploads may pay only that organizer's orders; a person can match a flagged line by hand.
import { orderStatus } from '@repo/enums';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bankTransactions, events, orders, payments } from '../db/schema';
import { DomainError } from '../domain/domain-error';
import { matchTransaction } from '../payments/bank-transfer/match';
import { queueBankRefund } from '../payments/refund-queue';
import type { RefundReason } from '../payments/refund-queue';
import type { BankMatchStatus } from '../payments/bank-transfer/match';
import type { StatementCsvError, StatementTransaction } from '../payments/bank-transfer/statement-csv';
import { parseStatement } from '../payments/bank-transfer/statement-file';
import type { StatementFormat } from '../payments/bank-transfer/statement-file';
import { orderNumberFromVariableSymbol } from '../payments/bank-transfer/variable-symbol';
import { markOrderPaid } from './order-paid';
import { expireLapsedOrder } from './sweep';

export interface ImportedTransaction {
  bankReference: string;
  /** null when this reference was imported before (the earlier result stands). */
  matchStatus: BankMatchStatus | null;
  orderId: string | null;
  orderNumber: number | null;
  paidNow: boolean;
}

export interface StatementImport {
  format: StatementFormat;
  transactions: ImportedTransaction[];
  duplicates: number;
  skipped: number;
  errors: StatementCsvError[];
}

/**
 * Which transfers go to the refund queue: those tied to an order but not credited to it (more than owed, the
 * order already paid, expired or canceled, or another currency). Unmatched transfers name no order; they stay
 * flagged in bank_transaction for a person to identify, since they may not be refunds at all.
 */
export function refundReasonOf(
  status: BankMatchStatus,
  orderStatusId: number | undefined,
): RefundReason | null {
  if (status === 'alreadyPaid') return 'alreadyPaid';
  if (status === 'wrongCurrency') return 'wrongCurrency';
  if (status !== 'overpaid') return null;
  return orderStatusId === orderStatus.ids.pending ? 'overpaid' : 'orderClosed';
}

/** Locks the order a transfer names (of the organizer, when the statement is an organizer's) and closes it if lapsed. */
async function lockOrder(
  tx: Db,
  where: { orderNumber: number; organizerId: string | null },
  now: Date,
): Promise<typeof orders.$inferSelect | undefined> {
  const [locked] = await tx
    .select({ order: orders })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(
      and(
        eq(orders.orderNumber, where.orderNumber),
        where.organizerId === null ? undefined : eq(events.organizerId, where.organizerId),
      ),
    )
    .for('update', { of: orders });
  if (!locked) return undefined;
  // A transfer for an order past its window meets it closed, as it would after the sweep.
  if (!(await expireLapsedOrder(tx, locked.order.id, now))) return locked.order;
  const [reread] = await tx.select().from(orders).where(eq(orders.id, locked.order.id));
  return reread;
}

/** What a recorded transfer does to its order: refund queue for money not owed, credit, or payment. */
async function settle(
  tx: Db,
  bankTransactionId: string,
  transaction: StatementTransaction,
  order: typeof orders.$inferSelect | undefined,
  match: ReturnType<typeof matchTransaction>,
  now: Date,
): Promise<boolean> {
  const reason = refundReasonOf(match.status, order?.statusId);
  if (reason) {
    await queueBankRefund(tx, {
      bankTransactionId,
      orderId: order?.id ?? null,
      reason,
      amount: transaction.amount,
      currencyId: transaction.currencyId,
      counterpartyAccount: transaction.counterpartyAccount,
    });
  }
  if (!order || !match.creditsOrder) return false;
  const paidAmount = order.paidAmount + transaction.amount;
  if (!match.marksPaid) {
    await tx
      .update(orders)
      .set({ paidAmount })
      .where(and(eq(orders.id, order.id), eq(orders.statusId, orderStatus.ids.pending)));
    return false;
  }
  // The payment is paid before the order, so what the paid order does (a chip refund) can name it.
  await tx
    .update(payments)
    .set({ status: 'paid', updatedAt: now })
    .where(
      and(
        eq(payments.orderId, order.id),
        eq(payments.provider, 'bank-transfer'),
        ne(payments.status, 'paid'),
      ),
    );
  return (await markOrderPaid(tx, order.id, paidAmount, now)).transitioned;
}

function matchableOf(order: typeof orders.$inferSelect | undefined) {
  return (
    order && {
      orderId: order.id,
      orderNumber: order.orderNumber,
      statusId: order.statusId,
      totalAmount: order.totalAmount,
      paidAmount: order.paidAmount,
      currencyId: order.currencyId,
    }
  );
}

async function importOne(
  db: Db,
  transaction: StatementTransaction,
  organizerId: string | null,
  now: Date,
): Promise<ImportedTransaction> {
  return db.transaction(async (tx) => {
    const orderNumber = orderNumberFromVariableSymbol(transaction.variableSymbol);
    const order = orderNumber === null ? undefined : await lockOrder(tx, { orderNumber, organizerId }, now);
    const match = matchTransaction(transaction, matchableOf(order));
    const recorded = await tx
      .insert(bankTransactions)
      .values({
        ...transaction,
        organizerId,
        orderId: match.status === 'unmatched' ? null : (order?.id ?? null),
        matchStatus: match.status,
      })
      .onConflictDoNothing({ target: [bankTransactions.organizerId, bankTransactions.bankReference] })
      .returning({ id: bankTransactions.id });
    const [bankTransaction] = recorded;
    if (!bankTransaction) {
      return {
        bankReference: transaction.bankReference,
        matchStatus: null,
        orderId: null,
        orderNumber: null,
        paidNow: false,
      };
    }
    const paidNow = await settle(tx, bankTransaction.id, transaction, order, match, now);
    return {
      bankReference: transaction.bankReference,
      matchStatus: match.status,
      orderId: order?.id ?? null,
      orderNumber: order?.orderNumber ?? null,
      paidNow,
    };
  });
}

/**
 * A person ties an unmatched transfer of the organizer's statement to one of its orders (the buyer wrote no or a
 * wrong variable symbol). The transfer then counts as if it had carried the order's symbol.
 */
export async function matchBankTransactionByHand(
  db: Db,
  input: { organizerId: string; bankTransactionId: string; orderNumber: number },
  now = new Date(),
): Promise<{ row: typeof bankTransactions.$inferSelect; orderNumber: number; paidNow: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(bankTransactions)
      .where(
        and(
          eq(bankTransactions.id, input.bankTransactionId),
          eq(bankTransactions.organizerId, input.organizerId),
        ),
      )
      .for('update');
    if (!row)
      throw new DomainError('BANK_TRANSACTION_NOT_FOUND', 'No such bank transaction of this organizer');
    if (row.matchStatus !== 'unmatched') {
      throw new DomainError('BANK_TRANSACTION_MATCHED', 'The transaction is already matched to an order', {
        matchStatus: row.matchStatus,
      });
    }
    const order = await lockOrder(
      tx,
      { orderNumber: input.orderNumber, organizerId: input.organizerId },
      now,
    );
    if (!order) throw new DomainError('ORDER_NOT_FOUND', `No order ${input.orderNumber} of this organizer`);
    const transaction: StatementTransaction = {
      bankReference: row.bankReference,
      bookedAt: row.bookedAt,
      amount: row.amount,
      currencyId: row.currencyId,
      variableSymbol: String(order.orderNumber),
      counterpartyAccount: row.counterpartyAccount,
      message: row.message,
    };
    const match = matchTransaction(transaction, matchableOf(order));
    const [updated] = await tx
      .update(bankTransactions)
      .set({ orderId: order.id, matchStatus: match.status })
      .where(eq(bankTransactions.id, row.id))
      .returning();
    const paidNow = await settle(tx, row.id, transaction, order, match, now);
    return { row: updated ?? row, orderNumber: order.orderNumber, paidNow };
  });
}

/**
 * Parses (CSV or GPC) and imports a statement; each transfer in its own transaction, so one bad line never undoes
 * others. With an organizerId, only that organizer's orders can be matched.
 */
export async function importStatement(
  db: Db,
  text: string,
  options: { organizerId?: string | null; now?: Date } = {},
): Promise<StatementImport> {
  const parsed = parseStatement(text);
  const now = options.now ?? new Date();
  const organizerId = options.organizerId ?? null;
  const transactions: ImportedTransaction[] = [];
  for (const transaction of parsed.transactions) {
    transactions.push(await importOne(db, transaction, organizerId, now));
  }
  return {
    format: parsed.format,
    transactions,
    duplicates: transactions.filter((row) => row.matchStatus === null).length,
    skipped: parsed.skipped,
    errors: parsed.errors,
  };
}
