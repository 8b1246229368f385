import { performerEndpoints } from '@repo/contract/performers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { performers } from '../db/schema';
import { demoBands, demoGalleries, demoPerformers, demoProfiles } from '../db/seed/demo-ids';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const unknownId = '00000000-0000-4000-8000-000000000000';
const english = { 'x-language-id': '3' };

describe.each(testDatabaseKinds)('performer endpoints on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    // No demo performer has a gallery of their own; the singer shares the band's live photos here.
    await t.database.db
      .update(performers)
      .set({ galleryId: demoGalleries.headliner })
      .where(eq(performers.id, demoPerformers.singer));
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('reads a performer by id, with the role in the requested language', async () => {
    const url = `/pass/performer/performer/${demoPerformers.singer}`;
    const czech = performerEndpoints.performerById.response.parse((await get(url)).json());
    expect(czech.performer).toMatchObject({
      performerId: demoPerformers.singer,
      name: 'Petr Fiala',
      rolePub: 'zpěv, kytara',
      imageUrl: '/pass/artwork/performer-petr-fiala.jpg',
      profileSlug: demoProfiles.singer,
    });
    const inEnglish = performerEndpoints.performerById.response.parse((await get(url, english)).json());
    expect(inEnglish.performer).toMatchObject({
      rolePub: 'vocals, guitar',
      descriptionPub: 'Singer and songwriter of Mňága a Žďorp.',
    });

    const guitarist = performerEndpoints.performerById.response.parse(
      (await get(`/pass/performer/performer/${demoPerformers.guitarist}`)).json(),
    );
    expect(guitarist.performer).toMatchObject({
      name: 'Jiří Holub',
      profileSlug: null,
      descriptionPub: null,
    });
  });

  it("returns the performer's gallery with images in order, or null when they have none", async () => {
    const response = await get(`/pass/performer/performer/${demoPerformers.singer}/gallery`, english);
    const { gallery, images } = performerEndpoints.performerGallery.response.parse(response.json());
    expect(gallery).toMatchObject({ galleryId: demoGalleries.headliner, imageCount: 3 });
    expect(images.map((image) => image.captionPub)).toEqual([
      'Live at Lucerna',
      'The encore',
      'Backstage before the show',
    ]);

    const none = performerEndpoints.performerGallery.response.parse(
      (await get(`/pass/performer/performer/${demoPerformers.guitarist}/gallery`)).json(),
    );
    expect(none).toEqual({ errorText: 'OK', gallery: null, images: [] });
  });

  it('lists the bands a performer plays in', async () => {
    const response = await get(`/pass/performer/performer/${demoPerformers.guitarist}/bands`, english);
    const { bands } = performerEndpoints.performerBands.response.parse(response.json());
    expect(bands.map((band) => band.bandId)).toEqual([demoBands.headliner]);
    expect(bands[0]).toMatchObject({ name: 'Mňága a Žďorp', profileSlug: demoProfiles.headliner });
    expect(bands[0]?.descriptionPub).toMatch(/^A rock band/);
  });

  it("returns the performer's profile, and 404 for a performer without one", async () => {
    const response = await get(`/pass/performer/performer/${demoPerformers.singer}/profile`, english);
    const { profile } = performerEndpoints.performerProfile.response.parse(response.json());
    expect(profile).toMatchObject({
      slug: demoProfiles.singer,
      kind: 'performer',
      bandId: null,
      performerId: demoPerformers.singer,
      name: 'Petr Fiala',
      headlinePub: 'Singer and songwriter',
      imageUrl: '/pass/artwork/performer-petr-fiala.jpg',
    });

    const missing = await get(`/pass/performer/performer/${demoPerformers.guitarist}/profile`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errorText: 'ERROR_PROFILE_NOT_FOUND' });
  });

  it("lists the performer's own profile first, then their bands' profiles", async () => {
    const singer = performerEndpoints.performerProfileList.response.parse(
      (await get(`/pass/performer/performer/${demoPerformers.singer}/profile-list`)).json(),
    );
    expect(singer.profiles.map((profile) => [profile.slug, profile.kind])).toEqual([
      [demoProfiles.singer, 'performer'],
      [demoProfiles.headliner, 'band'],
    ]);

    // Without a profile of their own, the guitarist's list holds only the band's.
    const guitarist = performerEndpoints.performerProfileList.response.parse(
      (await get(`/pass/performer/performer/${demoPerformers.guitarist}/profile-list`)).json(),
    );
    expect(guitarist.profiles.map((profile) => profile.slug)).toEqual([demoProfiles.headliner]);
  });

  it('reads a performer gallery and its images by gallery id, and only galleries of performers', async () => {
    const { gallery } = performerEndpoints.performerGalleryById.response.parse(
      (await get(`/pass/performer/gallery/${demoGalleries.headliner}`, english)).json(),
    );
    expect(gallery).toEqual({
      galleryId: demoGalleries.headliner,
      namePub: 'Mňága a Žďorp – live',
      imageCount: 3,
    });
    const { images } = performerEndpoints.performerGalleryImages.response.parse(
      (await get(`/pass/performer/gallery/${demoGalleries.headliner}/image`)).json(),
    );
    expect(images.map((image) => image.displayOrder)).toEqual([0, 1, 2]);
    expect(images[0]?.captionPub).toBe('Koncert v Lucerně');

    for (const url of [
      `/pass/performer/gallery/${demoGalleries.festival}`,
      `/pass/performer/gallery/${demoGalleries.festival}/image`,
      `/pass/performer/gallery/${unknownId}/image`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ errorText: 'ERROR_GALLERY_NOT_FOUND' });
    }
  });

  it('reads a performer profile by slug together with its performer', async () => {
    const response = await get(`/pass/performer/profile/${demoProfiles.singer}`, english);
    const body = performerEndpoints.performerProfileBySlug.response.parse(response.json());
    expect(body.profile).toMatchObject({ slug: demoProfiles.singer, performerId: demoPerformers.singer });
    expect(body.performer).toMatchObject({ performerId: demoPerformers.singer, rolePub: 'vocals, guitar' });

    for (const slug of [demoProfiles.headliner, 'nobody-here']) {
      const missing = await get(`/pass/performer/profile/${slug}`);
      expect(missing.statusCode, slug).toBe(404);
      expect(missing.json()).toMatchObject({ errorText: 'ERROR_PROFILE_NOT_FOUND' });
    }
    expect((await get('/pass/performer/profile/UPPER')).statusCode).toBe(400);
  });

  it('lists every performer profile by name', async () => {
    const { profiles } = performerEndpoints.performerProfiles.response.parse(
      (await get('/pass/performer/profile')).json(),
    );
    expect(profiles.map((profile) => profile.slug)).toContain(demoProfiles.singer);
    expect(profiles.every((profile) => profile.kind === 'performer')).toBe(true);
    const names = profiles.map((profile) => profile.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'cs')));
  });

  it('answers 404 for an unknown performer on every performer route and 400 for a malformed id', async () => {
    for (const suffix of ['', '/gallery', '/bands', '/profile', '/profile-list']) {
      const missing = await get(`/pass/performer/performer/${unknownId}${suffix}`);
      expect(missing.statusCode, suffix).toBe(404);
      expect(missing.json()).toMatchObject({
        errorText: 'ERROR_PERFORMER_NOT_FOUND',
        type: 'performer_not_found',
      });

      const malformed = await get(`/pass/performer/performer/42${suffix}`);
      expect(malformed.statusCode, suffix).toBe(400);
      expect(malformed.json().message).toMatch(/params\.performerId/);
    }
    expect((await get('/pass/performer/gallery/nope')).statusCode).toBe(400);
  });
});
