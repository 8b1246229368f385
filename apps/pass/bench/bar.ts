// `pnpm bench:bar` (or `pnpm bench bar`): the bar on PostgreSQL — spends per second and latency with 200 tills
// selling at once on one event, each sale debiting a chip in one locked statement: first at a bar's pace (each
// till 2.5 sales a second, 500 a second in all: the latency bar staff see), then flat out (the capacity). The bench fills a scratch
// database itself (migrate, seed, a bar with a beer, 200 paired tills with open shifts, chips with credit), runs
// the service as a child process, and checks the chip ledger afterwards.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { chipType, productCategory } from '@repo/enums';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../src/db/database';
import type { Db } from '../src/db/database';
import { barProducts, bars, barShifts, chips, chipTransactions, events } from '../src/db/schema';
import { seedDemoWorld } from '../src/db/seed/seed';
import { demoEvents } from '../src/db/seed/demo-ids';
import { createScratchDatabase } from '../src/test/scratch-database';
import { freePort, startServiceProcess } from '../src/test/service-process';
import { pairBenchDevices } from './bench-devices';
import { pacedLoad } from './paced-load';

const { values: args } = parseArgs({
  options: {
    tills: { type: 'string', default: '200' },
    chips: { type: 'string', default: '5000' },
    duration: { type: 'string', default: '15' },
    // Sales per second each till sends in the paced run; 200 tills at 2.5 are the 500 spends a second.
    rate: { type: 'string', default: '2.5' },
  },
});
const TILLS = Number(args.tills);
const CHIPS = Number(args.chips);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const festival = demoEvents.festival.id;
/** Enough credit that no chip runs dry during the run: every answer is a real spend. */
const CREDIT = 10_000_000;

interface Setup {
  barId: string;
  productId: string;
  variantId: string;
  tokens: string[];
  chipUids: string[];
}

async function fill(db: Db): Promise<Setup> {
  await db
    .update(events)
    .set({ startsAt: new Date(Date.now() - 3_600_000), endsAt: new Date(Date.now() + 2 * 86_400_000) })
    .where(eq(events.id, festival));
  const [bar] = await db.insert(bars).values({ eventId: festival, name: 'Bench bar' }).returning();
  const variantId = 'v05';
  const [product] = await db
    .insert(barProducts)
    .values({
      barId: bar?.id ?? '',
      name: 'Pivo',
      productCategoryId: productCategory.ids.beer,
      vatRateBasisPoints: 2100,
      depositAmount: 5_000,
      variants: [{ variantId, name: '0,5 l', price: 6_000 }],
    })
    .returning();
  const { tokens, devices: tills } = await pairBenchDevices(db, {
    kind: 'till',
    count: TILLS,
    name: 'Bench till',
    firstNumber: 10_000,
  });
  await db.insert(barShifts).values(
    tills.map((till) => ({
      eventId: festival,
      barId: bar?.id ?? '',
      tillKey: `device:${till.id}`,
      tillName: till.name,
      deviceId: till.id,
    })),
  );
  const chipUids = Array.from({ length: CHIPS }, () =>
    randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase(),
  );
  for (let start = 0; start < CHIPS; start += 1000) {
    const rows = await db
      .insert(chips)
      .values(
        chipUids.slice(start, start + 1000).map((chipUid) => ({
          eventId: festival,
          chipUid,
          chipTypeId: chipType.ids.regular,
          balance: CREDIT,
          currencyId: 1,
        })),
      )
      .returning({ id: chips.id });
    await db
      .insert(chipTransactions)
      .values(rows.map((row) => ({ chipId: row.id, amount: CREDIT, kind: 'topUp' as const })));
  }
  return { barId: bar?.id ?? '', productId: product?.id ?? '', variantId, tokens, chipUids };
}

async function main() {
  if (!postgresUrl) throw new Error('set BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL)');
  const scratch = await createScratchDatabase(postgresUrl, 'pass_bar');
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  let setup: Setup;
  try {
    await seedDemoWorld(database.db);
    setup = await fill(database.db);
  } finally {
    await database.close();
  }
  const service = await startServiceProcess({
    port: await freePort(),
    env: { ...(process.env as Record<string, string>), DATABASE_URL: scratch.url, SEED_DEMO: 'never' },
  });
  try {
    const path = `/pass/till/event/${festival}/sale`;
    // Warm the pool and the code paths with one sale per till before measuring.
    await Promise.all(
      setup.tokens.map((token, index) =>
        fetch(service.base + path, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            saleId: randomUUID(),
            barId: setup.barId,
            paymentMethod: 'chip',
            chipUid: setup.chipUids[index % setup.chipUids.length],
            items: [{ productId: setup.productId, variantId: setup.variantId, quantity: 1 }],
          }),
        }),
      ),
    );
    const loadBefore = os.loadavg()[0] ?? 0;
    const saleBody = (chipUid: string) =>
      JSON.stringify({
        saleId: randomUUID(),
        barId: setup.barId,
        paymentMethod: 'chip',
        chipUid,
        items: [{ productId: setup.productId, variantId: setup.variantId, quantity: 2 }],
      });
    const randomChip = () => setup.chipUids[Math.floor(Math.random() * setup.chipUids.length)] ?? '';
    const paced = await pacedLoad({
      base: service.base,
      clients: TILLS,
      perClientPerSecond: Number(args.rate),
      seconds: Number(args.duration),
      warmupSeconds: 3,
      request: (till) => ({
        method: 'POST',
        path,
        headers: { authorization: `Bearer ${setup.tokens[till] ?? ''}`, 'content-type': 'application/json' },
        body: saleBody(randomChip()),
      }),
    });
    let next = 0;
    const result = await autocannon({
      url: service.base + path,
      connections: TILLS,
      duration: Number(args.duration),
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            // Request n is till n mod 200, selling to a random chip of the event.
            const token = setup.tokens[next % TILLS] ?? '';
            next += 1;
            return {
              ...request,
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body: saleBody(randomChip()),
            };
          },
        },
      ],
    });
    console.info(
      `sales: ${String(result.requests.total)}, non-2xx: ${String(result.non2xx)}, errors: ${String(result.errors)}`,
    );
    const login = await fetch(`${service.base}/pass/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@vstupenky.example', password: 'demo-heslo-2027' }),
    });
    const ownerToken = ((await login.json()) as { account: { token: string } }).account.token;
    const checked = await fetch(`${service.base}/pass/hub/event/${festival}/ledger-check`, {
      headers: { authorization: `Bearer ${ownerToken}` },
    });
    const body = await checked.text();
    if (!checked.ok) throw new Error(`ledger check answered ${String(checked.status)}: ${body}`);
    const check = JSON.parse(body) as { check: { balanced: boolean; differences: unknown[] } };
    console.info(
      JSON.stringify(
        {
          database: 'postgres',
          date: new Date().toISOString(),
          machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB`,
          /** The machine's 1-minute load average when the run started (shared machine). */
          loadAverage: Number(loadBefore.toFixed(1)),
          tills: TILLS,
          chips: CHIPS,
          durationSeconds: Number(args.duration),
          paced,
          sales: result.requests.total,
          spendsPerSecond: Math.round(result.requests.average),
          p50Ms: result.latency.p50,
          p97_5Ms: result.latency.p97_5,
          p99Ms: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors,
          ledgerBalanced: check.check.balanced,
          ledgerDifferences: check.check.differences.length,
        },
        null,
        2,
      ),
    );
  } finally {
    await service.stop();
    await scratch.drop();
  }
}

await main();
