// Prices the lines of an order from its hold: catalogue prices, names at purchase time and VAT per item kind.
import { itemType } from '@repo/enums';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { productItems, reservationItems, ticketProducts, ticketTypes, vatRates } from '../db/schema';
import type { Translations } from '../db/schema/columns';

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

  // A product is taxed as what it contains (parking, a chip deposit, merchandise); its first item says what.
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
  const rates = new Map(
    (
      await tx
        .select({ itemTypeId: vatRates.itemTypeId, rate: vatRates.rateBasisPoints })
        .from(vatRates)
        .where(and(eq(vatRates.countryId, sellerCountryId)))
    ).map((rate) => [rate.itemTypeId, rate.rate]),
  );

  return rows.map(({ item, type, product }): PricedLine => {
    if (type) {
      const kind = itemType.ids.eventEntry;
      return {
        kind: 'ticket',
        ticketTypeId: type.id,
        ticketProductId: null,
        seatId: item.seatId,
        name: type.name,
        quantity: item.quantity,
        unitPrice: type.price,
        itemTypeId: kind,
        vatRateBasisPoints: rates.get(kind) ?? 0,
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
      vatRateBasisPoints: rates.get(kind) ?? 0,
    };
  });
}
