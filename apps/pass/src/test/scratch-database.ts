// A throw-away database on a PostgreSQL server, for integration tests and benchmarks: created empty, dropped after.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
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

export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  // Letters, digits and underscores only: the name goes into the statement as an identifier.
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await run(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // FORCE ends the connections a crashed test or service left behind (PostgreSQL 13+).
    drop: () => run(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
