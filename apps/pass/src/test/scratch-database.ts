// A throw-away database on a PostgreSQL server, for integration tests and benchmarks: created empty or copied
// from a template, dropped after.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

export interface ScratchDatabase {
  name: string;
  /** Connection string of the new database (the server's URL with its name). */
  url: string;
  drop(): Promise<void>;
}

async function run(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

// SQLSTATE 55006 (object_in_use): CREATE DATABASE ... TEMPLATE refuses while any session is connected to the
// template. The test templates allow no connections, but an autovacuum worker or a pool that is still closing
// can hold one for a moment; PostgreSQL waits 5 s itself, and a few more tries cover a slow machine.
const OBJECT_IN_USE = '55006';
const COPY_ATTEMPTS = 5;

async function createDatabase(serverUrl: string, statement: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await run(serverUrl, statement);
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code !== OBJECT_IN_USE || attempt >= COPY_ATTEMPTS) throw error;
      await sleep(200 * attempt);
    }
  }
}

export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  options: { template?: string } = {},
): Promise<ScratchDatabase> {
  // Letters, digits and underscores only: the names go into the statement as identifiers.
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  if (options.template !== undefined && !/^[a-z0-9_]+$/.test(options.template)) {
    throw new Error(`Template database name ${JSON.stringify(options.template)} is not a plain identifier`);
  }
  await createDatabase(
    serverUrl,
    options.template ? `create database ${name} template ${options.template}` : `create database ${name}`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    // FORCE ends the connections a crashed test or service left behind (PostgreSQL 13+).
    drop: () => run(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
