// `pnpm bench`: requests/s and p50/p99 latency of the calls one event page makes, on PGlite and on PostgreSQL.
// The service runs as a child process (as in production) and autocannon loads it from this process.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fillPath } from '@repo/contract/endpoint';
import { endpoints } from '@repo/contract/routes';
import type { EndpointId } from '@repo/contract/routes';
import autocannon from 'autocannon';
import { demoEvents } from '../src/db/seed/demo-ids';
import { createScratchDatabase } from '../src/test/scratch-database';
import { startServiceProcess } from '../src/test/service-process';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    database: { type: 'string', default: 'both' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
// Benchmark tooling, not the service: it decides which PostgreSQL server to load.
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const festival = demoEvents.festival;
/** What the storefront's event page asks for when it renders the festival. */
const eventPageCalls: { id: EndpointId; params?: Record<string, string>; query?: Record<string, string> }[] =
  [
    { id: 'eventBySlugsV2', params: { organizerSlug: festival.organizer.slug, eventSlug: festival.slug } },
    { id: 'eventTicketTypesV2', params: { eventId: festival.id } },
    { id: 'eventExtraProductsV2', params: { eventId: festival.id } },
    { id: 'eventPaymentMethods', params: { eventId: festival.id } },
    { id: 'eventMainBands', params: { eventId: festival.id } },
  ];

function pathOf(call: (typeof eventPageCalls)[number]): string {
  const endpoint = endpoints[call.id];
  const query = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
  return fillPath(endpoint.path, call.params) + query;
}

interface Row {
  database: string;
  cache: string;
  call: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(base: string, paths: string[], seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
}

async function benchDatabase(kind: 'pglite' | 'postgres', cacheSeconds: number): Promise<Row[]> {
  const port = kind === 'pglite' ? 4601 : 4602;
  const base = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    ...process.env,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    CATALOGUE_CACHE_SECONDS: String(cacheSeconds),
  } as Record<string, string>;
  let cleanup: () => Promise<void> = async () => undefined;
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'pass-bench-'));
    env.DATA_DIR = dir;
    delete env.DATABASE_URL;
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    if (!postgresUrl) throw new Error('set BENCH_DATABASE_URL or TEST_DATABASE_URL for the PostgreSQL run');
    const scratch = await createScratchDatabase(postgresUrl, 'pass_bench');
    env.DATABASE_URL = scratch.url;
    env.SEED_DEMO = 'always';
    cleanup = scratch.drop;
  }

  const service = await startServiceProcess({ port, env });
  try {
    const paths = eventPageCalls.map(pathOf);
    for (const path of paths) {
      const response = await fetch(base + path);
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    }
    await load(base, paths, 3); // warm-up: JIT, connection pool, PGlite caches
    const rows: Row[] = [];
    const measure = async (call: string, callPaths: string[]) => {
      const result = await load(base, callPaths, duration);
      rows.push({
        database: kind,
        cache: cacheSeconds > 0 ? `${cacheSeconds} s` : 'off',
        call,
        requestsPerSecond: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
      });
    };
    // Per call only uncached: with the cache every call is the same in-memory lookup.
    if (cacheSeconds === 0) {
      for (const [index, call] of eventPageCalls.entries()) await measure(call.id, [paths[index] as string]);
    }
    await measure('whole page (all calls, round robin)', paths);
    return rows;
  } finally {
    await service.stop();
    await cleanup();
  }
}

const kinds =
  args.database === 'both' ? (['pglite', 'postgres'] as const) : [args.database as 'pglite' | 'postgres'];
const results: Row[] = [];
for (const kind of kinds) {
  if (kind === 'postgres' && !postgresUrl) {
    console.warn('Skipping PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
    continue;
  }
  results.push(...(await benchDatabase(kind, 0)));
  results.push(...(await benchDatabase(kind, 3)));
}

console.info(
  `\nEvent page calls, ${connections} connections, ${duration} s each, ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), node ${process.version}\n`,
);
console.info('| database | catalogue cache | call | req/s | p50 ms | p99 ms | errors |');
console.info('| --- | --- | --- | ---: | ---: | ---: | ---: |');
for (const row of results) {
  console.info(
    `| ${row.database} | ${row.cache} | ${row.call} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.errors} |`,
  );
}
