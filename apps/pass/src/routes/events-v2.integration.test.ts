import { eventEndpoints } from '@repo/contract/events';
import { eventV2Endpoints } from '@repo/contract/events-v2';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventGroupPartners, events } from '../db/schema';
import { demoEventGroups, demoEvents, demoOrganizers } from '../db/seed/demo-ids';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const { festival, unpublished, tourPrague } = demoEvents;
const unknownEventId = '20000000-0000-4000-8000-999999999999';

describe.each(testDatabaseKinds)('v2 event endpoints on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  describe('/pass/v2/event/id/{eventId}', () => {
    it('reads the festival exactly as v1 does, in English with x-language-id 3', async () => {
      const english = { 'x-language-id': '3' };
      const response = await get(`/pass/v2/event/id/${festival.id}`, english);
      expect(response.statusCode).toBe(200);
      const { event } = eventV2Endpoints.eventByIdV2.response.parse(response.json());
      const v1 = eventEndpoints.eventById.response.parse(
        (await get(`/pass/event/event-by-id?eventId=${festival.id}`, english)).json(),
      );
      expect(event).toEqual(v1.event);
      const [row] = await t.database.db.select().from(events).where(eq(events.id, festival.id));
      expect(event.descriptionPub).toBe(row?.description?.en);
      expect(event.saleState).toBe('on_sale');
      expect(event.priceFrom).not.toBeNull();
    });

    it('answers 404 for unknown and unpublished events, 400 for a malformed id', async () => {
      for (const id of [unknownEventId, unpublished.id]) {
        const response = await get(`/pass/v2/event/id/${id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({
          errorText: 'ERROR_EVENT_NOT_FOUND',
          type: 'event_not_found',
        });
      }
      const malformed = await get('/pass/v2/event/id/12345');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ errorText: 'ERROR_INVALID_INPUT' });
      expect(malformed.json().message).toMatch(/params\.eventId/);
    });

    it('gives the tour of a tour stop, and null for an event outside any tour', async () => {
      const tour = eventV2Endpoints.eventEventGroupV2.response.parse(
        (await get(`/pass/v2/event/id/${tourPrague.id}/event-group`)).json(),
      );
      expect(tour.eventGroup).toMatchObject({
        eventGroupId: demoEventGroups.springTour.id,
        slug: demoEventGroups.springTour.slug,
        organizerSlug: demoOrganizers.festival.slug,
      });

      const [ungrouped] = await t.database.db
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.published, true), isNull(events.eventGroupId)));
      expect(ungrouped).toBeDefined();
      const none = eventV2Endpoints.eventEventGroupV2.response.parse(
        (await get(`/pass/v2/event/id/${ungrouped?.id ?? ''}/event-group`)).json(),
      );
      expect(none.eventGroup).toBeNull();

      expect((await get(`/pass/v2/event/id/${unknownEventId}/event-group`)).statusCode).toBe(404);
      expect((await get('/pass/v2/event/id/nope/event-group')).statusCode).toBe(400);
    });

    it('reads the venue of the festival as v1 does', async () => {
      const response = await get(`/pass/v2/event/id/${festival.id}/venue`);
      expect(response.statusCode).toBe(200);
      const { venue } = eventV2Endpoints.eventVenueV2.response.parse(response.json());
      const v1 = (await get(`/pass/event/${festival.id}/venue`)).json();
      expect(venue).toEqual(v1.venue);
      expect((await get(`/pass/v2/event/id/${unpublished.id}/venue`)).statusCode).toBe(404);
      expect((await get('/pass/v2/event/id/xyz/venue')).statusCode).toBe(400);
    });
  });

  describe('static paths', () => {
    it('lists the slugs of published events, not the unpublished one', async () => {
      const response = await get('/pass/v2/event/static-path');
      expect(response.statusCode).toBe(200);
      const { paths } = eventV2Endpoints.eventStaticPathsV2.response.parse(response.json());
      expect(paths).toContainEqual({ organizerSlug: festival.organizer.slug, eventSlug: festival.slug });
      expect(paths).toContainEqual({ organizerSlug: tourPrague.organizer.slug, eventSlug: tourPrague.slug });
      expect(paths).not.toContainEqual({
        organizerSlug: unpublished.organizer.slug,
        eventSlug: unpublished.slug,
      });
      const published = await t.database.db.select().from(events).where(eq(events.published, true));
      expect(paths).toHaveLength(published.length);
    });

    it('resolves /group/static-path to the group slugs, not to the {organizerSlug}/{eventSlug} route', async () => {
      const response = await get('/pass/v2/event/group/static-path');
      expect(response.statusCode).toBe(200);
      const { paths } = eventV2Endpoints.eventGroupStaticPathsV2.response.parse(response.json());
      expect(paths).toEqual(
        expect.arrayContaining([
          { eventGroupSlug: demoEventGroups.springTour.slug },
          { eventGroupSlug: demoEventGroups.slovakSummer.slug },
        ]),
      );
    });
  });

  describe('event groups', () => {
    it('reads a tour by slug with its organizer, in English too', async () => {
      const url = `/pass/v2/event/group/slug/${demoEventGroups.slovakSummer.slug}`;
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      const body = eventV2Endpoints.eventGroupBySlugV2.response.parse(response.json());
      expect(body.eventGroup.eventGroupId).toBe(demoEventGroups.slovakSummer.id);
      expect(body.organizer).toMatchObject({
        organizerId: demoOrganizers.slovak.id,
        slug: demoOrganizers.slovak.slug,
      });
      const english = eventV2Endpoints.eventGroupBySlugV2.response.parse(
        (await get(url, { 'x-language-id': '3' })).json(),
      );
      expect(english.eventGroup.namePub).not.toBe(body.eventGroup.namePub);

      const unknown = await get('/pass/v2/event/group/slug/no-such-tour');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().errorText).toBe('ERROR_EVENT_GROUP_NOT_FOUND');
      expect((await get('/pass/v2/event/group/slug/Not_A_Slug')).statusCode).toBe(400);
    });

    it('lists the partner organizers of a tour', async () => {
      for (const group of Object.values(demoEventGroups)) {
        const response = await get(`/pass/v2/event/group/slug/${group.slug}/orgPartner`);
        expect(response.statusCode).toBe(200);
        const { partners } = eventV2Endpoints.eventGroupOrgPartnersV2.response.parse(response.json());
        const stored = await t.database.db
          .select()
          .from(eventGroupPartners)
          .where(eq(eventGroupPartners.eventGroupId, group.id));
        expect(partners.map((partner) => partner.organizerId).sort()).toEqual(
          stored.map((row) => row.organizerId).sort(),
        );
        const names = partners.map((partner) => partner.name);
        expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      }
      const all = await t.database.db.select().from(eventGroupPartners);
      expect(all.map((row) => row.organizerId)).toContain(demoOrganizers.partnerStore.id);

      const unknown = await get('/pass/v2/event/group/slug/no-such-tour/orgPartner');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().errorText).toBe('ERROR_EVENT_GROUP_NOT_FOUND');
      expect((await get('/pass/v2/event/group/slug/BAD!/orgPartner')).statusCode).toBe(400);
    });

    it('lists the visible events of a tour by start, as v1 does', async () => {
      const response = await get(`/pass/v2/event/group/${demoEventGroups.springTour.id}/visible-events`);
      expect(response.statusCode).toBe(200);
      const { events: list } = eventV2Endpoints.eventGroupVisibleEventsV2.response.parse(response.json());
      expect(list.map((event) => event.eventId)).toContain(tourPrague.id);
      expect(list.every((event) => event.eventGroupId === demoEventGroups.springTour.id)).toBe(true);
      const v1 = (
        await get(`/pass/event/event-group-events?eventGroupId=${demoEventGroups.springTour.id}`)
      ).json();
      expect(list).toEqual(v1.events);

      const unknown = await get('/pass/v2/event/group/30000000-0000-4000-8000-999999999999/visible-events');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().errorText).toBe('ERROR_EVENT_GROUP_NOT_FOUND');
      const malformed = await get('/pass/v2/event/group/spring/visible-events');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toMatch(/params\.eventGroupId/);
    });
  });

  describe('/pass/v2/event/{organizerSlug}/{eventSlug}', () => {
    it('reads the festival with its organizer', async () => {
      const response = await get(`/pass/v2/event/${festival.organizer.slug}/${festival.slug}`);
      expect(response.statusCode).toBe(200);
      const body = eventV2Endpoints.eventBySlugsV2.response.parse(response.json());
      expect(body.event.eventId).toBe(festival.id);
      expect(body.organizer).toMatchObject({
        organizerId: demoOrganizers.festival.id,
        slug: demoOrganizers.festival.slug,
      });
      const v1 = (await get(`/pass/event/event-by-id?eventId=${festival.id}`)).json();
      expect(body.event).toEqual(v1.event);
    });

    it('answers 404 for the unpublished event and unknown slugs, 400 for malformed slugs', async () => {
      const hidden = await get(`/pass/v2/event/${unpublished.organizer.slug}/${unpublished.slug}`);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().errorText).toBe('ERROR_EVENT_NOT_FOUND');
      const unknown = await get(`/pass/v2/event/${festival.organizer.slug}/no-such-event`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().errorText).toBe('ERROR_EVENT_NOT_FOUND');
      const malformed = await get(`/pass/v2/event/${festival.organizer.slug}/Bad_Slug`);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toMatch(/params\.eventSlug/);
    });
  });

  describe('/pass/v2/event/events-by-organizer', () => {
    it('lists the same events as v1', async () => {
      const url = `events-by-organizer?organizerSlug=${demoOrganizers.slovak.slug}`;
      const response = await get(`/pass/v2/event/${url}`);
      expect(response.statusCode).toBe(200);
      const { events: list } = eventV2Endpoints.eventsByOrganizerV2.response.parse(response.json());
      expect(list.map((event) => event.eventId)).toEqual(
        expect.arrayContaining([demoEvents.slovakConcert.id, demoEvents.slovakFestival.id]),
      );
      expect(list.every((event) => event.organizerSlug === demoOrganizers.slovak.slug)).toBe(true);
      expect(list).toEqual((await get(`/pass/event/${url}`)).json().events);
    });

    it('answers 404 for an unknown organizer and 400 without one', async () => {
      const unknown = await get('/pass/v2/event/events-by-organizer?organizerSlug=nobody-at-all');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().errorText).toBe('ERROR_ORGANIZER_NOT_FOUND');
      const missing = await get('/pass/v2/event/events-by-organizer');
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toMatch(/query\.organizerSlug/);
    });
  });
});
