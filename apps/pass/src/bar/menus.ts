// Bars and their menus: products with sizes, category, VAT (the category's default in the organizer's country
// unless set) and cup deposit. Sales copy what they sell, so an edit during the event changes new sales only; each
// edit is a new version of the product and keeps the one it replaces, which offline tills may still be selling.
import type { Bar, BarProductBody, BarProductInput } from '@repo/contract/bar';
import { itemType, productCategory } from '@repo/enums';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import {
  eventBars,
  findBar,
  findBarEvent,
  findBarProduct,
  insertBar,
  insertBarProduct,
  productsOfBars,
  renameBar,
  updateBarProduct,
} from '../db/queries/bars';
import type { BarEvent, BarProductRow, BarRow } from '../db/queries/bars';
import { DomainError, notFound } from '../domain/domain-error';
import { countryVatRates, lineVatRate } from '../selling/order-lines';

export async function barEventOr404(db: Db, eventId: string): Promise<BarEvent> {
  const found = await findBarEvent(db, eventId);
  if (!found) throw notFound('event', `No event with id ${eventId}`);
  return found;
}

export async function barOr404(db: Db, eventId: string, barId: string): Promise<BarRow> {
  const found = await findBar(db, eventId, barId);
  if (!found) throw notFound('bar', `No bar ${barId} at this event`);
  return found;
}

export function productView(row: BarProductRow): Bar['products'][number] {
  return {
    productId: row.id,
    name: row.name,
    productCategoryId: row.productCategoryId,
    vatRateBasisPoints: row.vatRateBasisPoints,
    depositAmount: row.depositAmount,
    variants: row.variants,
    displayOrder: row.displayOrder,
    active: row.active,
    version: row.version,
  };
}

/** The bars of an event with their menus; `activeOnly` for the till, which sells only what is on. */
export async function barViews(db: Db, eventId: string, activeOnly = false): Promise<Bar[]> {
  const rows = await eventBars(db, eventId);
  const products = await productsOfBars(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    barId: row.id,
    eventId: row.eventId,
    name: row.name,
    products: products
      .filter((product) => product.barId === row.id && (!activeOnly || product.active))
      .map(productView),
  }));
}

export async function barView(db: Db, eventId: string, barId: string): Promise<Bar> {
  const found = (await barViews(db, eventId)).find((view) => view.barId === barId);
  if (!found) throw notFound('bar', `No bar ${barId} at this event`);
  return found;
}

/** Each product category's default rate in the organizer's country (what a product gets unless set). */
export async function categoryVatDefaults(db: Db, countryId: number) {
  const rates = await countryVatRates(db, countryId);
  return productCategory
    .list()
    .filter((entry) => entry.id !== productCategory.ids.unknown)
    .map((entry) => ({
      productCategoryId: entry.id,
      vatRateBasisPoints: lineVatRate(rates, {
        itemTypeId: itemType.ids.product,
        productCategoryId: entry.id,
      }),
    }));
}

export async function createBar(db: Db, eventId: string, name: string): Promise<Bar> {
  await barEventOr404(db, eventId);
  const row = await insertBar(db, eventId, name);
  return { barId: row.id, eventId, name: row.name, products: [] };
}

export async function changeBarName(db: Db, eventId: string, barId: string, name: string): Promise<Bar> {
  await barOr404(db, eventId, barId);
  await renameBar(db, barId, name);
  return barView(db, eventId, barId);
}

type ProductInput = BarProductInput;

async function productValues(db: Db, eventId: string, input: ProductInput, previous?: BarProductRow) {
  const names = input.variants.map((variant) => variant.name.toLowerCase());
  if (new Set(names).size !== names.length) {
    throw new DomainError('INVALID_INPUT', 'Two sizes of a product have the same name', {
      field: 'variants',
    });
  }
  const known = new Set(previous?.variants.map((variant) => variant.variantId) ?? []);
  const variants = input.variants.map((variant) => ({
    // A variant keeps its id across edits (sales name it); one the menu did not have gets a new one.
    variantId:
      variant.variantId && known.has(variant.variantId) ? variant.variantId : randomUUID().slice(0, 8),
    name: variant.name,
    price: variant.price,
  }));
  let vatRateBasisPoints = input.vatRateBasisPoints;
  if (vatRateBasisPoints === undefined) {
    const { organizer } = await barEventOr404(db, eventId);
    const defaults = await categoryVatDefaults(db, organizer.countryId);
    vatRateBasisPoints =
      defaults.find((row) => row.productCategoryId === input.productCategoryId)?.vatRateBasisPoints ?? 0;
  }
  return {
    name: input.name,
    productCategoryId: input.productCategoryId,
    vatRateBasisPoints,
    depositAmount: input.depositAmount,
    variants,
    displayOrder: input.displayOrder,
    active: input.active,
  };
}

export async function addProduct(db: Db, eventId: string, barId: string, input: ProductInput): Promise<Bar> {
  await barOr404(db, eventId, barId);
  await insertBarProduct(db, { barId, ...(await productValues(db, eventId, input)) });
  return barView(db, eventId, barId);
}

export async function changeProduct(
  db: Db,
  eventId: string,
  barId: string,
  productId: string,
  input: ProductInput,
  now = new Date(),
): Promise<Bar> {
  await barOr404(db, eventId, barId);
  const previous = await findBarProduct(db, barId, productId, true);
  if (!previous) throw notFound('barProduct', `No product ${productId} on this bar`);
  await updateBarProduct(db, previous, await productValues(db, eventId, input, previous), now);
  return barView(db, eventId, barId);
}

export type { BarProductBody };
