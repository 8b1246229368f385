// The demo world's pictures: every image and logo URL the seed stores answers with a real picture of its size.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bands,
  eventGroups,
  events,
  galleryImages,
  organizers,
  performers,
  productGroups,
  ticketProducts,
} from '../db/schema';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

describe.each(testDatabaseKinds)('artwork on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  /** Every picture URL of the seeded database, with the size the database claims when it stores one. */
  async function seededImages(): Promise<Map<string, { width: number; height: number } | null>> {
    const { db } = t.database;
    const urls = new Map<string, { width: number; height: number } | null>();
    const add = (url: string | null) => {
      if (url !== null && !urls.has(url)) urls.set(url, null);
    };
    for (const row of await db.select({ url: events.headerImageUrl }).from(events)) add(row.url);
    for (const row of await db.select({ url: eventGroups.headerImageUrl }).from(eventGroups)) add(row.url);
    for (const row of await db.select({ url: organizers.logoUrl }).from(organizers)) add(row.url);
    for (const row of await db.select({ url: bands.imageUrl }).from(bands)) add(row.url);
    for (const row of await db.select({ url: performers.imageUrl }).from(performers)) add(row.url);
    for (const row of await db.select({ url: ticketProducts.imageUrl }).from(ticketProducts)) add(row.url);
    for (const row of await db.select({ url: productGroups.imageUrl }).from(productGroups)) add(row.url);
    for (const row of await db.select().from(galleryImages)) {
      urls.set(row.url, { width: row.width, height: row.height });
    }
    return urls;
  }

  it('serves every seeded image as a JPEG of the stored size and every logo as SVG, cacheable', async () => {
    const images = await seededImages();
    // Headers of all events and tours, 7 bands, 2 performers, 10 gallery photos, 6 logos, a product photo.
    expect(images.size).toBeGreaterThanOrEqual(30);
    for (const [url, size] of images) {
      expect(url).toMatch(/^\/pass\/artwork\/[a-z0-9-]+\.(jpg|svg)$/);
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      if (url.endsWith('.svg')) {
        expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
        continue;
      }
      expect(response.headers['content-type']).toBe('image/jpeg');
      const metadata = await sharp(response.rawPayload).metadata();
      expect(metadata.format, url).toBe('jpeg');
      // Big enough to be cut to a 1080 px wide hero or card by the storefront's image optimizer.
      expect(metadata.width, url).toBeGreaterThanOrEqual(1200);
      if (size) expect({ width: metadata.width, height: metadata.height }, url).toEqual(size);
    }
  }, 120_000);

  it('draws the same picture for the same name every time', async () => {
    const first = await get('/pass/artwork/festival-header.jpg');
    const again = await get('/pass/artwork/festival-header.jpg');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const other = await get('/pass/artwork/theatre-header.jpg');
    expect(other.rawPayload.equals(first.rawPayload)).toBe(false);
  }, 30_000);

  it('answers 404 for a picture the demo world has not and 400 for a name that is no file name', async () => {
    const missing = await get('/pass/artwork/no-such-picture.jpg');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errorText: 'ERROR_ARTWORK_NOT_FOUND' });
    for (const name of [
      'Festival-Header.jpg',
      'festival-header.png',
      '..%2Fsecret.jpg',
      'festival header.jpg',
    ]) {
      const response = await get(`/pass/artwork/${name}`);
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toMatchObject({ errorText: 'ERROR_INVALID_INPUT' });
    }
  });
});
