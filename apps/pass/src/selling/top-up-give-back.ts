// What a just-paid top-up order does not keep, given back in the paying transaction: credit past a chip's maximum,
// and a first-top-up fee that stopped being due (another top-up of the chip was credited between the order's
// creation and its payment). One refund entry for the payment, a credit note for the fee (a taxed service), and
// the order's refunded amount, so the box office cannot give the same money back twice.
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bankTransactions, creditNotes, orderItems, orders } from '../db/schema';
import { paidPaymentOf } from '../db/queries/payments';
import type { CreditNoteLine } from '../db/schema/credit-notes';
import { queuePaymentRefund } from '../payments/refund-queue';
import { creditNoteVatRows } from '../receipts/credit-note';
import { orderReceipt } from './order-documents';
import { orderLanguage } from './order-views';
import type { LabelLanguage } from '@repo/enums';

export interface NotKept {
  /** Credit that did not fit on its chips (or had no chip to go to). */
  credit: number;
  /** The order's chipFee lines that are not due. */
  feeItemIds: readonly string[];
}

/** Why the money went back, on the credit note, in the order's language. */
const noteReason: Record<LabelLanguage, string> = {
  cs: 'Poplatek za první dobití nebyl splatný: čip už dříve dobila jiná platba.',
  sk: 'Poplatok za prvé dobitie nebol splatný: čip už predtým dobila iná platba.',
  en: 'The first top-up fee was not due: another payment had topped up the chip first.',
  de: 'Die Gebühr für die erste Aufladung war nicht fällig: Eine andere Zahlung hatte den Chip zuerst aufgeladen.',
};

const creditLineName = {
  cs: 'Kredit nad limit čipu',
  sk: 'Kredit nad limit čipu',
  en: 'Credit over the chip’s limit',
  de: 'Guthaben über dem Chip-Limit',
};

export async function giveBackNotKept(tx: Db, orderId: string, notKept: NotKept, now = new Date()) {
  // The order's lines, read once: the fee lines to give back and, for the credit note, all of them.
  const items =
    notKept.feeItemIds.length === 0
      ? []
      : await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const fees = items.filter((item) => notKept.feeItemIds.includes(item.id));
  // unitPrice is per unit after its discount.
  const feeAmount = fees.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  const amount = notKept.credit + feeAmount;
  if (amount === 0) return;
  const payment = await paidPaymentOf(tx, orderId);
  if (!payment) throw new Error(`paid top-up order ${orderId} has no paid payment`);
  const [transfer] = await tx
    .select({ counterpartyAccount: bankTransactions.counterpartyAccount })
    .from(bankTransactions)
    .where(eq(bankTransactions.orderId, orderId))
    .orderBy(desc(bankTransactions.importedAt))
    .limit(1);
  // One automatic entry per payment (its unique key): credit over the limit and a fee not due go back together,
  // named after the credit when there is any.
  const refundId = await queuePaymentRefund(tx, {
    paymentId: payment.id,
    orderId,
    provider: payment.provider,
    reason: notKept.credit > 0 ? 'chipLimit' : 'chipFee',
    amount,
    currencyId: payment.currencyId,
    counterpartyAccount: transfer?.counterpartyAccount ?? null,
  });
  if (!refundId) return;
  const [order] = await tx
    .update(orders)
    .set({ refundedAmount: sql`${orders.refundedAmount} + ${amount}` })
    .where(eq(orders.id, orderId))
    .returning();
  if (!order || fees.length === 0) return;

  // The fee was on the order's receipt with its VAT: the credit note takes it back, line by line.
  const receipt = await orderReceipt(tx, order);
  const creditable = items.map((item) => ({
    id: item.id,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    discount: item.discount,
    vatRateBasisPoints: item.vatRateBasisPoints,
    parts: item.vatParts,
  }));
  // Paid in this very transaction: nothing was credited before. Credit given back with the fee is a line of its
  // own at 0 % (a voucher), so the note adds up to the refund.
  const before = { units: new Map<string, number>(), amount: 0 };
  const after = { units: new Map(fees.map((item) => [item.id, item.quantity])), amount: notKept.credit };
  const feeLines: CreditNoteLine[] = fees.map((item) => ({
    orderItemId: item.id,
    name: { ...item.name },
    quantity: item.quantity,
    unitPrice: item.unitPrice + item.discount,
    discount: item.discount * item.quantity,
    vatRateBasisPoints: item.vatRateBasisPoints,
    parts: null,
  }));
  const creditLine: CreditNoteLine = {
    orderItemId: null,
    name: { ...creditLineName },
    quantity: 1,
    unitPrice: notKept.credit,
    discount: 0,
    vatRateBasisPoints: 0,
    parts: null,
  };
  await tx.insert(creditNotes).values({
    orderId,
    refundId,
    receiptNumber: receipt.receiptNumber,
    reason: noteReason[orderLanguage(order)],
    amount,
    lines: notKept.credit > 0 ? [...feeLines, creditLine] : feeLines,
    vatRows: creditNoteVatRows(creditable, before, after, receipt.taxDocument),
    issuedAt: now,
  });
}
