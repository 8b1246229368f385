// What ticket types and extra products contain (product items), loaded in one batch per listing.
import type { LabelLanguage } from '@repo/enums';
import { itemType } from '@repo/enums';
import type { ProductItem } from '@repo/contract/entities';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../database';
import { events, productItems, ticketProducts, ticketTypes } from '../schema';
import { pickText } from '../../i18n-text';

type ProductItemRow = typeof productItems.$inferSelect;

const chipItemTypeIds: readonly number[] = [itemType.ids.nfcChip, itemType.ids.vipNfcChip];

export function toProductItem(row: ProductItemRow, language: LabelLanguage): ProductItem {
  return {
    productItemId: row.id,
    itemTypeId: row.itemTypeId,
    namePub: pickText(row.name, language),
    quantity: row.quantity,
    chipCreditMin: row.chipCreditMin,
    chipCreditMax: row.chipCreditMax,
  };
}

/** Items of many ticket types (or many products) in one query, keyed by the owner's id. */
export async function loadItemsByOwner(
  db: Db,
  owner: 'ticketType' | 'ticketProduct',
  ownerIds: readonly string[],
  language: LabelLanguage,
): Promise<Map<string, ProductItem[]>> {
  const byOwner = new Map<string, ProductItem[]>();
  if (ownerIds.length === 0) return byOwner;
  const ownerColumn = owner === 'ticketType' ? productItems.ticketTypeId : productItems.ticketProductId;
  const rows = await db
    .select()
    .from(productItems)
    .where(inArray(ownerColumn, [...ownerIds]))
    .orderBy(asc(productItems.itemTypeId), asc(productItems.id));
  for (const row of rows) {
    const ownerId = owner === 'ticketType' ? row.ticketTypeId : row.ticketProductId;
    if (ownerId === null) continue;
    const items = byOwner.get(ownerId) ?? [];
    items.push(toProductItem(row, language));
    byOwner.set(ownerId, items);
  }
  return byOwner;
}

export interface ChipItem {
  item: ProductItemRow;
  currencyId: number;
}

/**
 * An NFC chip item (regular or VIP) of a visible ticket type or product of a published event, with the
 * owner's currency; undefined for anything else, so non-chip items answer 404 like unknown ones.
 */
export async function findChipItem(db: Db, productItemId: string): Promise<ChipItem | undefined> {
  const [row] = await db
    .select({
      item: productItems,
      ticketTypeCurrencyId: ticketTypes.currencyId,
      ticketProductCurrencyId: ticketProducts.currencyId,
    })
    .from(productItems)
    .leftJoin(ticketTypes, and(eq(ticketTypes.id, productItems.ticketTypeId), eq(ticketTypes.visible, true)))
    .leftJoin(
      ticketProducts,
      and(eq(ticketProducts.id, productItems.ticketProductId), eq(ticketProducts.visible, true)),
    )
    .innerJoin(
      events,
      and(
        or(eq(events.id, ticketTypes.eventId), eq(events.id, ticketProducts.eventId)),
        eq(events.published, true),
      ),
    )
    .where(and(eq(productItems.id, productItemId), inArray(productItems.itemTypeId, [...chipItemTypeIds])));
  if (!row) return undefined;
  const currencyId = row.ticketTypeCurrencyId ?? row.ticketProductCurrencyId;
  return currencyId === null ? undefined : { item: row.item, currencyId };
}
