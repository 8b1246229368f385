// `pnpm bench:storefront`: gzipped first-load JS of the home, cart and order pages beside a bare App Router
// page of the same build, Lighthouse (mobile) scores of the home and cart pages in local Chromium, p50/p99
// server time of the cart page under 50 concurrent requests (issue #20's target), and of the live availability
// call each visitor's browser then makes through the storefront (ticket types, forwarded to the pass); then the cart
// page through the production layout's load balancer (nginx with deploy/nginx, its one-second copy).
// Runs against the built apps: it starts the built pass service (fresh embedded database, demo world) and
// `next start` of this app as child processes, unless BENCH_TICKETS_URL names an already running storefront.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { startLoadBalancer } from '../../../e2e/load-balancer';
import { calibratedSlowdown, lighthouseScores } from './lighthouse';

const { values: args } = parseArgs({
  // pnpm passes a lone `--` through when arguments follow `pnpm bench:storefront --`.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    'lighthouse-runs': { type: 'string', default: '3' },
    /** Lighthouse's CPU multiplier: a number, or `auto` for one calibrated to this host (see calibratedSlowdown). */
    'cpu-slowdown': { type: 'string', default: '4' },
    /** Storefront processes (WEB_WORKERS of scripts/next-start.mjs, as `npm start` runs them: one per core). */
    workers: { type: 'string', default: '1' },
    /** Skip the run through the production layout's load balancer (nginx, deploy/nginx). */
    'no-load-balancer': { type: 'boolean', default: false },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
// Benchmark tooling, not the app: which servers to load (the app's own settings come from lib/env.ts).
const givenTickets = process.env.BENCH_TICKETS_URL;
const givenPass = process.env.BENCH_PASS_URL;

const appDir = resolve(import.meta.dirname, '..');
const passDir = resolve(appDir, '../pass');
// BENCH_PORT_OFFSET moves both servers, so two benches on one shared machine never meet (mind fetch's blocked
// ports: 4190 is one, so an offset of 100 fails; 101 works).
const portOffset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const ticketsPort = 3090 + portOffset;
const passPort = 4090 + portOffset;
const cartPath = '/event/pod-lipami-production/leto-pod-lipami-2027/cart';

const children: ChildProcess[] = [];
const scratch = mkdtempSync(join(tmpdir(), 'storefront-bench-'));

function start(command: string, commandArgs: string[], cwd: string, env: Record<string, string>): void {
  const child = spawn(command, commandArgs, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
}

async function waitFor(url: string, seconds = 60): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${seconds} s`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

async function servers(): Promise<{ tickets: string; pass: string }> {
  if (givenTickets && givenPass) return { tickets: givenTickets, pass: givenPass };
  const pass = `http://127.0.0.1:${passPort}`;
  const tickets = `http://127.0.0.1:${ticketsPort}`;
  start(process.execPath, ['dist/server.js'], passDir, {
    PORT: String(passPort),
    DATA_DIR: join(scratch, 'pass'),
    LOG_LEVEL: 'warn',
    PUBLIC_TICKETS_URL: tickets,
    PUBLIC_PASS_URL: pass,
    TICKETS_ORIGIN: tickets,
  });
  // Migrating and seeding a fresh embedded database takes a minute or more on a busy machine.
  await waitFor(`${pass}/health`, 240);
  start(process.execPath, [join(appDir, '../../scripts/next-start.mjs'), String(ticketsPort)], appDir, {
    PASS_API_URL: pass,
    NODE_ENV: 'production',
    WEB_WORKERS: args.workers,
  });
  await waitFor(`${tickets}/bare`);
  return { tickets, pass };
}

/** Scripts the page's HTML loads, fetched and gzipped one by one (as a browser's first visit gets them). */
async function firstLoadJs(
  base: string,
  path: string,
): Promise<{ scripts: number; gzipKb: number; rawKb: number }> {
  const html = await (await fetch(`${base}${path}`)).text();
  const sources = [
    ...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1] ?? '')),
  ];
  let gzip = 0;
  let raw = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, base))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body).length;
  }
  return { scripts: sources.length, gzipKb: gzip / 1024, rawKb: raw / 1024 };
}

/** A card order of the festival, created through the pass API, for the order page. */
async function createOrder(pass: string): Promise<string> {
  const response = await fetch(`${pass}/pass/order/order-create-v2`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `bench-${Date.now()}` },
    body: JSON.stringify({
      eventId: '20000000-0000-4000-8000-000000000001',
      tickets: [{ ticketTypeId: '40000000-0000-4000-8000-000000000001', quantity: 1 }],
      email: 'bench@example.cz',
      name: 'Bench Buyer',
      paymentMethodId: 1,
    }),
  });
  const body = (await response.json()) as { order?: { orderId: string } };
  if (!body.order) throw new Error(`order-create-v2 failed: ${JSON.stringify(body)}`);
  return body.order.orderId;
}

/**
 * Waits until the route cache holds a cart page rendered under 3 s ago (its revalidate time): a visit to an
 * older copy gets it as STALE and has it rendered again in the background, after which visits get a HIT.
 */
async function freshCartPage(base: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const response = await fetch(`${base}${cartPath}`);
    await response.arrayBuffer();
    if (response.headers.get('x-nextjs-cache') === 'HIT') return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('the cart page was never served fresh from the route cache');
}

