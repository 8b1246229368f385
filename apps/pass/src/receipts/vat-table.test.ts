import { describe, expect, it } from 'vitest';
import { buildVatTable, vatFromGross } from './vat-table';

describe('vatFromGross', () => {
  it('takes the VAT out of a Czech gross price with the coefficient rate / (100 % + rate)', () => {
    // 1 890 Kč at 12 %: 1890 × 12 / 112 = 202.50 Kč exactly.
    expect(vatFromGross(189_000, 1200)).toBe(20_250);
    // 100 Kč at 21 %: 17.355… -> 17.36 Kč.
    expect(vatFromGross(10_000, 2100)).toBe(1736);
    expect(vatFromGross(12_345, 0)).toBe(0);
  });

  it('rounds halves away from zero, for refunds too', () => {
    // 0.42 Kč at 12 %: 42 × 12 / 112 = 4.5 haléř -> 5 (banker's rounding would give 4).
    expect(vatFromGross(42, 1200)).toBe(5);
    expect(vatFromGross(-42, 1200)).toBe(-5);
    // 14 × 12 / 112 = 1.5 -> 2; 50 × 12 / 112 = 5.36 -> 5; 54 × 12 / 112 = 5.79 -> 6.
    expect(vatFromGross(14, 1200)).toBe(2);
    expect(vatFromGross(50, 1200)).toBe(5);
    expect(vatFromGross(54, 1200)).toBe(6);
    // At 100 %: 1 -> 0.5 -> 1 and 5 -> 2.5 -> 3; -1 -> -1, never -0.
    expect(vatFromGross(1, 10_000)).toBe(1);
    expect(vatFromGross(5, 10_000)).toBe(3);
    expect(Object.is(vatFromGross(-1, 10_000), -1)).toBe(true);
    expect(Object.is(vatFromGross(0, 2100), 0)).toBe(true);
  });

  it('stays exact where floating point would not (large amounts)', () => {
    // gross × rate leaves the safe integer range here; the VAT must still be the exactly rounded quotient.
    const gross = Number.MAX_SAFE_INTEGER - (Number.MAX_SAFE_INTEGER % 28) - 14; // × 3 / 28 ends in .5
    const product = BigInt(gross) * 1200n;
    expect(product % 11200n).toBe(5600n);
    expect(vatFromGross(gross, 1200)).toBe(Number((product + 5600n) / 11200n));
    // Floating point cannot even represent the half here: the naive formula lands on an even neighbour.
    expect(Math.round((gross * 1200) / 11200)).not.toBe(vatFromGross(gross, 1200));
  });
});

describe('buildVatTable', () => {
  it('splits 1 890 Kč at 12 % into base 1 687.50 and VAT 202.50', () => {
    const table = buildVatTable([{ grossTotal: 189_000, vatRateBasisPoints: 1200 }]);
    expect(table).toEqual({
      rows: [{ vatRateBasisPoints: 1200, base: 168_750, vat: 20_250, total: 189_000 }],
      base: 168_750,
      vat: 20_250,
      total: 189_000,
    });
  });

  it('groups mixed rates, highest rate first, with a zero rate row', () => {
    const table = buildVatTable([
      { grossTotal: 189_000, vatRateBasisPoints: 1200 }, // ticket
      { grossTotal: 12_000, vatRateBasisPoints: 2100 }, // beer
      { grossTotal: 50_000, vatRateBasisPoints: 0 }, // chip credit, no supply yet
      { grossTotal: 8_900, vatRateBasisPoints: 1200 }, // food
      { grossTotal: 4_500, vatRateBasisPoints: 2100 }, // drink
    ]);
    expect(table.rows.map((row) => row.vatRateBasisPoints)).toEqual([2100, 1200, 0]);
    // 21 %: 165.00 Kč -> VAT 28.636… = 28.64; 12 %: 1 979.00 Kč -> VAT 212.035… = 212.04.
    expect(table.rows[0]).toEqual({ vatRateBasisPoints: 2100, base: 13_636, vat: 2_864, total: 16_500 });
    expect(table.rows[1]).toEqual({ vatRateBasisPoints: 1200, base: 176_696, vat: 21_204, total: 197_900 });
    expect(table.rows[2]).toEqual({ vatRateBasisPoints: 0, base: 50_000, vat: 0, total: 50_000 });
    expect(table.total).toBe(264_400);
    expect(table.vat).toBe(2_864 + 21_204);
    expect(table.base + table.vat).toBe(table.total);
  });

  it('rounds once per rate, not per line', () => {
    // Three lines of 0.50 Kč at 21 %: per line 8.68 -> 9 each (27), per group 150 × 2100 / 12100 = 26.03 -> 26.
    const table = buildVatTable([
      { grossTotal: 50, vatRateBasisPoints: 2100 },
      { grossTotal: 50, vatRateBasisPoints: 2100 },
      { grossTotal: 50, vatRateBasisPoints: 2100 },
    ]);
    expect(table.rows).toEqual([{ vatRateBasisPoints: 2100, base: 124, vat: 26, total: 150 }]);
  });

  it('uses the Slovak rates 23 / 19 / 5 %', () => {
    const table = buildVatTable([
      { grossTotal: 12_300, vatRateBasisPoints: 2300 },
      { grossTotal: 11_900, vatRateBasisPoints: 1900 },
      { grossTotal: 10_500, vatRateBasisPoints: 500 },
    ]);
    expect(table.rows).toEqual([
      { vatRateBasisPoints: 2300, base: 10_000, vat: 2_300, total: 12_300 },
      { vatRateBasisPoints: 1900, base: 10_000, vat: 1_900, total: 11_900 },
      { vatRateBasisPoints: 500, base: 10_000, vat: 500, total: 10_500 },
    ]);
  });

  it('keeps base + VAT == total exactly for every row and overall, whatever the amounts', () => {
    const rates = [0, 500, 1000, 1200, 1900, 2100, 2300];
    let seed = 7;
    const random = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed;
    };
    for (let round = 0; round < 200; round += 1) {
      const lines = Array.from({ length: 1 + (random() % 8) }, () => ({
        grossTotal: random() % 1_000_000,
        vatRateBasisPoints: rates[random() % rates.length] ?? 0,
      }));
      const table = buildVatTable(lines);
      for (const row of table.rows) expect(row.base + row.vat).toBe(row.total);
      expect(table.base + table.vat).toBe(table.total);
      expect(table.total).toBe(lines.reduce((sum, line) => sum + line.grossTotal, 0));
    }
  });

  it('returns an empty table for no lines', () => {
    expect(buildVatTable([])).toEqual({ rows: [], base: 0, vat: 0, total: 0 });
  });

  it('rejects amounts that are not whole minor units and rates outside 0-10000', () => {
    expect(() => buildVatTable([{ grossTotal: 10.5, vatRateBasisPoints: 1200 }])).toThrow(RangeError);
    expect(() => buildVatTable([{ grossTotal: Number.NaN, vatRateBasisPoints: 1200 }])).toThrow(/grossTotal/);
    expect(() => buildVatTable([{ grossTotal: 100, vatRateBasisPoints: 12.5 }])).toThrow(
      /vatRateBasisPoints/,
    );
    expect(() => buildVatTable([{ grossTotal: 100, vatRateBasisPoints: -1 }])).toThrow(RangeError);
    expect(() => buildVatTable([{ grossTotal: 100, vatRateBasisPoints: 10_001 }])).toThrow(RangeError);
  });
});
