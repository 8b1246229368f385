// Two pass processes sharing Redis: a change announced in one clears the other's catalogue cache. Runs where a
// Redis server answers (TEST_REDIS_URL; .ci/run sets it when one listens on 127.0.0.1:6379).
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalCatalogueChanges, createRedisCatalogueChanges } from './catalogue-changes';
import type { CatalogueChanges } from './catalogue-changes';

const redisUrls = process.env.TEST_REDIS_URL ? [process.env.TEST_REDIS_URL] : [];

function heardWithin(changes: CatalogueChanges, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    changes.onChange(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

describe.each(redisUrls)('catalogue changes through Redis at %s', (url) => {
  const opened: CatalogueChanges[] = [];
  const errors: unknown[] = [];
  const open = () => {
    const changes = createRedisCatalogueChanges(url, (error) => errors.push(error));
    opened.push(changes);
    return changes;
  };

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((changes) => changes.close()));
    expect(errors).toEqual([]);
  });

  it('reaches the other process, and the announcing one once (not again through its echo)', async () => {
    const first = open();
    const second = open();
    // Subscribing takes a round trip; announce only once both listen.
    await new Promise((resolve) => setTimeout(resolve, 300));
    let ownHeard = 0;
    first.onChange(() => (ownHeard += 1));
    const otherHeard = heardWithin(second, 2_000);
    first.announce();
    expect(await otherHeard).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ownHeard).toBe(1);
  });
});

// Without Redis (one process, or no server on this machine) a change reaches that process's own listeners.
describe('catalogue changes in one process', () => {
  it("tells the process's listeners once per change", async () => {
    const changes = createLocalCatalogueChanges();
    let heard = 0;
    changes.onChange(() => (heard += 1));
    changes.announce();
    changes.announce();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(heard).toBe(2);
    await changes.close();
  });
});
