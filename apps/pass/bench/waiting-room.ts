// `pnpm bench:waiting-room`: 20,000 visitors queue before an opening and poll as the queue page does; the admission
// rate after the opening against the setting, the polls' latency, and the CPU and memory of every process.
//
// The service runs as in production: PASS_WORKERS processes on PostgreSQL with the queue in Redis (or, with
// --store memory, one process keeping the queue itself). Each visitor polls every pollSeconds the answer gives,
// over a bounded pool of keep-alive connections (a load balancer's), until admitted; admitted visitors stop.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { openDatabase } from '../src/db/database';
import { upsertWaitingRoom } from '../src/db/queries/waiting-room';
import { events } from '../src/db/schema';
import { seedDemoWorld } from '../src/db/seed/seed';
import { demoEvents } from '../src/db/seed/demo-ids';
import { createScratchDatabase } from '../src/test/scratch-database';
import { freePort, startServiceProcess } from '../src/test/service-process';

const { values: args } = parseArgs({
  options: {
    visitors: { type: 'string', default: '20000' },
    /** admitPerMinute of the room. */
    rate: { type: 'string', default: '1200' },
    /** Seconds from the start of the polling to the opening (everyone has joined by then). */
    'opens-in': { type: 'string', default: '15' },
    /** Seconds after the opening over which the admission rate is measured. */
    measure: { type: 'string', default: '60' },
    workers: { type: 'string', default: '2' },
    store: { type: 'string', default: 'redis' },
    /** Connections the load generator keeps to the service (a load balancer's pool). */
    connections: { type: 'string', default: '200' },
  },
});
const visitors = Number(args.visitors);
const admitPerMinute = Number(args.rate);
const opensInMs = Number(args['opens-in']) * 1000;
const measureMs = Number(args.measure) * 1000;
const store = args.store as 'redis' | 'memory';
const workers = store === 'memory' ? 1 : Number(args.workers);
// Benchmark tooling, not the service: which servers to load.
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;
if (!postgresUrl) throw new Error('set BENCH_DATABASE_URL or TEST_DATABASE_URL');
if (store === 'redis' && !redisUrl)
  throw new Error('set BENCH_REDIS_URL or TEST_REDIS_URL, or --store memory');

interface VisitAnswer {
  visit: {
    state: 'open' | 'waiting' | 'admitted';
    position: number | null;
    admissionExpiresAt: string | null;
    pollSeconds: number;
  };
}

/** CPU seconds (utime + stime) and resident memory of a process, from /proc; null once it is gone. */
function sample(pid: number): { cpu: number; rssMb: number } | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return { cpu: (Number(fields[11]) + Number(fields[12])) / 100, rssMb: Number(rss) / 1024 };
  } catch {
    return null;
  }
}

