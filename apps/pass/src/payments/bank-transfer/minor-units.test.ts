import { describe, expect, it } from 'vitest';
import { formatMinorUnits, minorUnitsToMajorNumber, parseDecimalToMinorUnits } from './minor-units';

describe('formatMinorUnits', () => {
  it('writes two decimals with a dot from integer minor units', () => {
    expect(formatMinorUnits(48050)).toBe('480.50');
    expect(formatMinorUnits(1)).toBe('0.01');
    expect(formatMinorUnits(999_999_999)).toBe('9999999.99');
    expect(formatMinorUnits(-2005)).toBe('-20.05');
  });

  it('refuses fractions of a minor unit', () => {
    expect(() => formatMinorUnits(10.5)).toThrow(/amountMinor/);
  });
});

describe('minorUnitsToMajorNumber', () => {
  it('prints back as the exact decimal', () => {
    expect(String(minorUnitsToMajorNumber(12345))).toBe('123.45');
    expect(String(minorUnitsToMajorNumber(10))).toBe('0.1');
    expect(String(minorUnitsToMajorNumber(999_999_999))).toBe('9999999.99');
  });
});

describe('parseDecimalToMinorUnits', () => {
  it.each([
    ['1234.50', 123450],
    ['1234,50', 123450],
    ['1 234,50', 123450],
    ['1\u00a0234,5', 123450],
    ['1.234,50', 123450],
    ['1,234.50', 123450],
    ['1.234.567,00', 123456700],
    ['12 345 678', 1234567800],
    ['0,01', 1],
    ['+15', 1500],
    ['-250.00', -25000],
    ['-1 234,56', -123456],
    // 0.1 + 0.2 style float errors cannot happen: digits are combined as integers.
    ['0.29', 29],
    ['1.15', 115],
  ])('%s -> %i', (text, expected) => {
    expect(parseDecimalToMinorUnits(text)).toBe(expected);
  });

  it.each([
    '',
    'abc',
    '1,234',
    '12.345',
    '1.234',
    '1 234.567',
    '1.5.0',
    '1,2,3',
    '12.3456',
    '1.234.5',
    '--1',
    '1e3',
    '0x10',
  ])('rejects %j', (text) => {
    expect(parseDecimalToMinorUnits(text)).toBeNull();
  });
});
