// `pnpm bench:onsale`: an on-sale rush on one hot ticket type — successful holds/s, p50/p99 and oversell at 50
// and 200 concurrent buyers, on PGlite and on PostgreSQL, beside the raw hot-row UPDATE rate of the same database.
// The bench prepares the database itself (migrate, seed, hot ticket types, raw rate), then runs the service as a
// child process (as in production) and loads it with autocannon from this process.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { currency } from '@repo/enums';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { createScratchDatabase } from '../src/test/scratch-database';
import { startServiceProcess } from '../src/test/service-process';
import { openDatabase, rowsOf } from '../src/db/database';
import type { Db } from '../src/db/database';
import { ticketTypes } from '../src/db/schema';
import { seedDemoWorld } from '../src/db/seed/seed';
import { demoEvents } from '../src/db/seed/demo-ids';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50,200' },
    database: { type: 'string', default: 'both' },
    /** Pass processes on PostgreSQL (PASS_WORKERS; Redis from BENCH_REDIS_URL or TEST_REDIS_URL); PGlite runs one. */
    workers: { type: 'string', default: '2' },
    /** Capacity of the short sell-out run that counts oversell. */
    'sellout-capacity': { type: 'string', default: '500' },
  },
});
const duration = Number(args.duration);
const concurrencies = args.connections.split(',').map(Number);
const selloutCapacity = Number(args['sellout-capacity']);
// Benchmark tooling, not the service: it decides which PostgreSQL server to load.
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;
const postgresWorkers = Number(args.workers);
/** Connections that hammer the hot row in the raw PostgreSQL measurement. */
const RAW_CONNECTIONS = 50;
/** Large enough that the throughput run never sells out: it measures holds, not 409s. */
const THROUGHPUT_CAPACITY = 1_000_000;
const HOLD_PATH = '/pass/reservation/reservation-crowd';
const festival = demoEvents.festival.id;

type Kind = 'pglite' | 'postgres';

interface RunRow {
  database: Kind;
  buyers: number;
  run: string;
  capacity: number;
  holdsPerSecond: number;
  p50: number;
  p99: number;
  ok: number;
  refused: number;
  errors: number;
  /** Tickets confirmed to buyers beyond capacity, or counted in the row beyond capacity. */
  oversell: number;
  /** Share of one core the service process used during the run (Linux /proc), or null. */
  serviceCpu: number | null;
}

interface RawRow {
  database: Kind;
  connections: number;
  updatesPerSecond: number;
}

/** A visible, on-sale ticket type of the festival with no sector: the one hot row a rush fights over. */
async function insertHotTicketType(db: Db, capacity: number | null, label: string): Promise<string> {
  const [row] = await db
    .insert(ticketTypes)
    .values({
      eventId: festival,
      name: { cs: `Bench ${label}`, en: `Bench ${label}` },
      price: 99_000,
      currencyId: currency.ids.czk,
      capacity,
      maxPerOrder: 10,
    })
    .returning({ id: ticketTypes.id });
  if (!row) throw new Error('ticket type insert returned nothing');
  return row.id;
}

/** Single-statement transactions on one row for `seconds`, from `connections` callers at once. */
async function rawHotRowRate(
  update: () => Promise<unknown>,
  connections: number,
  seconds: number,
): Promise<number> {
  const until = Date.now() + seconds * 1000;
  let count = 0;
  const worker = async () => {
    while (Date.now() < until) {
      await update();
      count += 1;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: connections }, worker));
  return Math.round(count / ((Date.now() - started) / 1000));
}

/** CPU seconds a process has used so far (Linux: utime + stime from /proc, 100 ticks a second), or null. */
function cpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** The process and its children (a cluster primary and its workers), from /proc. */
function processTree(pid: number | undefined): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
    return [pid as number, ...children.filter(Boolean).map(Number)];
  } catch {
    return [];
  }
}

/** CPU seconds of the process and its workers so far; null when /proc cannot tell. */
function treeCpuSeconds(pid: number | undefined): number | null {
  const tree = processTree(pid);
  let total = 0;
  for (const member of tree) {
    const seconds = cpuSeconds(member);
    if (seconds === null) return null;
    total += seconds;
  }
  return tree.length === 0 ? null : total;
}

async function rush(base: string, ticketTypeId: string, connections: number, seconds: number) {
  return autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: HOLD_PATH,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ eventId: festival, tickets: [{ ticketTypeId, quantity: 1 }] }),
      },
    ],
  });
}

interface Counts {
  capacity: number;
  sold: number;
  held: number;
  /** Tickets in reservation items of the type: what the database says buyers hold. */
  itemTickets: number;
}

