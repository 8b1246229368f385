// Vitest global set-up: migrates and seeds once per run; test-app.ts gives each test file its own copy.
import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';
import { FAST_TEST_SCRYPT_PARAMS } from '../accounts/password';
import { seedDemoWorld } from '../db/seed/seed';
import { createScratchDatabase } from './scratch-database';
import type { ScratchDatabase } from './scratch-database';

export interface TestSnapshots {
  /** dumpDataDir() tarballs of a PGlite database: migrated, and migrated with the demo world. */
  pglite: { migrated: string; seeded: string };
  /** Template databases on the server of TEST_DATABASE_URL (absent when it is not set). */
  postgres?: { serverUrl: string; migrated: string; seeded: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    passTestSnapshots: TestSnapshots;
  }
}

async function saveSnapshot(database: Database, file: string): Promise<void> {
  // openDatabase keeps the PGlite client to itself; drizzle exposes it as $client.
  const client = (database.db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) throw new Error('Expected a PGlite database');
  // Checkpointed first, so a copy does not start by replaying the WAL of the migrations and the seed.
  await client.exec('checkpoint');
  const tarball = await client.dumpDataDir('none');
  await writeFile(file, new Uint8Array(await tarball.arrayBuffer()));
}

async function buildPgliteSnapshots(dir: string): Promise<TestSnapshots['pglite']> {
  const snapshots = { migrated: join(dir, 'migrated.tar'), seeded: join(dir, 'seeded.tar') };
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await saveSnapshot(database, snapshots.migrated);
    await seedDemoWorld(database.db, { passwordHashing: FAST_TEST_SCRYPT_PARAMS });
    await saveSnapshot(database, snapshots.seeded);
  } finally {
    await database.close();
  }
  return snapshots;
}

async function closeToConnections(serverUrl: string, template: ScratchDatabase): Promise<void> {
  // CREATE DATABASE ... TEMPLATE fails while anyone is connected to the template, autovacuum included.
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`alter database ${template.name} allow_connections false`);
  } finally {
    await client.end();
  }
}

async function buildPostgresTemplates(
  serverUrl: string,
  created: ScratchDatabase[],
): Promise<NonNullable<TestSnapshots['postgres']>> {
  const migrated = await createScratchDatabase(serverUrl, 'pass_template_migrated');
  created.push(migrated);
  await (await openDatabase({ kind: 'postgres', url: migrated.url })).close();
  await closeToConnections(serverUrl, migrated);

  const seeded = await createScratchDatabase(serverUrl, 'pass_template_seeded', { template: migrated.name });
  created.push(seeded);
  const database = await openDatabase({ kind: 'postgres', url: seeded.url });
  try {
    await seedDemoWorld(database.db, { passwordHashing: FAST_TEST_SCRYPT_PARAMS });
  } finally {
    await database.close();
  }
  await closeToConnections(serverUrl, seeded);
  return { serverUrl, migrated: migrated.name, seeded: seeded.name };
}

// Once per Vitest process: in watch mode, restart Vitest after changing the seed (new migrations still apply at open).
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = performance.now();
  const dir = mkdtempSync(join(tmpdir(), 'pass-test-snapshots-'));
  // Test code is the one place besides env.ts that reads process.env: it decides which servers the tests use.
  const serverUrl = process.env.TEST_DATABASE_URL;
  const templates: ScratchDatabase[] = [];
  const teardown = async () => {
    await Promise.allSettled(templates.map((template) => template.drop()));
    rmSync(dir, { recursive: true, force: true });
  };

  // Both at once: PGlite works in this process, PostgreSQL in the server.
  const pgliteBuild = buildPgliteSnapshots(dir);
  const postgresBuild = serverUrl ? buildPostgresTemplates(serverUrl, templates) : Promise.resolve(undefined);
  try {
    const [pglite, postgres] = await Promise.all([pgliteBuild, postgresBuild]);
    project.provide('passTestSnapshots', { pglite, postgres });
  } catch (error) {
    // The other build may still be creating a template; wait for it, so the teardown drops that one too.
    await Promise.allSettled([pgliteBuild, postgresBuild]);
    await teardown();
    throw error;
  }
  console.info(
    `pass tests: databases migrated and seeded once in ${Math.round(performance.now() - started)} ms`,
  );
  return teardown;
}
