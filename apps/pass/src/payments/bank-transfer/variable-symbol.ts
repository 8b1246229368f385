// The variable symbol (VS) of a bank-transfer order: its order number, 1 to 10 digits without leading zeros.
import { BankTransferFieldError } from './field-error';

/** SPAYD X-VS and the Czech/Slovak payment systems allow at most ten digits. */
export const VARIABLE_SYMBOL_MAX_DIGITS = 10;

/**
 * The variable symbol the buyer must send for an order. Order numbers start at 1 000 001 (seven digits),
 * so they stay valid symbols up to 9 999 999 999; a larger number would be truncated by banks and is refused.
 */
export function variableSymbolForOrder(orderNumber: number): string {
  if (!Number.isSafeInteger(orderNumber) || orderNumber < 1) {
    throw new BankTransferFieldError('orderNumber', `must be a positive integer, got ${String(orderNumber)}`);
  }
  const symbol = String(orderNumber);
  if (symbol.length > VARIABLE_SYMBOL_MAX_DIGITS) {
    throw new BankTransferFieldError(
      'orderNumber',
      `${symbol} has more than ${String(VARIABLE_SYMBOL_MAX_DIGITS)} digits and cannot be a variable symbol`,
    );
  }
  return symbol;
}

/**
 * The order number a statement's variable symbol points at, or null when it cannot be one. Banks pad
 * symbols with leading zeros (`0001000042`); the statement parser strips them, this accepts both.
 */
export function orderNumberFromVariableSymbol(variableSymbol: string | null): number | null {
  if (variableSymbol === null) return null;
  const digits = variableSymbol.trim().replace(/^0+/, '');
  if (!/^\d{1,10}$/.test(digits)) return null;
  return Number(digits);
}
