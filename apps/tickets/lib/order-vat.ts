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

export function vatBreakdown(lines: readonly { lineTotal: number; vatRateBasisPoints: number }[]): VatRow[] {
  const totals = new Map<number, number>();
  for (const line of lines) {
    totals.set(line.vatRateBasisPoints, (totals.get(line.vatRateBasisPoints) ?? 0) + line.lineTotal);
  }
  return [...totals.entries()]
    .sort(([a], [b]) => b - a)
    .map(([vatRateBasisPoints, total]) => {
      const vat = vatOfGross(total, vatRateBasisPoints);
      return { vatRateBasisPoints, base: total - vat, vat, total };
    });
}
