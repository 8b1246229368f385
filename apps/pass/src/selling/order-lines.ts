// Prices the lines of an order from its hold: catalogue prices, names at purchase time and VAT per item and product kind.
import { itemType } from '@repo/enums';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { productItems, reservationItems, ticketProducts, ticketTypes, vatRates } from '../db/schema';
import type { Translations } from '../db/schema/columns';
import { ANY_PRODUCT_CATEGORY, vatRateFor } from '../receipts/vat-defaults';
import type { VatKind, VatRateRow } from '../receipts/vat-defaults';
import { ticketVatParts } from '../receipts/vat-parts';
import type { BundleItem, VatPart } from '../receipts/vat-parts';

export interface PricedLine {
  kind: 'ticket' | 'product';
  ticketTypeId: string | null;
  ticketProductId: string | null;
  seatId: string | null;
  name: Translations;
  quantity: number;
  unitPrice: number;
  itemTypeId: number;
  vatRateBasisPoints: number;
  /** A ticket bundling items of other rates: its price per item (receipts/vat-parts.ts); else null. */
  vatParts: VatPart[] | null;
}

/** The seller country's rows of the vat_rate table (seeded from receipts/vat-defaults.ts). */
export async function countryVatRates(tx: Db, countryId: number): Promise<VatRateRow[]> {
  return tx
    .select({
      countryId: vatRates.countryId,
      itemTypeId: vatRates.itemTypeId,
      productCategoryId: vatRates.productCategoryId,
      rateBasisPoints: vatRates.rateBasisPoints,
    })
    .from(vatRates)
    .where(eq(vatRates.countryId, countryId));
}

/**
 * A line's rate: the product category's when it has one, else its item type's. A seller country without rates
 * (no VAT table configured for it) sells at 0 %; receipts of a seller without a VAT id are 0 % anyway.
 */
export function lineVatRate(rates: readonly VatRateRow[], kind: VatKind): number {
  return vatRateFor(rates, kind) ?? 0;
}

/** Lines of a reservation, priced; VAT comes from the seller's country and each line's item kind. */
export async function priceReservation(
  tx: Db,
  reservationId: string,
  sellerCountryId: number,
): Promise<PricedLine[]> {
  const rows = await tx
    .select({ item: reservationItems, type: ticketTypes, product: ticketProducts })
    .from(reservationItems)
    .leftJoin(ticketTypes, eq(ticketTypes.id, reservationItems.ticketTypeId))
    .leftJoin(ticketProducts, eq(ticketProducts.id, reservationItems.ticketProductId))
    .where(eq(reservationItems.reservationId, reservationId))
    .orderBy(asc(reservationItems.id));

  // A product is taxed as what it contains (parking, a chip deposit, goods); its first item says what, and
  // goods are taxed by the product's category (food, soft drinks, alcohol).
  const productIds = rows.flatMap((row) => (row.product ? [row.product.id] : []));
  const productKinds = new Map<string, number>();
  if (productIds.length > 0) {
    const items = await tx
      .select({ productId: productItems.ticketProductId, itemTypeId: productItems.itemTypeId })
      .from(productItems)
      .where(inArray(productItems.ticketProductId, productIds))
      .orderBy(asc(productItems.id));
    for (const item of items) {
      if (item.productId && !productKinds.has(item.productId))
        productKinds.set(item.productId, item.itemTypeId);
    }
  }
  const rates = await countryVatRates(tx, sellerCountryId);

  // A ticket type's items split its price between VAT rates when some carry a price share.
  const typeIds = [...new Set(rows.flatMap((row) => (row.type ? [row.type.id] : [])))];
  const typeItems = new Map<string, { entry: BundleItem | null; others: BundleItem[] }>();
  if (typeIds.length > 0) {
    const items = await tx
      .select()
      .from(productItems)
      .where(inArray(productItems.ticketTypeId, typeIds))
      .orderBy(asc(productItems.id));
    for (const item of items) {
      if (!item.ticketTypeId) continue;
      const entry = typeItems.get(item.ticketTypeId) ?? { entry: null, others: [] };
      const isEntry = item.itemTypeId === itemType.ids.eventEntry && item.priceShare === null;
      if (isEntry && !entry.entry) entry.entry = item;
      else entry.others.push(item);
      typeItems.set(item.ticketTypeId, entry);
    }
  }

  return rows.map(({ item, type, product }): PricedLine => {
    if (type) {
      const kind = itemType.ids.eventEntry;
      const items = typeItems.get(type.id);
      return {
        kind: 'ticket',
        ticketTypeId: type.id,
        ticketProductId: null,
        seatId: item.seatId,
        name: type.name,
        quantity: item.quantity,
        unitPrice: type.price,
        itemTypeId: kind,
        // The organizer's own rate of the type, when set, wins over the country's default for entries.
        vatRateBasisPoints:
          type.vatRateBasisPoints ??
          lineVatRate(rates, { itemTypeId: kind, productCategoryId: ANY_PRODUCT_CATEGORY }),
        vatParts: ticketVatParts({
          price: type.price,
          entry: {
            name: entryPartName(items?.entry?.name, type.name),
            itemTypeId: kind,
            vatRateBasisPoints: type.vatRateBasisPoints,
          },
          items: items?.others ?? [],
          rates,
        }),
      };
    }
    if (!product) throw new Error(`reservation item ${item.id} has neither a ticket type nor a product`);
    const kind = productKinds.get(product.id) ?? itemType.ids.product;
    return {
      kind: 'product',
      ticketTypeId: null,
      ticketProductId: product.id,
      seatId: null,
      name: product.name,
      quantity: item.quantity,
      unitPrice: product.price,
      itemTypeId: kind,
      vatRateBasisPoints:
        product.vatRateBasisPoints ??
        lineVatRate(rates, { itemTypeId: kind, productCategoryId: product.productCategoryId }),
      vatParts: null,
    };
  });
}

/**
 * What the entry's part of a bundled ticket is called: its item's own name, or "Event entry" in every language
 * when the item just repeats the ticket's name (a receipt line would otherwise read "of which <the line>").
 */
function entryPartName(itemName: Translations | undefined, ticketName: Translations): Translations {
  if (itemName && JSON.stringify(itemName) !== JSON.stringify(ticketName)) return itemName;
  return { ...itemType.get(itemType.ids.eventEntry).labels };
}
