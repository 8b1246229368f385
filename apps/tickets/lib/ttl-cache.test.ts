// Tests of the in-process TTL cache: sharing, expiry, failures not kept, bounded size.
import { describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  it('shares one load per key until the entry expires', async () => {
    let time = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => time });
    const load = vi.fn(async () => time);
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([0, 0]);
    time = 999;
    expect(await cache.get('a', load)).toBe(0);
    time = 1000;
    expect(await cache.get('a', load)).toBe(1000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep failures', async () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 1)).toBe(1);
  });

  it('drops the oldest entry beyond its size', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 2 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('c1');
  });
});
