// Product group, variant and ticket-product value endpoints (merchandise with sizes and the like).
import { publicAccess } from './access';
import { z } from 'zod';
import { ok, uuid } from './common';
import { defineEndpoint } from './endpoint';
import { productGroup, ticketProduct, variant, variantValue } from './entities';

const productGroupIdParams = z.object({ productGroupId: uuid });

export const productEndpoints = {
  productGroupById: defineEndpoint({
    id: 'productGroupById',
    method: 'GET',
    path: '/pass/product-group/{productGroupId}',
    tag: 'product',
    access: publicAccess,
    summary: 'A product group of a published event with its visible products, in display order',
    params: productGroupIdParams,
    response: ok({ productGroup, products: z.array(ticketProduct) }),
    errors: [404],
  }),
  productGroupVariants: defineEndpoint({
    id: 'productGroupVariants',
    method: 'GET',
    path: '/pass/product-group/{productGroupId}/variants',
    tag: 'product',
    access: publicAccess,
    summary: 'Variants (dimensions such as size) of a product group, in display order',
    params: productGroupIdParams,
    response: ok({ variants: z.array(variant) }),
    errors: [404],
  }),
  variantValues: defineEndpoint({
    id: 'variantValues',
    method: 'GET',
    path: '/pass/variant/{variantId}/values',
    tag: 'product',
    access: publicAccess,
    summary: 'Values of a variant (S, M, L, ...), in display order',
    params: z.object({ variantId: uuid }),
    response: ok({ values: z.array(variantValue) }),
    errors: [404],
  }),
  ticketProductValues: defineEndpoint({
    id: 'ticketProductValues',
    method: 'GET',
    path: '/pass/ticket-product/{ticketProductId}/values',
    tag: 'product',
    access: publicAccess,
    summary: 'The variant values a product is (e.g. size M), by variant display order',
    params: z.object({ ticketProductId: uuid }),
    response: ok({ values: z.array(variantValue) }),
    errors: [404],
  }),
} as const;
