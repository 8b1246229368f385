// The organizer's events: create, read, change, duplicate and delete drafts. Texts per language, wall-clock
// times in the event's zone, the venue (chosen or created), the tour and the payment methods.
import type { eventBody, EventStatus, HubEventDetail, HubEventListItem } from '@repo/contract/hub-events';
import type { LabelLanguage } from '@repo/enums';
import type { z } from 'zod';
import type { Db } from '../db/database';
import {
  deleteDraftEvent,
  findHubEvent,
  findOrganizerEventGroup,
  insertEvent,
  listHubEvents,
  listPaymentMethodIds,
  replacePaymentMethods,
  slugTaken,
  updateEvent,
} from '../db/queries/hub-events';
import type { EventValues, HubEventRow } from '../db/queries/hub-events';
import type { Translations } from '../db/schema/columns';
import { DomainError } from '../domain/domain-error';
import { instantToLocal, localToInstant } from '../domain/zoned-time';
import { pickText } from '../i18n-text';
import { venueForEvent } from './venues';

export type EventInput = z.infer<typeof eventBody>;
type TextsInput = EventInput['name'] | EventInput['description'];

function toTranslations(texts: TextsInput): Translations | null {
  if (texts.cs === null) return null;
  const result: Translations = { cs: texts.cs };
  for (const language of ['sk', 'en', 'de'] as const) {
    const text = texts[language];
    if (text !== null) result[language] = text;
  }
  return result;
}

function fromTranslations(texts: Translations | null) {
  return { cs: texts?.cs ?? null, sk: texts?.sk ?? null, en: texts?.en ?? null, de: texts?.de ?? null };
}

export function eventStatusOf(event: { published: boolean; publishAt: Date | null }): EventStatus {
  if (event.published) return 'published';
  return event.publishAt ? 'scheduled' : 'draft';
}

function isDeletable(row: HubEventRow): boolean {
  return eventStatusOf(row.event) === 'draft' && !row.hasSales;
}

export function toHubEventListItem(row: HubEventRow, language: LabelLanguage): HubEventListItem {
  const { event } = row;
  return {
    eventId: event.id,
    organizerSlug: row.organizerSlug,
    slug: event.slug,
    namePub: pickText(event.name, language),
    venueName: row.venueName,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    startsAtLocal: instantToLocal(event.startsAt, event.timeZone),
    timeZone: event.timeZone,
    status: eventStatusOf(event),
    publishAt: event.publishAt?.toISOString() ?? null,
    deletable: isDeletable(row),
  };
}

export async function readHubEvents(
  db: Db,
  organizerId: string,
  language: LabelLanguage,
): Promise<HubEventListItem[]> {
  return (await listHubEvents(db, organizerId)).map((row) => toHubEventListItem(row, language));
}

export async function readHubEvent(db: Db, eventId: string): Promise<HubEventDetail> {
  const row = await findHubEvent(db, eventId);
  if (!row) throw new DomainError('EVENT_NOT_FOUND', `No event ${eventId}`);
  const { event } = row;
  const name = fromTranslations(event.name);
  return {
    eventId: event.id,
    organizerId: event.organizerId,
    organizerSlug: row.organizerSlug,
    slug: event.slug,
    name: { ...name, cs: name.cs ?? '' },
    description: fromTranslations(event.description),
    categoryId: event.categoryId,
    kindId: event.kindId,
    sizeId: event.sizeId,
    typeId: event.typeId,
    venueId: event.venueId,
    eventGroupId: event.eventGroupId,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    startsAtLocal: instantToLocal(event.startsAt, event.timeZone),
    endsAtLocal: instantToLocal(event.endsAt, event.timeZone),
    timeZone: event.timeZone,
    currencyId: event.currencyId,
    paymentMethodIds: await listPaymentMethodIds(db, event.id),
    headerImageUrl: event.headerImageUrl,
    status: eventStatusOf(event),
    publishAt: event.publishAt?.toISOString() ?? null,
    deletable: isDeletable(row),
  };
}

function instantOf(local: string, timeZone: string, field: 'startsAt' | 'endsAt'): Date {
  const instant = localToInstant(local, timeZone);
  if (!instant) {
    throw new DomainError(
      'LOCAL_TIME_SKIPPED',
      `${field}: ${local} does not exist in ${timeZone} (the clocks jump over it); choose another time`,
      { field },
    );
  }
  return instant;
}

