// Localized money, VAT rate and date-time texts for receipts and tickets.
import { country, getCurrency } from '@repo/enums';
import type { LabelLanguage } from '@repo/enums';
import { dateTimeFormat, numberFormat } from '@repo/i18n/intl-formats';

/** Minor units per major unit, the same for every currency the platform handles. */
const MINOR_UNIT_DIVISOR = 100;

/** formatMoney(189000, currency.ids.czk, 'cs') === '1 890,00 Kč' (with no-break spaces, as Intl writes them). */
export function formatMoney(amountMinor: number, currencyId: number, language: LabelLanguage): string {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`Money amount must be a whole number of minor units, got ${String(amountMinor)}`);
  }
  const { isoChar } = getCurrency(currencyId);
  // Formatters are made once per language and options (@repo/i18n/intl-formats): a receipt formats many amounts.
  const formatter = numberFormat(language, {
    style: 'currency',
    currency: isoChar,
    // Always two minor digits, even where ISO 4217 says otherwise, because amounts are stored in hundredths.
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  // Adding 0 turns -0 into 0, which Intl would print as "-0,00".
  return formatter.format(amountMinor / MINOR_UNIT_DIVISOR + 0);
}

/** formatVatRate(1200, 'cs') === '12 %', formatVatRate(1250, 'en') === '12.5%'. */
export function formatVatRate(basisPoints: number, language: LabelLanguage): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}

/** Only the date, for the date of taxable supply: '1. 7. 2027' in Czech. */
export function formatDate(date: Date, timeZone: string, language: LabelLanguage): string {
  return dateTimeFormatter(timeZone, language, { day: 'numeric', month: 'numeric', year: 'numeric' }).format(
    date,
  );
}

export interface PostalAddress {
  /** Street with the house numbers. */
  address?: string | null;
  postalCode?: string | null;
  city?: string | null;
  countryId?: number | null;
}

/**
 * One line such as 'Lipová 1243/8, 120 00 Praha 2'; the country's name is added when it is not `homeCountryId`
 * (a Slovak buyer of a Czech seller). Null when no part is given.
 */
export function formatPostalAddress(
  parts: PostalAddress,
  homeCountryId: number,
  language: LabelLanguage,
): string | null {
  const clean = (value: string | null | undefined) => value?.trim() ?? '';
  const town = [clean(parts.postalCode), clean(parts.city)].filter(Boolean).join(' ');
  const foreign =
    parts.countryId !== null &&
    parts.countryId !== undefined &&
    parts.countryId !== homeCountryId &&
    parts.countryId !== 0 &&
    country.has(parts.countryId);
  const line = [clean(parts.address), town, foreign ? country.label(parts.countryId ?? 0, language) : '']
    .filter(Boolean)
    .join(', ');
  return line === '' ? null : line;
}

/** Date and time as people in `timeZone` read it, e.g. '1. 7. 2027 18:30' in Czech. */
export function formatDateTime(date: Date, timeZone: string, language: LabelLanguage): string {
  return dateTimeFormatter(timeZone, language, {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/** A long date with weekday and time, for tickets: 'pátek 2. července 2027 v 18:00' in Czech. */
export function formatLongDateTime(date: Date, timeZone: string, language: LabelLanguage): string {
  return dateTimeFormatter(timeZone, language, { dateStyle: 'full', timeStyle: 'short' }).format(date);
}

/** Only the time, for the end of an event that ends on the day it starts. */
export function formatTime(date: Date, timeZone: string, language: LabelLanguage): string {
  return dateTimeFormatter(timeZone, language, { timeStyle: 'short' }).format(date);
}

/** The calendar day in `timeZone` as YYYY-MM-DD, to tell whether two instants fall on the same local day. */
export function localDay(date: Date, timeZone: string): string {
  const parts = dateTimeFormatter(timeZone, 'en', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

function dateTimeFormatter(
  timeZone: string,
  language: LabelLanguage,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  // Intl throws a RangeError for an unknown time zone, which is what a caller passing one should get.
  return dateTimeFormat(language, { ...options, timeZone });
}
