// The cart as the tracking events of @repo/tracking take it (spec section 3's cart ticket entries).
import type { EventDetail, TicketProduct, TicketType } from '@repo/contract/entities';
import type { OrderSummary } from '@repo/contract/orders';
import type { CartTicketEntry, OrderResult, TrackingInput } from '@repo/tracking/cart-items';
import type { CartLine } from './cart';

function context(event: EventDetail): CartTicketEntry['trackingContext'] {
  return {
    eventName: event.namePub,
    eventLocation: event.city ?? undefined,
    eventPlace: event.venueName ?? undefined,
  };
}

function ticketEntry(type: TicketType, event: EventDetail): CartTicketEntry {
  return {
    ticketType: {
      ticketTypeId: type.ticketTypeId,
      namePub: type.namePub,
      price: type.price,
      displayOrder: type.displayOrder,
      ticketTypeGroup: type.ticketTypeGroup ? { namePub: type.ticketTypeGroup.namePub } : null,
    },
    chips: [],
    extraProducts: [],
    trackingContext: context(event),
  };
}

/** One ticket added or removed (an extra product rides on the event's first ticket type, as entries need one). */
export function itemTrackingInput(
  event: EventDetail,
  item: { ticketType: TicketType } | { product: TicketProduct; carrier: TicketType | undefined },
): TrackingInput | null {
  if ('ticketType' in item) {
    return {
      tickets: [ticketEntry(item.ticketType, event)],
      currencyId: item.ticketType.currencyId,
      value: item.ticketType.price,
      eventId: event.eventId,
    };
  }
  if (!item.carrier) return null;
  const entry = ticketEntry(item.carrier, event);
  return {
    tickets: [
      {
        ...entry,
        extraProducts: [
          {
            ticketProductId: item.product.ticketProductId,
            name: item.product.name,
            price: item.product.price,
            count: 1,
            displayOrder: item.product.displayOrder,
          },
        ],
      },
    ],
    currencyId: item.product.currencyId,
    value: item.product.price,
    eventId: event.eventId,
  };
}

/** The whole cart: one entry per ticket, extra products on the first one. */
export function cartTrackingInput(
  event: EventDetail,
  lines: readonly CartLine[],
  ticketTypes: readonly TicketType[],
  products: readonly TicketProduct[],
  currencyId: number,
  total: number,
  orderId?: string,
): TrackingInput {
  const typeById = new Map(ticketTypes.map((type) => [type.ticketTypeId, type]));
  const tickets: CartTicketEntry[] = [];
  for (const line of lines) {
    const type = line.ticketTypeId ? typeById.get(line.ticketTypeId) : undefined;
    if (!type) continue;
    for (let index = 0; index < line.quantity; index += 1) tickets.push(ticketEntry(type, event));
  }
  const extras = lines
    .filter((line) => line.kind === 'product')
    .flatMap((line) => {
      const product = products.find((candidate) => `product:${candidate.ticketProductId}` === line.key);
      return product
        ? [
            {
              ticketProductId: product.ticketProductId,
              name: product.name,
              price: product.price,
              count: line.quantity,
              displayOrder: product.displayOrder,
            },
          ]
        : [];
    });
  const [first, ...rest] = tickets;
  return {
    tickets: first ? [{ ...first, extraProducts: extras }, ...rest] : [],
    currencyId,
    value: total,
    orderId: orderId ?? null,
    eventId: event.eventId,
  };
}

/** An order as the purchase result events take it. */
export function orderTrackingResult(order: OrderSummary): OrderResult {
  return {
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    amount: order.totalAmount,
    paidAmount: order.paidAmount,
    currencyId: order.currencyId,
    paymentMethodId: order.paymentMethodId,
    created: order.createdAt,
    paid: order.paidAt,
    canceled: order.canceledAt,
    eventId: order.eventId,
  };
}