function childrenOf(pid: number): number[] {
  try {
    const list = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
    return list.filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

const percentile = (sorted: number[], share: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Prepare: a scratch database with the demo world and an event of its own (the queue's Redis keys are per event,
// so this run never meets another run's queue on a shared Redis).
const scratch = await createScratchDatabase(postgresUrl, 'pass_waiting_room');
const eventId = randomUUID();
let service: Awaited<ReturnType<typeof startServiceProcess>> | undefined;
try {
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  try {
    await seedDemoWorld(database.db);
    const [festival] = await database.db.select().from(events).where(eq(events.id, demoEvents.festival.id));
    if (!festival) throw new Error('the demo festival is missing');
    await database.db.insert(events).values({ ...festival, id: eventId, slug: `bench-queue-${eventId}` });
  } finally {
    await database.close();
  }

  const port = await freePort();
  service = await startServiceProcess({
    port,
    timeoutMs: 300_000,
    env: {
      ...process.env,
      DATABASE_URL: scratch.url,
      REDIS_URL: store === 'redis' ? redisUrl : undefined,
      SEED_DEMO: 'never',
      PASS_WORKERS: String(workers),
    },
  });
  const primary = service.child.pid!;
  while (workers > 1 && childrenOf(primary).length < workers) await sleep(200);
  const processes = workers > 1 ? [primary, ...childrenOf(primary)] : [primary];
  const labels = new Map(
    processes.map((pid, index) => [pid, index === 0 && workers > 1 ? 'primary' : 'worker']),
  );
  labels.set(process.pid, 'load generator');

  const agent = new Agent({ keepAlive: true, maxSockets: Number(args.connections) });
  const visitPath = `/pass/waiting-room/${eventId}/visit`;
  const latencies: number[] = [];
  let failures = 0;
  const visit = (browserId: string) =>
    new Promise<VisitAnswer>((resolve, reject) => {
      const body = JSON.stringify({ browserId });
      const started = performance.now();
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: visitPath,
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            latencies.push(performance.now() - started);
            if (response.statusCode !== 200) {
              reject(new Error(`visit answered ${response.statusCode}`));
              return;
            }
            resolve(JSON.parse(Buffer.concat(chunks).toString()) as VisitAnswer);
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  // The room opens opens-in seconds from now; admissions last 20 minutes (the default), longer than the run.
  const startedAt = Date.now();
  const opensAt = new Date(startedAt + opensInMs);
  const admissionMs = 20 * 60_000;
  {
    const database = await openDatabase({ kind: 'postgres', url: scratch.url });
    await upsertWaitingRoom(database.db, eventId, {
      active: true,
      opensAt,
      admitPerMinute,
      maxShoppers: visitors,
    });
    await database.close();
  }

  const endsAt = opensAt.getTime() + measureMs;
  const admittedAt: number[] = [];
  let joinedBeforeOpening = 0;
  const before = new Map([...labels.keys()].map((pid) => [pid, sample(pid)]));
  const peakRss = new Map<number, number>();
  const sampler = setInterval(() => {
    for (const pid of labels.keys()) {
      const now = sample(pid);
      if (now) peakRss.set(pid, Math.max(peakRss.get(pid) ?? 0, now.rssMb));
    }
  }, 1_000);

  const visitor = async () => {
    const browserId = randomUUID();
    // The first visits spread over the first poll interval, as arrivals do.
    await sleep(Math.random() * 5_000);
    let first = true;
    while (Date.now() < endsAt) {
      const polledAt = Date.now();
      let answer: VisitAnswer;
      try {
        answer = await visit(browserId);
      } catch {
        failures += 1;
        await sleep(1_000);
        continue;
      }
      if (first && answer.visit.state === 'waiting' && polledAt < opensAt.getTime()) joinedBeforeOpening += 1;
      first = false;
      if (answer.visit.state === 'admitted') {
        admittedAt.push(Date.parse(answer.visit.admissionExpiresAt ?? '') - admissionMs);
        return;
      }
      await sleep(Math.max(0, answer.visit.pollSeconds * 1000 - (Date.now() - polledAt)));
    }
  };
  await Promise.all(Array.from({ length: visitors }, visitor));
  clearInterval(sampler);
  const elapsed = (Date.now() - startedAt) / 1000;
  agent.destroy();

  // The rate over the measured window, from the admission times the tokens carry (the server's clock): the
  // visitor learns of an admission on its next poll, but the admission happened when the allowance grew.
  const windowStart = opensAt.getTime();
  const windowEnd = endsAt - 5_000; // the last poll interval: admissions in it may not be polled yet
  const inWindow = admittedAt.filter((at) => at >= windowStart && at < windowEnd).length;
  const measuredRate = (inWindow * 60_000) / (windowEnd - windowStart);
  const sorted = [...latencies].sort((a, b) => a - b);

  console.info(
    `\nWaiting room: ${visitors} visitors, admitPerMinute ${admitPerMinute}, queue in ${store}, ${workers} pass ` +
      `process(es) on PostgreSQL; opening ${opensInMs / 1000} s after the start, measured ${measureMs / 1000} s ` +
      `after it; ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), node ${process.version}, ` +
      `${new Date().toISOString()}; load average after the run ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}\n`,
  );
  console.info('| measure | value |');
  console.info('| --- | ---: |');
  console.info(`| visitors queued before the opening | ${joinedBeforeOpening} of ${visitors} |`);
  console.info(`| polls answered | ${latencies.length} (${Math.round(latencies.length / elapsed)}/s) |`);
  console.info(
    `| poll latency p50 / p99 ms | ${Math.round(percentile(sorted, 0.5))} / ${Math.round(percentile(sorted, 0.99))} |`,
  );
  console.info(`| failed polls | ${failures} |`);
  console.info(`| admitted in the window | ${inWindow} |`);
  console.info(
    `| admission rate per minute | ${measuredRate.toFixed(1)} (setting ${admitPerMinute}, ` +
      `${(((measuredRate - admitPerMinute) / admitPerMinute) * 100).toFixed(1)} %) |`,
  );
  console.info('\n| process | pid | CPU (share of a core) | peak RSS MB |');
  console.info('| --- | ---: | ---: | ---: |');
  for (const [pid, label] of labels) {
    const start = before.get(pid);
    const end = sample(pid);
    const cpu = start && end ? `${Math.round(((end.cpu - start.cpu) / elapsed) * 100)} %` : '-';
    console.info(`| ${label} | ${pid} | ${cpu} | ${Math.round(peakRss.get(pid) ?? 0)} |`);
  }
  if (Math.abs(measuredRate - admitPerMinute) > admitPerMinute * 0.05) {
    console.error('Admission rate off the setting by more than 5 %');
    process.exitCode = 1;
  }
} finally {
  await service?.stop();
  await scratch.drop();
  if (store === 'redis' && redisUrl) {
    // The queue's keys would stay a day (their TTL) in a Redis others share.
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`pass:waiting-room:{${eventId}}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  }
}
