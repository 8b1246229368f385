// The organiser's extra products: create and edit (sold orders keep their price, stock never below sold), and
// product groups with their variants.
import type { productBody, productGroupBody } from '@repo/contract/hub-products';
import { itemType } from '@repo/enums';
import type { z } from 'zod';
import type { Db } from '../db/database';
import {
  findEventProduct,
  insertProduct,
  insertProductParts,
  insertProductGroup,
  listEventProductGroups,
  nextProductOrder,
  replaceProductParts,
  updateProduct,
} from '../db/queries/catalogue-products';
import type { ProductGroupIds, ProductRow } from '../db/queries/catalogue-products';
import { DomainError } from '../domain/domain-error';
import type { CatalogueEventRow, FixedId } from './ticket-types';

export type ProductInput = z.output<typeof productBody>;
export type ProductGroupInput = z.output<typeof productGroupBody>;

/** The group must be the event's, and the values one of each of its variants at most. */
async function checkGroup(db: Db, eventId: string, input: ProductInput): Promise<void> {
  if (input.groupId === null) return;
  const tree = (await listEventProductGroups(db, eventId)).find((entry) => entry.group.id === input.groupId);
  if (!tree) {
    throw new DomainError('PRODUCT_GROUP_NOT_FOUND', `No product group ${input.groupId} at this event`, {
      field: 'groupId',
    });
  }
  const variantOf = new Map(
    tree.variants.flatMap(({ variant, values }) => values.map((value) => [value.id, variant.id] as const)),
  );
  const seen = new Set<string>();
  for (const valueId of input.variantValueIds) {
    const variantId = variantOf.get(valueId);
    if (!variantId || seen.has(variantId)) {
      throw new DomainError('VARIANT_VALUE_NOT_FOUND', `Variant value ${valueId} does not fit the group`, {
        field: 'variantValueIds',
      });
    }
    seen.add(variantId);
  }
}

function ownFields(input: ProductInput) {
  return {
    name: input.name,
    productGroupId: input.groupId,
    productCategoryId: input.kind === 'product' ? input.productCategoryId : 0,
    price: input.price,
    vatRateBasisPoints: input.vatRateBasisPoints,
    stock: input.stock,
    maxPerOrder: input.maxPerOrder,
    saleStartsAt: input.saleStartsAt === null ? null : new Date(input.saleStartsAt),
    saleEndsAt: input.saleEndsAt === null ? null : new Date(input.saleEndsAt),
    visible: input.visible,
  };
}

function kindItem(input: ProductInput) {
  const id = itemType.ids[input.kind];
  return { itemTypeId: id, name: { ...itemType.get(id).labels } };
}

export async function createProduct(
  tx: Db,
  event: CatalogueEventRow,
  input: ProductInput,
  fixed: FixedId = {},
): Promise<ProductRow> {
  await checkGroup(tx, event.id, input);
  const row = await insertProduct(tx, {
    ...ownFields(input),
    id: fixed.id,
    eventId: event.id,
    currencyId: event.currencyId,
    displayOrder: await nextProductOrder(tx, event.id),
  });
  await insertProductParts(tx, row.id, kindItem(input), input.variantValueIds);
  return row;
}

/** Edits a product: order items copied the price at sale, so only new sales see a new one. */
export async function editProduct(
  tx: Db,
  eventId: string,
  productId: string,
  input: ProductInput,
): Promise<ProductRow> {
  const current = await findEventProduct(tx, eventId, productId);
  if (!current)
    throw new DomainError('TICKET_PRODUCT_NOT_FOUND', `No extra product ${productId} at this event`);
  await checkGroup(tx, eventId, input);
  const row = await updateProduct(tx, productId, ownFields(input));
  if (!row) {
    const taken = current.sold + current.held;
    throw new DomainError('BELOW_SOLD', `stock cannot go below the ${taken} already sold or held`, {
      field: 'stock',
      taken,
    });
  }
  await replaceProductParts(tx, productId, kindItem(input), input.variantValueIds);
  return row;
}

/** `fixed` gives the group, its variants and their values known ids (by position) instead of random ones. */
export async function createProductGroup(
  tx: Db,
  eventId: string,
  input: ProductGroupInput,
  fixed: ProductGroupIds = {},
): Promise<string> {
  return insertProductGroup(tx, eventId, input, fixed);
}
