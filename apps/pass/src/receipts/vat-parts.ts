// A ticket that bundles items of different VAT rates: its price split per item, and a line total split likewise.
import type { Translations } from '../db/schema/columns';
import type { OrderItemVatPart } from '../db/schema/selling';
import { ANY_PRODUCT_CATEGORY, vatRateFor } from './vat-defaults';
import type { VatRateRow } from './vat-defaults';

/** One part of a bundled ticket's price, per unit, VAT included (order_item.vat_parts). */
export type VatPart = OrderItemVatPart;

/** An item of a ticket type as the split sees it (product_item). */
export interface BundleItem {
  name: Translations;
  itemTypeId: number;
  productCategoryId: number;
  /** The part of the ticket's price this item stands for; null when it rides in the entry's price. */
  priceShare: number | null;
}

/**
 * The parts of a ticket's unit price: each item with a price share at its own rate, the entry (the first item
 * without a share, or the ticket itself) the rest at the entry rate. Null when no item has a share: the whole
 * ticket is then one supply at the entry rate (ancillary items follow the principal one). A rate missing from
 * the country's table counts as 0 %, as for whole lines (order-lines.ts).
 * Throws RangeError when the shares add up to more than the price.
 */
export function ticketVatParts(input: {
  price: number;
  /** `vatRateBasisPoints`: the organizer's own rate of the ticket type, instead of the country's default. */
  entry: { name: Translations; itemTypeId: number; vatRateBasisPoints?: number | null };
  items: readonly BundleItem[];
  rates: readonly VatRateRow[];
}): VatPart[] | null {
  const shared = input.items.filter((item) => item.priceShare !== null);
  if (shared.length === 0) return null;
  const sharesTotal = shared.reduce((sum, item) => sum + (item.priceShare ?? 0), 0);
  if (sharesTotal > input.price) {
    throw new RangeError(
      `The price shares of a ticket's items (${String(sharesTotal)}) exceed its price (${String(input.price)})`,
    );
  }
  const rate = (itemTypeId: number, productCategoryId: number) =>
    vatRateFor(input.rates, { itemTypeId, productCategoryId }) ?? 0;
  const entry: VatPart = {
    name: input.entry.name,
    itemTypeId: input.entry.itemTypeId,
    vatRateBasisPoints: input.entry.vatRateBasisPoints ?? rate(input.entry.itemTypeId, ANY_PRODUCT_CATEGORY),
    unitPrice: input.price - sharesTotal,
  };
  return [
    entry,
    ...shared.map((item) => ({
      name: item.name,
      itemTypeId: item.itemTypeId,
      vatRateBasisPoints: rate(item.itemTypeId, item.productCategoryId),
      unitPrice: item.priceShare ?? 0,
    })),
  ];
}

/**
 * A line total (after its discount) split in proportion to the parts' list prices, in whole minor units that add
 * up to the total exactly (largest remainder; ties to the earlier part). A discount therefore lowers every part's
 * base in the same proportion, as a price reduction of the whole bundle does.
 */
export function splitLineTotal(lineTotal: number, partUnitPrices: readonly number[]): number[] {
  if (!Number.isSafeInteger(lineTotal) || lineTotal < 0) {
    throw new RangeError(`lineTotal must be a non-negative whole number, got ${String(lineTotal)}`);
  }
  const weights = partUnitPrices.map(BigInt);
  const weightTotal = weights.reduce((sum, weight) => sum + weight, 0n);
  if (weights.some((weight) => weight < 0n)) throw new RangeError('part prices must not be negative');
  if (weightTotal === 0n) {
    // Every part free: the whole (necessarily 0) total goes to the first part.
    return partUnitPrices.map((_, index) => (index === 0 ? lineTotal : 0));
  }
  const total = BigInt(lineTotal);
  const floors = weights.map((weight) => (total * weight) / weightTotal);
  const remainders = weights.map((weight, index) => total * weight - (floors[index] ?? 0n) * weightTotal);
  let left = Number(total - floors.reduce((sum, part) => sum + part, 0n));
  const order = remainders
    .map((remainder, index) => ({ remainder, index }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const result = floors.map(Number);
  for (const { index } of order) {
    if (left === 0) break;
    result[index] = (result[index] ?? 0) + 1;
    left -= 1;
  }
  return result;
}
