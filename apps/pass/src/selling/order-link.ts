// The storefront address of an order's page as sent to its buyer: in the order's language, on the host it was placed on.
import { brandStorefrontOrigin } from '@repo/links/brand-hosts';
import { orderDetailLink } from '@repo/links/storefront-links';
import type { OrderRow } from './orders';
import { orderLanguage } from './order-views';

/**
 * `https://tickets…/en/event/{organizer}/{event}/order/{id}`: the e-mail link and the gateway's return. An order
 * placed on a partner brand's storefront links to that brand's host, so the buyer comes back to the shop they
 * bought in.
 */
export function orderPageUrl(
  publicTicketsUrl: string,
  order: Pick<OrderRow, 'id' | 'languageId' | 'brandId'>,
  slugs: { organizerSlug: string; eventSlug: string },
): string {
  return orderDetailLink(
    { ...slugs, orderId: order.id },
    // Only the origin of the configured address is used: a trailing slash or path would break the link.
    { locale: orderLanguage(order), origin: brandStorefrontOrigin(order.brandId, publicTicketsUrl) },
  );
}
