// Test harness: a migrated (and optionally seeded) database on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.
import { mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/database';
import type { Database, DatabaseKind } from '../db/database';
import { FAST_TEST_SCRYPT_PARAMS } from '../accounts/password';
import { seedDemoWorld } from '../db/seed/seed';
import { loadEnv } from '../env';
import type { TestSnapshots } from './global-setup';
import { createScratchDatabase } from './scratch-database';
import type { OutboxWorker } from '../outbox/worker';
import { createOrderMailWorker } from '../selling/order-documents';

// Test code is the one place besides env.ts that reads process.env: it decides which servers the tests use.
const testDatabaseUrl = process.env.TEST_DATABASE_URL;

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. Use with describe.each. */
export const testDatabaseKinds: DatabaseKind[] = testDatabaseUrl ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase extends Database {
  dispose(): Promise<void>;
}

// What global-setup.ts migrated and seeded for this run; undefined under a config without it, and then each
// database is migrated (and seeded) from scratch as before.
const snapshots: TestSnapshots | undefined = inject('passTestSnapshots');

async function openPglite(seed: boolean): Promise<Database> {
  const snapshot = snapshots?.pglite[seed ? 'seeded' : 'migrated'];
  // Still through openDatabase, as the service opens its data: the copy's migrations are checked and skipped.
  const database = await openDatabase({
    kind: 'pglite',
    loadDataDir: snapshot ? await openAsBlob(snapshot) : undefined,
  });
  if (seed && !snapshot) await seedDemoWorld(database.db, { passwordHashing: FAST_TEST_SCRYPT_PARAMS });
  return database;
}

async function openPostgres(serverUrl: string, seed: boolean): Promise<TestDatabase> {
  const templates = snapshots?.postgres?.serverUrl === serverUrl ? snapshots.postgres : undefined;
  const template = templates?.[seed ? 'seeded' : 'migrated'];
  const scratch = await createScratchDatabase(serverUrl, 'pass_test', { template });
  let database: Database | undefined;
  try {
    database = await openDatabase({ kind: 'postgres', url: scratch.url });
    if (seed && !template) await seedDemoWorld(database.db, { passwordHashing: FAST_TEST_SCRYPT_PARAMS });
  } catch (error) {
    await database?.close();
    await scratch.drop();
    throw error;
  }
  const opened = database;
  return {
    ...opened,
    async dispose() {
      // The drop runs even when closing fails (a test that already closed the pool), so nothing is left behind.
      try {
        await opened.close();
      } finally {
        await scratch.drop();
      }
    },
  };
}

/**
 * A database of its own: in-memory PGlite, or a new throw-away database on the PostgreSQL server. Migrated, and
 * with the demo world when `seed` is set; both are copies of what the run's global set-up prepared once.
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  options: { seed?: boolean } = {},
): Promise<TestDatabase> {
  const seed = options.seed ?? false;
  if (kind === 'pglite') {
    const database = await openPglite(seed);
    return { ...database, dispose: () => database.close() };
  }
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  return openPostgres(testDatabaseUrl, seed);
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** The paid-order e-mail worker; tests run it by hand (runOnce) and read the .eml files in mailDir. */
  outbox: OutboxWorker;
  mailDir: string;
  close(): Promise<void>;
}

/** The whole service over a fresh database with the demo world, called through app.inject (real HTTP handling). */
export async function startTestApp(
  kind: DatabaseKind,
  options: {
    seed?: boolean;
    catalogueCacheSeconds?: number;
    env?: Record<string, string>;
    /** Receives the log lines (set LOG_LEVEL in env too: tests are silent by default). */
    logStream?: NodeJS.WritableStream;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind, { seed: options.seed ?? true });
  const mailDir = mkdtempSync(join(tmpdir(), 'pass-mail-'));
  // Tests change rows and read them back at once, so the catalogue cache is off unless a test asks for it.
  // Tests hash passwords at the cheap cost (each standard hash takes 325 ms of the CI's two cores).
  const env = loadEnv({
    LOG_LEVEL: 'silent',
    PASSWORD_HASHING: 'fast-for-tests',
    CATALOGUE_CACHE_SECONDS: String(options.catalogueCacheSeconds ?? 0),
    MAIL_OUTBOX_DIR: mailDir,
    ...options.env,
  });
  const outbox = createOrderMailWorker(database.db, env);
  const app = await buildApp(env, database, { outbox, logStream: options.logStream });
  await app.ready();
  return {
    app,
    database,
    outbox,
    mailDir,
    async close() {
      await app.close();
      await outbox.stop();
      await database.dispose();
      rmSync(mailDir, { recursive: true, force: true });
    },
  };
}
