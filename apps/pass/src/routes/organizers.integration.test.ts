import { organizerEndpoints, organizerV2Endpoints } from '@repo/contract/organizers';
import { currency } from '@repo/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEventGroups, demoOrganizers } from '../db/seed/demo-ids';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

describe.each(testDatabaseKinds)('organizer endpoints on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('lists every visible organizer by name, the Slovak one selling in EUR', async () => {
    const response = await get('/pass/organizer/organizers-all');
    expect(response.statusCode).toBe(200);
    const { organizers } = organizerEndpoints.organizersAll.response.parse(response.json());
    expect(organizers.length).toBeGreaterThanOrEqual(4);
    const names = organizers.map((organizer) => organizer.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const slovak = organizers.find((organizer) => organizer.slug === demoOrganizers.slovak.slug);
    expect(slovak?.currencyId).toBe(currency.ids.eur);
  });

  it('finds an organizer by slug, with texts in the requested language', async () => {
    const url = `/pass/organizer/organizer-by-slug?organizerSlug=${demoOrganizers.festival.slug}`;
    const czech = organizerEndpoints.organizerBySlug.response.parse((await get(url)).json());
    expect(czech.organizer.organizerId).toBe(demoOrganizers.festival.id);
    const english = organizerEndpoints.organizerBySlug.response.parse(
      (await get(url, { 'x-language-id': '3' })).json(),
    );
    expect(english.organizer.descriptionPub).not.toBeNull();
    expect(english.organizer.descriptionPub).not.toBe(czech.organizer.descriptionPub);
  });

  it('answers 404 for an unknown organizer and 400 for a malformed slug or a missing one', async () => {
    const missing = await get('/pass/organizer/organizer-by-slug?organizerSlug=nobody-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      errorText: 'ERROR_ORGANIZER_NOT_FOUND',
      type: 'organizer_not_found',
    });

    const malformed = await get('/pass/organizer/organizer-by-slug?organizerSlug=Not%20A%20Slug');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/query\.organizerSlug/);

    const absent = await get('/pass/organizer/organizer-by-slug');
    expect(absent.statusCode).toBe(400);
    expect(absent.json()).toMatchObject({ errorText: 'ERROR_INVALID_INPUT' });
  });

  it("lists an organizer's tours", async () => {
    const response = await get(
      `/pass/organizer/organizer-event-groups?organizerSlug=${demoOrganizers.festival.slug}`,
    );
    const { eventGroups } = organizerEndpoints.organizerEventGroups.response.parse(response.json());
    expect(eventGroups.map((group) => group.slug)).toContain(demoEventGroups.springTour.slug);
    expect(eventGroups.every((group) => group.organizerSlug === demoOrganizers.festival.slug)).toBe(true);
    expect((await get('/pass/organizer/organizer-event-groups?organizerSlug=nobody')).statusCode).toBe(404);
  });

  it('v2: lists visible slugs and reads an organizer with its tours by path slug', async () => {
    const slugs = organizerV2Endpoints.organizerVisibleSlugs.response.parse(
      (await get('/pass/v2/organizer/visible-slugs')).json(),
    ).slugs;
    expect(slugs).toEqual(
      expect.arrayContaining(Object.values(demoOrganizers).map((organizer) => organizer.slug)),
    );

    const response = await get(`/pass/v2/organizer/slug/${demoOrganizers.slovak.slug}`);
    const body = organizerV2Endpoints.organizerBySlugV2.response.parse(response.json());
    expect(body.organizer.organizerId).toBe(demoOrganizers.slovak.id);
    expect(body.eventGroups.map((group) => group.slug)).toContain(demoEventGroups.slovakSummer.slug);

    expect((await get('/pass/v2/organizer/slug/unknown-organizer')).statusCode).toBe(404);
    expect((await get('/pass/v2/organizer/slug/BAD_SLUG')).statusCode).toBe(400);
  });
});
