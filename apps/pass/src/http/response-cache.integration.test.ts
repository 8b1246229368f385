import { organizerEndpoints } from '@repo/contract/organizers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizers } from '../db/schema';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

describe.each(testDatabaseKinds)('catalogue response cache on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { catalogueCacheSeconds: 60 });
  }, 60_000);
  afterAll(() => t.close());

  it('shares a catalogue answer per URL and language, with cache headers', async () => {
    const url = '/pass/organizer/organizers-all';
    const first = await t.app.inject({ url });
    expect(first.headers['x-cache']).toBe('miss');
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.headers.vary).toMatch(/x-language-id/);
    expect(organizerEndpoints.organizersAll.response.parse(first.json()).organizers.length).toBeGreaterThan(
      0,
    );

    // A change within the TTL is not seen yet: that is the bargain, and why selling never reads this cache.
    await t.database.db.update(organizers).set({ visible: false });
    const second = await t.app.inject({ url });
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);

    const english = await t.app.inject({ url, headers: { 'x-language-id': '3' } });
    expect(english.headers['x-cache']).toBe('miss');
    expect(english.json().organizers).toEqual([]);
  });

  it('validates before the cache and never caches errors', async () => {
    const bad = await t.app.inject({ url: '/pass/organizer/organizer-by-slug?organizerSlug=NOT%20OK' });
    expect(bad.statusCode).toBe(400);
    const missing = await t.app.inject({ url: '/pass/organizer/organizer-by-slug?organizerSlug=nobody' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-cache']).toBeUndefined();
  });

  it('keeps service routes out of the cache', async () => {
    const health = await t.app.inject({ url: '/health' });
    expect(health.headers['cache-control']).toBe('no-store');
    expect(health.headers['x-cache']).toBeUndefined();
  });
});
