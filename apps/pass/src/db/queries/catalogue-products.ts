// The organiser's extra-product rows: products with their kind item and variant values, groups with variants.
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../database';
import {
  productGroups,
  productItems,
  ticketProducts,
  ticketProductValues,
  variants,
  variantValues,
} from '../schema';
import type { Translations } from '../schema/columns';

export type ProductRow = typeof ticketProducts.$inferSelect;
export type NewProduct = typeof ticketProducts.$inferInsert;

export async function listEventProducts(db: Db, eventId: string): Promise<ProductRow[]> {
  return db
    .select()
    .from(ticketProducts)
    .where(eq(ticketProducts.eventId, eventId))
    .orderBy(asc(ticketProducts.displayOrder), asc(ticketProducts.id));
}

export async function findEventProduct(db: Db, eventId: string, productId: string) {
  const [row] = await db
    .select()
    .from(ticketProducts)
    .where(and(eq(ticketProducts.eventId, eventId), eq(ticketProducts.id, productId)));
  return row;
}

/** The item type of each product's first item (what it is taxed as) and its variant values. */
export async function listProductDetails(db: Db, productIds: readonly string[]) {
  if (productIds.length === 0)
    return { kinds: new Map<string, number>(), values: new Map<string, string[]>() };
  const ids = [...productIds];
  const [items, values] = await Promise.all([
    db
      .select({ productId: productItems.ticketProductId, itemTypeId: productItems.itemTypeId })
      .from(productItems)
      .where(inArray(productItems.ticketProductId, ids))
      .orderBy(asc(productItems.id)),
    db
      .select({
        productId: ticketProductValues.ticketProductId,
        valueId: ticketProductValues.variantValueId,
      })
      .from(ticketProductValues)
      .where(inArray(ticketProductValues.ticketProductId, ids)),
  ]);
  const kinds = new Map<string, number>();
  for (const item of items) {
    if (item.productId && !kinds.has(item.productId)) kinds.set(item.productId, item.itemTypeId);
  }
  const byProduct = new Map<string, string[]>();
  for (const value of values)
    byProduct.set(value.productId, [...(byProduct.get(value.productId) ?? []), value.valueId]);
  return { kinds, values: byProduct };
}

export async function nextProductOrder(db: Db, eventId: string): Promise<number> {
  const [row] = await db
    .select({ last: max(ticketProducts.displayOrder) })
    .from(ticketProducts)
    .where(eq(ticketProducts.eventId, eventId));
  return (row?.last ?? -1) + 1;
}

export async function insertProduct(db: Db, values: NewProduct): Promise<ProductRow> {
  const [row] = await db.insert(ticketProducts).values(values).returning();
  if (!row) throw new Error('product insert returned nothing');
  return row;
}

/** Changes a product's own fields; a stock below sold + held matches no row (undefined). */
export async function updateProduct(
  db: Db,
  productId: string,
  values: Partial<NewProduct>,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(ticketProducts)
    .set(values)
    .where(
      and(
        eq(ticketProducts.id, productId),
        values.stock === undefined || values.stock === null
          ? undefined
          : sql`${ticketProducts.sold} + ${ticketProducts.held} <= ${values.stock}`,
      ),
    )
    .returning();
  return row;
}

/** The item and variant values of a new product. */
export async function insertProductParts(
  db: Db,
  productId: string,
  item: { itemTypeId: number; name: Translations },
  variantValueIds: readonly string[],
): Promise<void> {
  await db.insert(productItems).values({ ...item, ticketProductId: productId, quantity: 1 });
  if (variantValueIds.length > 0) {
    await db
      .insert(ticketProductValues)
      .values(variantValueIds.map((variantValueId) => ({ ticketProductId: productId, variantValueId })));
  }
}

/**
 * Sets what the product is and which variant values it has. Its items stay as they are while their kind does not
 * change (a chip keeps its credit limits); a new kind replaces them with one item of that kind.
 */
export async function replaceProductParts(
  db: Db,
  productId: string,
  item: { itemTypeId: number; name: Translations },
  variantValueIds: readonly string[],
): Promise<void> {
  const current = (await listProductDetails(db, [productId])).kinds.get(productId);
  if (current !== item.itemTypeId) {
    await db.delete(productItems).where(eq(productItems.ticketProductId, productId));
    await db.insert(productItems).values({ ...item, ticketProductId: productId, quantity: 1 });
  }
  await db.delete(ticketProductValues).where(eq(ticketProductValues.ticketProductId, productId));
  if (variantValueIds.length > 0) {
    await db
      .insert(ticketProductValues)
      .values(variantValueIds.map((variantValueId) => ({ ticketProductId: productId, variantValueId })));
  }
}

export async function listEventProductGroups(db: Db, eventId: string) {
  const groups = await db
    .select()
    .from(productGroups)
    .where(eq(productGroups.eventId, eventId))
    .orderBy(asc(productGroups.displayOrder), asc(productGroups.id));
  const groupIds = groups.map((group) => group.id);
  const variantRows =
    groupIds.length === 0
      ? []
      : await db
          .select()
          .from(variants)
          .where(inArray(variants.productGroupId, groupIds))
          .orderBy(asc(variants.displayOrder), asc(variants.id));
  const valueRows =
    variantRows.length === 0
      ? []
      : await db
          .select()
          .from(variantValues)
          .where(
            inArray(
              variantValues.variantId,
              variantRows.map((variant) => variant.id),
            ),
          )
          .orderBy(asc(variantValues.displayOrder), asc(variantValues.id));
  return groups.map((group) => ({
    group,
    variants: variantRows
      .filter((variant) => variant.productGroupId === group.id)
      .map((variant) => ({ variant, values: valueRows.filter((value) => value.variantId === variant.id) })),
  }));
}

export type ProductGroupTree = Awaited<ReturnType<typeof listEventProductGroups>>[number];

/** Known ids for a new product group, its variants and their values, by position; random where left out. */
export interface ProductGroupIds {
  id?: string;
  variantIds?: readonly (string | undefined)[];
  valueIds?: readonly (readonly (string | undefined)[] | undefined)[];
}

export async function insertProductGroup(
  db: Db,
  eventId: string,
  input: { name: Translations; variants: { name: Translations; values: Translations[] }[] },
  fixed: ProductGroupIds = {},
): Promise<string> {
  const [last] = await db
    .select({ last: max(productGroups.displayOrder) })
    .from(productGroups)
    .where(eq(productGroups.eventId, eventId));
  const [group] = await db
    .insert(productGroups)
    .values({ id: fixed.id, eventId, name: input.name, displayOrder: (last?.last ?? -1) + 1 })
    .returning({ id: productGroups.id });
  if (!group) throw new Error('product group insert returned nothing');
  for (const [variantOrder, variant] of input.variants.entries()) {
    const [row] = await db
      .insert(variants)
      .values({
        id: fixed.variantIds?.[variantOrder],
        productGroupId: group.id,
        name: variant.name,
        displayOrder: variantOrder,
      })
      .returning({ id: variants.id });
    if (!row) throw new Error('variant insert returned nothing');
    await db.insert(variantValues).values(
      variant.values.map((value, displayOrder) => ({
        id: fixed.valueIds?.[variantOrder]?.[displayOrder],
        variantId: row.id,
        value,
        displayOrder,
      })),
    );
  }
  return group.id;
}
