// The waiting room's queue behind one interface: in Redis when REDIS_URL is set (every pass process shares one
// queue and a restart loses no place), in process memory otherwise. Both run the same steps on each visit.
import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';

export interface QueueRules {
  opensAt: Date;
  admitPerMinute: number;
  maxShoppers: number;
  /** A visitor who has not polled for this long loses the place (the tab was closed). */
  keepPlaceMs: number;
  /** How long an admission lasts (and counts against maxShoppers). */
  admissionMs: number;
}

export type Visit =
  { state: 'waiting'; position: number; beforeOpening: boolean } | { state: 'admitted'; admittedAt: Date };

export interface QueueStore {
  /** Joins (or keeps) the visitor's place, admits whoever the rules allow, and says where the visitor stands. */
  visit(eventId: string, visitorId: string, rules: QueueRules, now: Date): Promise<Visit>;
  /** Forgets an event's queue (tests, and the organiser turning the room off). */
  clear(eventId: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Where a newcomer's place is: before the opening a random number in [0, 1), so all early arrivals are shuffled
 * at the opening and a refresh (same place kept) or a new tab (another random place) gains nothing; after it
 * the arrival time in milliseconds, which sorts after every early place and in arrival order.
 */
function placeScore(rules: QueueRules, now: Date): number {
  return now < rules.opensAt ? randomInt(0, 2 ** 47) / 2 ** 47 : now.getTime();
}

/**
 * Admissions the rate allows in total since the opening: one at the opening, then admitPerMinute a minute.
 * Time with nobody waiting builds up allowance, but maxShoppers still bounds the burst that follows.
 */
function allowance(rules: QueueRules, now: Date): number {
  const elapsed = now.getTime() - rules.opensAt.getTime();
  if (elapsed < 0) return 0;
  return Math.floor((elapsed * rules.admitPerMinute) / 60_000) + 1;
}

interface MemoryQueue {
  places: Map<string, number>;
  seen: Map<string, number>;
  admitted: Map<string, number>;
  admittedTotal: number;
  /** Waiting ids sorted by place from `head` on: a poll finds its rank by binary search, a join by insertion. */
  order: string[];
  head: number;
  /** The order must be rebuilt (a place dropped from the middle, or one that sorts before the last). */
  dirty: boolean;
  lastPruneAt: number;
}

/** Expired places and admissions are swept at most once a second: 20,000 pollers must not each scan the queue. */
const PRUNE_EVERY_MS = 1_000;

function newMemoryQueue(): MemoryQueue {
  return {
    places: new Map(),
    seen: new Map(),
    admitted: new Map(),
    admittedTotal: 0,
    order: [],
    head: 0,
    dirty: false,
    lastPruneAt: Number.NEGATIVE_INFINITY,
  };
}

function prune(queue: MemoryQueue, rules: QueueRules, t: number): void {
  if (t - queue.lastPruneAt < PRUNE_EVERY_MS) return;
  queue.lastPruneAt = t;
  for (const [id, at] of queue.seen) {
    if (at < t - rules.keepPlaceMs) {
      queue.seen.delete(id);
      queue.places.delete(id);
      queue.dirty = true;
    }
  }
  for (const [id, at] of queue.admitted) if (at <= t - rules.admissionMs) queue.admitted.delete(id);
}

/** Sorted by place, ties by id, as Redis sorts a sorted set. */
function rebuild(queue: MemoryQueue): void {
  queue.order = [...queue.places].sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1)).map(([id]) => id);
  queue.head = 0;
  queue.dirty = false;
}

