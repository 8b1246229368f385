// Payment attempts and bank transactions, read by the payment endpoints.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../database';
import { bankTransactions, payments } from '../schema';

export type PaymentRow = typeof payments.$inferSelect;

export async function findPayment(db: Db, paymentId: string): Promise<PaymentRow | undefined> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return payment;
}

/** The payment an order was paid with (the latest paid one). */
export async function paidPaymentOf(db: Db, orderId: string): Promise<PaymentRow | undefined> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')))
    .orderBy(desc(payments.updatedAt))
    .limit(1);
  return payment;
}

/** The bank transactions matched to an order, oldest booking first, as the API shows them. */
export async function listOrderBankTransactions(db: Db, orderId: string) {
  const rows = await db
    .select()
    .from(bankTransactions)
    .where(eq(bankTransactions.orderId, orderId))
    .orderBy(asc(bankTransactions.bookedAt));
  return rows.map((row) => ({
    bankTransactionId: row.id,
    bankReference: row.bankReference,
    bookedAt: row.bookedAt.toISOString(),
    amount: row.amount,
    currencyId: row.currencyId,
    variableSymbol: row.variableSymbol,
    counterpartyAccount: row.counterpartyAccount,
    message: row.message,
    orderId: row.orderId,
    matchStatus: row.matchStatus,
  }));
}