async function main(): Promise<void> {
  const { tickets, pass } = await servers();
  const orderId = await createOrder(pass);
  const pages: [string, string][] = [
    ['bare App Router page (/bare)', '/bare'],
    ['home (/)', '/'],
    ['cart (festival)', cartPath],
    ['order (pending card order)', `/event/pod-lipami-production/leto-pod-lipami-2027/order/${orderId}`],
  ];
  console.info(`\nFirst-load JS (${tickets}), gzip level 6 per script:\n`);
  console.info('| page | scripts | gzipped KB | over bare KB | raw KB |');
  console.info('|---|---:|---:|---:|---:|');
  let bare = 0;
  for (const [name, path] of pages) {
    const size = await firstLoadJs(tickets, path);
    if (path === '/bare') bare = size.gzipKb;
    console.info(
      `| ${name} | ${size.scripts} | ${size.gzipKb.toFixed(1)} | ${(size.gzipKb - bare).toFixed(1)} | ${size.rawKb.toFixed(1)} |`,
    );
  }

  const runs = Number(args['lighthouse-runs']);
  if (runs > 0) {
    let cpuSlowdown = Number(args['cpu-slowdown']);
    let calibration = '';
    if (args['cpu-slowdown'] === 'auto') {
      const calibrated = await calibratedSlowdown(`${tickets}/bare`);
      cpuSlowdown = calibrated.multiplier;
      calibration = ` (calibrated: this host's benchmarkIndex ${calibrated.index})`;
    } else if (!(cpuSlowdown >= 1)) {
      throw new Error(`--cpu-slowdown must be a number of at least 1 or auto, not ${args['cpu-slowdown']}`);
    }
    console.info(
      `\nLighthouse mobile (simulated slow 4G, ${cpuSlowdown}x CPU slowdown${calibration}), median of ${runs} runs per page:\n`,
    );
    console.info(
      '| page | performance | accessibility | best practices | LCP ms | TBT ms | CLS | benchmarkIndex |',
    );
    console.info('|---|---:|---:|---:|---:|---:|---:|---:|');
    // The cart page is served from cache: a copy younger than the cart's stale time (10 s) needs no live call on
    // hydration, an older one fetches availability at once (loading the pass client). Both are measured.
    const audited: [string, string, () => Promise<void>][] = [
      ['home (/)', '/', async () => undefined],
      ['cart, page rendered > 10 s before', cartPath, () => new Promise((done) => setTimeout(done, 11_000))],
      ['cart, page rendered < 3 s before (a rush)', cartPath, () => freshCartPage(tickets)],
    ];
    for (const [name, path, beforeRun] of audited) {
      const scores = await lighthouseScores(`${tickets}${path}`, runs, cpuSlowdown, beforeRun);
      console.info(
        `| ${name} | ${scores.performance} | ${scores.accessibility} | ${scores.bestPractices} | ` +
          `${scores.lcpMs} | ${scores.tbtMs} | ${scores.cls} | ${scores.benchmarkIndex} |`,
      );
    }
  }

  // Warm the page (compilation caches, catalogue cache) before measuring.
  // As a browser asks: compressed (the storefront gzips each answer; autocannon asks for none by itself).
  const headers = { 'accept-encoding': 'gzip, deflate, br' };
  await autocannon({ url: `${tickets}${cartPath}`, headers, connections: 5, duration: 3 });
  const single = await autocannon({ url: `${tickets}${cartPath}`, headers, connections: 1, duration: 10 });
  const result = await autocannon({ url: `${tickets}${cartPath}`, headers, connections, duration });
  const load = loadavg()[0]?.toFixed(1);
  const availabilityPath = '/pass/v2/event/id/20000000-0000-4000-8000-000000000001/ticket-type';
  const availability = await autocannon({
    url: `${tickets}${availabilityPath}`,
    headers,
    connections,
    duration,
  });
  console.info(
    `\nCart page, ${args.workers} storefront process(es) on ${cpus().length} cores (load average before: ${loadavg()[0]?.toFixed(1)}):\n` +
      `  1 connection, 10 s: p50 ${single.latency.p50} ms, p99 ${single.latency.p99} ms, ` +
      `${single.requests.average.toFixed(0)} req/s\n` +
      `  ${connections} connections, ${duration} s: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `${result.requests.average.toFixed(0)} req/s, ${result.non2xx} non-2xx, ${result.errors} errors (timeouts after 10 s)\n` +
      `Live ticket types through the storefront (load average before: ${load}):\n` +
      `  ${connections} connections, ${duration} s: p50 ${availability.latency.p50} ms, ` +
      `p99 ${availability.latency.p99} ms, ${availability.requests.average.toFixed(0)} req/s, ` +
      `${availability.non2xx} non-2xx, ${availability.errors} errors`,
  );
  if (!args['no-load-balancer']) await throughLoadBalancer(tickets, headers);
}

/**
 * The cart page as visitors get it in production: through nginx with deploy/nginx/storefront.conf.template (one
 * worker per core), which keeps the page a second, compressed, in front of the storefront's processes.
 */
async function throughLoadBalancer(tickets: string, headers: Record<string, string>): Promise<void> {
  const balancer = await startLoadBalancer({ port: ticketsPort + 100, upstream: new URL(tickets).host });
  try {
    const url = `${balancer.url}${cartPath}`;
    await autocannon({ url, headers, connections: 5, duration: 3 });
    const load = loadavg()[0]?.toFixed(1);
    const result = await autocannon({ url, headers, connections, duration });
    console.info(
      `Cart page through the load balancer (nginx, ${cpus().length} workers, deploy/nginx; load average before: ${load}):\n` +
        `  ${connections} connections, ${duration} s: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `${result.requests.average.toFixed(0)} req/s, ${result.non2xx} non-2xx, ${result.errors} errors`,
    );
  } finally {
    await balancer.stop();
  }
}

try {
  await main();
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((done) => setTimeout(done, 500));
  rmSync(scratch, { recursive: true, force: true });
}