/** Index in `order` (from `head` on) of the first id that sorts at or after (score, id). */
function lowerBound(queue: MemoryQueue, score: number, id: string): number {
  let low = queue.head;
  let high = queue.order.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const other = queue.order[middle]!;
    const otherScore = queue.places.get(other)!;
    if (otherScore < score || (otherScore === score && other < id)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Inserted in place (a binary search and one array move), so no poll ever sorts the whole queue. */
function join(queue: MemoryQueue, visitorId: string, score: number): void {
  if (!queue.dirty) queue.order.splice(lowerBound(queue, score, visitorId), 0, visitorId);
  queue.places.set(visitorId, score);
}

export function createMemoryQueueStore(): QueueStore {
  const queues = new Map<string, MemoryQueue>();
  return {
    async visit(eventId, visitorId, rules, now) {
      let queue = queues.get(eventId);
      if (!queue) {
        queue = newMemoryQueue();
        queues.set(eventId, queue);
      }
      const t = now.getTime();
      prune(queue, rules, t);
      if (!queue.admitted.has(visitorId)) {
        if (!queue.places.has(visitorId)) join(queue, visitorId, placeScore(rules, now));
        queue.seen.set(visitorId, t);
      }
      if (queue.dirty) rebuild(queue);
      const allowed = allowance(rules, now);
      while (
        queue.head < queue.order.length &&
        queue.admittedTotal < allowed &&
        queue.admitted.size < rules.maxShoppers
      ) {
        const id = queue.order[queue.head++]!;
        queue.places.delete(id);
        queue.seen.delete(id);
        queue.admitted.set(id, t);
        queue.admittedTotal += 1;
      }
      // Keep the array from growing without end: drop the admitted prefix now and then.
      if (queue.head > 1_000 && queue.head * 2 > queue.order.length) rebuild(queue);
      const admittedAt = queue.admitted.get(visitorId);
      if (admittedAt !== undefined) return { state: 'admitted', admittedAt: new Date(admittedAt) };
      const score = queue.places.get(visitorId)!;
      const position = lowerBound(queue, score, visitorId) - queue.head + 1;
      return { state: 'waiting', position, beforeOpening: now < rules.opensAt };
    },
    async clear(eventId) {
      queues.delete(eventId);
    },
    async close() {
      queues.clear();
    },
  };
}

/**
 * The same steps as the memory store, in one Lua script so concurrent visits from several processes admit each
 * visitor once and never more than the rules allow. KEYS: places, seen, admitted, total.
 * ARGV: visitor, now, keepPlaceMs, admissionMs, allowance, maxShoppers, newcomer's score, key TTL seconds.
 */
const visitScript = `
local places, seen, admitted, total = KEYS[1], KEYS[2], KEYS[3], KEYS[4]
local visitor = ARGV[1]
local now = tonumber(ARGV[2])
local allowed = tonumber(ARGV[5])
local maxShoppers = tonumber(ARGV[6])
local gone = redis.call('ZRANGEBYSCORE', seen, '-inf', '(' .. (now - tonumber(ARGV[3])))
for _, id in ipairs(gone) do
  redis.call('ZREM', places, id)
  redis.call('ZREM', seen, id)
end
redis.call('ZREMRANGEBYSCORE', admitted, '-inf', now - tonumber(ARGV[4]))
if not redis.call('ZSCORE', admitted, visitor) then
  redis.call('ZADD', places, 'NX', ARGV[7], visitor)
  redis.call('ZADD', seen, now, visitor)
end
local admittedTotal = tonumber(redis.call('GET', total) or '0')
local shopping = redis.call('ZCARD', admitted)
while admittedTotal < allowed and shopping < maxShoppers do
  local head = redis.call('ZRANGE', places, 0, 0)
  if #head == 0 then break end
  redis.call('ZREM', places, head[1])
  redis.call('ZREM', seen, head[1])
  redis.call('ZADD', admitted, now, head[1])
  admittedTotal = admittedTotal + 1
  shopping = shopping + 1
end
redis.call('SET', total, admittedTotal)
for _, key in ipairs(KEYS) do redis.call('EXPIRE', key, tonumber(ARGV[8])) end
local at = redis.call('ZSCORE', admitted, visitor)
if at then return {'admitted', at} end
return {'waiting', redis.call('ZRANK', places, visitor) + 1}
`;

export function createRedisQueueStore(
  url: string,
  onError: (error: unknown) => void,
  prefix = 'pass:waiting-room',
): QueueStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  redis.on('error', onError);
  redis.defineCommand('waitingRoomVisit', { numberOfKeys: 4, lua: visitScript });
  const keys = (eventId: string) =>
    ['places', 'seen', 'admitted', 'total'].map((part) => `${prefix}:{${eventId}}:${part}`);
  type Visitable = {
    waitingRoomVisit(...args: (string | number)[]): Promise<[string, string | number]>;
  };
  return {
    async visit(eventId, visitorId, rules, now) {
      // The queue outlives its tabs and admissions by a day, then Redis forgets it by itself.
      const ttlSeconds = Math.ceil((rules.keepPlaceMs + rules.admissionMs) / 1000) + 86_400;
      const [state, value] = await (redis as unknown as Visitable).waitingRoomVisit(
        ...keys(eventId),
        visitorId,
        now.getTime(),
        rules.keepPlaceMs,
        rules.admissionMs,
        allowance(rules, now),
        rules.maxShoppers,
        placeScore(rules, now),
        ttlSeconds,
      );
      if (state === 'admitted') return { state, admittedAt: new Date(Number(value)) };
      return { state: 'waiting', position: Number(value), beforeOpening: now < rules.opensAt };
    },
    async clear(eventId) {
      await redis.del(...keys(eventId));
    },
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}

export function createQueueStore(
  redisUrl: string | undefined,
  onError: (error: unknown) => void,
): QueueStore {
  return redisUrl ? createRedisQueueStore(redisUrl, onError) : createMemoryQueueStore();
}
