// The organiser's extra products under /pass/hub/event/...: products with stock, product groups with variants.
import { productCategory } from '@repo/enums/product-category';
import { z } from 'zod';
import { organizerAccess } from './access';
import { enumId, isoDateTime, minorUnits, ok, uuid } from './common';
import type { EndpointDefinition } from './endpoint';
import { defineEndpoint } from './endpoint';
import {
  optionalCount,
  perOrderCount,
  priceMinor,
  translatedText,
  translations,
  vatRateBasisPoints,
  windowInOrder,
} from './hub-catalogue-fields';
import { catalogueEvent } from './hub-ticket-types';

/** What a product is (an itemType of @repo/enums), which decides its VAT: goods by category, parking, a chip... */
export const productKinds = ['product', 'parking', 'nfcChip', 'vipNfcChip', 'workshop', 'zone'] as const;
export const productKind = z.enum(productKinds);
export type ProductKind = z.infer<typeof productKind>;

export const productBody = z
  .object({
    name: translatedText(120),
    groupId: uuid.nullable(),
    /** One value of each variant of the group (the "M" of Size); none without a group. */
    variantValueIds: z.array(uuid).max(5, { error: 'must have at most 5 values' }),
    kind: productKind,
    /** productCategory of @repo/enums for goods (food, drinks, merchandise); 0 when none. */
    productCategoryId: enumId.refine((id) => productCategory.has(id), {
      error: 'must be an id of the productCategory enumeration',
    }),
    price: priceMinor,
    vatRateBasisPoints,
    /** null = unlimited stock. */
    stock: optionalCount,
    maxPerOrder: perOrderCount,
    saleStartsAt: isoDateTime.nullable(),
    saleEndsAt: isoDateTime.nullable(),
    visible: z.boolean(),
  })
  .refine((body) => body.groupId !== null || body.variantValueIds.length === 0, {
    error: 'must be empty without a product group',
    path: ['variantValueIds'],
  })
  .refine((body) => windowInOrder(body.saleStartsAt, body.saleEndsAt), {
    error: 'must be after the start of sale',
    path: ['saleEndsAt'],
  });
export type ProductBody = z.input<typeof productBody>;

export const hubProduct = z.object({
  productId: uuid,
  groupId: uuid.nullable(),
  variantValueIds: z.array(uuid),
  name: translations,
  namePub: z.string(),
  kind: productKind,
  productCategoryId: enumId,
  price: minorUnits,
  currencyId: enumId,
  vatRateBasisPoints: z.int().nullable(),
  effectiveVatRateBasisPoints: z.int(),
  stock: z.int().nullable(),
  sold: z.int(),
  held: z.int(),
  /** Pieces a buyer can still hold now; null = unlimited. */
  available: z.int().nullable(),
  maxPerOrder: z.int(),
  saleStartsAt: isoDateTime.nullable(),
  saleEndsAt: isoDateTime.nullable(),
  displayOrder: z.int(),
  visible: z.boolean(),
});
export type HubProduct = z.infer<typeof hubProduct>;

const variantInput = z.object({
  name: translatedText(60),
  values: z
    .array(translatedText(60))
    .min(1, { error: 'must have at least one value' })
    .max(30, { error: 'must have at most 30 values' }),
});

export const productGroupBody = z.object({
  name: translatedText(120),
  variants: z.array(variantInput).max(3, { error: 'must have at most 3 variants' }),
});
export type ProductGroupBody = z.input<typeof productGroupBody>;

export const hubProductGroup = z.object({
  groupId: uuid,
  name: translations,
  namePub: z.string(),
  variants: z.array(
    z.object({
      variantId: uuid,
      namePub: z.string(),
      values: z.array(z.object({ variantValueId: uuid, valuePub: z.string() })),
    }),
  ),
});
export type HubProductGroup = z.infer<typeof hubProductGroup>;

const eventParams = z.object({ eventId: uuid });
const eventAccess = organizerAccess('events', 'params.eventId');

export const hubProductEndpoints = {
  hubProducts: defineEndpoint({
    id: 'hubProducts',
    method: 'GET',
    path: '/pass/hub/event/{eventId}/products',
    tag: 'hub',
    summary: "The event's extra products in display order, with their groups and variants",
    access: eventAccess,
    params: eventParams,
    response: ok({
      event: catalogueEvent,
      groups: z.array(hubProductGroup),
      products: z.array(hubProduct),
    }),
    errors: [403, 404],
  }),
  hubProductCreate: defineEndpoint({
    id: 'hubProductCreate',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/product-create',
    tag: 'hub',
    summary: 'Add an extra product (parking, a chip, goods) with its stock',
    access: eventAccess,
    params: eventParams,
    body: productBody,
    response: ok({ product: hubProduct }),
    errors: [400, 403, 404],
  }),
  hubProductUpdate: defineEndpoint({
    id: 'hubProductUpdate',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/product/{productId}/update',
    tag: 'hub',
    summary: 'Change an extra product; sold orders keep their price, the stock never goes below what is sold',
    access: eventAccess,
    params: z.object({ eventId: uuid, productId: uuid }),
    body: productBody,
    response: ok({ product: hubProduct }),
    errors: [400, 403, 404, 409],
  }),
  hubProductGroupCreate: defineEndpoint({
    id: 'hubProductGroupCreate',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/product-group-create',
    tag: 'hub',
    summary: 'Add a product group with its variants and their values (a T-shirt in sizes S, M, L)',
    access: eventAccess,
    params: eventParams,
    body: productGroupBody,
    response: ok({ group: hubProductGroup }),
    errors: [403, 404],
  }),
} as const satisfies Record<string, EndpointDefinition>;
