import { describe, expect, it } from 'vitest';
import { orderNumberFromVariableSymbol, variableSymbolForOrder } from './variable-symbol';

describe('variableSymbolForOrder', () => {
  it('is the order number in digits', () => {
    expect(variableSymbolForOrder(1_000_001)).toBe('1000001');
    expect(variableSymbolForOrder(9_999_999_999)).toBe('9999999999');
  });

  it('refuses numbers a bank cannot carry', () => {
    expect(() => variableSymbolForOrder(10_000_000_000)).toThrow(/orderNumber: .*more than 10 digits/);
    expect(() => variableSymbolForOrder(0)).toThrow(/orderNumber/);
    expect(() => variableSymbolForOrder(12.5)).toThrow(/orderNumber/);
  });
});

describe('orderNumberFromVariableSymbol', () => {
  it('reads padded and plain symbols', () => {
    expect(orderNumberFromVariableSymbol('1000042')).toBe(1_000_042);
    expect(orderNumberFromVariableSymbol('0001000042')).toBe(1_000_042);
  });

  it('is null for no symbol or one that is not an order number', () => {
    expect(orderNumberFromVariableSymbol(null)).toBeNull();
    expect(orderNumberFromVariableSymbol('')).toBeNull();
    expect(orderNumberFromVariableSymbol('000')).toBeNull();
    expect(orderNumberFromVariableSymbol('12a4')).toBeNull();
    expect(orderNumberFromVariableSymbol('12345678901')).toBeNull();
  });
});