async function countsOf(db: Db, ticketTypeId: string): Promise<Counts> {
  const [row] = await db.select().from(ticketTypes).where(eq(ticketTypes.id, ticketTypeId));
  const [items] = rowsOf<{ tickets: number }>(
    await db.execute(
      sql`select coalesce(sum(quantity), 0)::int as tickets from reservation_item where ticket_type_id = ${ticketTypeId}`,
    ),
  );
  return {
    capacity: row?.capacity ?? 0,
    sold: row?.sold ?? 0,
    held: row?.held ?? 0,
    itemTickets: Number(items?.tickets ?? 0),
  };
}

/** Every way a sale can exceed capacity: confirmed holds, the counters, the reservation items. */
function oversellOf(counts: Counts, confirmed: number): number {
  return Math.max(
    0,
    confirmed - counts.capacity,
    counts.sold + counts.held - counts.capacity,
    counts.itemTickets - counts.capacity,
  );
}

interface Prepared {
  env: Record<string, string>;
  /** Hot ticket types: per concurrency one for throughput and one for the sell-out run. */
  types: { buyers: number; throughput: string; sellout: string }[];
  raw: RawRow;
  /** Opens the database again for counting (PGlite: only while the service is stopped). */
  open(): Promise<{ db: Db; close(): Promise<void> }>;
  cleanup(): Promise<void>;
}

async function prepare(kind: Kind): Promise<Prepared> {
  const env: Record<string, string> = { ...(process.env as Record<string, string>) };
  let target: Parameters<typeof openDatabase>[0];
  let cleanup: () => Promise<void>;
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'pass-onsale-'));
    env.DATA_DIR = dir;
    delete env.DATABASE_URL;
    target = { kind: 'pglite', dataDir: dir };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    if (!postgresUrl) throw new Error('set BENCH_DATABASE_URL or TEST_DATABASE_URL for the PostgreSQL run');
    const scratch = await createScratchDatabase(postgresUrl, 'pass_onsale');
    env.DATABASE_URL = scratch.url;
    target = { kind: 'postgres', url: scratch.url };
    cleanup = scratch.drop;
  }

  let database;
  try {
    database = await openDatabase(target);
  } catch (error) {
    await cleanup();
    throw error;
  }
  let raw: RawRow;
  const types: Prepared['types'] = [];
  try {
    await seedDemoWorld(database.db);
    for (const buyers of concurrencies) {
      types.push({
        buyers,
        throughput: await insertHotTicketType(database.db, THROUGHPUT_CAPACITY, `throughput ${buyers}`),
        sellout: await insertHotTicketType(database.db, selloutCapacity, `sell-out ${buyers}`),
      });
    }
    const rawId = await insertHotTicketType(database.db, null, 'raw');
    if (kind === 'pglite') {
      // PGlite is one connection in one process: the raw rate is its sequential commit rate.
      const update = () =>
        database.db.execute(sql`update ticket_type set held = held + 1 where id = ${rawId}`);
      await rawHotRowRate(update, 1, 1);
      raw = {
        database: kind,
        connections: 1,
        updatesPerSecond: await rawHotRowRate(update, 1, duration / 2),
      };
    } else {
      const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: RAW_CONNECTIONS });
      const update = () => pool.query('update ticket_type set held = held + 1 where id = $1', [rawId]);
      try {
        await rawHotRowRate(update, RAW_CONNECTIONS, 1);
        raw = {
          database: kind,
          connections: RAW_CONNECTIONS,
          updatesPerSecond: await rawHotRowRate(update, RAW_CONNECTIONS, duration / 2),
        };
      } finally {
        await pool.end();
      }
    }
  } catch (error) {
    await database.close();
    await cleanup();
    throw error;
  }
  await database.close();
  return {
    env,
    types,
    raw,
    async open() {
      const reopened = await openDatabase(target);
      return { db: reopened.db, close: () => reopened.close() };
    },
    cleanup,
  };
}

function workersOf(kind: Kind): number {
  return kind === 'pglite' || !redisUrl ? 1 : postgresWorkers;
}

