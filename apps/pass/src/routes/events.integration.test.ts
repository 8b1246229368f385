import { eventEndpoints } from '@repo/contract/events';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summarizeEventSale } from '../db/queries/events';
import { eventPaymentMethods, events, ticketTypes, venues } from '../db/schema';
import { demoEventGroups, demoEvents, demoOrganizers } from '../db/seed/demo-ids';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const { festival, unpublished } = demoEvents;
const tourEvents = [demoEvents.tourPrague.id, demoEvents.tourBrno.id, demoEvents.tourOstrava.id];

describe.each(testDatabaseKinds)('event endpoints on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  async function eventRow(eventId: string) {
    const [row] = await t.database.db.select().from(events).where(eq(events.id, eventId));
    if (!row) throw new Error(`demo event ${eventId} is missing`);
    return row;
  }

  /** The rule, restated from the rows: cheapest visible, code-free type inside its window with tickets left. */
  async function cheapestOnSalePrice(eventId: string): Promise<number | null> {
    const now = new Date();
    const rows = await t.database.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, eventId));
    const prices = rows
      .filter(
        (row) =>
          row.visible &&
          !row.accessCodeOnly &&
          (!row.saleStartsAt || row.saleStartsAt <= now) &&
          (!row.saleEndsAt || row.saleEndsAt > now) &&
          (row.capacity === null || row.sold < row.capacity),
      )
      .map((row) => row.price);
    return prices.length > 0 ? Math.min(...prices) : null;
  }

  async function allListedEvents() {
    const response = await get('/pass/event/events-all?limit=200');
    expect(response.statusCode).toBe(200);
    return eventEndpoints.eventsAll.response.parse(response.json());
  }

  describe('event-by-slugs and event-by-id', () => {
    it('reads the festival with its venue, sale state and lowest price on sale', async () => {
      const url = `/pass/event/event-by-slugs?organizerSlug=${festival.organizer.slug}&eventSlug=${festival.slug}`;
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      const { event } = eventEndpoints.eventBySlugs.response.parse(response.json());
      const row = await eventRow(festival.id);
      expect(event).toMatchObject({
        eventId: festival.id,
        eventSlug: festival.slug,
        organizerId: demoOrganizers.festival.id,
        organizerSlug: demoOrganizers.festival.slug,
        namePub: row.name.cs,
        published: true,
        saleState: 'on_sale',
        startsAt: row.startsAt.toISOString(),
        categoryId: row.categoryId,
      });
      expect(event.priceFrom).not.toBeNull();
      expect(event.priceFrom).toBe(await cheapestOnSalePrice(festival.id));
      expect(event.venue?.venueId).toBe(row.venueId);
      expect(event.venueName).toBe(event.venue?.name);
    });

    it('gives the English texts with x-language-id 3', async () => {
      const english = { 'x-language-id': '3' };
      const wine = await eventRow(demoEvents.wineTasting.id);
      const wineResponse = await get(`/pass/event/event-by-id?eventId=${wine.id}`, english);
      const wineEvent = eventEndpoints.eventById.response.parse(wineResponse.json()).event;
      expect(wineEvent.namePub).toBe(wine.name.en);
      expect(wineEvent.namePub).toMatch(/Wine Tasting/);
      const czech = eventEndpoints.eventById.response.parse(
        (await get(`/pass/event/event-by-id?eventId=${wine.id}`)).json(),
      ).event;
      expect(czech.namePub).toBe('Svatomartinská degustace');

      const row = await eventRow(festival.id);
      const response = await get(`/pass/event/event-by-id?eventId=${festival.id}`, english);
      const { event } = eventEndpoints.eventById.response.parse(response.json());
      expect(event.descriptionPub).toBe(row.description?.en);
      expect(event.descriptionPub).not.toBe(row.description?.cs);
    });

    it('answers the same event by id as by slugs', async () => {
      const bySlugs = (
        await get(
          `/pass/event/event-by-slugs?organizerSlug=${festival.organizer.slug}&eventSlug=${festival.slug}`,
        )
      ).json();
      const byId = (await get(`/pass/event/event-by-id?eventId=${festival.id}`)).json();
      expect(byId).toEqual(bySlugs);
    });

    it('hides the unpublished event: 404 by slugs and by id', async () => {
      const bySlugs = await get(
        `/pass/event/event-by-slugs?organizerSlug=${unpublished.organizer.slug}&eventSlug=${unpublished.slug}`,
      );
      expect(bySlugs.statusCode).toBe(404);
      expect(bySlugs.json()).toMatchObject({ errorText: 'ERROR_EVENT_NOT_FOUND', type: 'event_not_found' });
      const byId = await get(`/pass/event/event-by-id?eventId=${unpublished.id}`);
      expect(byId.statusCode).toBe(404);
      expect(byId.json().errorText).toBe('ERROR_EVENT_NOT_FOUND');
    });

    it('answers 404 for unknown slugs and ids, 400 for malformed or missing ones', async () => {
      const unknownSlug = await get(
        `/pass/event/event-by-slugs?organizerSlug=${festival.organizer.slug}&eventSlug=no-such-event`,
      );
      expect(unknownSlug.statusCode).toBe(404);
      expect(unknownSlug.json().errorText).toBe('ERROR_EVENT_NOT_FOUND');
      // The event exists, but under another organizer.
      const wrongOrganizer = await get(
        `/pass/event/event-by-slugs?organizerSlug=${demoOrganizers.theatre.slug}&eventSlug=${festival.slug}`,
      );
      expect(wrongOrganizer.statusCode).toBe(404);
      const unknownId = await get('/pass/event/event-by-id?eventId=20000000-0000-4000-8000-999999999999');
      expect(unknownId.statusCode).toBe(404);
      expect(unknownId.json().errorText).toBe('ERROR_EVENT_NOT_FOUND');

      const malformed = await get('/pass/event/event-by-id?eventId=not-a-uuid');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ errorText: 'ERROR_INVALID_INPUT' });
      expect(malformed.json().message).toMatch(/query\.eventId/);
      const missingSlug = await get(`/pass/event/event-by-slugs?organizerSlug=${festival.organizer.slug}`);
      expect(missingSlug.statusCode).toBe(400);
      expect(missingSlug.json().message).toMatch(/query\.eventSlug/);
      expect((await get('/pass/event/event-by-id')).statusCode).toBe(400);
    });
  });

  describe('event groups', () => {
    it('reads the spring tour by slug, in English too', async () => {
      const url = `/pass/event/event-group-by-slug?eventGroupSlug=${demoEventGroups.springTour.slug}`;
      const czech = eventEndpoints.eventGroupBySlug.response.parse((await get(url)).json());
      expect(czech.eventGroup).toMatchObject({
        eventGroupId: demoEventGroups.springTour.id,
        slug: demoEventGroups.springTour.slug,
        organizerId: demoOrganizers.festival.id,
        organizerSlug: demoOrganizers.festival.slug,
      });
      const english = eventEndpoints.eventGroupBySlug.response.parse(
        (await get(url, { 'x-language-id': '3' })).json(),
      );
      expect(english.eventGroup.namePub).not.toBe(czech.eventGroup.namePub);
    });

    it('answers 404 for an unknown tour and 400 without a slug', async () => {
      const unknown = await get('/pass/event/event-group-by-slug?eventGroupSlug=no-such-tour');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({
        errorText: 'ERROR_EVENT_GROUP_NOT_FOUND',
        type: 'event_group_not_found',
      });
      const missing = await get('/pass/event/event-group-by-slug');
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toMatch(/query\.eventGroupSlug/);
    });

    it('lists the stops of the spring tour by start', async () => {
      const response = await get(
        `/pass/event/event-group-events?eventGroupId=${demoEventGroups.springTour.id}`,
      );
      expect(response.statusCode).toBe(200);
      const body = eventEndpoints.eventGroupEvents.response.parse(response.json());
      expect(body.events.map((event) => event.eventId).sort()).toEqual([...tourEvents].sort());
      const starts = body.events.map((event) => event.startsAt);
      expect(starts).toEqual([...starts].sort());
      for (const event of body.events) {
        expect(event.eventGroupId).toBe(demoEventGroups.springTour.id);
        expect(event.eventGroupSlug).toBe(demoEventGroups.springTour.slug);
      }
    });

    it('answers 404 for an unknown group id and 400 for a malformed one', async () => {
      const unknown = await get(
        '/pass/event/event-group-events?eventGroupId=30000000-0000-4000-8000-999999999999',
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().errorText).toBe('ERROR_EVENT_GROUP_NOT_FOUND');
      const malformed = await get('/pass/event/event-group-events?eventGroupId=42');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toMatch(/query\.eventGroupId/);
    });

    it('lists every visible tour by slug', async () => {
      const response = await get('/pass/event/event-groups-all');
      expect(response.statusCode).toBe(200);
      const { eventGroups } = eventEndpoints.eventGroupsAll.response.parse(response.json());
      const slugs = eventGroups.map((group) => group.slug);
      expect(slugs).toEqual(
        expect.arrayContaining([demoEventGroups.springTour.slug, demoEventGroups.slovakSummer.slug]),
      );
      expect(slugs).toEqual([...slugs].sort());
      const slovak = eventGroups.find((group) => group.eventGroupId === demoEventGroups.slovakSummer.id);
      expect(slovak?.organizerSlug).toBe(demoOrganizers.slovak.slug);
    });
  });

  describe('events-all', () => {
    it('lists published events by start: the festival on sale, never the unpublished one', async () => {
      const body = await allListedEvents();
      const ids = body.events.map((event) => event.eventId);
      expect(ids).toContain(festival.id);
      expect(ids).not.toContain(unpublished.id);
      expect(body.total).toBe(body.events.length);
      expect(body).toMatchObject({ limit: 200, offset: 0 });
      const starts = body.events.map((event) => event.startsAt);
      expect(starts).toEqual([...starts].sort());
      const listed = body.events.find((event) => event.eventId === festival.id);
      expect(listed?.saleState).toBe('on_sale');
      expect(listed?.priceFrom).toBe(await cheapestOnSalePrice(festival.id));
      const now = Date.now();
      expect(body.events.every((event) => Date.parse(event.endsAt) > now)).toBe(true);
      // Every card's price, including the sport event whose sold-out stand must not count.
      for (const event of body.events) {
        expect(event.priceFrom, event.eventSlug).toBe(await cheapestOnSalePrice(event.eventId));
      }
    });

    it('pages with limit and offset (default 50)', async () => {
      const all = await allListedEvents();
      expect(all.events.length).toBeGreaterThanOrEqual(4);
      const first = eventEndpoints.eventsAll.response.parse(
        (await get('/pass/event/events-all?limit=2')).json(),
      );
      const second = eventEndpoints.eventsAll.response.parse(
        (await get('/pass/event/events-all?limit=2&offset=2')).json(),
      );
      expect(first.events.map((event) => event.eventId)).toEqual(
        all.events.slice(0, 2).map((e) => e.eventId),
      );
      expect(second.events.map((event) => event.eventId)).toEqual(
        all.events.slice(2, 4).map((e) => e.eventId),
      );
      expect(first.total).toBe(all.total);
      const beyond = eventEndpoints.eventsAll.response.parse(
        (await get(`/pass/event/events-all?offset=${all.total}`)).json(),
      );
      expect(beyond.events).toEqual([]);
      expect(beyond.limit).toBe(50);
    });

    it('narrows by category, region, section type and organizer', async () => {
      const all = await allListedEvents();
      const festivalSummary = all.events.find((event) => event.eventId === festival.id);
      if (!festivalSummary) throw new Error('festival not listed');

      const byCategory = eventEndpoints.eventsAll.response.parse(
        (await get(`/pass/event/events-all?categoryId=${festivalSummary.categoryId}`)).json(),
      );
      expect(byCategory.events.map((event) => event.eventId)).toContain(festival.id);
      expect(byCategory.events.every((event) => event.categoryId === festivalSummary.categoryId)).toBe(true);
      expect(byCategory.total).toBeLessThan(all.total);

      const regionId = festivalSummary.regionId;
      expect(regionId).not.toBeNull();
      const byRegion = eventEndpoints.eventsAll.response.parse(
        (await get(`/pass/event/events-all?regionId=${String(regionId)}`)).json(),
      );
      expect(byRegion.events.map((event) => event.eventId)).toContain(festival.id);
      expect(byRegion.events.every((event) => event.regionId === regionId)).toBe(true);
      expect(byRegion.total).toBeLessThan(all.total);

      const sectionTypeId = all.events.flatMap((event) => event.sectionTypeIds)[0];
      if (sectionTypeId !== undefined) {
        const bySection = eventEndpoints.eventsAll.response.parse(
          (await get(`/pass/event/events-all?sectionTypeId=${sectionTypeId}`)).json(),
        );
        expect(bySection.events.length).toBeGreaterThan(0);
        expect(bySection.events.every((event) => event.sectionTypeIds.includes(sectionTypeId))).toBe(true);
        expect(bySection.total).toBe(
          all.events.filter((event) => event.sectionTypeIds.includes(sectionTypeId)).length,
        );
      }

      const byOrganizer = eventEndpoints.eventsAll.response.parse(
        (await get(`/pass/event/events-all?organizerSlug=${demoOrganizers.slovak.slug}`)).json(),
      );
      expect(byOrganizer.events.length).toBeGreaterThan(0);
      expect(byOrganizer.events.every((event) => event.organizerSlug === demoOrganizers.slovak.slug)).toBe(
        true,
      );
      const nobody = eventEndpoints.eventsAll.response.parse(
        (await get('/pass/event/events-all?organizerSlug=nobody-at-all')).json(),
      );
      expect(nobody).toMatchObject({ events: [], total: 0 });
    });

    it('narrows by dates: from keeps events still running, to keeps events starting before it', async () => {
      const all = await allListedEvents();
      const festivalSummary = all.events.find((event) => event.eventId === festival.id);
      if (!festivalSummary) throw new Error('festival not listed');
      const starts = Date.parse(festivalSummary.startsAt);
      const ends = Date.parse(festivalSummary.endsAt);

      const before = new Date(starts - 1000).toISOString();
      const endingEarlier = eventEndpoints.eventsAll.response.parse(
        (await get(`/pass/event/events-all?limit=200&to=${encodeURIComponent(before)}`)).json(),
      );
      expect(endingEarlier.events.map((event) => event.eventId)).not.toContain(festival.id);
      expect(endingEarlier.events.every((event) => Date.parse(event.startsAt) < starts)).toBe(true);

      const after = new Date(ends + 1000).toISOString();
      const later = eventEndpoints.eventsAll.response.parse(
        (await get(`/pass/event/events-all?limit=200&from=${encodeURIComponent(after)}`)).json(),
      );
      expect(later.events.map((event) => event.eventId)).not.toContain(festival.id);
      expect(endingEarlier.total + later.total).toBeLessThan(all.total);

      // A whole day given as a date: the festival's first day keeps the festival.
      const day = festivalSummary.startsAt.slice(0, 10);
      const onDay = eventEndpoints.eventsAll.response.parse(
        (await get(`/pass/event/events-all?limit=200&from=${day}&to=${day}`)).json(),
      );
      expect(onDay.events.map((event) => event.eventId)).toContain(festival.id);
    });

    it('rejects bad filters and paging with 400 naming the parameter', async () => {
      const cases: [string, RegExp][] = [
        ['limit=0', /query\.limit/],
        ['limit=201', /query\.limit/],
        ['limit=ten', /query\.limit/],
        ['offset=-1', /query\.offset/],
        ['categoryId=999', /query\.categoryId/],
        ['categoryId=0', /query\.categoryId/],
        ['regionId=abc', /query\.regionId/],
        ['sectionTypeId=99', /query\.sectionTypeId/],
        ['organizerSlug=Bad%20Slug', /query\.organizerSlug/],
        ['from=yesterday', /query\.from/],
        ['to=2027-13-45', /query\.to/],
        ['from=2027-06-10&to=2027-06-01', /query\.to/],
      ];
      for (const [search, parameter] of cases) {
        const response = await get(`/pass/event/events-all?${search}`);
        expect(response.statusCode, search).toBe(400);
        expect(response.json().errorText, search).toBe('ERROR_INVALID_INPUT');
        expect(response.json().message, search).toMatch(parameter);
      }
    });
  });

  describe('events-by-organizer', () => {
    it("lists the festival organizer's listed events by start, without the unpublished one", async () => {
      const response = await get(
        `/pass/event/events-by-organizer?organizerSlug=${demoOrganizers.festival.slug}`,
      );
      expect(response.statusCode).toBe(200);
      const { events: list } = eventEndpoints.eventsByOrganizer.response.parse(response.json());
      const ids = list.map((event) => event.eventId);
      expect(ids).toEqual(expect.arrayContaining([festival.id, ...tourEvents]));
      expect(ids).not.toContain(unpublished.id);
      expect(list.every((event) => event.organizerId === demoOrganizers.festival.id)).toBe(true);
      const starts = list.map((event) => event.startsAt);
      expect(starts).toEqual([...starts].sort());
    });

    it('answers 404 for an unknown organizer and 400 without a slug', async () => {
      const unknown = await get('/pass/event/events-by-organizer?organizerSlug=nobody-at-all');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().errorText).toBe('ERROR_ORGANIZER_NOT_FOUND');
      const missing = await get('/pass/event/events-by-organizer');
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toMatch(/query\.organizerSlug/);
    });
  });

  describe('venue and payment methods of an event', () => {
    it('reads the venue of the festival', async () => {
      const row = await eventRow(festival.id);
      const response = await get(`/pass/event/${festival.id}/venue`);
      expect(response.statusCode).toBe(200);
      const { venue } = eventEndpoints.eventVenue.response.parse(response.json());
      const [stored] = await t.database.db
        .select()
        .from(venues)
        .where(eq(venues.id, row.venueId ?? ''));
      expect(venue).toMatchObject({ venueId: row.venueId, name: stored?.name, city: stored?.city });
    });

    it('lists the payment methods of the festival by display order', async () => {
      const response = await get(`/pass/event/${festival.id}/payment-method`);
      expect(response.statusCode).toBe(200);
      const { paymentMethods } = eventEndpoints.eventPaymentMethods.response.parse(response.json());
      const stored = await t.database.db
        .select()
        .from(eventPaymentMethods)
        .where(eq(eventPaymentMethods.eventId, festival.id));
      expect(paymentMethods.length).toBeGreaterThan(0);
      expect(paymentMethods.length).toBe(stored.length);
      const orders = paymentMethods.map((method) => method.displayOrder);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    });

    it('answers 404 for unknown or unpublished events and 400 for malformed ids', async () => {
      for (const path of ['venue', 'payment-method']) {
        const unknown = await get(`/pass/event/20000000-0000-4000-8000-999999999999/${path}`);
        expect(unknown.statusCode, path).toBe(404);
        expect(unknown.json().errorText, path).toBe('ERROR_EVENT_NOT_FOUND');
        expect((await get(`/pass/event/${unpublished.id}/${path}`)).statusCode, path).toBe(404);
        const malformed = await get(`/pass/event/not-a-uuid/${path}`);
        expect(malformed.statusCode, path).toBe(400);
        expect(malformed.json().message, path).toMatch(/params\.eventId/);
      }
    });

    it('answers 404 ERROR_VENUE_NOT_FOUND for a published event without a venue', async () => {
      const eventId = '20000000-0000-4000-8000-000000009999';
      const row = await eventRow(festival.id);
      // Unlisted, so no listing in the other tests can see it.
      await t.database.db.insert(events).values({
        ...row,
        id: eventId,
        slug: 'bez-mista-konani',
        venueId: null,
        listed: false,
        createdAt: undefined,
      });
      try {
        const response = await get(`/pass/event/${eventId}/venue`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ errorText: 'ERROR_VENUE_NOT_FOUND' });
      } finally {
        await t.database.db.delete(events).where(eq(events.id, eventId));
      }
    });
  });
});

