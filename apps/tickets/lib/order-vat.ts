// VAT breakdown of an order's lines (prices include VAT): base and VAT per rate, highest rate first.
export interface VatRow {
  readonly vatRateBasisPoints: number;
  readonly base: number;
  readonly vat: number;
  readonly total: number;
}

/** VAT inside a gross amount at a rate in basis points, rounded half up to whole minor units. */
export function vatOfGross(gross: number, rateBasisPoints: number): number {
  return Math.round((gross * rateBasisPoints) / (10_000 + rateBasisPoints));
}

interface VatLine {
  readonly lineTotal: number;
  readonly vatRateBasisPoints: number;
  /** A bundled ticket's total per item rate (an entry with a beer mug); counted instead of the line. */
  readonly vatParts?: readonly { lineTotal: number; vatRateBasisPoints: number }[];
}

export function vatBreakdown(lines: readonly VatLine[]): VatRow[] {
  const totals = new Map<number, number>();
  for (const line of lines) {
    const parts = line.vatParts && line.vatParts.length > 0 ? line.vatParts : [line];
    for (const part of parts) {
      totals.set(part.vatRateBasisPoints, (totals.get(part.vatRateBasisPoints) ?? 0) + part.lineTotal);
    }
  }
  return [...totals.entries()]
    .sort(([a], [b]) => b - a)
    .map(([vatRateBasisPoints, total]) => {
      const vat = vatOfGross(total, vatRateBasisPoints);
      return { vatRateBasisPoints, base: total - vat, vat, total };
    });
}
