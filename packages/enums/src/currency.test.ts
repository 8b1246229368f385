import { afterEach, describe, expect, it } from 'vitest';
import { currency, getCurrency, getCurrencyByIsoChar } from './currency';
import { EnumDefinitionError, EnumLookupError } from './define-enum';

afterEach(() => currency.clearCustom());

const labels = { cs: 'Forint', sk: 'Forint', en: 'Forint', de: 'Forint' };

describe('currency', () => {
  it('carries the ISO 4217 alphabetic and numeric codes', () => {
    const codes = currency
      .list()
      .slice(1)
      .map((entry) => [entry.id, entry.isoChar, entry.isoNum]);
    expect(codes).toEqual([
      [1, 'CZK', 203],
      [2, 'EUR', 978],
      [3, 'RSD', 941],
      [4, 'GBP', 826],
      [5, 'PLN', 985],
    ]);
  });

  it('has no ISO codes on the unknown entry', () => {
    expect(currency.get(0)).toMatchObject({ key: 'unknown', isoChar: null, isoNum: null });
  });

  it('labels currencies in all four languages', () => {
    expect(currency.byKey('czk').labels).toEqual({
      cs: 'Česká koruna',
      sk: 'Česká koruna',
      en: 'Czech koruna',
      de: 'Tschechische Krone',
    });
    expect(currency.label(5, 'sk')).toBe('Poľský zlotý');
  });
});

describe('getCurrency', () => {
  it('returns the currency with a non-null ISO code', () => {
    const eur = getCurrency(2);
    const code: string = eur.isoChar;
    expect(code).toBe('EUR');
    expect(getCurrency(currency.ids.czk).isoNum).toBe(203);
  });

  it('throws EnumLookupError for an id that does not exist', () => {
    expect(() => getCurrency(42)).toThrow(EnumLookupError);
    expect(() => getCurrency(42)).toThrow('Enumeration "currency" has no entry with id 42');
  });

  it('throws EnumLookupError for the unknown currency, which has no ISO code', () => {
    expect(() => getCurrency(0)).toThrow('Currency id 0 is "unknown" and has no ISO code');
    try {
      getCurrency(0);
    } catch (error) {
      expect(error).toMatchObject({ enumName: 'currency', id: 0 });
    }
  });

  it('returns registered custom currencies', () => {
    currency.register({ id: 1001, key: 'huf', isoChar: 'HUF', isoNum: 348, labels });
    expect(getCurrency(1001).isoChar).toBe('HUF');
  });
});

describe('getCurrencyByIsoChar', () => {
  it('finds a currency by code, ignoring case and whitespace', () => {
    expect(getCurrencyByIsoChar('RSD').id).toBe(3);
    expect(getCurrencyByIsoChar(' gbp ').id).toBe(4);
  });

  it('throws for codes it does not know', () => {
    expect(() => getCurrencyByIsoChar('USD')).toThrow(
      'Enumeration "currency" has no entry with isoChar "USD"',
    );
    expect(() => getCurrencyByIsoChar('')).toThrow(EnumLookupError);
  });
});

describe('custom currencies', () => {
  it('require ISO codes', () => {
    expect(() => currency.register({ id: 1001, key: 'huf', isoChar: null, isoNum: 348, labels })).toThrow(
      'isoChar must be three capital letters',
    );
    expect(() => currency.register({ id: 1001, key: 'huf', isoChar: 'huf', isoNum: 348, labels })).toThrow(
      EnumDefinitionError,
    );
    expect(() => currency.register({ id: 1001, key: 'huf', isoChar: 'HUF', isoNum: null, labels })).toThrow(
      'isoNum must be an integer from 1 to 999',
    );
    expect(() => currency.register({ id: 1001, key: 'huf', isoChar: 'HUF', isoNum: 1000, labels })).toThrow(
      EnumDefinitionError,
    );
  });
});
