// Short-lived cache of catalogue GET responses: an on-sale spike reads the same event page thousands of times.
// Only catalogue reads use it; anything that sells checks availability in the database, never here.
import { LRUCache } from 'lru-cache';

export interface ResponseCache {
  readonly ttlSeconds: number;
  /** The cached JSON for `key`, or the one produced by `produce` (concurrent misses share one call). */
  get(key: string, produce: () => Promise<unknown>): Promise<{ json: string; hit: boolean }>;
  /** Forget every answer (an organiser changed the catalogue). */
  clear(): void;
}

export function createResponseCache(ttlSeconds: number, maxEntries = 5_000): ResponseCache {
  const cache = new LRUCache<string, string, () => Promise<unknown>>({
    max: maxEntries,
    ttl: ttlSeconds * 1000,
    // Single flight: while one request builds a page, the others wait for its result instead of querying too.
    fetchMethod: async (_key, _stale, { context }) => JSON.stringify(await context()),
  });
  return {
    ttlSeconds,
    async get(key, produce) {
      const cached = cache.get(key);
      if (cached !== undefined) return { json: cached, hit: true };
      const json = await cache.fetch(key, { context: produce });
      if (json === undefined) throw new Error(`response cache produced nothing for ${key}`);
      return { json, hit: false };
    },
    clear() {
      cache.clear();
    },
  };
}
