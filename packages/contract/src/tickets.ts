// Ticket catalogue endpoints of v1: /pass/ticket/<query endpoint> (ticket types, extra products, items, chip limits).
import { publicAccess } from './access';
import { z } from 'zod';
import { enumId, minorUnits, ok, uuid } from './common';
import { defineEndpoint } from './endpoint';
import { productItem, ticketProduct, ticketType, ticketTypeGroup } from './entities';

const eventIdQuery = z.object({ eventId: uuid });
const ticketTypeIdQuery = z.object({ ticketTypeId: uuid });

/** Public ticket types of an event with the groups they belong to, both in display order. */
export const ticketTypeList = ok({
  ticketTypes: z.array(ticketType),
  ticketTypeGroups: z.array(ticketTypeGroup),
});

/** How much credit a buyer may preload onto an NFC chip item, in minor units of currencyId. */
export const chipCreditLimit = z.object({
  productItemId: uuid,
  currencyId: enumId,
  min: minorUnits,
  /** null: no upper limit. */
  max: minorUnits.nullable(),
});

export const ticketEndpoints = {
  ticketTypesByEvent: defineEndpoint({
    id: 'ticketTypesByEvent',
    method: 'GET',
    path: '/pass/ticket/ticket-types-by-event',
    tag: 'ticket',
    access: publicAccess,
    summary:
      'Public ticket types of a published event (no hidden or access-code-only ones), with their groups',
    query: eventIdQuery,
    response: ticketTypeList,
    errors: [404],
  }),
  ticketTypesById: defineEndpoint({
    id: 'ticketTypesById',
    method: 'GET',
    path: '/pass/ticket/ticket-types-by-id',
    tag: 'ticket',
    access: publicAccess,
    summary:
      'One ticket type by id; access-code-only types are returned too (the id is not guessable), hidden ones are 404',
    query: ticketTypeIdQuery,
    response: ok({ ticketType }),
    errors: [404],
  }),
  ticketTypesExtraProducts: defineEndpoint({
    id: 'ticketTypesExtraProducts',
    method: 'GET',
    path: '/pass/ticket/ticket-types-extra-products',
    tag: 'ticket',
    access: publicAccess,
    summary: 'Extra products offered with a ticket type, in the order the organizer set',
    query: ticketTypeIdQuery,
    response: ok({ extraProducts: z.array(ticketProduct) }),
    errors: [404],
  }),
  ticketTypeContentItemTypes: defineEndpoint({
    id: 'ticketTypeContentItemTypes',
    method: 'GET',
    path: '/pass/ticket/ticket-type-content-item-types',
    tag: 'ticket',
    access: publicAccess,
    summary: 'What a ticket type contains (entry, parking, NFC chip, ...)',
    query: ticketTypeIdQuery,
    response: ok({ items: z.array(productItem) }),
    errors: [404],
  }),
  ticketProductItemTypes: defineEndpoint({
    id: 'ticketProductItemTypes',
    method: 'GET',
    path: '/pass/ticket/ticket-product-item-types',
    tag: 'ticket',
    access: publicAccess,
    summary: 'What an extra product contains',
    query: z.object({ ticketProductId: uuid }),
    response: ok({ items: z.array(productItem) }),
    errors: [404],
  }),
  chipCreditLimit: defineEndpoint({
    id: 'chipCreditLimit',
    method: 'GET',
    path: '/pass/ticket/chip-credit-limit',
    tag: 'ticket',
    access: publicAccess,
    summary: 'Credit a buyer may preload onto an NFC chip item; 404 when the item is not an NFC chip',
    query: z.object({ productItemId: uuid }),
    response: ok(chipCreditLimit.shape),
    errors: [404],
  }),
  ticketExtraProducts: defineEndpoint({
    id: 'ticketExtraProducts',
    method: 'GET',
    path: '/pass/ticket/ticket-extra-products',
    tag: 'ticket',
    access: publicAccess,
    summary: 'All visible extra products of a published event',
    query: eventIdQuery,
    response: ok({ extraProducts: z.array(ticketProduct) }),
    errors: [404],
  }),
} as const;
