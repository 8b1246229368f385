// `pnpm bench seed`: how long seeding the demo world takes (the test suite seeds once per run on each database):
// a first seed into a freshly migrated database and re-seeds over an existing world, on PGlite and PostgreSQL.
import { parseArgs } from 'node:util';
import { FAST_TEST_SCRYPT_PARAMS } from '../src/accounts/password';
import { openDatabase } from '../src/db/database';
import type { Database } from '../src/db/database';
import { seedDemoWorld } from '../src/db/seed/seed';
import { createScratchDatabase } from '../src/test/scratch-database';

const { values: args } = parseArgs({ options: { reseeds: { type: 'string', default: '5' } } });
const RESEEDS = Number(args.reseeds);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

async function timed(run: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function measure(kind: string, database: Database): Promise<void> {
  const seed = () => seedDemoWorld(database.db, { passwordHashing: FAST_TEST_SCRYPT_PARAMS });
  const first = await timed(seed);
  const again: number[] = [];
  for (let round = 0; round < RESEEDS; round += 1) again.push(await timed(seed));
  console.info(
    `${kind}: first seed ${first.toFixed(0)} ms; re-seed median ${median(again).toFixed(0)} ms ` +
      `(min ${Math.min(...again).toFixed(0)}, max ${Math.max(...again).toFixed(0)}, n=${RESEEDS})`,
  );
}

const pglite = await openDatabase({ kind: 'pglite' });
try {
  await measure('PGlite', pglite);
} finally {
  await pglite.close();
}

if (postgresUrl) {
  const scratch = await createScratchDatabase(postgresUrl, 'bench_seed');
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  try {
    await measure('PostgreSQL', database);
  } finally {
    await database.close();
    await scratch.drop();
  }
}