/** The columns an event body sets, after checking what a schema cannot: venue, tour and local times. */
async function eventValues(db: Db, organizerId: string, input: EventInput): Promise<EventValues> {
  if (input.eventGroupId !== null && !(await findOrganizerEventGroup(db, organizerId, input.eventGroupId))) {
    throw new DomainError('EVENT_GROUP_NOT_FOUND', `The organizer has no tour ${input.eventGroupId}`, {
      field: 'eventGroupId',
    });
  }
  const startsAt = instantOf(input.startsAt, input.timeZone, 'startsAt');
  const endsAt = instantOf(input.endsAt, input.timeZone, 'endsAt');
  if (endsAt < startsAt) {
    // Only in the autumn fold can equal-looking texts still run backwards; name the field as the schema would.
    throw new DomainError('INVALID_INPUT', 'endsAt: must not be before the start', { field: 'endsAt' });
  }
  return {
    slug: input.slug,
    name: toTranslations(input.name) ?? { cs: input.name.cs ?? '' },
    description: toTranslations(input.description),
    categoryId: input.categoryId,
    kindId: input.kindId,
    sizeId: input.sizeId,
    typeId: input.typeId,
    venueId: await venueForEvent(db, organizerId, input.venueId, input.newVenue),
    eventGroupId: input.eventGroupId,
    startsAt,
    endsAt,
    timeZone: input.timeZone,
    currencyId: input.currencyId,
  };
}

function slugTakenError(slug: string): DomainError {
  return new DomainError('SLUG_TAKEN', `The organizer already has an event at /${slug}; choose another`, {
    field: 'slug',
    slug,
  });
}

/**
 * Inserts a draft event and returns its id. `fixed.id` gives it a known id instead of a random one (the demo
 * seed's well-known ids).
 */
export async function addEvent(
  db: Db,
  organizerId: string,
  input: EventInput,
  fixed: { id?: string } = {},
): Promise<string> {
  if (await slugTaken(db, organizerId, input.slug)) throw slugTakenError(input.slug);
  const row = await insertEvent(db, organizerId, await eventValues(db, organizerId, input), fixed.id);
  if (!row) throw slugTakenError(input.slug);
  await replacePaymentMethods(db, row.id, input.paymentMethodIds);
  return row.id;
}

export async function createEvent(db: Db, organizerId: string, input: EventInput): Promise<HubEventDetail> {
  return readHubEvent(db, await addEvent(db, organizerId, input));
}

export async function changeEvent(
  db: Db,
  organizerId: string,
  eventId: string,
  input: EventInput,
): Promise<HubEventDetail> {
  if (await slugTaken(db, organizerId, input.slug, eventId)) throw slugTakenError(input.slug);
  await updateEvent(db, eventId, await eventValues(db, organizerId, input));
  await replacePaymentMethods(db, eventId, input.paymentMethodIds);
  return readHubEvent(db, eventId);
}

/** A copy as a new draft: texts, venue, tour, times, payment methods and picture; never its sales. */
export async function duplicateEvent(
  db: Db,
  organizerId: string,
  eventId: string,
  slug: string,
): Promise<HubEventDetail> {
  const source = await findHubEvent(db, eventId);
  if (!source) throw new DomainError('EVENT_NOT_FOUND', `No event ${eventId}`);
  if (await slugTaken(db, organizerId, slug)) throw slugTakenError(slug);
  const {
    id: _id,
    organizerId: _organizer,
    published: _published,
    publishAt: _at,
    createdAt: _created,
    ...copy
  } = source.event;
  const row = await insertEvent(db, organizerId, { ...copy, slug });
  if (!row) throw slugTakenError(slug);
  await replacePaymentMethods(db, row.id, await listPaymentMethodIds(db, eventId));
  return readHubEvent(db, row.id);
}

export async function deleteEvent(db: Db, eventId: string): Promise<void> {
  if (!(await deleteDraftEvent(db, eventId))) {
    throw new DomainError(
      'EVENT_NOT_DRAFT',
      'Only a draft without holds or orders can be deleted; unpublish the event instead',
    );
  }
}

export async function setEventHeader(
  db: Db,
  eventId: string,
  headerImageUrl: string,
): Promise<HubEventDetail> {
  await updateEvent(db, eventId, { headerImageUrl });
  return readHubEvent(db, eventId);
}
