// Imports a bank statement: each incoming transfer is recorded once, matched to its order by variable
// symbol, and pays the order when it covers exactly what is owed; other amounts are flagged and queued for refund.
import { orderStatus } from '@repo/enums';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bankTransactions, orders, payments } from '../db/schema';
import { matchTransaction } from '../payments/bank-transfer/match';
import { queueBankRefund } from '../payments/refund-queue';
import type { RefundReason } from '../payments/refund-queue';
import type { BankMatchStatus } from '../payments/bank-transfer/match';
import { parseStatementCsv } from '../payments/bank-transfer/statement-csv';
import type { StatementCsvError, StatementTransaction } from '../payments/bank-transfer/statement-csv';
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

async function importOne(db: Db, transaction: StatementTransaction, now: Date): Promise<ImportedTransaction> {
  return db.transaction(async (tx) => {
    const orderNumber = orderNumberFromVariableSymbol(transaction.variableSymbol);
    const [locked] =
      orderNumber === null
        ? []
        : await tx.select().from(orders).where(eq(orders.orderNumber, orderNumber)).for('update');
    // A transfer for an order past its window meets it closed, as it would after the sweep.
    const lapsed = locked !== undefined && (await expireLapsedOrder(tx, locked.id, now));
    const [order] =
      lapsed && locked ? await tx.select().from(orders).where(eq(orders.id, locked.id)) : [locked];
    const match = matchTransaction(
      transaction,
      order && {
        orderId: order.id,
        orderNumber: order.orderNumber,
        statusId: order.statusId,
        totalAmount: order.totalAmount,
        paidAmount: order.paidAmount,
        currencyId: order.currencyId,
      },
    );
    const recorded = await tx
      .insert(bankTransactions)
      .values({
        ...transaction,
        orderId: match.status === 'unmatched' ? null : (order?.id ?? null),
        matchStatus: match.status,
      })
      .onConflictDoNothing({ target: bankTransactions.bankReference })
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
    const reason = refundReasonOf(match.status, order?.statusId);
    if (reason) {
      await queueBankRefund(tx, {
        bankTransactionId: bankTransaction.id,
        orderId: order?.id ?? null,
        reason,
        amount: transaction.amount,
        currencyId: transaction.currencyId,
        counterpartyAccount: transaction.counterpartyAccount,
      });
    }
    let paidNow = false;
    if (order && match.creditsOrder) {
      const paidAmount = order.paidAmount + transaction.amount;
      if (match.marksPaid) {
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
        paidNow = (await markOrderPaid(tx, order.id, paidAmount, now)).transitioned;
      } else {
        await tx
          .update(orders)
          .set({ paidAmount })
          .where(and(eq(orders.id, order.id), eq(orders.statusId, orderStatus.ids.pending)));
      }
    }
    return {
      bankReference: transaction.bankReference,
      matchStatus: match.status,
      orderId: order?.id ?? null,
      orderNumber: order?.orderNumber ?? null,
      paidNow,
    };
  });
}

/** Parses and imports a statement; each transfer in its own transaction, so one bad line never undoes others. */
export async function importStatement(db: Db, csv: string, now = new Date()): Promise<StatementImport> {
  const parsed = parseStatementCsv(csv);
  const transactions: ImportedTransaction[] = [];
  for (const transaction of parsed.transactions) transactions.push(await importOne(db, transaction, now));
  return {
    transactions,
    duplicates: transactions.filter((row) => row.matchStatus === null).length,
    skipped: parsed.skipped,
    errors: parsed.errors,
  };
}
