// The menu an offline sale was sold from: each product at the version the till signed, so a price changed in the
// hub while the till was offline does not reach a sale it had already charged. A version the product never had,
// one put on the menu only after the sale, or a price that is not the version's is refused (BAR_PRICE_MISMATCH).
import type { OfflineSaleInput } from '@repo/contract/bar';
import type { BarProductRow, BarProductVersionRow } from '../db/queries/bars';
import { DomainError } from '../domain/domain-error';

/** How far ahead of a version's start a till's clock may put a sale (its clock drift), in milliseconds. */
const CLOCK_DRIFT_MS = 5 * 60_000;

function mismatch(productId: string, message: string): DomainError {
  return new DomainError('BAR_PRICE_MISMATCH', message, { productId });
}

/** The product as it was at `version`: the current row, or an earlier version laid over it. */
function productAt(
  current: BarProductRow,
  earlier: readonly BarProductVersionRow[],
  version: number,
): BarProductRow | undefined {
  if (version === current.version) return current;
  const kept = earlier.find((row) => row.productId === current.id && row.version === version);
  if (!kept) return undefined;
  return {
    ...current,
    name: kept.name,
    productCategoryId: kept.productCategoryId,
    vatRateBasisPoints: kept.vatRateBasisPoints,
    depositAmount: kept.depositAmount,
    variants: kept.variants,
    active: kept.active,
    version: kept.version,
    versionFrom: kept.validFrom,
  };
}

/**
 * The bar's menu as the till showed it for this sale: `menu` is the bar's menu now, `earlier` the kept versions
 * of its products. Products the sale does not name stay as they are (the sale does not use them).
 */
export function menuOfSale(
  menu: readonly BarProductRow[],
  earlier: readonly BarProductVersionRow[],
  sale: OfflineSaleInput,
): BarProductRow[] {
  const soldAt = Date.parse(sale.soldAt);
  const chosen = new Map<string, BarProductRow>();
  const named = [
    ...sale.items.map((item) => ({ productId: item.productId, version: item.version })),
    ...sale.cupReturns.map((cups) => ({ productId: cups.productId, version: cups.version })),
  ];
  for (const { productId, version } of named) {
    if (version === undefined) continue;
    const current = menu.find((row) => row.id === productId);
    // Not on this bar's menu at all: refused by pricing as any unknown product is.
    if (!current) continue;
    const before = chosen.get(productId);
    if (before) {
      if (before.version !== version) throw mismatch(productId, 'One sale names two versions of a product');
      continue;
    }
    const row = productAt(current, earlier, version);
    if (!row) throw mismatch(productId, `Product ${current.name} never had version ${String(version)}`);
    if (row.versionFrom.getTime() > soldAt + CLOCK_DRIFT_MS) {
      throw mismatch(productId, `Version ${String(version)} of ${current.name} came after the sale`);
    }
    chosen.set(productId, row);
  }
  for (const item of sale.items) {
    const row = chosen.get(item.productId);
    const variant = row?.variants.find((candidate) => candidate.variantId === item.variantId);
    if (row && variant && item.unitPrice !== undefined && variant.price !== item.unitPrice) {
      throw mismatch(
        item.productId,
        `${row.name} cost ${String(variant.price)} in version ${String(row.version)}, not ${String(item.unitPrice)}`,
      );
    }
  }
  return menu.map((row) => chosen.get(row.id) ?? row);
}
