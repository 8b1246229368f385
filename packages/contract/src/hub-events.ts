// The organiser's events under /pass/hub/...: create, edit, duplicate, delete drafts, publish (now or at a set
// time) and unpublish, the header picture, and the tours an event can belong to.
import { eventCategory } from '@repo/enums/event-category';
import { eventKind } from '@repo/enums/event-kind';
import { eventSize } from '@repo/enums/event-size';
import { eventType } from '@repo/enums/event-type';
import { paymentMethod } from '@repo/enums/payment-method';
import { z } from 'zod';
import { organizerAccess } from './access';
import { enumId, isoDateTime, ok, slug, uuid } from './common';
import type { EndpointDefinition } from './endpoint';
import { defineEndpoint } from './endpoint';
import {
  currencyId,
  IMAGE_UPLOAD_BODY_LIMIT,
  imageUploadBody,
  knownEnumId,
  optionalText,
  requiredText,
} from './hub-fields';
import { venueBody } from './hub-venues';

/** Wall-clock time in the event's zone as a `datetime-local` field gives it: 2027-07-15T18:00. */
export const localDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: 'must be a date and time such as 2027-07-15T18:00' })
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}:00Z`)) && new Date(`${value}:00Z`).toISOString().startsWith(value),
    {
      error: 'must be a real date and time',
    },
  );

/** An IANA time zone the runtime knows (Europe/Prague). */
export const timeZone = z
  .string()
  .min(1)
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return zone.includes('/') || zone === 'UTC';
      } catch {
        return false;
      }
    },
    { error: 'must be a time zone such as Europe/Prague' },
  );

export const DEFAULT_TIME_ZONE = 'Europe/Prague';

/** A text per language; Czech is required because it is the fallback of every other language. */
function perLanguage(max: number, required: boolean) {
  const other = optionalText(max)
    .optional()
    .transform((value) => value ?? null);
  return z.object({ cs: required ? requiredText(max) : other, sk: other, en: other, de: other });
}

export const eventBody = z
  .object({
    name: perLanguage(200, true),
    description: perLanguage(5000, false),
    slug: slug.max(80, { error: 'must have at most 80 characters' }),
    categoryId: knownEnumId(eventCategory),
    kindId: knownEnumId(eventKind),
    sizeId: knownEnumId(eventSize),
    typeId: knownEnumId(eventType),
    /** A venue of the organizer, or null together with newVenue to create one with the event. */
    venueId: uuid.nullable(),
    newVenue: venueBody.nullable().optional(),
    /** A tour of the organizer the event belongs to. */
    eventGroupId: uuid.nullable(),
    startsAt: localDateTime,
    endsAt: localDateTime,
    timeZone: timeZone.default(DEFAULT_TIME_ZONE),
    currencyId,
    paymentMethodIds: z
      .array(knownEnumId(paymentMethod))
      .min(1, { error: 'choose at least one payment method' })
      .max(20)
      .refine((ids) => new Set(ids).size === ids.length, { error: 'must not repeat a payment method' }),
  })
  // Both are wall-clock times in the same zone, so comparing the texts compares the instants (outside a
  // daylight-saving fold, which the service resolves).
  .refine((body) => body.endsAt >= body.startsAt, { error: 'must not be before the start', path: ['endsAt'] })
  .refine(
    (body) => body.description.cs !== null || Object.values(body.description).every((text) => text === null),
    {
      error: 'write the Czech description too: it is shown where a language has none',
      path: ['description', 'cs'],
    },
  )
  .refine((body) => !(body.venueId !== null && body.newVenue), {
    error: 'choose a venue or create one, not both',
    path: ['newVenue'],
  });
export type EventBody = z.input<typeof eventBody>;

export const eventStatuses = ['draft', 'scheduled', 'published'] as const;
export const eventStatus = z.enum(eventStatuses);
export type EventStatus = z.infer<typeof eventStatus>;

const translations = z.object({
  cs: z.string(),
  sk: z.string().nullable(),
  en: z.string().nullable(),
  de: z.string().nullable(),
});

/** An event as its organizer edits it: every language's text, local times and the publishing state. */
export const hubEventDetail = z.object({
  eventId: uuid,
  organizerId: uuid,
  organizerSlug: slug,
  slug,
  name: translations,
  description: translations.extend({ cs: z.string().nullable() }),
  categoryId: enumId,
  kindId: enumId,
  sizeId: enumId,
  typeId: enumId,
  venueId: uuid.nullable(),
  eventGroupId: uuid.nullable(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  /** The same instants as wall-clock times in timeZone, as the form shows them. */
  startsAtLocal: z.string(),
  endsAtLocal: z.string(),
  timeZone: z.string(),
  currencyId: enumId,
  paymentMethodIds: z.array(enumId),
  headerImageUrl: z.string().nullable(),
  /** draft: not on the storefront; scheduled: published at publishAt; published: on the storefront. */
  status: eventStatus,
  publishAt: isoDateTime.nullable(),
  /** A draft without orders can be deleted. */
  deletable: z.boolean(),
});
export type HubEventDetail = z.infer<typeof hubEventDetail>;

export const hubEventListItem = hubEventDetail
  .pick({
    eventId: true,
    organizerSlug: true,
    slug: true,
    startsAt: true,
    endsAt: true,
    startsAtLocal: true,
    timeZone: true,
    status: true,
    publishAt: true,
    deletable: true,
  })
  .extend({ namePub: z.string(), venueName: z.string().nullable() });
export type HubEventListItem = z.infer<typeof hubEventListItem>;

export const eventGroupOption = z.object({ eventGroupId: uuid, namePub: z.string() });

const organizerParams = z.object({ organizerId: uuid });
const eventParams = z.object({ eventId: uuid });
const eventsAccess = organizerAccess('events', 'params.eventId');

export const hubEventEndpoints = {
  hubEvents: defineEndpoint({
    id: 'hubEvents',
    method: 'GET',
    path: '/pass/hub/organizer/{organizerId}/event-list',
    tag: 'hub',
    summary: "The organizer's events to manage, by start, with their publishing state",
    access: organizerAccess('events', 'params.organizerId'),
    params: organizerParams,
    response: ok({ events: z.array(hubEventListItem) }),
    errors: [403, 404],
  }),
  hubEventGroups: defineEndpoint({
    id: 'hubEventGroups',
    method: 'GET',
    path: '/pass/hub/organizer/{organizerId}/event-groups',
    tag: 'hub',
    summary: "The organizer's tours, which an event can belong to",
    access: organizerAccess('events', 'params.organizerId'),
    params: organizerParams,
    response: ok({ eventGroups: z.array(eventGroupOption) }),
    errors: [403, 404],
  }),
  hubEventCreate: defineEndpoint({
    id: 'hubEventCreate',
    method: 'POST',
    path: '/pass/hub/organizer/{organizerId}/event-create',
    tag: 'hub',
    summary:
      'Create an event as a draft (with a new venue when newVenue is given); 409 ERROR_SLUG_TAKEN, ' +
      '422 ERROR_LOCAL_TIME_SKIPPED for a time the clocks jump over',
    access: organizerAccess('events', 'params.organizerId'),
    params: organizerParams,
    body: eventBody,
    response: ok({ event: hubEventDetail }),
    errors: [403, 404, 409, 422],
  }),
  hubEvent: defineEndpoint({
    id: 'hubEvent',
    method: 'GET',
    path: '/pass/hub/event/{eventId}',
    tag: 'hub',
    summary: 'One event as its organizer edits it',
    access: eventsAccess,
    params: eventParams,
    response: ok({ event: hubEventDetail }),
    errors: [403, 404],
  }),
  hubEventUpdate: defineEndpoint({
    id: 'hubEventUpdate',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/update',
    tag: 'hub',
    summary: 'Change an event; a published one shows the change on the storefront within seconds',
    access: eventsAccess,
    params: eventParams,
    body: eventBody,
    response: ok({ event: hubEventDetail }),
    errors: [403, 404, 409, 422],
  }),
  hubEventDuplicate: defineEndpoint({
    id: 'hubEventDuplicate',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/duplicate',
    tag: 'hub',
    summary: 'Copy an event (texts, venue, times, payment methods, picture) as a new draft under a new slug',
    access: eventsAccess,
    params: eventParams,
    body: z.object({ slug: slug.max(80) }),
    response: ok({ event: hubEventDetail }),
    errors: [403, 404, 409],
  }),
  hubEventDelete: defineEndpoint({
    id: 'hubEventDelete',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/delete',
    tag: 'hub',
    summary:
      'Delete a draft without orders; 409 ERROR_EVENT_NOT_DRAFT for a published, scheduled or sold one',
    access: eventsAccess,
    params: eventParams,
    response: ok({}),
    errors: [403, 404, 409],
  }),
  hubEventPublish: defineEndpoint({
    id: 'hubEventPublish',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/publish',
    tag: 'hub',
    summary:
      'Publish now (no publishAt, or one in the past) or at publishAt; the storefront shows it within seconds',
    access: eventsAccess,
    params: eventParams,
    body: z.object({ publishAt: isoDateTime.nullable().optional() }),
    response: ok({ event: hubEventDetail }),
    errors: [403, 404],
  }),
  hubEventUnpublish: defineEndpoint({
    id: 'hubEventUnpublish',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/unpublish',
    tag: 'hub',
    summary:
      'Take the event off the storefront (and cancel a scheduled publication); sold tickets stay valid',
    access: eventsAccess,
    params: eventParams,
    response: ok({ event: hubEventDetail }),
    errors: [403, 404],
  }),
  hubEventImageUpload: defineEndpoint({
    id: 'hubEventImageUpload',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/image-upload',
    tag: 'hub',
    summary:
      'Upload the header picture (JPEG, PNG or WebP as base64, at most 8 MB): cut to 16:9 and stored 640, ' +
      '1080 and 1600 px wide; 422 ERROR_INVALID_IMAGE',
    access: eventsAccess,
    params: eventParams,
    body: imageUploadBody,
    bodyLimit: IMAGE_UPLOAD_BODY_LIMIT,
    response: ok({ event: hubEventDetail }),
    errors: [403, 404, 422],
  }),
} as const satisfies Record<string, EndpointDefinition>;
