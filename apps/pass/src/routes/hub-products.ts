// Handlers of the organiser's extra-product endpoints: list, create, edit, and product groups with variants.
import type { hubProductEndpoints } from '@repo/contract/hub-products';
import type { HandlersOf } from '../http/register-endpoint';
import { loadHubProduct, loadHubProductGroup, loadProductCatalogue } from '../organizers/product-views';
import { createProduct, createProductGroup, editProduct } from '../organizers/products';
import { catalogueEventOr404 } from '../organizers/ticket-types';

export const hubProductHandlers: HandlersOf<typeof hubProductEndpoints> = {
  hubProducts: async ({ db, params, ctx }) => {
    const event = await catalogueEventOr404(db, params.eventId);
    return { errorText: 'OK', ...(await loadProductCatalogue(db, event, ctx.language)) };
  },
  hubProductCreate: async ({ db, params, body, ctx, audit }) => {
    const event = await catalogueEventOr404(db, params.eventId);
    const row = await createProduct(db, event, body);
    audit.resource('ticketProduct', row.id);
    audit.detail({ name: body.name.cs, price: body.price, stock: body.stock });
    return { errorText: 'OK', product: await loadHubProduct(db, event, row, ctx.language) };
  },
  hubProductUpdate: async ({ db, params, body, ctx, audit }) => {
    const event = await catalogueEventOr404(db, params.eventId);
    const row = await editProduct(db, event.id, params.productId, body);
    audit.resource('ticketProduct', row.id);
    audit.detail({ name: body.name.cs, price: body.price, stock: body.stock, visible: body.visible });
    return { errorText: 'OK', product: await loadHubProduct(db, event, row, ctx.language) };
  },
  hubProductGroupCreate: async ({ db, params, body, ctx, audit }) => {
    const event = await catalogueEventOr404(db, params.eventId);
    const groupId = await createProductGroup(db, event.id, body);
    audit.resource('productGroup', groupId);
    audit.detail({ name: body.name.cs, variants: body.variants.length });
    return { errorText: 'OK', group: await loadHubProductGroup(db, event.id, groupId, ctx.language) };
  },
};
