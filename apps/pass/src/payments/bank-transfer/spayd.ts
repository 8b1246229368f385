// QR Platba: the SPAYD 1.0 string (Czech Banking Association standard) a bank app reads from a payment QR.
//
// Format (qr-platba.cz, "Specifikace formátu"): the header `SPD*1.0`, then `KEY:value` pairs each preceded by
// `*`. Keys this module writes, in alphabetical order (the canonical order the spec uses for CRC32):
//   ACC   payee account: IBAN, optionally `+BIC` (max 46 characters)                         required
//   AM    amount, decimal dot, at most two decimals, max 9 999 999.99 (max 10 characters)
//   CC    currency, ISO 4217 (3 letters)
//   DT    due date, YYYYMMDD
//   MSG   message for the payee (max 60 characters)
//   RN    payee name (max 35 characters)
//   X-VS  variable symbol, 1 to 10 digits
// Keys we never write: ALT-ACC, RF, PT, NT, NTA, CRC32, X-SS, X-KS, X-PER, X-ID, X-URL.
//
// Escaping: `*` separates pairs, so inside a value it is written `%2A`; `%` itself becomes `%25` so that a
// reader's percent-decoding gives back the text. The spec allows UTF-8 in values, but several Czech bank
// apps show accented letters garbled, so MSG and RN are folded to ASCII (`Vstupenky Křižík` ->
// `Vstupenky Krizik`); a character with no ASCII form (`€`) is percent-encoded as UTF-8, which the original
// SPAYD rule for non-ASCII characters prescribes and readers decode. Line breaks and tabs become spaces.
import { foldToAscii } from './ascii-text';
import { normalizeBic, normalizeIban } from './bank-account';
import { bankDueDay } from './due-date';
import { BankTransferFieldError } from './field-error';
import { formatMinorUnits } from './minor-units';
import { VARIABLE_SYMBOL_MAX_DIGITS } from './variable-symbol';

export interface SpaydInput {
  /** The organizer's IBAN; spaces and lower case are tolerated, the check digits must be right. */
  iban: string;
  bic?: string;
  /** Integer minor units (haléře for CZK), 1 to 999 999 999. */
  amountMinor: number;
  /** ISO 4217 code; QR Platba is meant for CZK but the format carries any currency. */
  currencyIsoChar: string;
  /** 1 to 10 digits: the order number. */
  variableSymbol: string;
  /** Shown to the payee in the statement; at most 60 characters after folding to ASCII. */
  message?: string;
  /** Payee name; at most 35 characters after folding to ASCII. */
  recipientName?: string;
  /** Due date; written as the calendar day in Prague, where the payee's bank books it. */
  dueDate?: Date;
}

export const SPAYD_LIMITS = {
  amountMinorMax: 999_999_999,
  messageMaxChars: 60,
  recipientNameMaxChars: 35,
} as const;

const SPAYD_HEADER = 'SPD*1.0';

/**
 * A value escaped for a SPAYD string: `%` -> `%25`, `*` -> `%2A`, and any character outside printable
 * ASCII percent-encoded as UTF-8. Every other printable ASCII character, `:` and `+` included, is literal
 * (a reader splits each pair at its first `:`).
 */
export function escapeSpaydValue(value: string): string {
  let escaped = '';
  for (const char of value) {
    if (char === '%') escaped += '%25';
    else if (char === '*') escaped += '%2A';
    else if (/^[\x20-\x7e]$/.test(char)) escaped += char;
    else escaped += encodeURIComponent(char);
  }
  return escaped;
}

function optionalText(value: string | undefined, field: string, maxChars: number): string | null {
  if (value === undefined) return null;
  const folded = foldToAscii(value);
  if (folded === '') return null;
  // Count code points, as a reader counts decoded characters, not UTF-16 units or escaped bytes.
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
 * The SPAYD 1.0 string for one payment, e.g.
 * `SPD*1.0*ACC:CZ2806000000000168540115*AM:450.00*CC:CZK*MSG:PLATBA ZA ZBOZI*X-VS:1234567890`.
 * Throws BankTransferFieldError naming the field for an invalid IBAN or BIC, an amount outside
 * 0.01..9 999 999.99, a currency that is not three letters, a variable symbol that is not 1 to 10 digits,
 * a message over 60 or a name over 35 characters, or an invalid due date.
 */
export function buildSpayd(input: SpaydInput): string {
  const iban = normalizeIban(input.iban);
  const bic = input.bic === undefined || input.bic.trim() === '' ? null : normalizeBic(input.bic);

  const { amountMinor } = input;
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 1 || amountMinor > SPAYD_LIMITS.amountMinorMax) {
    throw new BankTransferFieldError(
      'amountMinor',
      `must be an integer from 1 to ${String(SPAYD_LIMITS.amountMinorMax)} minor units (0.01 to 9999999.99), got ${String(amountMinor)}`,
    );
  }

  const currencyCode = input.currencyIsoChar.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(currencyCode)) {
    throw new BankTransferFieldError(
      'currencyIsoChar',
      `must be an ISO 4217 code, got "${input.currencyIsoChar}"`,
    );
  }

  const variableSymbol = input.variableSymbol.trim();
  if (!new RegExp(`^\\d{1,${String(VARIABLE_SYMBOL_MAX_DIGITS)}}$`).test(variableSymbol)) {
    throw new BankTransferFieldError(
      'variableSymbol',
      `must be 1 to ${String(VARIABLE_SYMBOL_MAX_DIGITS)} digits, got "${input.variableSymbol}"`,
    );
  }

  const message = optionalText(input.message, 'message', SPAYD_LIMITS.messageMaxChars);
  const recipientName = optionalText(
    input.recipientName,
    'recipientName',
    SPAYD_LIMITS.recipientNameMaxChars,
  );

  const pairs: [key: string, value: string | null][] = [
    ['ACC', bic === null ? iban : `${iban}+${bic}`],
    ['AM', formatMinorUnits(amountMinor)],
    ['CC', currencyCode],
    ['DT', input.dueDate === undefined ? null : bankDueDay(input.dueDate)],
    ['MSG', message],
    ['RN', recipientName],
    ['X-VS', variableSymbol],
  ];
  return [
    SPAYD_HEADER,
    ...pairs.flatMap(([key, value]) => (value === null ? [] : [`${key}:${escapeSpaydValue(value)}`])),
  ].join('*');
}
