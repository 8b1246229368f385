// `pnpm db:seed`: (re)seeds the demo world into the configured database (DATABASE_URL or the embedded one).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadEnv } from '../env';
import { openDatabase } from './database';
import { seedDemoWorld } from './seed/seed';

const env = loadEnv();
const dataDir = resolve(env.DATA_DIR);
if (!env.DATABASE_URL) mkdirSync(dataDir, { recursive: true });
const database = await openDatabase(
  env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir },
);
try {
  await seedDemoWorld(database.db);
  console.info(`Demo world seeded into ${database.kind === 'postgres' ? 'PostgreSQL' : dataDir}`);
} finally {
  await database.close();
}
