import { galleryEndpoints } from '@repo/contract/galleries';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, galleries, galleryImages } from '../db/schema';
import { demoEvents, demoGalleries } from '../db/seed/demo-ids';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const unknownId = '00000000-0000-4000-8000-000000000000';
/** Test-only galleries: one used by the unpublished event alone, one used by nothing. */
const secretGallery = 'e0000000-0000-4000-8000-000000000001';
const orphanGallery = 'e0000000-0000-4000-8000-000000000002';

describe.each(testDatabaseKinds)('gallery endpoints on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const { db } = t.database;
    await db.insert(galleries).values([
      { id: secretGallery, name: { cs: 'Tajné fotky' } },
      { id: orphanGallery, name: { cs: 'Nepoužitá galerie' } },
    ]);
    await db
      .insert(galleryImages)
      .values({ galleryId: secretGallery, url: '/secret.jpg', width: 100, height: 100 });
    await db.update(events).set({ galleryId: secretGallery }).where(eq(events.id, demoEvents.unpublished.id));
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it("reads the festival's gallery by id, named in the requested language", async () => {
    const url = `/pass/gallery/gallery-by-id?galleryId=${demoGalleries.festival}`;
    const czech = galleryEndpoints.galleryById.response.parse((await get(url)).json());
    expect(czech.gallery).toEqual({
      galleryId: demoGalleries.festival,
      namePub: 'Léto pod lipami – fotogalerie',
      imageCount: 4,
    });
    const english = galleryEndpoints.galleryById.response.parse(
      (await get(url, { 'x-language-id': '3' })).json(),
    );
    expect(english.gallery.namePub).toBe('Léto pod lipami – photos');
  });

  it('lists the images of a gallery in display order', async () => {
    const response = await get(`/pass/gallery/gallery-images?galleryId=${demoGalleries.festival}`, {
      'x-language-id': '3',
    });
    expect(response.statusCode).toBe(200);
    const { images } = galleryEndpoints.galleryImages.response.parse(response.json());
    expect(images.map((image) => image.url)).toEqual([
      '/pass/artwork/festival-main-stage.jpg',
      '/pass/artwork/festival-crowd.jpg',
      '/pass/artwork/festival-camping.jpg',
      '/pass/artwork/festival-workshop.jpg',
    ]);
    expect(images.map((image) => image.captionPub)).toEqual([
      'The main stage at dusk',
      'The crowd under the lime trees',
      'Morning at the campsite',
      'The drumming workshop',
    ]);
    expect(images[0]).toMatchObject({ galleryId: demoGalleries.festival, width: 1600, height: 1067 });

    // A band's gallery is public too.
    const band = galleryEndpoints.galleryImages.response.parse(
      (await get(`/pass/gallery/gallery-images?galleryId=${demoGalleries.headliner}`)).json(),
    );
    expect(band.images).toHaveLength(3);
  });

  it('answers 404 for unknown galleries and for galleries only an unpublished event or nothing uses', async () => {
    for (const galleryId of [unknownId, secretGallery, orphanGallery]) {
      for (const endpoint of ['gallery-by-id', 'gallery-images']) {
        const response = await get(`/pass/gallery/${endpoint}?galleryId=${galleryId}`);
        expect(response.statusCode, `${endpoint} ${galleryId}`).toBe(404);
        expect(response.json()).toMatchObject({
          errorText: 'ERROR_GALLERY_NOT_FOUND',
          type: 'gallery_not_found',
        });
      }
    }
  });

  it('answers 400 for a malformed or missing gallery id', async () => {
    for (const endpoint of ['gallery-by-id', 'gallery-images']) {
      const malformed = await get(`/pass/gallery/${endpoint}?galleryId=abc`);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ errorText: 'ERROR_INVALID_INPUT' });
      expect(malformed.json().message).toMatch(/query\.galleryId/);

      const missing = await get(`/pass/gallery/${endpoint}`);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toMatch(/query\.galleryId/);
    }
  });
});
