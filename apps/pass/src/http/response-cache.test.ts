import { describe, expect, it } from 'vitest';
import { createResponseCache } from './response-cache';

describe('createResponseCache', () => {
  it('produces once for concurrent misses and serves the rest from the same result', async () => {
    const cache = createResponseCache(60);
    let calls = 0;
    const produce = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { errorText: 'OK', n: calls };
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', produce)));
    expect(calls).toBe(1);
    expect(new Set(results.map((result) => result.json))).toEqual(new Set(['{"errorText":"OK","n":1}']));
    expect((await cache.get('k', produce)).hit).toBe(true);
    expect(calls).toBe(1);
  });

  it('keeps keys apart and does not cache failures', async () => {
    const cache = createResponseCache(60);
    await expect(
      cache.get('bad', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const fresh = await cache.get('bad', async () => ({ ok: true }));
    expect(fresh).toEqual({ json: '{"ok":true}', hit: false });
    expect((await cache.get('other', async () => ({ other: true }))).json).toBe('{"other":true}');
  });

  it('forgets an entry after its TTL', async () => {
    const cache = createResponseCache(0.05);
    let calls = 0;
    const produce = async () => ({ n: (calls += 1) });
    await cache.get('k', produce);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await cache.get('k', produce)).json).toBe('{"n":2}');
  });
});
