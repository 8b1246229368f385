// The box office's order list in the hub: one organizer's orders found by number, e-mail, name or ticket code,
// filtered by event, ticket type, state, payment method and day, newest first in keyset pages.
import { z } from 'zod';
import { organizerAccess } from './access';
import { enumId, isoDateTime, minorUnits, ok, uuid } from './common';
import type { EndpointDefinition } from './endpoint';
import { defineEndpoint } from './endpoint';

export const HUB_ORDERS_PAGE = 50;

export const hubOrderStates = ['pending', 'paid', 'canceled', 'expired', 'refunded'] as const;
export type HubOrderState = (typeof hubOrderStates)[number];

const day = z.iso.date();

export const hubOrderSummary = z.object({
  orderId: uuid,
  orderNumber: z.int(),
  eventId: uuid,
  eventName: z.string(),
  /** The state as the buyer sees it: a pending order past its window is expired. */
  state: z.enum(hubOrderStates),
  email: z.string(),
  name: z.string(),
  totalAmount: minorUnits,
  paidAmount: minorUnits,
  currencyId: enumId,
  paymentMethodId: enumId,
  ticketCount: z.int().nonnegative(),
  demo: z.boolean(),
  createdAt: isoDateTime,
  paidAt: isoDateTime.nullable(),
});
export type HubOrderSummary = z.infer<typeof hubOrderSummary>;

export const hubOrderEndpoints = {
  hubOrders: defineEndpoint({
    id: 'hubOrders',
    method: 'GET',
    path: '/pass/hub/organizer/{organizerId}/orders',
    tag: 'hub',
    summary:
      "The organizer's orders, newest first: search by order number, e-mail, name or ticket code; filter by " +
      'event, ticket type, state, payment method and day of purchase; keyset pages',
    access: organizerAccess('orders', 'params.organizerId'),
    params: z.object({ organizerId: uuid }),
    query: z
      .object({
        // Up to a signed ticket code's length (146 characters).
        q: z.string().trim().max(200).optional(),
        eventId: uuid.optional(),
        /** Orders with at least one ticket of this type. */
        ticketTypeId: uuid.optional(),
        state: z.enum(hubOrderStates).optional(),
        paymentMethodId: z.coerce.number().int().nonnegative().optional(),
        /** First and last day of purchase (Europe/Prague), inclusive. */
        from: day.optional(),
        to: day.optional(),
        /** The last order id of the previous page. */
        after: uuid.optional(),
      })
      .refine((query) => !query.from || !query.to || query.from <= query.to, {
        error: 'the first day must not be after the last',
        path: ['to'],
      }),
    response: ok({ orders: z.array(hubOrderSummary), nextAfter: uuid.nullable() }),
    errors: [403, 404],
  }),
  hubOrderTicketTypes: defineEndpoint({
    id: 'hubOrderTicketTypes',
    method: 'GET',
    path: '/pass/hub/event/{eventId}/order-ticket-types',
    tag: 'hub',
    summary:
      "The event's ticket types (hidden ones too) by name, in display order, for the order list's ticket type filter",
    access: organizerAccess('orders', 'params.eventId'),
    params: z.object({ eventId: uuid }),
    response: ok({ ticketTypes: z.array(z.object({ ticketTypeId: uuid, namePub: z.string() })) }),
    errors: [403, 404],
  }),
} as const satisfies Record<string, EndpointDefinition>;
