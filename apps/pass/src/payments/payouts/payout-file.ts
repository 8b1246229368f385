// What a payout batch file is made of, whichever format writes it: the payer (the organizer) and the payments.
import type { DomesticAccount } from './payout-account';

export interface PayoutPayer {
  name: string;
  iban: string;
  bic: string | null;
  /** Set for a Czech payer account (the ABO batch needs it). */
  domestic: DomesticAccount | null;
}

export interface PayoutPayment {
  /** The refund's id: the end-to-end reference the bank statement will carry back. */
  refundId: string;
  amount: number;
  recipientName: string;
  iban: string;
  bic: string | null;
  domestic: DomesticAccount | null;
  /** Digits only, up to 10: the order number when there is one. */
  variableSymbol: string | null;
  message: string;
}

export interface PayoutBatchInput {
  batchId: string;
  createdAt: Date;
  /** The day the bank should send the money (Europe/Prague), YYYY-MM-DD. */
  executionDate: string;
  payer: PayoutPayer;
  payments: readonly PayoutPayment[];
}

/** Minor units as a decimal with two places, the way both formats write EUR and CZK amounts. */
export function decimalAmount(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
