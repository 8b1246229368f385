// The queue's rules against the in-memory store, and against Redis where a server answers (TEST_REDIS_URL; .ci/run
// sets it when one listens on 127.0.0.1:6379): random order at the opening, arrival order after it, the rate,
// the shopper limit and the kept place; Redis also keeps the queue across a "restart" (a new connection).
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryQueueStore, createRedisQueueStore } from './queue-store';
import type { QueueRules, QueueStore } from './queue-store';

const opensAt = new Date('2026-12-01T09:00:00.000Z');
const at = (seconds: number) => new Date(opensAt.getTime() + seconds * 1000);
const rules = (overrides: Partial<QueueRules> = {}): QueueRules => ({
  opensAt,
  admitPerMinute: 60,
  maxShoppers: 1000,
  keepPlaceMs: 5 * 60_000,
  admissionMs: 20 * 60_000,
  ...overrides,
});

const redisUrl = process.env.TEST_REDIS_URL;
const kinds: [string, () => QueueStore][] = [['memory', () => createMemoryQueueStore()]];
if (redisUrl) {
  kinds.push([
    'redis',
    () =>
      createRedisQueueStore(
        redisUrl,
        (error) => {
          throw error;
        },
        `test:waiting-room:${randomUUID()}`,
      ),
  ]);
}

