// Handlers of the v2 event and event-group endpoints.
import type { eventV2Endpoints } from '@repo/contract/events-v2';
import {
  findEventGroupById,
  listEventGroupPartners,
  listEventGroupSlugs,
  toEventGroup,
} from '../db/queries/event-groups';
import { listEvents, listPublishedEventPaths, loadEventDetail } from '../db/queries/events';
import { toOrganizer } from '../db/queries/organizers';
import type { HandlersOf } from '../http/register-endpoint';
import {
  eventGroupByIdOr404,
  eventGroupBySlugOr404,
  eventVenueOr404,
  organizerOr404,
  publishedEventBySlugsOr404,
  eventRowOr404,
} from './events';

export const eventV2Handlers: HandlersOf<typeof eventV2Endpoints> = {
  eventByIdV2: async ({ db, params, ctx }) => {
    const row = await eventRowOr404(db, params.eventId);
    return { errorText: 'OK', event: await loadEventDetail(db, row, ctx.language) };
  },
  eventEventGroupV2: async ({ db, params, ctx }) => {
    const { event } = await eventRowOr404(db, params.eventId);
    const group = event.eventGroupId ? await findEventGroupById(db, event.eventGroupId) : undefined;
    return {
      errorText: 'OK',
      eventGroup: group ? toEventGroup(group.group, group.organizer.slug, ctx.language) : null,
    };
  },
  eventVenueV2: async ({ db, params }) => ({
    errorText: 'OK',
    venue: await eventVenueOr404(db, params.eventId),
  }),
  eventStaticPathsV2: async ({ db }) => ({ errorText: 'OK', paths: await listPublishedEventPaths(db) }),
  eventGroupStaticPathsV2: async ({ db }) => ({
    errorText: 'OK',
    paths: (await listEventGroupSlugs(db)).map((eventGroupSlug) => ({ eventGroupSlug })),
  }),
  eventGroupBySlugV2: async ({ db, params, ctx }) => {
    const { group, organizer } = await eventGroupBySlugOr404(db, params.eventGroupSlug);
    return {
      errorText: 'OK',
      eventGroup: toEventGroup(group, organizer.slug, ctx.language),
      organizer: toOrganizer(organizer, ctx.language),
    };
  },
  eventGroupOrgPartnersV2: async ({ db, params, ctx }) => {
    const { group } = await eventGroupBySlugOr404(db, params.slug);
    const partners = await listEventGroupPartners(db, group.id);
    return { errorText: 'OK', partners: partners.map((row) => toOrganizer(row, ctx.language)) };
  },
  eventGroupVisibleEventsV2: async ({ db, params, ctx }) => {
    const { group } = await eventGroupByIdOr404(db, params.eventGroupId);
    return { errorText: 'OK', events: await listEvents(db, { eventGroupId: group.id }, ctx.language) };
  },
  eventBySlugsV2: async ({ db, params, query, ctx }) => {
    const row = await publishedEventBySlugsOr404(
      db,
      params.organizerSlug,
      params.eventSlug,
      query.demoEventId,
    );
    return {
      errorText: 'OK',
      event: await loadEventDetail(db, row, ctx.language),
      organizer: toOrganizer(row.organizer, ctx.language),
    };
  },
  eventsByOrganizerV2: async ({ db, query, ctx }) => {
    const organizer = await organizerOr404(db, query.organizerSlug);
    return { errorText: 'OK', events: await listEvents(db, { organizerId: organizer.id }, ctx.language) };
  },
};
