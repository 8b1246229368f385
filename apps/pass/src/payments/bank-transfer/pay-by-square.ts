// PAY by square: the Slovak Banking Association's payment QR string for EUR orders, encoded by `bysquare`.
//
// The payload is one payment order (PaymentOptions.PaymentOrder) with the organizer's account, the amount,
// EUR, the variable symbol, a payment note and the beneficiary name, serialized, LZMA-compressed and
// base32hex-encoded by bysquare as version 1.2.0 of the standard. Version 1.2.0 requires the beneficiary
// name (Slovak banks check the payee's name against the account), so `recipientName` is required here.
// Text is folded to ASCII before encoding, as bysquare itself does by default, because not every bank app
// handles diacritics.
import { Version } from 'bysquare';
import { CurrencyCode, encode, PaymentOptions } from 'bysquare/pay';
import type { DataModel } from 'bysquare/pay';
import { foldToAscii } from './ascii-text';
import { normalizeBic, normalizeIban } from './bank-account';
import { bankDueDay } from './due-date';
import { BankTransferFieldError } from './field-error';
import { minorUnitsToMajorNumber } from './minor-units';
import { VARIABLE_SYMBOL_MAX_DIGITS } from './variable-symbol';

export interface PayBySquareInput {
  /** The organizer's IBAN; spaces and lower case are tolerated, the check digits must be right. */
  iban: string;
  bic?: string;
  /** Integer minor units (euro cents), 1 to 999 999 999. */
  amountMinor: number;
  currencyIsoChar: 'EUR';
  /** 1 to 10 digits: the order number. */
  variableSymbol: string;
  /** Payment note shown to both sides; at most 140 characters after folding to ASCII. */
  message?: string;
  /** Beneficiary (organizer) name, required by PAY by square 1.2.0; at most 70 characters. */
  recipientName: string;
  /** Due date; written as the calendar day in Central European time. */
  dueDate?: Date;
}

/** Field limits of the PAY by square XSD (bysquare does not enforce them, so we do). */
export const PAY_BY_SQUARE_LIMITS = {
  /** The same ceiling as QR Platba: a ticket order never comes near it, and one bound is easier to reason about. */
  amountMinorMax: 999_999_999,
  paymentNoteMaxChars: 140,
  beneficiaryNameMaxChars: 70,
} as const;

function checkedText(value: string, field: string, maxChars: number): string {
  const folded = foldToAscii(value);
  const length = [...folded].length;
  if (length > maxChars) {
    throw new BankTransferFieldError(
      field,
      `must be at most ${String(maxChars)} characters, got ${String(length)}: "${folded}"`,
    );
  }
  return folded;
}

/**
 * The PAY by square QR string for one EUR payment order. Throws BankTransferFieldError naming the field
 * for an invalid IBAN or BIC, an amount outside 0.01..9 999 999.99, a currency other than EUR, a variable
 * symbol that is not 1 to 10 digits, an empty or over-long beneficiary name or an over-long note.
 */
export function buildPayBySquare(input: PayBySquareInput): string {
  const iban = normalizeIban(input.iban);
  const bic = input.bic === undefined || input.bic.trim() === '' ? undefined : normalizeBic(input.bic);

  const { amountMinor } = input;
  if (
    !Number.isSafeInteger(amountMinor) ||
    amountMinor < 1 ||
    amountMinor > PAY_BY_SQUARE_LIMITS.amountMinorMax
  ) {
    throw new BankTransferFieldError(
      'amountMinor',
      `must be an integer from 1 to ${String(PAY_BY_SQUARE_LIMITS.amountMinorMax)} minor units, got ${String(amountMinor)}`,
    );
  }

  // The type says EUR, but callers may pass a value read from the database; check at runtime too.
  if (String(input.currencyIsoChar) !== CurrencyCode.EUR) {
    throw new BankTransferFieldError(
      'currencyIsoChar',
      `PAY by square is used for EUR only, got "${String(input.currencyIsoChar)}"`,
    );
  }

  const variableSymbol = input.variableSymbol.trim();
  if (!new RegExp(`^\\d{1,${String(VARIABLE_SYMBOL_MAX_DIGITS)}}$`).test(variableSymbol)) {
    throw new BankTransferFieldError(
      'variableSymbol',
      `must be 1 to ${String(VARIABLE_SYMBOL_MAX_DIGITS)} digits, got "${input.variableSymbol}"`,
    );
  }

  const name = checkedText(
    input.recipientName,
    'recipientName',
    PAY_BY_SQUARE_LIMITS.beneficiaryNameMaxChars,
  );
  if (name === '') {
    throw new BankTransferFieldError(
      'recipientName',
      'is required by PAY by square 1.2.0 and must not be empty',
    );
  }
  const note =
    input.message === undefined
      ? ''
      : checkedText(input.message, 'message', PAY_BY_SQUARE_LIMITS.paymentNoteMaxChars);

  const model: DataModel = {
    payments: [
      {
        type: PaymentOptions.PaymentOrder,
        amount: minorUnitsToMajorNumber(amountMinor),
        currencyCode: CurrencyCode.EUR,
        variableSymbol,
        ...(note === '' ? {} : { paymentNote: note }),
        ...(input.dueDate === undefined ? {} : { paymentDueDate: bankDueDay(input.dueDate) }),
        bankAccounts: [bic === undefined ? { iban } : { iban, bic }],
        beneficiary: { name },
      },
    ],
  };
  // All three options are spelled out: passing any options object replaces bysquare's defaults entirely,
  // so `{ version }` alone would silently switch validation and diacritics removal off.
  return encode(model, { deburr: true, validate: true, version: Version['1.2.0'] });
}
