// Handlers of the v1 event endpoints; the find-or-404 helpers are shared with the v2 handlers.
import { dateBoundEnd, dateBoundStart } from '@repo/contract/events';
import type { eventEndpoints } from '@repo/contract/events';
import type { Db } from '../db/database';
import {
  findEventGroupById,
  findEventGroupBySlug,
  listEventGroups,
  toEventGroup,
} from '../db/queries/event-groups';
import {
  countEvents,
  findPublishedEventById,
  findPublishedEventBySlugs,
  listEventPaymentMethods,
  listEvents,
  loadEventDetail,
  toVenue,
} from '../db/queries/events';
import { findOrganizerBySlug } from '../db/queries/organizers';
import { found } from '../http/http-error';
import type { HandlersOf } from '../http/register-endpoint';
import { eventOr404 } from './event-lookups';

/** The full event row (organizer, group, venue joined) of a published event, for the event endpoints. */
export async function eventRowOr404(db: Db, eventId: string) {
  return found(await findPublishedEventById(db, eventId), 'event', `No event with id ${eventId}`);
}

/** `demoEventId` (the demo cart's secret) also finds the unpublished event of that id at these slugs. */
export async function publishedEventBySlugsOr404(
  db: Db,
  organizerSlug: string,
  eventSlug: string,
  demoEventId?: string,
) {
  return found(
    await findPublishedEventBySlugs(db, organizerSlug, eventSlug, demoEventId),
    'event',
    `No event "${eventSlug}" of organizer "${organizerSlug}"`,
  );
}

export async function eventGroupByIdOr404(db: Db, eventGroupId: string) {
  return found(
    await findEventGroupById(db, eventGroupId),
    'eventGroup',
    `No visible event group with id ${eventGroupId}`,
  );
}

export async function eventGroupBySlugOr404(db: Db, slug: string) {
  return found(
    await findEventGroupBySlug(db, slug),
    'eventGroup',
    `No visible event group with slug "${slug}"`,
  );
}

export async function organizerOr404(db: Db, slug: string) {
  return found(await findOrganizerBySlug(db, slug), 'organizer', `No organizer with slug "${slug}"`);
}

/** The venue of a published event; an event without one answers 404 ERROR_VENUE_NOT_FOUND. */
export async function eventVenueOr404(db: Db, eventId: string) {
  const row = await eventRowOr404(db, eventId);
  return toVenue(found(row.venue, 'venue', `Event ${eventId} has no venue`));
}

export const eventHandlers: HandlersOf<typeof eventEndpoints> = {
  eventBySlugs: async ({ db, query, ctx }) => {
    const row = await publishedEventBySlugsOr404(db, query.organizerSlug, query.eventSlug);
    return { errorText: 'OK', event: await loadEventDetail(db, row, ctx.language) };
  },
  eventById: async ({ db, query, ctx }) => {
    const row = await eventRowOr404(db, query.eventId);
    return { errorText: 'OK', event: await loadEventDetail(db, row, ctx.language) };
  },
  eventGroupBySlug: async ({ db, query, ctx }) => {
    const { group, organizer } = await eventGroupBySlugOr404(db, query.eventGroupSlug);
    return { errorText: 'OK', eventGroup: toEventGroup(group, organizer.slug, ctx.language) };
  },
  eventGroupEvents: async ({ db, query, ctx }) => {
    const { group } = await eventGroupByIdOr404(db, query.eventGroupId);
    return { errorText: 'OK', events: await listEvents(db, { eventGroupId: group.id }, ctx.language) };
  },
  eventGroupsAll: async ({ db, ctx }) => ({
    errorText: 'OK',
    eventGroups: await listEventGroups(db, ctx.language),
  }),
  eventsAll: async ({ db, query, ctx }) => {
    const now = new Date();
    const filter = {
      categoryId: query.categoryId,
      regionId: query.regionId,
      sectionTypeId: query.sectionTypeId,
      organizerSlug: query.organizerSlug,
      endsFrom: query.from === undefined ? undefined : dateBoundStart(query.from),
      startsBefore: query.to === undefined ? undefined : dateBoundEnd(query.to),
    };
    const [events, total] = await Promise.all([
      listEvents(db, { ...filter, limit: query.limit, offset: query.offset }, ctx.language, now),
      countEvents(db, filter, now),
    ]);
    return { errorText: 'OK', events, total, limit: query.limit, offset: query.offset };
  },
  eventsByOrganizer: async ({ db, query, ctx }) => {
    const organizer = await organizerOr404(db, query.organizerSlug);
    return { errorText: 'OK', events: await listEvents(db, { organizerId: organizer.id }, ctx.language) };
  },
  eventVenue: async ({ db, params }) => ({
    errorText: 'OK',
    venue: await eventVenueOr404(db, params.eventId),
  }),
  eventPaymentMethods: async ({ db, params, query }) => {
    const event = await eventOr404(db, params.eventId, query.demo);
    return { errorText: 'OK', paymentMethods: await listEventPaymentMethods(db, event.id) };
  },
};
