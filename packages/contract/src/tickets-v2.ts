// Ticket endpoints of v2: /pass/v2/ticket/... and the ticket-type reads under /pass/v2/event/id/{eventId}/...
import { publicAccess } from './access';
import { z } from 'zod';
import { demoQuery, enumId, minorUnits, ok, slug, uuid } from './common';
import { defineEndpoint } from './endpoint';
import { saleState, sector, ticketProduct, ticketType, ticketTypeGroup } from './entities';
import { ticketTypeList } from './tickets';

const eventIdQuery = z.object({ eventId: uuid });
const eventIdParams = z.object({ eventId: uuid });

const accessCode = z
  .string()
  .trim()
  .min(1, { error: 'must not be empty' })
  .max(64, { error: 'must be at most 64 characters' });

/** `code=A` and/or `codes=A,B` (the cart's deep-link form); at least one code, at most 20. */
export const accessCodeQuery = z
  .object({
    code: accessCode.optional(),
    codes: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((code) => code.trim())
          .filter((code) => code !== ''),
      )
      .pipe(z.array(accessCode).max(20, { error: 'at most 20 codes' })),
  })
  .refine((query) => query.code !== undefined || query.codes.length > 0, {
    error: 'give an access code as code=... or codes=A,B',
    path: ['codes'],
  });

/** A ticket type in the coupon listing: unlockedByCode marks access-code-only types a valid code revealed. */
export const couponTicketType = ticketType.extend({ unlockedByCode: z.boolean() });

export const ticketTypeQuickStat = z.object({
  ticketTypeId: uuid,
  namePub: z.string(),
  /** null: unlimited. */
  capacity: z.int().nonnegative().nullable(),
  sold: z.int().nonnegative(),
  available: z.int().nonnegative().nullable(),
  saleState,
});

export const reservationCategory = z.object({
  sector,
  /** Places left in the sector: capacity minus tickets sold and held into it (a seat map: its free seats). */
  available: z.int().nonnegative(),
  /** Price categories sold into the sector (public ticket types), in display order. */
  ticketTypes: z.array(ticketType),
});

export const ticketV2Endpoints = {
  ticketExtraProductsV2: defineEndpoint({
    id: 'ticketExtraProductsV2',
    method: 'GET',
    path: '/pass/v2/ticket/extra-products',
    tag: 'ticket',
    access: publicAccess,
    summary: 'All visible extra products of a published event',
    query: eventIdQuery,
    response: ok({ extraProducts: z.array(ticketProduct) }),
    errors: [404],
  }),
  ticketTypeGroupsV2: defineEndpoint({
    id: 'ticketTypeGroupsV2',
    method: 'GET',
    path: '/pass/v2/ticket/groups',
    tag: 'ticket',
    access: publicAccess,
    summary: 'Ticket-type groups of an event that hold at least one public ticket type, in display order',
    query: eventIdQuery,
    response: ok({ ticketTypeGroups: z.array(ticketTypeGroup) }),
    errors: [404],
  }),
  ticketTypeByIdV2: defineEndpoint({
    id: 'ticketTypeByIdV2',
    method: 'GET',
    path: '/pass/v2/ticket/type/{ticketTypeId}',
    tag: 'ticket',
    access: publicAccess,
    summary: 'One ticket type by id (access-code-only ones too; hidden ones are 404)',
    params: z.object({ ticketTypeId: uuid }),
    response: ok({ ticketType }),
    errors: [404],
  }),
  eventTicketTypesV2: defineEndpoint({
    id: 'eventTicketTypesV2',
    method: 'GET',
    path: '/pass/v2/event/id/{eventId}/ticket-type',
    tag: 'ticket',
    access: publicAccess,
    summary: 'Public ticket types of a published event (demo=true: unpublished too), with their groups',
    params: eventIdParams,
    query: demoQuery,
    response: ticketTypeList,
    errors: [404],
  }),
  eventTicketTypesCouponV2: defineEndpoint({
    id: 'eventTicketTypesCouponV2',
    method: 'GET',
    path: '/pass/v2/event/id/{eventId}/ticket-type/coupon',
    tag: 'ticket',
    access: publicAccess,
    summary:
      'Public ticket types plus those unlocked by valid access codes; an invalid or expired code is listed in rejectedCodes (still 200) so the cart can tell the visitor and keep showing the public types',
    params: eventIdParams,
    query: accessCodeQuery,
    response: ok({
      ticketTypes: z.array(couponTicketType),
      ticketTypeGroups: z.array(ticketTypeGroup),
      /** The requested codes that are valid for this event now, as sent. */
      acceptedCodes: z.array(z.string()),
      /** The requested codes that are unknown, of another event, or outside their validity window. */
      rejectedCodes: z.array(z.string()),
    }),
    errors: [404],
  }),
  eventTicketTypesOrgPartnerV2: defineEndpoint({
    id: 'eventTicketTypesOrgPartnerV2',
    method: 'GET',
    path: '/pass/v2/event/id/{eventId}/ticket-type/org-partner',
    tag: 'ticket',
    access: publicAccess,
    summary:
      'Ticket types of the event that a partner organizer may sell (no hidden or access-code-only ones)',
    params: eventIdParams,
    query: z.object({ organizerSlug: slug }),
    response: ticketTypeList,
    errors: [404],
  }),
  eventExtraProductsV2: defineEndpoint({
    id: 'eventExtraProductsV2',
    method: 'GET',
    path: '/pass/v2/event/id/{eventId}/extra-products',
    tag: 'ticket',
    access: publicAccess,
    summary: 'All visible extra products of a published event (demo=true: unpublished too)',
    params: eventIdParams,
    query: demoQuery,
    response: ok({ extraProducts: z.array(ticketProduct) }),
    errors: [404],
  }),
  eventTicketPriceRangeV2: defineEndpoint({
    id: 'eventTicketPriceRangeV2',
    method: 'GET',
    path: '/pass/v2/event/id/{eventId}/ticket/price-range',
    tag: 'ticket',
    access: publicAccess,
    summary: 'Lowest and highest price of public ticket types on sale now; null when none is on sale',
    params: eventIdParams,
    response: ok({ currencyId: enumId, min: minorUnits.nullable(), max: minorUnits.nullable() }),
    errors: [404],
  }),
  eventTicketTypeQuickStatsV2: defineEndpoint({
    id: 'eventTicketTypeQuickStatsV2',
    method: 'GET',
    path: '/pass/v2/event/id/{eventId}/ticket-type/quick-stats',
    tag: 'ticket',
    access: publicAccess,
    summary: 'Capacity, sold and available per public ticket type, and their totals',
    params: eventIdParams,
    response: ok({
      ticketTypes: z.array(ticketTypeQuickStat),
      totals: z.object({
        /** null when any ticket type is unlimited. */
        capacity: z.int().nonnegative().nullable(),
        sold: z.int().nonnegative(),
        available: z.int().nonnegative().nullable(),
      }),
    }),
    errors: [404],
  }),
  eventReservationCategoriesV2: defineEndpoint({
    id: 'eventReservationCategoriesV2',
    method: 'GET',
    path: '/pass/v2/event/id/{eventId}/reservation/category',
    tag: 'ticket',
    access: publicAccess,
    summary: 'For each sector of the event: places left and the price categories (ticket types) sold into it',
    params: eventIdParams,
    response: ok({ categories: z.array(reservationCategory) }),
    errors: [404],
  }),
} as const;