// The states the demo world cannot show at once, on the same reducer the listings use.
describe('summarizeEventSale', () => {
  const now = new Date('2027-03-01T12:00:00Z');
  const event = {
    published: true,
    endsAt: new Date('2027-06-01T00:00:00Z'),
    saleStartsAt: null,
    saleEndsAt: null,
  };
  const open = { saleStartsAt: null, saleEndsAt: null, visible: true };

  it('prices from the cheapest type on sale, ignoring sold-out and future ones', () => {
    const sale = summarizeEventSale(
      event,
      [
        { ...open, price: 100, available: 0 },
        { ...open, price: 900, available: 5 },
        { ...open, price: 50, available: null, saleStartsAt: new Date('2027-04-01T00:00:00Z') },
        { ...open, price: 500, available: null },
      ],
      now,
    );
    expect(sale).toEqual({ saleState: 'on_sale', priceFrom: 500 });
  });

  it('is sold out or not yet on sale without a price when nothing sells', () => {
    expect(summarizeEventSale(event, [{ ...open, price: 100, available: 0 }], now)).toEqual({
      saleState: 'sold_out',
      priceFrom: null,
    });
    const later = { ...open, price: 100, available: 3, saleStartsAt: new Date('2027-04-01T00:00:00Z') };
    expect(summarizeEventSale(event, [later, { ...open, price: 80, available: 0 }], now)).toEqual({
      saleState: 'not_yet_on_sale',
      priceFrom: null,
    });
    expect(
      summarizeEventSale({ ...event, published: false }, [{ ...open, price: 1, available: 1 }], now),
    ).toEqual({ saleState: 'unavailable', priceFrom: null });
    expect(summarizeEventSale(event, [], now)).toEqual({ saleState: 'unavailable', priceFrom: null });
  });
});
