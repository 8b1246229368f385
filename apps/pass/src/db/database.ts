// Opens the pass database: embedded PGlite (default) or PostgreSQL (DATABASE_URL), and applies the migrations.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query handle every query function takes first: the database or a transaction. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  readonly db: Db;
  readonly kind: DatabaseKind;
  /** Number of migrations in the committed journal (what "migrated" means for /health). */
  readonly expectedMigrations: number;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  // loadDataDir: a dumpDataDir() tarball to start from (the tests' migrated or seeded snapshot).
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/** The committed drizzle-kit output; found by walking up, so it works from src/ (tsx, tests) and dist/. */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 6; depth += 1) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('Cannot find the drizzle migrations folder (apps/pass/drizzle)');
}

async function countJournalEntries(folder: string): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const journal = JSON.parse(await readFile(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

// Several pass processes may start at once against one server; the lock lets one migrate at a time.
const MIGRATION_LOCK_KEY = 4_000_001;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const folder = migrationsFolder();
  const expectedMigrations = await countJournalEntries(folder);

  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 20 });
    // An idle connection the server drops (restart, failover, a test dropping its database) emits 'error' on
    // the pool; without a listener Node treats it as an unhandled error and the process dies. The pool
    // replaces the connection on its own, so logging is all there is to do.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: folder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      client.release();
    }
    return { db: db as unknown as Db, kind: 'postgres', expectedMigrations, close: () => pool.end() };
  }

  const client = new PGlite({ dataDir: target.dataDir, loadDataDir: target.loadDataDir });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: folder });
  return { db: db as unknown as Db, kind: 'pglite', expectedMigrations, close: () => client.close() };
}

/** How many migrations the database has applied; throws when it cannot be reached. */
export async function appliedMigrations(db: Db): Promise<number> {
  const [row] = rowsOf<{ count: number }>(
    await db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`),
  );
  return Number(row?.count ?? 0);
}

/** Rows of a raw `db.execute` result; both drivers (pg and PGlite) return them under `rows`. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** The database the settings name: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR (created if missing). */
export async function openConfiguredDatabase(env: {
  DATABASE_URL?: string;
  DATA_DIR: string;
}): Promise<Database> {
  if (env.DATABASE_URL) return openDatabase({ kind: 'postgres', url: env.DATABASE_URL });
  const dataDir = resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return openDatabase({ kind: 'pglite', dataDir });
}
