import { bandEndpoints } from '@repo/contract/bands';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBands, demoGalleries, demoPerformers, demoProfiles } from '../db/seed/demo-ids';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const unknownId = '00000000-0000-4000-8000-000000000000';
const english = { 'x-language-id': '3' };

describe.each(testDatabaseKinds)('band endpoints on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('reads a band by id, with its profile slug and texts in the requested language', async () => {
    const url = `/pass/band/band/${demoBands.headliner}`;
    const czech = bandEndpoints.bandById.response.parse((await get(url)).json());
    expect(czech.band).toMatchObject({
      bandId: demoBands.headliner,
      name: 'Mňága a Žďorp',
      genre: 'rock',
      galleryId: demoGalleries.headliner,
      profileSlug: demoProfiles.headliner,
    });
    expect(czech.band.descriptionPub).toMatch(/^Rocková kapela/);
    const inEnglish = bandEndpoints.bandById.response.parse((await get(url, english)).json());
    expect(inEnglish.band.descriptionPub).toMatch(/^A rock band from Valašské Meziříčí/);

    const support = bandEndpoints.bandById.response.parse(
      (await get(`/pass/band/band/${demoBands.support}`)).json(),
    );
    expect(support.band).toMatchObject({ name: 'Jarní tání', profileSlug: null, galleryId: null });
  });

  it("returns the band's gallery with its images in display order, or null when it has none", async () => {
    const response = await get(`/pass/band/band/${demoBands.headliner}/gallery`, english);
    expect(response.statusCode).toBe(200);
    const { gallery, images } = bandEndpoints.bandGallery.response.parse(response.json());
    expect(gallery).toEqual({
      galleryId: demoGalleries.headliner,
      namePub: 'Mňága a Žďorp – live',
      imageCount: 3,
    });
    expect(images.map((image) => image.url)).toEqual([
      '/pass/artwork/band-mnaga-live-1.jpg',
      '/pass/artwork/band-mnaga-live-2.jpg',
      '/pass/artwork/band-mnaga-backstage.jpg',
    ]);
    expect(images.map((image) => image.displayOrder)).toEqual([0, 1, 2]);
    expect(images[0]?.captionPub).toBe('Live at Lucerna');

    const none = bandEndpoints.bandGallery.response.parse(
      (await get(`/pass/band/band/${demoBands.support}/gallery`)).json(),
    );
    expect(none).toEqual({ errorText: 'OK', gallery: null, images: [] });
  });

  it('lists the members of a band by name', async () => {
    const response = await get(`/pass/band/band/${demoBands.headliner}/performer`, english);
    const { performers } = bandEndpoints.bandPerformers.response.parse(response.json());
    expect(performers.map((performer) => performer.performerId)).toEqual([
      demoPerformers.guitarist,
      demoPerformers.singer,
    ]);
    expect(performers[1]).toMatchObject({
      name: 'Petr Fiala',
      rolePub: 'vocals, guitar',
      profileSlug: demoProfiles.singer,
    });

    const none = bandEndpoints.bandPerformers.response.parse(
      (await get(`/pass/band/band/${demoBands.support}/performer`)).json(),
    );
    expect(none.performers).toEqual([]);
  });

  it("returns the band's profile, and 404 for a band without one", async () => {
    const response = await get(`/pass/band/band/${demoBands.headliner}/profile`, english);
    const { profile } = bandEndpoints.bandProfile.response.parse(response.json());
    expect(profile).toMatchObject({
      slug: demoProfiles.headliner,
      kind: 'band',
      bandId: demoBands.headliner,
      performerId: null,
      name: 'Mňága a Žďorp',
      headlinePub: 'A rock legend from Wallachia',
      imageUrl: '/pass/artwork/band-mnaga-a-zdorp.jpg',
      website: 'https://mnaga-a-zdorp.example',
    });

    const missing = await get(`/pass/band/band/${demoBands.support}/profile`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errorText: 'ERROR_PROFILE_NOT_FOUND', type: 'profile_not_found' });
  });

  it("lists the band's own profile first, then its members' profiles", async () => {
    const response = await get(`/pass/band/band/${demoBands.headliner}/profile-list`);
    const { profiles } = bandEndpoints.bandProfileList.response.parse(response.json());
    // The guitarist has no profile, so only the band's and the singer's appear.
    expect(profiles.map((profile) => [profile.slug, profile.kind])).toEqual([
      [demoProfiles.headliner, 'band'],
      [demoProfiles.singer, 'performer'],
    ]);
    expect(profiles[1]?.name).toBe('Petr Fiala');

    const none = bandEndpoints.bandProfileList.response.parse(
      (await get(`/pass/band/band/${demoBands.support}/profile-list`)).json(),
    );
    expect(none.profiles).toEqual([]);
  });

  it('reads a band gallery and its images by gallery id, and only galleries of bands', async () => {
    const galleryResponse = await get(`/pass/band/gallery/${demoGalleries.headliner}`);
    const { gallery } = bandEndpoints.bandGalleryById.response.parse(galleryResponse.json());
    expect(gallery).toEqual({
      galleryId: demoGalleries.headliner,
      namePub: 'Mňága a Žďorp – z koncertů',
      imageCount: 3,
    });

    const imagesResponse = await get(`/pass/band/gallery/${demoGalleries.headliner}/image`, english);
    const { images } = bandEndpoints.bandGalleryImages.response.parse(imagesResponse.json());
    expect(images.map((image) => image.captionPub)).toEqual([
      'Live at Lucerna',
      'The encore',
      'Backstage before the show',
    ]);
    expect(images.every((image) => image.galleryId === demoGalleries.headliner)).toBe(true);

    // The festival's gallery belongs to an event, not to a band.
    for (const url of [
      `/pass/band/gallery/${demoGalleries.festival}`,
      `/pass/band/gallery/${demoGalleries.festival}/image`,
      `/pass/band/gallery/${unknownId}`,
      `/pass/band/gallery/${unknownId}/image`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ errorText: 'ERROR_GALLERY_NOT_FOUND' });
    }
  });

  it('reads a band profile by slug together with its band', async () => {
    const response = await get(`/pass/band/profile/${demoProfiles.headliner}`, english);
    const body = bandEndpoints.bandProfileBySlug.response.parse(response.json());
    expect(body.profile).toMatchObject({ slug: demoProfiles.headliner, bandId: demoBands.headliner });
    expect(body.band).toMatchObject({ bandId: demoBands.headliner, name: 'Mňága a Žďorp' });
    expect(body.band.descriptionPub).toMatch(/^A rock band/);

    // A performer's profile is not a band profile.
    for (const slug of [demoProfiles.singer, 'nobody-here']) {
      const missing = await get(`/pass/band/profile/${slug}`);
      expect(missing.statusCode, slug).toBe(404);
      expect(missing.json()).toMatchObject({ errorText: 'ERROR_PROFILE_NOT_FOUND' });
    }
    const malformed = await get('/pass/band/profile/Not_A_Slug');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/params\.slug/);
  });

  it('lists every band profile by name', async () => {
    const response = await get('/pass/band/profile', english);
    const { profiles } = bandEndpoints.bandProfiles.response.parse(response.json());
    expect(profiles.length).toBeGreaterThanOrEqual(1);
    expect(profiles.every((profile) => profile.kind === 'band' && profile.bandId !== null)).toBe(true);
    expect(profiles.find((profile) => profile.slug === demoProfiles.headliner)?.headlinePub).toBe(
      'A rock legend from Wallachia',
    );
    const names = profiles.map((profile) => profile.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'cs')));
  });

  it('answers 404 for an unknown band on every band route and 400 for a malformed id', async () => {
    for (const suffix of ['', '/gallery', '/performer', '/profile', '/profile-list']) {
      const missing = await get(`/pass/band/band/${unknownId}${suffix}`);
      expect(missing.statusCode, suffix).toBe(404);
      expect(missing.json()).toMatchObject({ errorText: 'ERROR_BAND_NOT_FOUND', type: 'band_not_found' });

      const malformed = await get(`/pass/band/band/not-a-uuid${suffix}`);
      expect(malformed.statusCode, suffix).toBe(400);
      expect(malformed.json()).toMatchObject({ errorText: 'ERROR_INVALID_INPUT' });
      expect(malformed.json().message).toMatch(/params\.bandId/);
    }
    const malformedGallery = await get('/pass/band/gallery/12345/image');
    expect(malformedGallery.statusCode).toBe(400);
    expect(malformedGallery.json().message).toMatch(/params\.galleryId/);
  });
});
