// Cart and order input of the tracking events (spec 3) and their merging into reported line items.
import { getCurrency } from '@repo/enums';
import { z } from 'zod';

/** Spec 9: minor units / 100 gives the reported value. */
export const MINOR_UNIT_DIVISOR = 100;

export const cartTicketEntry = z.object({
  ticketType: z.object({
    ticketTypeId: z.union([z.string(), z.number()]),
    namePub: z.string(),
    /** Minor units. */
    price: z.number(),
    displayOrder: z.number().optional(),
    ticketTypeGroup: z.object({ namePub: z.string() }).nullish(),
  }),
  chips: z
    .array(z.object({ productItemId: z.union([z.string(), z.number()]), amount: z.number() }))
    .default([]),
  extraProducts: z
    .array(
      z.object({
        ticketProductId: z.union([z.string(), z.number()]),
        name: z.string(),
        /** Minor units, per piece. */
        price: z.number(),
        count: z.number(),
        displayOrder: z.number().optional(),
      }),
    )
    .default([]),
  trackingContext: z
    .object({
      eventName: z.string().optional(),
      eventLocation: z.string().optional(),
      eventPlace: z.string().optional(),
      eventGroups: z.array(z.object({ namePub: z.string() })).optional(),
    })
    .nullish(),
});
export type CartTicketEntry = z.input<typeof cartTicketEntry>;

/** What cart and checkout events take: the tickets, the currency and the total in minor units. */
export const trackingInput = z.object({
  tickets: z.array(cartTicketEntry),
  currencyId: z.number().int(),
  /** Total in minor units. */
  value: z.number(),
  orderId: z.string().nullish(),
  eventId: z.string().nullish(),
});
export type TrackingInput = z.input<typeof trackingInput>;

/** What order-result events take (spec 3). */
export const orderResult = z.object({
  orderId: z.string(),
  orderNumber: z.union([z.number(), z.string()]).nullish(),
  /** Minor units. */
  amount: z.number(),
  paidAmount: z.number().nullish(),
  currencyId: z.number().int(),
  paymentMethodId: z.number().int().nullish(),
  created: z.string().nullish(),
  paid: z.string().nullish(),
  canceled: z.string().nullish(),
  eventId: z.string().nullish(),
});
export type OrderResult = z.input<typeof orderResult>;

export interface TrackedItem {
  kind: 'ticket' | 'extra';
  id: string;
  name: string;
  category?: string;
  /** Major units, per piece. */
  price: number;
  quantity: number;
}

export function toMajorUnits(minor: number): number {
  return minor / MINOR_UNIT_DIVISOR;
}

/** ISO code of a currency id, or undefined for an unknown id (the event is still sent, without currency). */
export function currencyCode(currencyId: number): string | undefined {
  try {
    return getCurrency(currencyId).isoChar;
  } catch {
    return undefined;
  }
}

/** Tickets merge by ticket type id with a quantity; extra products merge by product id (spec 4). */
export function mergeCartItems(tickets: readonly CartTicketEntry[]): TrackedItem[] {
  const ticketItems = new Map<string, TrackedItem>();
  const extraItems = new Map<string, TrackedItem>();
  for (const entry of tickets) {
    const typeId = String(entry.ticketType.ticketTypeId);
    const ticket = ticketItems.get(typeId);
    if (ticket) ticket.quantity += 1;
    else
      ticketItems.set(typeId, {
        kind: 'ticket',
        id: typeId,
        name: entry.ticketType.namePub,
        category: entry.ticketType.ticketTypeGroup?.namePub ?? undefined,
        price: toMajorUnits(entry.ticketType.price),
        quantity: 1,
      });
    for (const extra of entry.extraProducts ?? []) {
      const productId = String(extra.ticketProductId);
      const merged = extraItems.get(productId);
      if (merged) merged.quantity += extra.count;
      else
        extraItems.set(productId, {
          kind: 'extra',
          id: productId,
          name: extra.name,
          price: toMajorUnits(extra.price),
          quantity: extra.count,
        });
    }
  }
  return [...ticketItems.values(), ...[...extraItems.values()].filter((item) => item.quantity > 0)];
}

/** Spec 4: the transaction id is the order id, else the event id. */
export function transactionId(ids: { orderId?: string | null; eventId?: string | null }): string | undefined {
  return ids.orderId || ids.eventId || undefined;
}
