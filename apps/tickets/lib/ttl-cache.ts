// A small in-process cache of async answers: one request per key at a time, entries live `ttlMs`, failures
// are not kept. Catalogue reads use it instead of Next's persistent data cache, which outlives the process
// (and a re-seeded pass service) in .next/cache.
export interface TtlCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createTtlCache<T>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): TtlCache<T> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: Promise<T>; expiresAt: number }>();
  return {
    get(key, load) {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.value;
      if (entry) entries.delete(key);
      const value = load();
      // Concurrent readers of a missing key share this one request (single flight).
      entries.set(key, { value, expiresAt: now() + options.ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      // Map keeps insertion order, so the first key is the oldest entry.
      if (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
