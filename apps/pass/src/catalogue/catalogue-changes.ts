// "The catalogue changed": told by the organiser's writes, heard by every catalogue cache. In-process by default;
// across pass processes through Redis pub/sub when REDIS_URL is set, so no process serves a stale event.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

export interface CatalogueChanges {
  /** Tell every listener (here at once, in other processes through Redis) that catalogue answers are stale. */
  announce(): void;
  onChange(listener: () => void): void;
  close(): Promise<void>;
}

export const CATALOGUE_CHANNEL = 'pass:catalogue-changed';

export function createLocalCatalogueChanges(): CatalogueChanges {
  const listeners = new Set<() => void>();
  return {
    announce() {
      for (const listener of listeners) listener();
    },
    onChange(listener) {
      listeners.add(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}

/**
 * One connection publishes, one subscribes (a subscribed Redis connection can do nothing else). A process hears
 * its own announcements at once, not through Redis, and skips their echo by its origin id.
 */
export function createRedisCatalogueChanges(
  url: string,
  onError: (error: unknown) => void,
): CatalogueChanges {
  const local = createLocalCatalogueChanges();
  const origin = randomUUID();
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { lazyConnect: false });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  void subscriber.subscribe(CATALOGUE_CHANNEL).catch(onError);
  subscriber.on('message', (_channel: string, message: string) => {
    if (message !== origin) local.announce();
  });
  return {
    announce() {
      local.announce();
      publisher.publish(CATALOGUE_CHANNEL, origin).catch(onError);
    },
    onChange: local.onChange,
    async close() {
      await local.close();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

export function createCatalogueChanges(
  redisUrl: string | undefined,
  onError: (error: unknown) => void,
): CatalogueChanges {
  return redisUrl ? createRedisCatalogueChanges(redisUrl, onError) : createLocalCatalogueChanges();
}
