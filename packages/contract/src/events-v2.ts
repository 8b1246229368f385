// Event endpoints of v2 (/pass/v2/event/...) that describe events and event groups.
//
// /pass/v2/event/{organizerSlug}/{eventSlug} shares its prefix with static segments (id, group, order,
// static-path, events-by-organizer); the router prefers static segments, so those words are reserved and
// must never be used as organizer slugs.
import { publicAccess } from './access';
import { z } from 'zod';
import { ok, slug, uuid } from './common';
import { defineEndpoint } from './endpoint';
import { eventDetail, eventGroup, eventSummary, organizer, venue } from './entities';

/** Organizer slugs that would be shadowed by the static segments of /pass/v2/event/... */
export const RESERVED_ORGANIZER_SLUGS = [
  'id',
  'group',
  'order',
  'static-path',
  'events-by-organizer',
] as const;

const eventIdParams = z.object({ eventId: uuid });

export const eventV2Endpoints = {
  eventByIdV2: defineEndpoint({
    id: 'eventByIdV2',
    method: 'GET',
    path: '/pass/v2/event/id/{eventId}',
    tag: 'event',
    access: publicAccess,
    summary: 'Published event by id',
    params: eventIdParams,
    response: ok({ event: eventDetail }),
    errors: [404],
  }),
  eventEventGroupV2: defineEndpoint({
    id: 'eventEventGroupV2',
    method: 'GET',
    path: '/pass/v2/event/id/{eventId}/event-group',
    tag: 'event',
    access: publicAccess,
    summary: 'The visible event group (tour) a published event belongs to; null when none',
    params: eventIdParams,
    response: ok({ eventGroup: eventGroup.nullable() }),
    errors: [404],
  }),
  eventVenueV2: defineEndpoint({
    id: 'eventVenueV2',
    method: 'GET',
    path: '/pass/v2/event/id/{eventId}/venue',
    tag: 'event',
    access: publicAccess,
    summary: 'Venue of a published event (404 when the event has none)',
    params: eventIdParams,
    response: ok({ venue }),
    errors: [404],
  }),
  eventStaticPathsV2: defineEndpoint({
    id: 'eventStaticPathsV2',
    method: 'GET',
    path: '/pass/v2/event/static-path',
    tag: 'event',
    access: publicAccess,
    summary: 'Slugs of every published event, listed or not (for static generation of event pages)',
    response: ok({ paths: z.array(z.object({ organizerSlug: slug, eventSlug: slug })) }),
  }),
  eventGroupStaticPathsV2: defineEndpoint({
    id: 'eventGroupStaticPathsV2',
    method: 'GET',
    path: '/pass/v2/event/group/static-path',
    tag: 'event',
    access: publicAccess,
    summary: 'Slugs of visible event groups of visible organizers (for static generation of tour pages)',
    response: ok({ paths: z.array(z.object({ eventGroupSlug: slug })) }),
  }),
  eventGroupBySlugV2: defineEndpoint({
    id: 'eventGroupBySlugV2',
    method: 'GET',
    path: '/pass/v2/event/group/slug/{eventGroupSlug}',
    tag: 'event',
    access: publicAccess,
    summary: 'Visible event group (tour) by slug, with its organizer',
    params: z.object({ eventGroupSlug: slug }),
    response: ok({ eventGroup, organizer }),
    errors: [404],
  }),
  eventGroupOrgPartnersV2: defineEndpoint({
    id: 'eventGroupOrgPartnersV2',
    method: 'GET',
    path: '/pass/v2/event/group/slug/{slug}/orgPartner',
    tag: 'event',
    access: publicAccess,
    summary: 'Visible partner organizers that co-sell a visible event group, by name',
    params: z.object({ slug }),
    response: ok({ partners: z.array(organizer) }),
    errors: [404],
  }),
  eventGroupVisibleEventsV2: defineEndpoint({
    id: 'eventGroupVisibleEventsV2',
    method: 'GET',
    path: '/pass/v2/event/group/{eventGroupId}/visible-events',
    tag: 'event',
    access: publicAccess,
    summary: 'Published, listed, not yet ended events of a visible event group, by start',
    params: z.object({ eventGroupId: uuid }),
    response: ok({ events: z.array(eventSummary) }),
    errors: [404],
  }),
  eventBySlugsV2: defineEndpoint({
    id: 'eventBySlugsV2',
    method: 'GET',
    path: '/pass/v2/event/{organizerSlug}/{eventSlug}',
    tag: 'event',
    access: publicAccess,
    summary:
      'Published event by organizer and event slug, with its organizer; with demoEventId (the demo cart) also the unpublished event of that id',
    params: z.object({ organizerSlug: slug, eventSlug: slug }),
    query: z.object({ demoEventId: uuid.optional() }),
    response: ok({ event: eventDetail, organizer }),
    errors: [404],
  }),
  eventsByOrganizerV2: defineEndpoint({
    id: 'eventsByOrganizerV2',
    method: 'GET',
    path: '/pass/v2/event/events-by-organizer',
    tag: 'event',
    access: publicAccess,
    summary: 'Published, listed, not yet ended events of a visible organizer, by start',
    query: z.object({ organizerSlug: slug }),
    response: ok({ events: z.array(eventSummary) }),
    errors: [404],
  }),
} as const;
