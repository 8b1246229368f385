// Amounts as organisers type them ("590", "590,50", "1 290.5") to minor units and back, for price fields.
import { MINOR_UNIT_DIVISOR } from '@repo/i18n/money';

/**
 * Minor units of a typed amount; NaN when it is not a number with at most two decimals, so the contract's
 * integer rule reports the field. Spaces (thousands) are ignored and a comma counts as the decimal point.
 */
export function parseMoneyInput(text: string): number {
  const compact = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d{1,2})?$/.test(compact)) return Number.NaN;
  return Math.round(Number(compact) * MINOR_UNIT_DIVISOR);
}

/** The text a price field starts with: "590" or "590.50" (no grouping, so it reads back unchanged). */
export function formatMoneyInput(minor: number): string {
  const major = minor / MINOR_UNIT_DIVISOR;
  return minor % MINOR_UNIT_DIVISOR === 0 ? String(major) : major.toFixed(2);
}

/** A whole number typed into a field, or null when left empty (unlimited, default); NaN for anything else. */
export function parseOptionalCount(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** A VAT rate typed in percent ("12", "10,5") as basis points; null when empty (the default rate). */
export function parsePercentInput(text: string): number | null {
  const compact = text.trim().replace(',', '.').replace(/\s*%$/, '');
  if (compact === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(compact)) return Number.NaN;
  return Math.round(Number(compact) * 100);
}

/** Basis points as the percent a person reads: 1200 -> "12", 1050 -> "10.5". */
export function formatPercent(basisPoints: number): string {
  return String(basisPoints / 100);
}
