// The order page's read of an order, once per request: its title (metadata) and its body share the answer.
import { cache } from 'react';
import { orNotFound, serverPass } from './pass-server';
import type { StorefrontContext } from './storefront-context';

/** Order contents, read fresh (the status is what the buyer came for); a 404 of the pass service is the page's. */
export const loadOrderContents = cache(async (ctx: StorefrontContext, orderId: string) =>
  orNotFound(serverPass(ctx).orderContentsV2({ params: { orderId } })),
);
