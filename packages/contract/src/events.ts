// Event endpoints of v1: /pass/event/<query endpoint> and /pass/event/{eventId}/venue|payment-method.
import { publicAccess } from './access';
import { eventCategory, region, sectionType } from '@repo/enums';
import { z } from 'zod';
import { demoQuery, isoDateTime, ok, queryInt, slug, uuid } from './common';
import { defineEndpoint } from './endpoint';
import { eventDetail, eventGroup, eventPaymentMethod, eventSummary, venue } from './entities';

/** Largest page events-all answers with; protects the service from "give me everything" calls. */
export const EVENTS_PAGE_MAX = 200;
export const EVENTS_PAGE_DEFAULT = 50;

const eventIdQuery = z.object({ eventId: uuid });
const eventIdParams = z.object({ eventId: uuid });
const organizerSlugQuery = z.object({ organizerSlug: slug });

/** A query id of an enumeration: an integer naming a defined entry other than `unknown` (0). */
function enumQueryId(name: string, enumeration: { name: string; has(id: number): boolean }) {
  return queryInt(name).refine((id) => id !== 0 && enumeration.has(id), {
    error: `${name} must be an id of the ${enumeration.name} enumeration`,
  });
}

/** A day (YYYY-MM-DD, read as UTC) or an instant with its offset. */
const dateBound = (name: string) =>
  z.union([z.iso.date(), isoDateTime], {
    error: `${name} must be a date (YYYY-MM-DD) or an ISO date-time with offset`,
  });

/** Start of the bound as an instant; a day means its UTC midnight. */
export function dateBoundStart(value: string): Date {
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
}

/** Exclusive end of the bound: the end of the day for a date, the instant itself otherwise. */
export function dateBoundEnd(value: string): Date {
  const start = dateBoundStart(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(start.getTime() + 86_400_000) : start;
}

/**
 * Filters of events-all. Every filter narrows the listing (published, listed, not yet ended):
 * categoryId, regionId (of the venue), sectionTypeId (the event is listed under that home-page row),
 * organizerSlug (an unknown slug gives an empty page, not a 404), from (the event ends at or after it),
 * to (the event starts before it; a date means the end of that UTC day). Paging: limit 1-200 (default 50),
 * offset (default 0); ordered by start, then id, so pages are stable.
 */
export const eventsAllQuery = z
  .object({
    categoryId: enumQueryId('categoryId', eventCategory).optional().describe('eventCategory id'),
    regionId: enumQueryId('regionId', region).optional().describe('region id of the venue'),
    sectionTypeId: enumQueryId('sectionTypeId', sectionType)
      .optional()
      .describe('sectionType id: the home-page row the event is listed under'),
    organizerSlug: slug.optional().describe('Only this organizer; an unknown slug gives no events'),
    from: dateBound('from').optional().describe('Events that end at or after this day (UTC) or instant'),
    to: dateBound('to')
      .optional()
      .describe('Events that start before the end of this day (UTC) or this instant'),
    limit: queryInt('limit')
      .min(1, { error: 'limit must be at least 1' })
      .max(EVENTS_PAGE_MAX, { error: `limit must be at most ${EVENTS_PAGE_MAX}` })
      .default(EVENTS_PAGE_DEFAULT)
      .describe(`Page size, 1-${EVENTS_PAGE_MAX}`),
    offset: queryInt('offset')
      .min(0, { error: 'offset must not be negative' })
      .default(0)
      .describe('Events to skip'),
  })
  .refine((query) => !query.from || !query.to || dateBoundStart(query.from) < dateBoundEnd(query.to), {
    error: 'to must not be before from',
    path: ['to'],
  });
export type EventsAllQuery = z.infer<typeof eventsAllQuery>;

export const eventEndpoints = {
  eventBySlugs: defineEndpoint({
    id: 'eventBySlugs',
    method: 'GET',
    path: '/pass/event/event-by-slugs',
    tag: 'event',
    access: publicAccess,
    summary: 'Published event by organizer slug and event slug (unlisted ones too: they open by link)',
    query: z.object({ organizerSlug: slug, eventSlug: slug }),
    response: ok({ event: eventDetail }),
    errors: [404],
  }),
  eventById: defineEndpoint({
    id: 'eventById',
    method: 'GET',
    path: '/pass/event/event-by-id',
    tag: 'event',
    access: publicAccess,
    summary: 'Published event by id',
    query: eventIdQuery,
    response: ok({ event: eventDetail }),
    errors: [404],
  }),
  eventGroupBySlug: defineEndpoint({
    id: 'eventGroupBySlug',
    method: 'GET',
    path: '/pass/event/event-group-by-slug',
    tag: 'event',
    access: publicAccess,
    summary: 'Visible event group (tour) by slug',
    query: z.object({ eventGroupSlug: slug }),
    response: ok({ eventGroup }),
    errors: [404],
  }),
  eventGroupEvents: defineEndpoint({
    id: 'eventGroupEvents',
    method: 'GET',
    path: '/pass/event/event-group-events',
    tag: 'event',
    access: publicAccess,
    summary: 'Published, listed, not yet ended events of a visible event group, by start',
    query: z.object({ eventGroupId: uuid }),
    response: ok({ events: z.array(eventSummary) }),
    errors: [404],
  }),
  eventGroupsAll: defineEndpoint({
    id: 'eventGroupsAll',
    method: 'GET',
    path: '/pass/event/event-groups-all',
    tag: 'event',
    access: publicAccess,
    summary: 'All visible event groups (tours) of visible organizers, by slug',
    response: ok({ eventGroups: z.array(eventGroup) }),
  }),
  eventsAll: defineEndpoint({
    id: 'eventsAll',
    method: 'GET',
    path: '/pass/event/events-all',
    tag: 'event',
    access: publicAccess,
    summary:
      'Published, listed, not yet ended events of visible organizers, by start; filters narrow, limit/offset page',
    query: eventsAllQuery,
    response: ok({
      events: z.array(eventSummary),
      /** Matching events over all pages. */
      total: z.int().nonnegative(),
      limit: z.int().positive(),
      offset: z.int().nonnegative(),
    }),
  }),
  eventsByOrganizer: defineEndpoint({
    id: 'eventsByOrganizer',
    method: 'GET',
    path: '/pass/event/events-by-organizer',
    tag: 'event',
    access: publicAccess,
    summary: 'Published, listed, not yet ended events of a visible organizer, by start',
    query: organizerSlugQuery,
    response: ok({ events: z.array(eventSummary) }),
    errors: [404],
  }),
  eventVenue: defineEndpoint({
    id: 'eventVenue',
    method: 'GET',
    path: '/pass/event/{eventId}/venue',
    tag: 'event',
    access: publicAccess,
    summary: 'Venue of a published event (404 when the event has none)',
    params: eventIdParams,
    response: ok({ venue }),
    errors: [404],
  }),
  eventPaymentMethods: defineEndpoint({
    id: 'eventPaymentMethods',
    method: 'GET',
    path: '/pass/event/{eventId}/payment-method',
    tag: 'event',
    access: publicAccess,
    summary: 'Payment methods a published event accepts, by display order (demo=true: unpublished too)',
    params: eventIdParams,
    query: demoQuery,
    response: ok({ paymentMethods: z.array(eventPaymentMethod) }),
    errors: [404],
  }),
} as const;
