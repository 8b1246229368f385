// Tests of the QR path: runs become rectangles, the quiet zone is kept, real symbols have the right size.
import { describe, expect, it } from 'vitest';
import { qrPath, qrSymbol } from './qr-code';

function symbolOf(rows: string[]) {
  return { size: rows.length, isDark: (row: number, column: number) => rows[row]?.[column] === '#' };
}

describe('qrPath', () => {
  it('draws runs of dark modules as one rectangle each, shifted by the quiet zone', () => {
    expect(qrPath(symbolOf(['##.', '..#', '#.#']))).toBe('M4 4h2v1h-2zM6 5h1v1h-1zM4 6h1v1h-1zM6 6h1v1h-1z');
    expect(qrPath(symbolOf(['.#', '..']), 0)).toBe('M1 0h1v1h-1z');
  });

  it('draws nothing for an empty symbol', () => {
    expect(qrPath(symbolOf(['..', '..']))).toBe('');
  });
});

describe('qrSymbol', () => {
  it('encodes a pairing address in a version 3 or 4 symbol with finder patterns in three corners', () => {
    const symbol = qrSymbol('https://hub.example/device/pair?code=ABCDEFGH');
    expect([29, 33]).toContain(symbol.size);
    for (const [row, column] of [
      [0, 0],
      [0, symbol.size - 1],
      [symbol.size - 1, 0],
    ] as const) {
      expect(symbol.isDark(row, column)).toBe(true);
    }
    // The module diagonal from the top-left finder's corner, inside its white ring, is light.
    expect(symbol.isDark(1, 1)).toBe(false);
    expect(symbol.isDark(symbol.size - 1, symbol.size - 1)).toBeTypeOf('boolean');
  });
});
