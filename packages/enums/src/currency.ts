// Currency enumeration with ISO 4217 alphabetic and numeric codes, and the money formatter's lookup.
import { defineEnum, EnumDefinitionError, EnumLookupError, UNKNOWN_ID, UNKNOWN_LABELS } from './define-enum';
import type { EnumEntry } from './define-enum';

export interface CurrencyEntry extends EnumEntry {
  /** ISO 4217 alphabetic code; null only on the `unknown` entry. */
  readonly isoChar: string | null;
  /** ISO 4217 numeric code; null only on the `unknown` entry. */
  readonly isoNum: number | null;
}

/** A real currency: what getCurrency returns, so formatters can use isoChar without a null check. */
export interface Currency extends CurrencyEntry {
  readonly isoChar: string;
  readonly isoNum: number;
}

const entries = [
  { id: 0, key: 'unknown', isoChar: null, isoNum: null, labels: UNKNOWN_LABELS },
  {
    id: 1,
    key: 'czk',
    isoChar: 'CZK',
    isoNum: 203,
    labels: { cs: 'Česká koruna', sk: 'Česká koruna', en: 'Czech koruna', de: 'Tschechische Krone' },
  },
  {
    id: 2,
    key: 'eur',
    isoChar: 'EUR',
    isoNum: 978,
    labels: { cs: 'Euro', sk: 'Euro', en: 'Euro', de: 'Euro' },
  },
  {
    id: 3,
    key: 'rsd',
    isoChar: 'RSD',
    isoNum: 941,
    labels: { cs: 'Srbský dinár', sk: 'Srbský dinár', en: 'Serbian dinar', de: 'Serbischer Dinar' },
  },
  {
    id: 4,
    key: 'gbp',
    isoChar: 'GBP',
    isoNum: 826,
    labels: { cs: 'Britská libra', sk: 'Britská libra', en: 'Pound sterling', de: 'Pfund Sterling' },
  },
  {
    id: 5,
    key: 'pln',
    isoChar: 'PLN',
    isoNum: 985,
    labels: { cs: 'Polský zlotý', sk: 'Poľský zlotý', en: 'Polish złoty', de: 'Polnischer Złoty' },
  },
] as const satisfies readonly CurrencyEntry[];

export type CurrencyIsoChar = Exclude<(typeof entries)[number]['isoChar'], null>;

function isCurrency(entry: CurrencyEntry): entry is Currency {
  return entry.isoChar !== null && entry.isoNum !== null;
}

export const currency = defineEnum<CurrencyEntry, typeof entries>('currency', entries, {
  validate(entry) {
    if (entry.id === UNKNOWN_ID) return;
    if (entry.isoChar === null || !/^[A-Z]{3}$/.test(entry.isoChar)) {
      throw new EnumDefinitionError('currency', entry.id, 'isoChar must be three capital letters');
    }
    if (entry.isoNum === null || !Number.isInteger(entry.isoNum) || entry.isoNum < 1 || entry.isoNum > 999) {
      throw new EnumDefinitionError('currency', entry.id, 'isoNum must be an integer from 1 to 999');
    }
  },
});

/**
 * The currency with this id. Throws EnumLookupError for ids that do not exist and for 0 (`unknown`),
 * because an amount in an unknown currency cannot be formatted and must not silently become some default.
 */
export function getCurrency(id: number): Currency {
  const entry = currency.get(id);
  if (!isCurrency(entry)) {
    throw new EnumLookupError('currency', id, `Currency id ${String(id)} is "unknown" and has no ISO code`);
  }
  return entry;
}

/** The currency with this ISO 4217 alphabetic code (case-insensitive); throws EnumLookupError if none. */
export function getCurrencyByIsoChar(isoChar: string): Currency {
  const wanted = isoChar.trim().toUpperCase();
  const entry = currency.list().find((candidate) => candidate.isoChar === wanted);
  if (entry === undefined || !isCurrency(entry)) {
    throw new EnumLookupError(
      'currency',
      isoChar,
      `Enumeration "currency" has no entry with isoChar "${isoChar}"`,
    );
  }
  return entry;
}
