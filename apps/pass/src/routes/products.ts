// Handlers of the product group, variant and ticket-product value endpoints.
import type { productEndpoints } from '@repo/contract/products';
import type { Db } from '../db/database';
import {
  findProductGroup,
  findVariant,
  listTicketProductValues,
  listProductGroupTicketProducts,
  listVariants,
  listVariantValues,
  toProductGroup,
} from '../db/queries/products';
import { findTicketProduct } from '../db/queries/ticket-products';
import { found } from '../http/http-error';
import type { HandlersOf } from '../http/register-endpoint';

async function productGroupOr404(db: Db, productGroupId: string) {
  return found(
    await findProductGroup(db, productGroupId),
    'productGroup',
    `No product group with id ${productGroupId}`,
  );
}

export const productHandlers: HandlersOf<typeof productEndpoints> = {
  productGroupById: async ({ db, params, ctx }) => {
    const group = await productGroupOr404(db, params.productGroupId);
    return {
      errorText: 'OK',
      productGroup: toProductGroup(group, ctx.language),
      products: await listProductGroupTicketProducts(db, group.id, ctx.language, new Date()),
    };
  },
  productGroupVariants: async ({ db, params, ctx }) => {
    const group = await productGroupOr404(db, params.productGroupId);
    return { errorText: 'OK', variants: await listVariants(db, group.id, ctx.language) };
  },
  variantValues: async ({ db, params, ctx }) => {
    const variant = found(
      await findVariant(db, params.variantId),
      'variant',
      `No variant with id ${params.variantId}`,
    );
    return { errorText: 'OK', values: await listVariantValues(db, variant.id, ctx.language) };
  },
  ticketProductValues: async ({ db, params, ctx }) => {
    const product = found(
      await findTicketProduct(db, params.ticketProductId, ctx.language, new Date()),
      'ticketProduct',
      `No extra product with id ${params.ticketProductId}`,
    );
    return {
      errorText: 'OK',
      values: await listTicketProductValues(db, product.ticketProductId, ctx.language),
    };
  },
};
