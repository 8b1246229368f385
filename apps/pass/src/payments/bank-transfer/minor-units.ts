// Exact conversion between integer minor units and decimal strings (two decimals), without floating point.
import { BankTransferFieldError } from './field-error';

/** Minor units per major unit; every currency of @repo/enums (CZK, EUR, RSD, GBP, PLN) has two decimals. */
const MINOR_PER_MAJOR = 100;

/** `48050` -> `"480.50"`: integer arithmetic, so no binary-float rounding can change a digit. */
export function formatMinorUnits(amountMinor: number): string {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new BankTransferFieldError('amountMinor', `must be an integer, got ${String(amountMinor)}`);
  }
  const sign = amountMinor < 0 ? '-' : '';
  const absolute = Math.abs(amountMinor);
  const major = Math.floor(absolute / MINOR_PER_MAJOR);
  const minor = absolute % MINOR_PER_MAJOR;
  return `${sign}${String(major)}.${String(minor).padStart(2, '0')}`;
}

/**
 * Integer minor units -> a JavaScript number of major units for libraries that want one (bysquare).
 * `n / 100` gives the double nearest to the decimal value, whose shortest string form is that decimal
 * ("480.5"), so a library that prints it with toString() writes the exact amount.
 */
export function minorUnitsToMajorNumber(amountMinor: number): number {
  return amountMinor / MINOR_PER_MAJOR;
}

const PLAIN_AMOUNT = /^([+-]?)(\d+)(?:[.,](\d{1,2}))?$/;
/**
 * Thousands grouped by dots with a decimal comma (`1.234,50`), or by commas with a decimal dot. The decimal
 * part is required: `1.234` alone could be 1234 or 1.234 and is refused rather than guessed.
 */
const GROUPED_DOT_AMOUNT = /^([+-]?)(\d{1,3}(?:\.\d{3})+),(\d{1,2})$/;
const GROUPED_COMMA_AMOUNT = /^([+-]?)(\d{1,3}(?:,\d{3})+)\.(\d{1,2})$/;

/**
 * A decimal amount as banks export it -> signed integer minor units, or null if it is not one.
 * Accepts a decimal comma or dot with at most two decimals, spaces (also no-break) between thousands,
 * and dot- or comma-grouped thousands when the other character is the decimal separator and decimals follow.
 * `"1 234,5"` -> 123450, `"-20.00"` -> -2000. Digits are combined as integers: nothing is parsed as a float.
 * Ambiguous or over-precise text (`"1,234"` with three decimals, `"1.5.0"`) is rejected, never guessed.
 */
export function parseDecimalToMinorUnits(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  const match =
    PLAIN_AMOUNT.exec(compact) ?? GROUPED_DOT_AMOUNT.exec(compact) ?? GROUPED_COMMA_AMOUNT.exec(compact);
  if (match === null) return null;
  const [, sign = '', wholeText = '', fractionText = ''] = match;
  const whole = Number(wholeText.replace(/[.,]/g, ''));
  const fraction = Number(fractionText.padEnd(2, '0'));
  const absolute = whole * MINOR_PER_MAJOR + fraction;
  if (!Number.isSafeInteger(absolute)) return null;
  return sign === '-' ? -absolute : absolute;
}
