// The organiser's ticket types under /pass/hub/event/...: groups, shared quotas, ticket types and their order.
import { z } from 'zod';
import { organizerAccess } from './access';
import { enumId, isoDateTime, minorUnits, ok, uuid } from './common';
import type { EndpointDefinition } from './endpoint';
import { defineEndpoint } from './endpoint';
import {
  optionalCount,
  perOrderCount,
  priceMinor,
  translatedText,
  translations,
  vatRateBasisPoints,
  windowInOrder,
} from './hub-catalogue-fields';

/** The event a catalogue page edits, with what its forms need (currency, the seller's default VAT rates). */
export const catalogueEvent = z.object({
  eventId: uuid,
  organizerId: uuid,
  namePub: z.string(),
  currencyId: enumId,
  /** IANA zone of the event: sale windows are typed and shown as wall time there. */
  timeZone: z.string(),
  published: z.boolean(),
  /** The seller country's default rates by item kind (basis points), as new lines would get them. */
  defaultVatRates: z.object({ entry: z.int(), parking: z.int(), nfcChip: z.int(), product: z.int() }),
});
export type CatalogueEvent = z.infer<typeof catalogueEvent>;

/** What a ticket type includes besides itself: an entry, a parking place, an NFC chip with its credit limits. */
export const includedItemKinds = ['eventEntry', 'parking', 'nfcChip'] as const;
export const includedItemKind = z.enum(includedItemKinds);

export const includedItem = z
  .object({
    kind: includedItemKind,
    quantity: z.int().min(1, { error: 'must be at least 1' }).max(20, { error: 'must be at most 20' }),
    /** NFC chips only: the credit a buyer may preload, in minor units. */
    chipCreditMin: minorUnits.min(0, { error: 'must not be negative' }).nullable(),
    chipCreditMax: minorUnits.min(0, { error: 'must not be negative' }).nullable(),
  })
  .refine(
    (item) =>
      item.chipCreditMin === null || item.chipCreditMax === null || item.chipCreditMax >= item.chipCreditMin,
    { error: 'must not be below the minimum credit', path: ['chipCreditMax'] },
  );
export type IncludedItem = z.infer<typeof includedItem>;

export const ticketTypeBody = z
  .object({
    name: translatedText(120),
    groupId: uuid.nullable(),
    quotaId: uuid.nullable(),
    price: priceMinor,
    vatRateBasisPoints,
    capacity: optionalCount,
    minPerOrder: perOrderCount,
    maxPerOrder: perOrderCount,
    saleStartsAt: isoDateTime.nullable(),
    saleEndsAt: isoDateTime.nullable(),
    visible: z.boolean(),
    /** Hidden from the cart until an access code that names the type is entered. */
    accessCodeOnly: z.boolean(),
    items: z.array(includedItem).max(5, { error: 'must have at most 5 items' }),
  })
  .refine((body) => body.maxPerOrder >= body.minPerOrder, {
    error: 'must not be below the minimum per order',
    path: ['maxPerOrder'],
  })
  .refine((body) => windowInOrder(body.saleStartsAt, body.saleEndsAt), {
    error: 'must be after the start of sale',
    path: ['saleEndsAt'],
  });
export type TicketTypeBody = z.input<typeof ticketTypeBody>;

export const hubTicketType = z.object({
  ticketTypeId: uuid,
  groupId: uuid.nullable(),
  quotaId: uuid.nullable(),
  name: translations,
  namePub: z.string(),
  price: minorUnits,
  currencyId: enumId,
  vatRateBasisPoints: z.int().nullable(),
  /** The rate a sale gets: the type's own, else the country's default for entries. */
  effectiveVatRateBasisPoints: z.int(),
  capacity: z.int().nullable(),
  sold: z.int(),
  held: z.int(),
  /** What a buyer can still hold now, within the quota and sector; null = unlimited. */
  available: z.int().nullable(),
  minPerOrder: z.int(),
  maxPerOrder: z.int(),
  saleStartsAt: isoDateTime.nullable(),
  saleEndsAt: isoDateTime.nullable(),
  displayOrder: z.int(),
  visible: z.boolean(),
  accessCodeOnly: z.boolean(),
  items: z.array(includedItem),
});
export type HubTicketType = z.infer<typeof hubTicketType>;

