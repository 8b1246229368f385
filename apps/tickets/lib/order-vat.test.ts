// Tests of the order VAT breakdown.
import { describe, expect, it } from 'vitest';
import { vatBreakdown, vatOfGross } from './order-vat';

describe('vatOfGross', () => {
  it('takes the VAT out of a gross price', () => {
    expect(vatOfGross(12100, 2100)).toBe(2100);
    expect(vatOfGross(11200, 1200)).toBe(1200);
    expect(vatOfGross(5000, 0)).toBe(0);
  });
});

describe('vatBreakdown', () => {
  it('sums lines per rate, highest rate first, base plus VAT equal to the total', () => {
    const rows = vatBreakdown([
      { lineTotal: 11200, vatRateBasisPoints: 1200 },
      { lineTotal: 12100, vatRateBasisPoints: 2100 },
      { lineTotal: 22400, vatRateBasisPoints: 1200 },
    ]);
    expect(rows.map((row) => row.vatRateBasisPoints)).toEqual([2100, 1200]);
    expect(rows[1]).toEqual({ vatRateBasisPoints: 1200, base: 30000, vat: 3600, total: 33600 });
    for (const row of rows) expect(row.base + row.vat).toBe(row.total);
  });

  it('counts a bundled ticket per item rate instead of at its own rate', () => {
    const rows = vatBreakdown([
      {
        lineTotal: 35000,
        vatRateBasisPoints: 1200,
        vatParts: [
          { lineTotal: 25000, vatRateBasisPoints: 1200 },
          { lineTotal: 10000, vatRateBasisPoints: 2100 },
        ],
      },
      { lineTotal: 11200, vatRateBasisPoints: 1200, vatParts: [] },
    ]);
    expect(rows.map((row) => [row.vatRateBasisPoints, row.total])).toEqual([
      [2100, 10000],
      [1200, 36200],
    ]);
  });
});
