// Handlers of the organizer's events: list, read, create, change, duplicate, delete, publish, header picture
// (the rules live in organizers/events.ts and organizers/event-publishing.ts).
import type { hubEventEndpoints } from '@repo/contract/hub-events';
import type { CatalogueChanges } from '../catalogue/catalogue-changes';
import { listAllOrganizerEventGroups } from '../db/queries/hub-events';
import type { HandlersOf } from '../http/register-endpoint';
import { publishEvent, unpublishEvent } from '../organizers/event-publishing';
import {
  changeEvent,
  createEvent,
  deleteEvent,
  duplicateEvent,
  readHubEvent,
  readHubEvents,
  setEventHeader,
} from '../organizers/events';
import { storeEventHeader } from '../organizers/images';
import { pickText } from '../i18n-text';

export function hubEventHandlers(changes: CatalogueChanges): HandlersOf<typeof hubEventEndpoints> {
  return {
    hubEvents: async ({ db, params, ctx }) => ({
      errorText: 'OK',
      events: await readHubEvents(db, params.organizerId, ctx.language),
    }),
    hubEventGroups: async ({ db, params, ctx }) => ({
      errorText: 'OK',
      eventGroups: (await listAllOrganizerEventGroups(db, params.organizerId)).map((group) => ({
        eventGroupId: group.id,
        namePub: pickText(group.name, ctx.language),
      })),
    }),
    hubEventCreate: async ({ db, params, body, audit }) => {
      const event = await createEvent(db, params.organizerId, body);
      audit.resource('event', event.eventId);
      audit.detail({ slug: event.slug, venueId: event.venueId });
      return { errorText: 'OK', event };
    },
    hubEvent: async ({ db, params }) => ({ errorText: 'OK', event: await readHubEvent(db, params.eventId) }),
    hubEventUpdate: async ({ db, params, body, principal, audit, afterCommit }) => {
      const event = await changeEvent(db, principal.organizerId, params.eventId, body);
      audit.detail({ slug: event.slug, startsAt: event.startsAt, endsAt: event.endsAt });
      afterCommit(changes.announce);
      return { errorText: 'OK', event };
    },
    hubEventDuplicate: async ({ db, params, body, principal, audit }) => {
      const event = await duplicateEvent(db, principal.organizerId, params.eventId, body.slug);
      audit.resource('event', event.eventId);
      audit.detail({ copiedFrom: params.eventId, slug: event.slug });
      return { errorText: 'OK', event };
    },
    hubEventDelete: async ({ db, params }) => {
      await deleteEvent(db, params.eventId);
      return { errorText: 'OK' };
    },
    hubEventPublish: async ({ db, params, body, principal, audit, afterCommit }) => {
      const publishAt = body.publishAt ? new Date(body.publishAt) : null;
      const event = await publishEvent(db, principal.organizerId, params.eventId, publishAt);
      audit.detail({ status: event.status, publishAt: event.publishAt });
      afterCommit(changes.announce);
      return { errorText: 'OK', event };
    },
    hubEventUnpublish: async ({ db, params, audit, afterCommit }) => {
      const event = await unpublishEvent(db, params.eventId);
      audit.detail({ status: event.status });
      afterCommit(changes.announce);
      return { errorText: 'OK', event };
    },
    hubEventImageUpload: async ({ db, params, body, principal, audit, afterCommit }) => {
      const url = await storeEventHeader(db, principal.organizerId, body.imageBase64);
      const event = await setEventHeader(db, params.eventId, url);
      audit.detail({ headerImageUrl: url });
      afterCommit(changes.announce);
      return { errorText: 'OK', event };
    },
  };
}
