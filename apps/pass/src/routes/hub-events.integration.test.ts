// The organiser's events over the API: a draft with a new venue, wall-clock times across daylight-saving
// changes, edits, copies, deleting drafts only, publishing now or at a set time and unpublishing, the header
// picture; the storefront's cached catalogue shows each change at once. Roles and audit rows too.
import { eventEndpoints } from '@repo/contract/events';
import { hubEndpoints } from '@repo/contract/hub';
import { hubEventEndpoints } from '@repo/contract/hub-events';
import type { HubEventDetail } from '@repo/contract/hub-events';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, events } from '../db/schema';
import { demoAccount, demoEvents, demoOrganizers } from '../db/seed/demo-ids';
import { publishScheduledEvents } from '../organizers/event-publishing';
import { samplePictureBase64, sampleEvent, sampleVenue } from '../test/hub-samples';
import { callEndpoint, organizerClient } from '../test/organizer-helpers';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

describe.each(testDatabaseKinds)('organiser events on %s', (kind) => {
  let t: TestApp;
  let ownerToken: string;
  let organizerId: string;
  let organizerSlug: string;
  let org: ReturnType<typeof organizerClient>;

  async function call(
    endpoint: Parameters<typeof callEndpoint>[1],
    input: Parameters<typeof callEndpoint>[2],
  ) {
    return callEndpoint(t, endpoint, input, ownerToken);
  }

  async function created(slug: string, overrides = {}): Promise<HubEventDetail> {
    const response = await call(hubEventEndpoints.hubEventCreate, {
      params: { organizerId },
      body: sampleEvent({ slug, newVenue: sampleVenue, ...overrides }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return hubEventEndpoints.hubEventCreate.response.parse(response.json()).event;
  }

  /** The storefront's view: the event page by slugs (cached catalogue, like the storefront reads it). */
  async function storefrontStatus(slug: string): Promise<number> {
    const response = await callEndpoint(t, eventEndpoints.eventBySlugs, {
      query: { organizerSlug, eventSlug: slug },
    });
    return response.statusCode;
  }

  async function listed(): Promise<string[]> {
    const response = await callEndpoint(t, eventEndpoints.eventsAll, { query: { organizerSlug } });
    return response.json().events.map((event: { eventSlug: string }) => event.eventSlug);
  }

  beforeAll(async () => {
    // A long catalogue cache: only invalidation can make a change visible within the test.
    t = await startTestApp(kind, { catalogueCacheSeconds: 300 });
    org = organizerClient(t);
    ownerToken = (await org.accounts.verifiedAccount('jazz@example.cz')).token;
    const response = await callEndpoint(
      t,
      hubEndpoints.hubOrganizerCreate,
      { body: { name: 'Jazz u řeky', countryId: 1, currencyId: 1 } },
      ownerToken,
    );
    expect(response.statusCode, response.body).toBe(200);
    const organizer = hubEndpoints.hubOrganizerCreate.response.parse(response.json()).organizer;
    organizerId = organizer.organizerId;
    organizerSlug = organizer.slug;
  });

  afterAll(async () => {
    await t?.close();
  });

  it('creates a draft with a new venue; times are read in the event zone, summer and winter alike', async () => {
    const event = await created('jazz-na-vode');
    expect(event).toMatchObject({
      status: 'draft',
      deletable: true,
      startsAt: '2030-07-15T17:00:00.000Z',
      startsAtLocal: '2030-07-15T19:00',
      endsAtLocal: '2030-07-15T23:00',
      timeZone: 'Europe/Prague',
      paymentMethodIds: [1, 2],
      name: { cs: 'Jazz na vodě', en: 'Jazz on the water', sk: null, de: null },
    });
    expect(event.venueId).not.toBeNull();
    const winter = await created('jazz-v-zime', { startsAt: '2030-12-15T19:00', endsAt: '2030-12-15T23:00' });
    expect(winter.startsAt).toBe('2030-12-15T18:00:00.000Z');
    // Over the night the clocks go back, the event lasts an hour longer than the wall clock says.
    const night = await created('noc-zmeny-casu', {
      startsAt: '2030-10-26T22:00',
      endsAt: '2030-10-27T04:00',
    });
    expect((Date.parse(night.endsAt) - Date.parse(night.startsAt)) / 3_600_000).toBe(7);
    expect(await storefrontStatus('jazz-na-vode')).toBe(404);
  });

  it('refuses a time the clocks skip, a taken slug, a foreign venue, and names the field', async () => {
    const skipped = await call(hubEventEndpoints.hubEventCreate, {
      params: { organizerId },
      body: sampleEvent({ slug: 'jarni-noc', startsAt: '2030-03-31T02:30', endsAt: '2030-03-31T05:00' }),
    });
    expect(skipped.statusCode).toBe(422);
    expect(skipped.json()).toMatchObject({ errorText: 'ERROR_LOCAL_TIME_SKIPPED', field: 'startsAt' });
    const taken = await call(hubEventEndpoints.hubEventCreate, {
      params: { organizerId },
      body: sampleEvent({ slug: 'jazz-na-vode' }),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ errorText: 'ERROR_SLUG_TAKEN', field: 'slug' });
    const festivalEvent = await callEndpoint(t, eventEndpoints.eventById, {
      query: { eventId: demoEvents.festival.id },
    });
    const foreignVenue = await call(hubEventEndpoints.hubEventCreate, {
      params: { organizerId },
      body: sampleEvent({ slug: 'cizi-misto', venueId: festivalEvent.json().event.venue.venueId }),
    });
    expect(foreignVenue.statusCode).toBe(404);
    expect(foreignVenue.json().errorText).toBe('ERROR_VENUE_NOT_FOUND');
    const invalid = await call(hubEventEndpoints.hubEventCreate, {
      params: { organizerId },
      body: sampleEvent({ slug: 'Spatny Slug', endsAt: '2030-07-15T18:00', paymentMethodIds: [] }),
    });
    expect(invalid.statusCode).toBe(400);
    for (const field of ['body.slug', 'body.endsAt', 'body.paymentMethodIds']) {
      expect(invalid.json().message).toContain(`${field}:`);
    }
  });

  it('publishes: the cached storefront shows the event at once, and never after unpublishing', async () => {
    const event = await created('jazz-publikace');
    // Warm the catalogue cache with "not there".
    expect(await storefrontStatus('jazz-publikace')).toBe(404);
    expect(await listed()).not.toContain('jazz-publikace');

    const published = await call(hubEventEndpoints.hubEventPublish, {
      params: { eventId: event.eventId },
      body: {},
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().event).toMatchObject({ status: 'published', deletable: false });
    expect(await storefrontStatus('jazz-publikace')).toBe(200);
    expect(await listed()).toContain('jazz-publikace');

    const renamed = await call(hubEventEndpoints.hubEventUpdate, {
      params: { eventId: event.eventId },
      body: sampleEvent({ slug: 'jazz-publikace', name: { cs: 'Jazz na vodě II' }, venueId: event.venueId }),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const page = await callEndpoint(t, eventEndpoints.eventBySlugs, {
      query: { organizerSlug, eventSlug: 'jazz-publikace' },
    });
    expect(page.json().event.namePub).toBe('Jazz na vodě II');

    const unpublished = await call(hubEventEndpoints.hubEventUnpublish, {
      params: { eventId: event.eventId },
    });
    expect(unpublished.json().event.status).toBe('draft');
    expect(await storefrontStatus('jazz-publikace')).toBe(404);
    expect(await listed()).not.toContain('jazz-publikace');
  });

  it('publishes at a set time: scheduled until then, published by the publisher job when it comes', async () => {
    const event = await created('jazz-pozdeji');
    const publishAt = new Date(Date.now() + 60 * 60_000).toISOString();
    const scheduled = await call(hubEventEndpoints.hubEventPublish, {
      params: { eventId: event.eventId },
      body: { publishAt },
    });
    expect(scheduled.json().event).toMatchObject({ status: 'scheduled', publishAt: expect.any(String) });
    expect(await publishScheduledEvents(t.database.db)).toBe(false);
    expect(await storefrontStatus('jazz-pozdeji')).toBe(404);
    expect(await publishScheduledEvents(t.database.db, new Date(Date.now() + 61 * 60_000))).toBe(true);
    const [row] = await t.database.db.select().from(events).where(eq(events.id, event.eventId));
    expect(row).toMatchObject({ published: true, publishAt: null });
  });

  it('duplicates as a new draft, deletes drafts only', async () => {
    const source = await created('jazz-original');
    const copy = await call(hubEventEndpoints.hubEventDuplicate, {
      params: { eventId: source.eventId },
      body: { slug: 'jazz-kopie' },
    });
    expect(copy.statusCode, copy.body).toBe(200);
    const duplicate: HubEventDetail = copy.json().event;
    expect(duplicate).toMatchObject({
      slug: 'jazz-kopie',
      status: 'draft',
      name: source.name,
      venueId: source.venueId,
      startsAt: source.startsAt,
      paymentMethodIds: source.paymentMethodIds,
    });
    expect(duplicate.eventId).not.toBe(source.eventId);
    const again = await call(hubEventEndpoints.hubEventDuplicate, {
      params: { eventId: source.eventId },
      body: { slug: 'jazz-kopie' },
    });
    expect(again.statusCode).toBe(409);

    const deleted = await call(hubEventEndpoints.hubEventDelete, { params: { eventId: duplicate.eventId } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(
      (await call(hubEventEndpoints.hubEvent, { params: { eventId: duplicate.eventId } })).statusCode,
    ).toBe(404);
    await call(hubEventEndpoints.hubEventPublish, { params: { eventId: source.eventId }, body: {} });
    const notDraft = await call(hubEventEndpoints.hubEventDelete, { params: { eventId: source.eventId } });
    expect(notDraft.statusCode).toBe(409);
    expect(notDraft.json().errorText).toBe('ERROR_EVENT_NOT_DRAFT');
  });

  it('cuts the header picture to 16:9 in the storefront widths, served for a year', async () => {
    const event = await created('jazz-s-obrazkem');
    const uploaded = await call(hubEventEndpoints.hubEventImageUpload, {
      params: { eventId: event.eventId },
      body: { imageBase64: await samplePictureBase64() },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url: string = uploaded.json().event.headerImageUrl;
    expect(url).toMatch(/^\/pass\/image\/[0-9a-f-]{36}-1600\.jpg$/);
    for (const width of [640, 1080, 1600]) {
      const image = await t.app.inject({ method: 'GET', url: url.replace('-1600.', `-${width}.`) });
      expect(image.statusCode, String(width)).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // JPEG SOF0 frame: height and width follow the marker.
      const sof = image.rawPayload.indexOf(Buffer.from([0xff, 0xc0]));
      const sofMarker = sof >= 0 ? sof : image.rawPayload.indexOf(Buffer.from([0xff, 0xc2]));
      expect(image.rawPayload.readUInt16BE(sofMarker + 7), String(width)).toBe(width);
      expect(image.rawPayload.readUInt16BE(sofMarker + 5), String(width)).toBe(Math.round((width * 9) / 16));
    }
    expect((await t.app.inject({ method: 'GET', url: url.replace('-1600.', '-800.') })).statusCode).toBe(404);
  });

  it('lists the events with their state, and writes an audit row for each write', async () => {
    const list = await call(hubEventEndpoints.hubEvents, { params: { organizerId } });
    expect(list.statusCode).toBe(200);
    const states = Object.fromEntries(
      list.json().events.map((event: { slug: string; status: string }) => [event.slug, event.status]),
    );
    expect(states).toMatchObject({
      'jazz-na-vode': 'draft',
      'jazz-pozdeji': 'published',
      'jazz-original': 'published',
    });
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.organizerId, organizerId));
    expect(new Set(rows.map((row) => row.action))).toEqual(
      new Set([
        'hubEventCreate',
        'hubEventPublish',
        'hubEventUpdate',
        'hubEventUnpublish',
        'hubEventDuplicate',
        'hubEventDelete',
        'hubEventImageUpload',
      ]),
    );
  });

  it('lets managers manage events; box office and accountants may not', async () => {
    const festival = demoOrganizers.festival.id;
    const login = await org.accounts.post('/pass/account/login', {
      email: demoAccount.email,
      password: demoAccount.password,
    });
    const festivalOwner: string = login.json().account.token;
    const manager = await org.member(festivalOwner, festival, 'manager');
    const boxOffice = await org.member(festivalOwner, festival, 'boxOffice');
    const accountant = await org.member(festivalOwner, festival, 'accountant');
    const byManager = await callEndpoint(
      t,
      hubEventEndpoints.hubEventCreate,
      { params: { organizerId: festival }, body: sampleEvent({ slug: 'manazerska-akce' }) },
      manager.token,
    );
    expect(byManager.statusCode, byManager.body).toBe(200);
    for (const token of [boxOffice.token, accountant.token]) {
      const read = await callEndpoint(
        t,
        hubEventEndpoints.hubEvent,
        { params: { eventId: demoEvents.festival.id } },
        token,
      );
      expect(read.statusCode).toBe(403);
    }
    const foreign = await call(hubEventEndpoints.hubEventUnpublish, {
      params: { eventId: demoEvents.festival.id },
    });
    expect(foreign.statusCode).toBe(403);
  });
});