export const quotaBody = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(80, { error: 'must have at most 80 characters' }),
  capacity: z
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(1_000_000, { error: 'must be at most 1 000 000' }),
});
export type QuotaBody = z.input<typeof quotaBody>;

export const hubQuota = z.object({
  quotaId: uuid,
  name: z.string(),
  capacity: z.int(),
  sold: z.int(),
  held: z.int(),
  available: z.int(),
});
export type HubQuota = z.infer<typeof hubQuota>;

export const ticketGroupBody = z.object({ name: translatedText(120) });
export const hubTicketGroup = z.object({
  groupId: uuid,
  name: translations,
  namePub: z.string(),
  displayOrder: z.int(),
});
export type HubTicketGroup = z.infer<typeof hubTicketGroup>;

const eventParams = z.object({ eventId: uuid });
const eventAccess = organizerAccess('events', 'params.eventId');

export const hubTicketTypeEndpoints = {
  hubTicketTypes: defineEndpoint({
    id: 'hubTicketTypes',
    method: 'GET',
    path: '/pass/hub/event/{eventId}/ticket-types',
    tag: 'hub',
    summary: "The event's ticket types in display order, with their groups and shared quotas",
    access: eventAccess,
    params: eventParams,
    response: ok({
      event: catalogueEvent,
      groups: z.array(hubTicketGroup),
      quotas: z.array(hubQuota),
      ticketTypes: z.array(hubTicketType),
    }),
    errors: [403, 404],
  }),
  hubTicketTypeCreate: defineEndpoint({
    id: 'hubTicketTypeCreate',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/ticket-type-create',
    tag: 'hub',
    summary: 'Add a ticket type at the end of the list',
    access: eventAccess,
    params: eventParams,
    body: ticketTypeBody,
    response: ok({ ticketType: hubTicketType }),
    errors: [403, 404, 422],
  }),
  hubTicketTypeUpdate: defineEndpoint({
    id: 'hubTicketTypeUpdate',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/ticket-type/{ticketTypeId}/update',
    tag: 'hub',
    summary: 'Change a ticket type; what was sold keeps its price, a new price applies to new sales',
    access: eventAccess,
    params: z.object({ eventId: uuid, ticketTypeId: uuid }),
    body: ticketTypeBody,
    response: ok({ ticketType: hubTicketType }),
    errors: [403, 404, 409, 422],
  }),
  hubTicketTypeOrder: defineEndpoint({
    id: 'hubTicketTypeOrder',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/ticket-type-order',
    tag: 'hub',
    summary: 'Set the display order: every ticket type of the event, first to last',
    access: eventAccess,
    params: eventParams,
    body: z.object({
      ticketTypeIds: z
        .array(uuid)
        .min(1)
        .refine((ids) => new Set(ids).size === ids.length, { error: 'must not repeat a ticket type' }),
    }),
    response: ok({ ticketTypes: z.array(hubTicketType) }),
    errors: [400, 403, 404],
  }),
  hubQuotaCreate: defineEndpoint({
    id: 'hubQuotaCreate',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/quota-create',
    tag: 'hub',
    summary: 'Add a quota several ticket types can share (one pool for early bird and regular)',
    access: eventAccess,
    params: eventParams,
    body: quotaBody,
    response: ok({ quota: hubQuota }),
    errors: [403, 404],
  }),
  hubQuotaUpdate: defineEndpoint({
    id: 'hubQuotaUpdate',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/quota/{quotaId}/update',
    tag: 'hub',
    summary: 'Rename a quota or change its size (never below what is sold and held)',
    access: eventAccess,
    params: z.object({ eventId: uuid, quotaId: uuid }),
    body: quotaBody,
    response: ok({ quota: hubQuota }),
    errors: [403, 404, 409],
  }),
  hubTicketGroupCreate: defineEndpoint({
    id: 'hubTicketGroupCreate',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/ticket-group-create',
    tag: 'hub',
    summary: 'Add a ticket-type group (a heading the storefront lists types under)',
    access: eventAccess,
    params: eventParams,
    body: ticketGroupBody,
    response: ok({ group: hubTicketGroup }),
    errors: [403, 404],
  }),
} as const satisfies Record<string, EndpointDefinition>;
