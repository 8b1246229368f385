// Handlers of the v2 ticket endpoints: /pass/v2/ticket/... and the ticket reads under /pass/v2/event/id/{eventId}/...
import type { ticketV2Endpoints } from '@repo/contract/tickets-v2';
import { findOrganizerBySlug } from '../db/queries/organizers';
import {
  listCouponTicketTypes,
  listPartnerTicketTypes,
  listPublicTicketTypeGroups,
  listPublicTicketTypes,
  listReservationCategories,
  loadPublicEventTicketTypes,
  priceRange,
  ticketTypeQuickStats,
} from '../db/queries/tickets';
import { found } from '../http/http-error';
import type { HandlersOf } from '../http/register-endpoint';
import { eventOr404, publishedEventOr404 } from './event-lookups';
import { eventExtraProducts, ticketTypeOr404 } from './tickets';

export const ticketV2Handlers: HandlersOf<typeof ticketV2Endpoints> = {
  ticketExtraProductsV2: async ({ db, query, ctx }) => ({
    errorText: 'OK',
    extraProducts: await eventExtraProducts(db, query.eventId, ctx.language, new Date()),
  }),
  ticketTypeGroupsV2: async ({ db, query, ctx }) => {
    const event = await publishedEventOr404(db, query.eventId);
    return {
      errorText: 'OK',
      ticketTypeGroups: await listPublicTicketTypeGroups(db, event.id, ctx.language),
    };
  },
  ticketTypeByIdV2: async ({ db, params, ctx }) => ({
    errorText: 'OK',
    ticketType: await ticketTypeOr404(db, params.ticketTypeId, ctx.language, new Date()),
  }),
  eventTicketTypesV2: async ({ db, params, query, ctx }) => {
    const event = await eventOr404(db, params.eventId, query.demo);
    return {
      errorText: 'OK',
      ...(await listPublicTicketTypes(db, event.id, ctx.language, new Date(), query.demo)),
    };
  },
  eventTicketTypesCouponV2: async ({ db, params, query, ctx }) => {
    const event = await publishedEventOr404(db, params.eventId);
    const codes = [...(query.code === undefined ? [] : [query.code]), ...query.codes];
    return {
      errorText: 'OK',
      ...(await listCouponTicketTypes(db, event.id, codes, ctx.language, new Date())),
    };
  },
  eventTicketTypesOrgPartnerV2: async ({ db, params, query, ctx }) => {
    const event = await publishedEventOr404(db, params.eventId);
    const organizer = found(
      await findOrganizerBySlug(db, query.organizerSlug),
      'organizer',
      `No organizer with slug "${query.organizerSlug}"`,
    );
    return {
      errorText: 'OK',
      ...(await listPartnerTicketTypes(db, event.id, organizer.id, ctx.language, new Date())),
    };
  },
  eventExtraProductsV2: async ({ db, params, query, ctx }) => ({
    errorText: 'OK',
    extraProducts: await eventExtraProducts(db, params.eventId, ctx.language, new Date(), query.demo),
  }),
  eventTicketPriceRangeV2: async ({ db, params, ctx }) => {
    const event = await publishedEventOr404(db, params.eventId);
    const ticketTypes = await loadPublicEventTicketTypes(db, event.id, ctx.language, new Date());
    return { errorText: 'OK', currencyId: event.currencyId, ...priceRange(ticketTypes) };
  },
  eventTicketTypeQuickStatsV2: async ({ db, params, ctx }) => {
    const event = await publishedEventOr404(db, params.eventId);
    return { errorText: 'OK', ...(await ticketTypeQuickStats(db, event.id, ctx.language, new Date())) };
  },
  eventReservationCategoriesV2: async ({ db, params, ctx }) => {
    const event = await publishedEventOr404(db, params.eventId);
    return {
      errorText: 'OK',
      categories: await listReservationCategories(db, event.id, ctx.language, new Date()),
    };
  },
};