async function startService(kind: Kind, env: Record<string, string>) {
  const port = kind === 'pglite' ? 4611 : 4612;
  const base = `http://127.0.0.1:${port}`;
  const workers = workersOf(kind);
  const service = await startServiceProcess({
    port,
    // Three processes compile the service with tsx at once; on a busy machine that takes minutes.
    timeoutMs: 300_000,
    env: {
      ...env,
      SEED_DEMO: 'never',
      PASS_WORKERS: String(workers),
      ...(workers > 1 ? { REDIS_URL: redisUrl } : {}),
    },
  });
  // /health answers once one worker listens: wait for the others, so the run starts with all of them.
  const deadline = Date.now() + 60_000;
  while (workers > 1 && processTree(service.child.pid).length <= workers && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await new Promise((resolve) => setTimeout(resolve, workers > 1 ? 3_000 : 0));
  return { base, cpu: () => treeCpuSeconds(service.child.pid), stop: service.stop };
}

async function benchDatabase(kind: Kind): Promise<{ runs: RunRow[]; raw: RawRow }> {
  const prepared = await prepare(kind);
  const confirmed = new Map<string, number>();
  const runs: (Omit<RunRow, 'oversell'> & { ticketTypeId: string })[] = [];
  try {
    const service = await startService(kind, prepared.env);
    try {
      const first = prepared.types[0];
      if (first) await rush(service.base, first.throughput, 10, 2); // warm-up: JIT, pool, caches
      for (const { buyers, throughput, sellout } of prepared.types) {
        for (const [run, ticketTypeId, seconds, capacity] of [
          ['throughput', throughput, duration, THROUGHPUT_CAPACITY],
          ['sell-out', sellout, 3, selloutCapacity],
        ] as const) {
          const cpuBefore = service.cpu();
          const result = await rush(service.base, ticketTypeId, buyers, seconds);
          const cpuAfter = service.cpu();
          confirmed.set(ticketTypeId, (confirmed.get(ticketTypeId) ?? 0) + result['2xx']);
          runs.push({
            database: kind,
            buyers,
            run,
            capacity,
            ticketTypeId,
            holdsPerSecond: Math.round(result['2xx'] / result.duration),
            p50: result.latency.p50,
            p99: result.latency.p99,
            ok: result['2xx'],
            refused: result['4xx'],
            // Connection errors include timeouts; a 5xx is a failed hold, never a valid answer.
            errors: result.errors + result['5xx'],
            serviceCpu:
              cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / result.duration,
          });
        }
      }
    } finally {
      await service.stop();
    }
    // Counted with the service stopped: PGlite has one owner at a time.
    const database = await prepared.open();
    try {
      const rows: RunRow[] = [];
      for (const { ticketTypeId, ...row } of runs) {
        const counts = await countsOf(database.db, ticketTypeId);
        rows.push({ ...row, oversell: oversellOf(counts, confirmed.get(ticketTypeId) ?? 0) });
      }
      return { runs: rows, raw: prepared.raw };
    } finally {
      await database.close();
    }
  } finally {
    await prepared.cleanup();
  }
}

const loadBefore = loadavg()
  .map((load) => load.toFixed(2))
  .join(' ');
const kinds: Kind[] = args.database === 'both' ? ['pglite', 'postgres'] : [args.database as Kind];
const runs: RunRow[] = [];
const raws: RawRow[] = [];
for (const kind of kinds) {
  if (kind === 'postgres' && !postgresUrl) {
    console.warn('Skipping PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
    continue;
  }
  const { runs: kindRuns, raw } = await benchDatabase(kind).catch((error: unknown) => {
    // Driver errors carry whole connection objects; the stack says enough.
    console.error(`${kind} run failed:`, error instanceof Error ? error.stack : error);
    process.exit(1);
  });
  runs.push(...kindRuns);
  raws.push(raw);
}

console.info(
  `\nOn-sale rush on one hot ticket type, 1 ticket per hold, ${duration} s throughput runs and 3 s sell-out runs ` +
    `(capacity ${selloutCapacity}); ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), node ${process.version}, ` +
    `${new Date().toISOString()}; load average before the run ${loadBefore}, after ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}\n`,
);
console.info(
  '| database | pass processes | buyers | run | capacity | successful holds/s | p50 ms | p99 ms | holds | 409 | errors | oversell | service CPU | raw hot-row UPDATEs/s |',
);
console.info(
  '| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
);
for (const row of runs) {
  const raw = raws.find((candidate) => candidate.database === row.database);
  // A sell-out run stops selling at capacity: its holds/s says nothing about throughput.
  const perSecond = row.run === 'sell-out' ? '-' : String(row.holdsPerSecond);
  const cpu = row.serviceCpu === null ? '-' : `${Math.round(row.serviceCpu * 100)} %`;
  console.info(
    `| ${row.database} | ${workersOf(row.database)} | ${row.buyers} | ${row.run} | ${row.capacity} | ${perSecond} | ${row.p50} | ${row.p99} | ` +
      `${row.ok} | ${row.refused} | ${row.errors} | ${row.oversell} | ${cpu} | ` +
      `${raw ? `${raw.updatesPerSecond} (${raw.connections} conn.)` : '-'} |`,
  );
}
const oversold = runs.filter((row) => row.oversell > 0);
if (oversold.length > 0) {
  console.error(`OVERSELL in ${oversold.length} run(s)`);
  process.exitCode = 1;
}
