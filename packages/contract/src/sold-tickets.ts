// Reads of sold tickets: by id, by QR code, their items, products and chips.
import { publicAccess } from './access';
import { z } from 'zod';
import { ok, uuid } from './common';
import { defineEndpoint } from './endpoint';
import { productItem } from './entities';
import { orderLine, soldTicket, ticketSeat } from './orders';

/**
 * What a ticket's QR code carries: a signed code (door-code.ts, 146 characters) or, on older tickets, random
 * URL-safe text (base64url of 128 random bits).
 */
export const ticketQrCode = z
  .string()
  .trim()
  .min(1, { error: 'must not be empty' })
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'must be a ticket QR code: letters, digits, - and _' });

export { ticketSeat };

/** A sold ticket with what a gate or the buyer needs beside it: event, order number, type and seat. */
export const ticketDetail = soldTicket.extend({
  eventId: uuid,
  orderNumber: z.int().positive(),
  /** Null for general admission. */
  seat: ticketSeat.nullable(),
});
export type TicketDetail = z.infer<typeof ticketDetail>;

/** An NFC chip item of the ticket's type and the chip linked to it (null until a chip is linked). */
export const ticketChip = productItem.extend({ chipId: uuid.nullable() });

const ticketQuery = z.object({ ticketId: uuid });

export const soldTicketEndpoints = {
  ticketById: defineEndpoint({
    id: 'ticketById',
    method: 'GET',
    path: '/pass/ticket/ticket-by-id',
    tag: 'ticket',
    access: publicAccess,
    summary: 'A sold ticket by its id',
    query: ticketQuery,
    response: ok({ ticket: ticketDetail }),
    errors: [404],
  }),
  ticketByCode: defineEndpoint({
    id: 'ticketByCode',
    method: 'GET',
    path: '/pass/ticket/ticket-by-code',
    tag: 'ticket',
    access: publicAccess,
    summary: 'A sold ticket by the code its QR carries',
    query: z.object({ code: ticketQrCode }),
    response: ok({ ticket: ticketDetail }),
    errors: [404],
  }),
  ticketItems: defineEndpoint({
    id: 'ticketItems',
    method: 'GET',
    path: '/pass/ticket/ticket-items',
    tag: 'ticket',
    access: publicAccess,
    summary: "What a sold ticket contains: its ticket type's items (entry, parking, chip ...)",
    query: ticketQuery,
    response: ok({ ticketId: uuid, items: z.array(productItem) }),
    errors: [404],
  }),
  ticketProducts: defineEndpoint({
    id: 'ticketProducts',
    method: 'GET',
    path: '/pass/ticket/ticket-products',
    tag: 'ticket',
    access: publicAccess,
    summary: 'Extra products bought in the same order as a ticket, with their quantities',
    query: ticketQuery,
    response: ok({ ticketId: uuid, orderId: uuid, products: z.array(orderLine) }),
    errors: [404],
  }),
  ticketChips: defineEndpoint({
    id: 'ticketChips',
    method: 'GET',
    path: '/pass/ticket/ticket-chips',
    tag: 'ticket',
    access: publicAccess,
    summary:
      "NFC chips of a ticket: its type's chip items, each with the chip issued for it when the order was paid",
    query: ticketQuery,
    response: ok({ ticketId: uuid, chips: z.array(ticketChip) }),
    errors: [404],
  }),
  eventTicketByQrCodeV2: defineEndpoint({
    id: 'eventTicketByQrCodeV2',
    method: 'GET',
    path: '/pass/v2/event/id/{eventId}/ticket/qrCode/{qrCode}',
    tag: 'ticket',
    access: publicAccess,
    summary: "A sold ticket by its QR code, only when it is for this event (a gate scanner's question)",
    params: z.object({ eventId: uuid, qrCode: ticketQrCode }),
    response: ok({ ticket: ticketDetail }),
    errors: [404],
  }),
} as const;