describe.each(kinds)('the waiting room queue in %s', (_kind, open) => {
  const stores: QueueStore[] = [];
  const store = () => {
    const created = open();
    stores.push(created);
    return created;
  };
  afterAll(async () => {
    await Promise.all(stores.map((created) => created.close()));
  });

  it('places early arrivals in random order at the opening, and keeps a refreshing visitor’s place', async () => {
    const queue = store();
    // Admitting nobody (the shopper limit of 0 is the sale not started) shows the order the opening draws.
    const closed = rules({ maxShoppers: 0 });
    const orders: string[] = [];
    for (let round = 0; round < 5; round += 1) {
      const event = randomUUID();
      const visitors = Array.from({ length: 8 }, (_, index) => `visitor-${index}`);
      for (const [index, visitor] of visitors.entries())
        await queue.visit(event, visitor, closed, at(-60 + index));
      const before = await queue.visit(event, 'visitor-0', closed, at(-10));
      expect(before).toMatchObject({ state: 'waiting', beforeOpening: true });
      // Refreshing again and again changes nothing.
      for (let refresh = 0; refresh < 3; refresh += 1) {
        expect(await queue.visit(event, 'visitor-0', closed, at(-5 + refresh))).toEqual(before);
      }
      const positions = [];
      for (const visitor of visitors) {
        const visit = await queue.visit(event, visitor, closed, at(1));
        positions.push(visit.state === 'waiting' ? visit.position : 0);
      }
      expect([...positions].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      orders.push(positions.join(','));
    }
    // Arrival order (1..8) every time would mean no shuffle; five equal draws of 8! orders are next to impossible.
    expect(new Set(orders).size).toBeGreaterThan(1);
  });

  it('queues later arrivals in arrival order, after every early one', async () => {
    const queue = store();
    const event = randomUUID();
    const closed = rules({ maxShoppers: 0 });
    await queue.visit(event, 'early', closed, at(-30));
    for (let index = 0; index < 5; index += 1)
      await queue.visit(event, `late-${index}`, closed, at(10 + index));
    for (let index = 0; index < 5; index += 1) {
      expect(await queue.visit(event, `late-${index}`, closed, at(20))).toMatchObject({
        state: 'waiting',
        position: index + 2,
      });
    }
  });

  it('admits one at the opening and then at the configured rate, never above the shopper limit', async () => {
    const queue = store();
    const event = randomUUID();
    const rate = rules({ admitPerMinute: 6, maxShoppers: 4 });
    const visitors = Array.from({ length: 10 }, (_, index) => `v-${index}`);
    for (const [index, visitor] of visitors.entries())
      await queue.visit(event, visitor, rate, at(index / 100));
    const admittedBy = async (seconds: number) => {
      let count = 0;
      for (const visitor of visitors) {
        if ((await queue.visit(event, visitor, rate, at(seconds))).state === 'admitted') count += 1;
      }
      return count;
    };
    // 6 a minute: one at the opening, one more each 10 seconds.
    expect(await admittedBy(1)).toBe(1);
    expect(await admittedBy(10)).toBe(2);
    expect(await admittedBy(25)).toBe(3);
    // The rate allows 7 by a minute, the shopper limit 4.
    expect(await admittedBy(60)).toBe(4);
    // The first admissions expire after 20 minutes; their places go to the next in line.
    expect(await admittedBy(20 * 60 + 1)).toBe(4);
  });

  it('keeps a place for the configured minutes without polling, then forgets it', async () => {
    const queue = store();
    const event = randomUUID();
    const closed = rules({ maxShoppers: 0, keepPlaceMs: 60_000 });
    await queue.visit(event, 'first', closed, at(0));
    await queue.visit(event, 'second', closed, at(1));
    // The second keeps polling; the first closed the tab but comes back within the minute.
    expect(await queue.visit(event, 'second', closed, at(40))).toMatchObject({ position: 2 });
    expect(await queue.visit(event, 'first', closed, at(50))).toMatchObject({ position: 1 });
    expect(await queue.visit(event, 'second', closed, at(100))).toMatchObject({ position: 2 });
    // Gone longer than the minute: the first is forgotten, and starts again at the back.
    expect(await queue.visit(event, 'second', closed, at(111))).toMatchObject({ position: 1 });
    expect(await queue.visit(event, 'first', closed, at(112))).toMatchObject({ position: 2 });
  });

  it('admits each visitor once when many visit at the same moment', async () => {
    const queue = store();
    const event = randomUUID();
    const limited = rules({ admitPerMinute: 60_000, maxShoppers: 7 });
    const visits = await Promise.all(
      Array.from({ length: 40 }, (_, index) => queue.visit(event, `c-${index}`, limited, at(5))),
    );
    const again = await Promise.all(
      Array.from({ length: 40 }, (_, index) => queue.visit(event, `c-${index}`, limited, at(5))),
    );
    expect(again.filter((visit) => visit.state === 'admitted')).toHaveLength(7);
    expect(visits.filter((visit) => visit.state === 'admitted').length).toBeLessThanOrEqual(7);
  });
});

describe.each(redisUrl ? [redisUrl] : [])('the Redis queue at %s', (url) => {
  it('keeps every place when a process restarts (a new connection reads the same queue)', async () => {
    const prefix = `test:waiting-room:${randomUUID()}`;
    const event = randomUUID();
    const closed = rules({ maxShoppers: 0 });
    const first = createRedisQueueStore(url, () => undefined, prefix);
    await first.visit(event, 'a', closed, at(1));
    await first.visit(event, 'b', closed, at(2));
    await first.close();
    const second = createRedisQueueStore(url, () => undefined, prefix);
    expect(await second.visit(event, 'b', closed, at(3))).toMatchObject({ state: 'waiting', position: 2 });
    await second.clear(event);
    await second.close();
  });
});

describe('the in-memory queue under a crowd', () => {
  it('answers 20,000 queued visitors polling without scanning the queue on each poll', async () => {
    const queue = createMemoryQueueStore();
    const event = randomUUID();
    const crowd = rules({ admitPerMinute: 600, maxShoppers: 100_000 });
    const visitors = Array.from({ length: 20_000 }, (_, index) => `p-${index}`);
    for (const [index, visitor] of visitors.entries())
      await queue.visit(event, visitor, crowd, at(-60 + index / 1000));
    const started = performance.now();
    // One polling round a minute after the opening: 601 admitted, the rest in order.
    let admitted = 0;
    for (const visitor of visitors) {
      if ((await queue.visit(event, visitor, crowd, at(60))).state === 'admitted') admitted += 1;
    }
    const roundMs = performance.now() - started;
    expect(admitted).toBe(601);
    // Sorting or scanning 20,000 places on each of 20,000 polls took minutes; kept in order it is milliseconds.
    expect(roundMs).toBeLessThan(2_000);
    await queue.close();
  });
});
