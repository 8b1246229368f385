import { describe, expect, it } from 'vitest';
import {
  formatMoneyInput,
  formatPercent,
  parseMoneyInput,
  parseOptionalCount,
  parsePercentInput,
} from './money-input';

describe('money inputs', () => {
  it('reads amounts with a comma or a point, spaces as grouping', () => {
    expect(parseMoneyInput('590')).toBe(59000);
    expect(parseMoneyInput('590,5')).toBe(59050);
    expect(parseMoneyInput('1 290.99')).toBe(129099);
    expect(parseMoneyInput('0')).toBe(0);
  });

  it('gives NaN for text, three decimals or nothing, so the integer rule names the field', () => {
    expect(parseMoneyInput('abc')).toBeNaN();
    expect(parseMoneyInput('1.234')).toBeNaN();
    expect(parseMoneyInput('')).toBeNaN();
  });

  it('writes amounts back the way they read', () => {
    expect(formatMoneyInput(59000)).toBe('590');
    expect(formatMoneyInput(59050)).toBe('590.50');
    expect(parseMoneyInput(formatMoneyInput(12345))).toBe(12345);
  });

  it('reads optional counts and percentages, empty meaning none', () => {
    expect(parseOptionalCount('')).toBeNull();
    expect(parseOptionalCount(' 250 ')).toBe(250);
    expect(parseOptionalCount('2.5')).toBeNaN();
    expect(parsePercentInput('')).toBeNull();
    expect(parsePercentInput('12')).toBe(1200);
    expect(parsePercentInput('10,5 %')).toBe(1050);
    expect(parsePercentInput('x')).toBeNaN();
    expect(formatPercent(1050)).toBe('10.5');
  });
});
