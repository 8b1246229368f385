// Handlers of the hub's order list: search and filters over one organizer's orders, newest first; the ticket types
// its filter offers.
import type { hubOrderEndpoints } from '@repo/contract/hub-orders';
import { HUB_ORDERS_PAGE } from '@repo/contract/hub-orders';
import { fromZonedTime } from 'date-fns-tz';
import { orderFilterTicketTypes, searchOrganizerOrders } from '../db/queries/hub-orders';
import type { HandlersOf } from '../http/register-endpoint';
import { pickText } from '../i18n-text';
import { effectiveStatusId, orderStatusKey } from '../selling/orders';

/** Days of purchase are Prague days: the organizer's office and its statements live there. */
const OFFICE_ZONE = 'Europe/Prague';

function dayAfter(day: string): string {
  const next = new Date(`${day}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** The instants that bound the first and last day of purchase (inclusive), for the list and its exports. */
export function dayBounds(query: { from?: string; to?: string }) {
  return {
    createdFrom: query.from ? fromZonedTime(`${query.from}T00:00:00`, OFFICE_ZONE) : undefined,
    createdBefore: query.to ? fromZonedTime(`${dayAfter(query.to)}T00:00:00`, OFFICE_ZONE) : undefined,
  };
}

export const hubOrderHandlers: HandlersOf<typeof hubOrderEndpoints> = {
  hubOrders: async ({ db, params, query, ctx }) => {
    const now = new Date();
    const rows = await searchOrganizerOrders(db, {
      organizerId: params.organizerId,
      q: query.q,
      eventId: query.eventId,
      ticketTypeId: query.ticketTypeId,
      state: query.state,
      paymentMethodId: query.paymentMethodId,
      ...dayBounds(query),
      after: query.after,
      limit: HUB_ORDERS_PAGE + 1,
      now,
    });
    const page = rows.slice(0, HUB_ORDERS_PAGE);
    return {
      errorText: 'OK',
      orders: page.map(({ order, eventName, ticketCount }) => ({
        orderId: order.id,
        orderNumber: order.orderNumber,
        eventId: order.eventId,
        eventName: pickText(eventName, ctx.language),
        state: orderStatusKey(order.id, effectiveStatusId(order, now)),
        email: order.email,
        name: order.name,
        totalAmount: order.totalAmount,
        paidAmount: order.paidAmount,
        currencyId: order.currencyId,
        paymentMethodId: order.paymentMethodId,
        ticketCount,
        demo: order.demo,
        createdAt: order.createdAt.toISOString(),
        paidAt: order.paidAt?.toISOString() ?? null,
      })),
      nextAfter: rows.length > HUB_ORDERS_PAGE ? (page.at(-1)?.order.id ?? null) : null,
    };
  },
  hubOrderTicketTypes: async ({ db, params, ctx }) => ({
    errorText: 'OK',
    ticketTypes: (await orderFilterTicketTypes(db, params.eventId)).map((row) => ({
      ticketTypeId: row.id,
      namePub: pickText(row.name, ctx.language),
    })),
  }),
};
