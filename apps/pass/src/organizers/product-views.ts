// The hub's view of an event's extra products and product groups, with availability and the VAT a sale gets.
import type { HubProduct, HubProductGroup, ProductKind } from '@repo/contract/hub-products';
import { productKinds } from '@repo/contract/hub-products';
import type { LabelLanguage } from '@repo/enums';
import { itemType } from '@repo/enums';
import type { Db } from '../db/database';
import { loadProductAvailability } from '../db/queries/availability';
import {
  listEventProductGroups,
  listEventProducts,
  listProductDetails,
} from '../db/queries/catalogue-products';
import type { ProductGroupTree, ProductRow } from '../db/queries/catalogue-products';
import { pickText } from '../i18n-text';
import type { VatRateRow } from '../receipts/vat-defaults';
import { countryVatRates, lineVatRate } from '../selling/order-lines';
import { toCatalogueEvent } from './catalogue-views';
import type { CatalogueEventRow } from './ticket-types';

type Details = Awaited<ReturnType<typeof listProductDetails>>;

function kindOf(itemTypeId: number | undefined): ProductKind {
  const key = itemTypeId !== undefined && itemType.has(itemTypeId) ? itemType.get(itemTypeId).key : 'product';
  return productKinds.find((kind) => kind === key) ?? 'product';
}

function toHubProduct(
  row: ProductRow,
  details: Details,
  available: (row: ProductRow) => number | null,
  rates: readonly VatRateRow[],
  language: LabelLanguage,
): HubProduct {
  const kind = kindOf(details.kinds.get(row.id));
  return {
    productId: row.id,
    groupId: row.productGroupId,
    variantValueIds: details.values.get(row.id) ?? [],
    name: row.name,
    namePub: pickText(row.name, language),
    kind,
    productCategoryId: row.productCategoryId,
    price: row.price,
    currencyId: row.currencyId,
    vatRateBasisPoints: row.vatRateBasisPoints,
    effectiveVatRateBasisPoints:
      row.vatRateBasisPoints ??
      lineVatRate(rates, { itemTypeId: itemType.ids[kind], productCategoryId: row.productCategoryId }),
    stock: row.stock,
    sold: row.sold,
    held: row.held,
    available: available(row),
    maxPerOrder: row.maxPerOrder,
    saleStartsAt: row.saleStartsAt?.toISOString() ?? null,
    saleEndsAt: row.saleEndsAt?.toISOString() ?? null,
    displayOrder: row.displayOrder,
    visible: row.visible,
  };
}

function toHubProductGroup({ group, variants }: ProductGroupTree, language: LabelLanguage): HubProductGroup {
  return {
    groupId: group.id,
    name: group.name,
    namePub: pickText(group.name, language),
    variants: variants.map(({ variant, values }) => ({
      variantId: variant.id,
      namePub: pickText(variant.name, language),
      values: values.map((value) => ({
        variantValueId: value.id,
        valuePub: pickText(value.value, language),
      })),
    })),
  };
}

/** The given products of the event as the hub lists them, with what the event's VAT rates make of them. */
async function loadProducts(db: Db, event: CatalogueEventRow, language: LabelLanguage, rows: ProductRow[]) {
  const [details, available, rates] = await Promise.all([
    listProductDetails(
      db,
      rows.map((row) => row.id),
    ),
    loadProductAvailability(db, [event.id], new Date()),
    countryVatRates(db, event.countryId),
  ]);
  return { rates, products: rows.map((row) => toHubProduct(row, details, available, rates, language)) };
}

export async function loadProductCatalogue(db: Db, event: CatalogueEventRow, language: LabelLanguage) {
  const [rows, groups] = await Promise.all([
    listEventProducts(db, event.id),
    listEventProductGroups(db, event.id),
  ]);
  const { rates, products } = await loadProducts(db, event, language, rows);
  return {
    event: toCatalogueEvent(event, rates, language),
    groups: groups.map((group) => toHubProductGroup(group, language)),
    products,
  };
}

export async function loadHubProduct(
  db: Db,
  event: CatalogueEventRow,
  row: ProductRow,
  language: LabelLanguage,
): Promise<HubProduct> {
  const { products } = await loadProducts(db, event, language, [row]);
  const [product] = products;
  if (!product) throw new Error(`product ${row.id} did not load`);
  return product;
}

export async function loadHubProductGroup(
  db: Db,
  eventId: string,
  groupId: string,
  language: LabelLanguage,
): Promise<HubProductGroup> {
  const tree = (await listEventProductGroups(db, eventId)).find((entry) => entry.group.id === groupId);
  if (!tree) throw new Error(`product group ${groupId} did not load`);
  return toHubProductGroup(tree, language);
}
