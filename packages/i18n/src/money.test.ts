// Tests for money formatting from minor units and currency ids.
import { currency } from '@repo/enums/currency';
import { describe, expect, it } from 'vitest';
import { formatMoney, MINOR_UNIT_DIVISOR } from './money';

// Intl separates amounts and currency symbols with no-break spaces; the assertions use plain ones.
const money = (...args: Parameters<typeof formatMoney>): string =>
  formatMoney(...args).replace(/[\u00a0\u202f]/g, ' ');

const { czk: CZK, eur: EUR, rsd: RSD, gbp: GBP, pln: PLN, unknown: UNKNOWN } = currency.ids;

describe('formatMoney', () => {
  it('divides minor units by 100', () => {
    expect(MINOR_UNIT_DIVISOR).toBe(100);
  });

  it('formats koruna in Czech', () => {
    expect(money(12345, CZK, 'cs')).toBe('123,45 Kč');
    expect(money(100, CZK, 'cs')).toBe('1,00 Kč');
    expect(money(123456789, CZK, 'cs')).toBe('1 234 567,89 Kč');
  });

  it('formats euro in Slovak, German and English', () => {
    expect(money(12345, EUR, 'sk')).toBe('123,45 €');
    expect(money(12345, EUR, 'de')).toBe('123,45 €');
    expect(money(12345, EUR, 'en')).toBe('€123.45');
    expect(money(123456, EUR, 'de')).toBe('1.234,56 €');
    expect(money(123456, EUR, 'en')).toBe('€1,234.56');
  });

  it('formats zero and negative amounts', () => {
    expect(money(0, CZK, 'cs')).toBe('0,00 Kč');
    expect(money(-0, CZK, 'cs')).toBe('0,00 Kč');
    expect(money(0, EUR, 'en')).toBe('€0.00');
    expect(money(-12345, CZK, 'cs')).toBe('-123,45 Kč');
    expect(money(-5, EUR, 'en')).toBe('-€0.05');
    expect(money(-12345, EUR, 'de')).toBe('-123,45 €');
  });

  it('always shows two minor digits, even for currencies Intl would round', () => {
    expect(money(12345, RSD, 'en')).toBe('RSD 123.45');
    expect(money(12345, GBP, 'en')).toBe('£123.45');
    expect(money(12345, PLN, 'cs')).toBe('123,45 PLN');
  });

  it('formats in Czech for unsupported or unknown languages', () => {
    expect(money(12345, CZK, 'fr')).toBe('123,45 Kč');
    expect(money(12345, CZK, 'xx')).toBe('123,45 Kč');
    expect(money(12345, EUR, 'de-AT')).toBe(money(12345, EUR, 'de'));
  });

  it.each([1.5, 0.1, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 2 ** 53])(
    'rejects the amount %d',
    (amount) => {
      expect(() => formatMoney(amount, CZK, 'cs')).toThrow(
        `Invalid money amount ${String(amount)}: expected a whole number of minor units`,
      );
    },
  );

  it('rejects amounts that are not numbers', () => {
    expect(() => formatMoney('12345' as unknown as number, CZK, 'cs')).toThrow(RangeError);
    expect(() => formatMoney(undefined as unknown as number, CZK, 'cs')).toThrow(
      /Invalid money amount undefined/,
    );
  });

  it('rejects unknown currency ids', () => {
    expect(() => formatMoney(100, 999, 'cs')).toThrow(/currency/);
    expect(() => formatMoney(100, UNKNOWN, 'cs')).toThrow(/currency/i);
  });
});
