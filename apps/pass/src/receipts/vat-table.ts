// VAT table of a receipt from VAT-inclusive prices: one row per rate, base + VAT == total exactly.

/** One receipt line as the VAT table sees it: its VAT-inclusive total and its rate. */
export interface VatTableLine {
  /** Line total in minor units, VAT included (after discounts). */
  grossTotal: number;
  /** VAT rate in basis points: 1200 = 12 %. */
  vatRateBasisPoints: number;
}

export interface VatTableRow {
  vatRateBasisPoints: number;
  /** Tax base (total − VAT), minor units. */
  base: number;
  vat: number;
  /** Sum of the gross totals at this rate, minor units. */
  total: number;
}

export interface VatTable {
  /** Ordered by rate, highest first. */
  rows: VatTableRow[];
  total: number;
  base: number;
  vat: number;
}

export const MAX_VAT_RATE_BASIS_POINTS = 10_000;

/**
 * VAT contained in a VAT-inclusive amount: amount × rate / (10000 + rate), rounded half away from zero to
 * the minor unit (the "coefficient" method of Czech receipts computed from gross prices). BigInt, because
 * amount × rate leaves the safe integer range for large amounts and floating point would misround halves.
 */
export function vatFromGross(grossTotal: number, vatRateBasisPoints: number): number {
  assertMinorUnits(grossTotal, 'grossTotal');
  assertRate(vatRateBasisPoints);
  const numerator = BigInt(Math.abs(grossTotal)) * BigInt(vatRateBasisPoints);
  const denominator = BigInt(MAX_VAT_RATE_BASIS_POINTS + vatRateBasisPoints);
  // floor((2n + d) / 2d) == round-half-up of n / d for non-negative n; the sign is put back afterwards.
  const magnitude = Number((2n * numerator + denominator) / (2n * denominator));
  return grossTotal < 0 ? -magnitude : magnitude;
}

/**
 * Groups lines by rate and splits each group's total into base and VAT. The VAT is rounded once per rate,
 * not per line, so the table matches what the rate applied to the receipt's totals gives.
 * Throws RangeError for a total that is not a safe integer or a rate outside 0-10000 basis points.
 */
export function buildVatTable(lines: readonly VatTableLine[]): VatTable {
  const totalsByRate = new Map<number, number>();
  for (const [index, line] of lines.entries()) {
    assertMinorUnits(line.grossTotal, `lines[${String(index)}].grossTotal`);
    assertRate(line.vatRateBasisPoints, `lines[${String(index)}].vatRateBasisPoints`);
    totalsByRate.set(
      line.vatRateBasisPoints,
      (totalsByRate.get(line.vatRateBasisPoints) ?? 0) + line.grossTotal,
    );
  }

  const rows = [...totalsByRate.entries()]
    .sort(([rateA], [rateB]) => rateB - rateA)
    .map(([vatRateBasisPoints, total]): VatTableRow => {
      assertMinorUnits(total, `total at rate ${String(vatRateBasisPoints)}`);
      const vat = vatFromGross(total, vatRateBasisPoints);
      return { vatRateBasisPoints, base: total - vat, vat, total };
    });

  const sum = (pick: (row: VatTableRow) => number) => rows.reduce((acc, row) => acc + pick(row), 0);
  const table = {
    rows,
    total: sum((row) => row.total),
    base: sum((row) => row.base),
    vat: sum((row) => row.vat),
  };
  assertMinorUnits(table.total, 'receipt total');
  return table;
}

function assertMinorUnits(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${name} must be a whole number of minor units, got ${String(value)}`);
  }
}

function assertRate(rate: number, name = 'vatRateBasisPoints'): void {
  if (!Number.isInteger(rate) || rate < 0 || rate > MAX_VAT_RATE_BASIS_POINTS) {
    throw new RangeError(
      `${name} must be an integer from 0 to ${String(MAX_VAT_RATE_BASIS_POINTS)} (1200 = 12 %), got ${String(rate)}`,
    );
  }
}
