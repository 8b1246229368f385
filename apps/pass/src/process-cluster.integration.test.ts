// PASS_WORKERS=2 against one PostgreSQL and Redis: two worker processes share the port, a rush over both sells
// exactly the capacity, the waiting room is one queue for both, a killed worker is replaced, SIGTERM stops all.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { currency } from '@repo/enums';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './db/database';
import { upsertWaitingRoom } from './db/queries/waiting-room';
import { events, ticketTypes } from './db/schema';
import { seedDemoWorld } from './db/seed/seed';
import { demoEvents } from './db/seed/demo-ids';
import { createTestDatabase, testDatabaseKinds } from './test/test-app';
import type { TestDatabase } from './test/test-app';
import { freePort, startServiceProcess } from './test/service-process';
import type { ServiceProcess } from './test/service-process';

const festival = demoEvents.festival.id;
const redisUrl = process.env.TEST_REDIS_URL;
const runs = testDatabaseKinds.includes('postgres') && redisUrl !== undefined;

/** The pids of a process's children (Linux /proc): the cluster's workers. */
function childrenOf(pid: number | undefined): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
}

async function until<T>(probe: () => T | undefined, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(!runs)('the pass service as a cluster of two processes (PostgreSQL and Redis)', () => {
  let database: TestDatabase;
  let service: ServiceProcess;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    await seedDemoWorld(database.db);
    const [row] = rowsOf<{ name: string }>(await database.db.execute(sql`select current_database() as name`));
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${row?.name ?? ''}`;
    service = await startServiceProcess({
      port: await freePort(),
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        REDIS_URL: redisUrl,
        SEED_DEMO: 'never',
        PASS_WORKERS: '2',
      },
    });
    // /health answers once one worker listens; the other may still be starting.
    await until(() => (childrenOf(service.child.pid).length === 2 ? true : undefined));
  }, 120_000);
  afterAll(async () => {
    await service?.stop();
    await database?.dispose();
  });

  it('a rush of 300 buyers over both workers holds exactly the capacity of 100', async () => {
    const [type] = await database.db
      .insert(ticketTypes)
      .values({
        eventId: festival,
        name: { cs: 'Cluster', en: 'Cluster' },
        price: 50_000,
        currencyId: currency.ids.czk,
        capacity: 100,
        maxPerOrder: 4,
      })
      .returning({ id: ticketTypes.id });
    const ticketTypeId = type!.id;
    const body = JSON.stringify({ eventId: festival, tickets: [{ ticketTypeId, quantity: 1 }] });
    const statuses = await Promise.all(
      Array.from({ length: 300 }, async () => {
        const response = await fetch(`${service.base}/pass/reservation/reservation-crowd`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(100);
    expect(statuses.filter((status) => status === 409)).toHaveLength(200);
    const [counts] = await database.db.select().from(ticketTypes).where(eq(ticketTypes.id, ticketTypeId));
    expect(counts?.held).toBe(100);
  });

  it('both workers serve one waiting-room queue: one admission, the others in distinct places', async () => {
    // An event of its own: the queue's Redis keys are per event, and Redis outlives this test's database.
    const [original] = await database.db.select().from(events).where(eq(events.id, festival));
    const eventId = randomUUID();
    await database.db.insert(events).values({ ...original!, id: eventId, slug: `cluster-${eventId}` });
    await upsertWaitingRoom(database.db, eventId, {
      active: true,
      opensAt: new Date(Date.now() - 1_000),
      admitPerMinute: 1,
      maxShoppers: 100,
    });
    try {
      // Fresh connections, so the primary deals the visits to both workers in turn.
      const visits = [];
      for (let index = 0; index < 12; index += 1) {
        const response = await fetch(`${service.base}/pass/waiting-room/${eventId}/visit`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', connection: 'close' },
          body: JSON.stringify({ browserId: randomUUID() }),
        });
        expect(response.status).toBe(200);
        visits.push(((await response.json()) as { visit: { state: string; position: number | null } }).visit);
      }
      expect(visits.filter((visit) => visit.state === 'admitted')).toHaveLength(1);
      const positions = visits.flatMap((visit) => (visit.state === 'waiting' ? [visit.position] : []));
      expect(positions).toEqual(Array.from({ length: 11 }, (_, index) => index + 1));
    } finally {
      const redis = new Redis(redisUrl!);
      const keys = await redis.keys(`pass:waiting-room:{${eventId}}:*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  });

  it('replaces a worker that dies and stops every worker on SIGTERM', async () => {
    const before = childrenOf(service.child.pid);
    process.kill(before[0]!, 'SIGKILL');
    const after = await until(() => {
      const now = childrenOf(service.child.pid);
      return now.length === 2 && !now.includes(before[0]!) ? now : undefined;
    });
    expect(after).toContain(before[1]);
    expect((await fetch(`${service.base}/health`)).status).toBe(200);

    await service.stop();
    for (const pid of after) expect(() => process.kill(pid, 0)).toThrow();
  }, 60_000);
});
