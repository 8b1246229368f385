// The storefront address of an order's page as sent to its buyer: in the order's language, on the storefront's origin.
import { orderDetailLink } from '@repo/links/storefront-links';
import type { OrderRow } from './orders';
import { orderLanguage } from './order-views';

/** `https://tickets…/en/event/{organizer}/{event}/order/{id}`: the e-mail link and the gateway's return. */
export function orderPageUrl(
  publicTicketsUrl: string,
  order: Pick<OrderRow, 'id' | 'languageId'>,
  slugs: { organizerSlug: string; eventSlug: string },
): string {
  return orderDetailLink(
    { ...slugs, orderId: order.id },
    // A configured trailing slash or path would break the link: only the origin is used.
    { locale: orderLanguage(order), origin: new URL(publicTicketsUrl).origin },
  );
}
