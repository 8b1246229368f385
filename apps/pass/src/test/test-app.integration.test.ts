// The harness's copies: migrated like the service's database, seeded only when asked, and private to each test.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appliedMigrations } from '../db/database';
import { events, outbox } from '../db/schema';
import { enqueueOutbox } from '../outbox/enqueue';
import { createTestDatabase, testDatabaseKinds } from './test-app';
import type { TestDatabase } from './test-app';

describe.each(testDatabaseKinds)('test databases on %s', (kind) => {
  let seeded: TestDatabase;
  let otherSeeded: TestDatabase;
  let migrated: TestDatabase;
  beforeAll(async () => {
    [seeded, otherSeeded, migrated] = await Promise.all([
      createTestDatabase(kind, { seed: true }),
      createTestDatabase(kind, { seed: true }),
      createTestDatabase(kind),
    ]);
  });
  afterAll(() => Promise.all([seeded, otherSeeded, migrated].map((database) => database?.dispose())));

  it('are migrated, so the migration at open found nothing to do', async () => {
    for (const database of [seeded, migrated]) {
      expect(await appliedMigrations(database.db)).toBe(database.expectedMigrations);
    }
  });

  it('hold the demo world when seeded and nothing else otherwise', async () => {
    expect((await seeded.db.select({ n: count() }).from(events))[0]?.n).toBe(12);
    expect((await migrated.db.select({ n: count() }).from(events))[0]?.n).toBe(0);
  });

  it('are separate copies: a write in one is not seen in another', async () => {
    await enqueueOutbox(seeded.db, { kind: 'mail', dedupeKey: 'harness:copy', payload: {} });
    expect((await seeded.db.select({ n: count() }).from(outbox))[0]?.n).toBe(1);
    expect((await otherSeeded.db.select({ n: count() }).from(outbox))[0]?.n).toBe(0);
  });
});
