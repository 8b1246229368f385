// `pnpm db:seed`: (re)seeds the demo world into the configured database (DATABASE_URL or the embedded one).
import { resolve } from 'node:path';
import { passwordHashingParams } from '../accounts/password';
import { loadEnv } from '../env';
import { openConfiguredDatabase } from './database';
import { seedDemoWorld } from './seed/seed';

const env = loadEnv();
const database = await openConfiguredDatabase(env);
try {
  await seedDemoWorld(database.db, { passwordHashing: passwordHashingParams(env.PASSWORD_HASHING) });
  console.info(
    `Demo world seeded into ${database.kind === 'postgres' ? 'PostgreSQL' : resolve(env.DATA_DIR)}`,
  );
} finally {
  await database.close();
}
