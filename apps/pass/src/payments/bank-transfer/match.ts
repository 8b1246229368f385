// Matching one imported bank transaction to the order its variable symbol names: pure, no database.
//
// Only an exact payment completes an order. Everything else is recorded and flagged for a person:
// - underpaid: the money is credited to the order (paidAmount grows) but it stays pending; a second
//   transfer with the rest completes it.
// - overpaid: nothing is credited and the order is not marked paid. An operator decides whether to accept
//   the order and refund the excess, or refund the whole transfer; accepting it silently would hide a
//   mistake (a wrong amount or someone else's symbol).
// - alreadyPaid: the order was paid before (e.g. by card, or the buyer paid twice): refund candidate.
// - a canceled or expired order owes nothing, so any transfer to it is an overpayment: flagged, never a
//   revival (orderStatusTransitions allows no way back from those states).
import { orderStatus } from '@repo/enums';
import type { bankMatchStatuses } from '../../db/schema/payments';
import type { StatementTransaction } from './statement-csv';

export type BankMatchStatus = (typeof bankMatchStatuses)[number];

/** The order a variable symbol points at, as the caller read it (inside its transaction, locked). */
export interface MatchableOrder {
  orderId: string;
  orderNumber: number;
  /** orderStatus enumeration id of @repo/enums. */
  statusId: number;
  totalAmount: number;
  paidAmount: number;
  currencyId: number;
}

export interface BankMatch {
  status: BankMatchStatus;
  /** The order moves pending -> paid (only for `matched`). */
  marksPaid: boolean;
  /** The transaction's amount is added to the order's paidAmount (`matched` and `underpaid`). */
  creditsOrder: boolean;
  /**
   * What the order would still owe after this transfer: > 0 is missing (underpaid), < 0 is money to
   * refund or decide on (overpaid, alreadyPaid), 0 for matched. Null when no order in the same currency.
   */
  remainingAmount: number | null;
}

/**
 * Classifies a transfer against its order. `order` is undefined when no order has the transaction's
 * variable symbol; an order whose number differs from the symbol is treated the same way, so a wrong
 * lookup can never pay a stranger's order.
 */
export function matchTransaction(
  tx: Pick<StatementTransaction, 'amount' | 'currencyId' | 'variableSymbol'>,
  order: MatchableOrder | undefined,
): BankMatch {
  if (!Number.isSafeInteger(tx.amount) || tx.amount <= 0) {
    throw new Error(`matchTransaction: amount must be a positive integer, got ${String(tx.amount)}`);
  }
  if (order === undefined || tx.variableSymbol !== String(order.orderNumber)) {
    return { status: 'unmatched', marksPaid: false, creditsOrder: false, remainingAmount: null };
  }
  if (tx.currencyId !== order.currencyId) {
    return { status: 'wrongCurrency', marksPaid: false, creditsOrder: false, remainingAmount: null };
  }
  if (order.statusId === orderStatus.ids.paid) {
    return { status: 'alreadyPaid', marksPaid: false, creditsOrder: false, remainingAmount: -tx.amount };
  }
  if (order.statusId !== orderStatus.ids.pending) {
    return { status: 'overpaid', marksPaid: false, creditsOrder: false, remainingAmount: -tx.amount };
  }
  const owed = Math.max(0, order.totalAmount - order.paidAmount);
  const remainingAmount = owed - tx.amount;
  if (remainingAmount === 0) {
    return { status: 'matched', marksPaid: true, creditsOrder: true, remainingAmount };
  }
  if (remainingAmount > 0) {
    return { status: 'underpaid', marksPaid: false, creditsOrder: true, remainingAmount };
  }
  return { status: 'overpaid', marksPaid: false, creditsOrder: false, remainingAmount };
}
