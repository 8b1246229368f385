// `pnpm bench door` (or `pnpm bench:door`): the door on PostgreSQL — online scan p50/p99 at 50 concurrent scanners
// (at a gate's pace, and flat out), the door list of 50,000 tickets (time and bytes), and syncing 5,000 offline
// scans. The bench
// fills a scratch database itself (migrate, seed, 50,000 signed tickets) and runs the service as a child process.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { MAX_SYNC_SCANS } from '@repo/contract/door';
import { orderStatus } from '@repo/enums';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/database';
import type { Db } from '../src/db/database';
import { events, orderItems, orders, tickets } from '../src/db/schema';
import { seedDemoWorld } from '../src/db/seed/seed';
import { demoEvents, demoTicketTypes } from '../src/db/seed/demo-ids';
import { pairBenchDevices } from './bench-devices';
import { withSignedCodes } from '../src/door/ticket-codes';
import { createScratchDatabase } from '../src/test/scratch-database';
import { freePort, startServiceProcess } from '../src/test/service-process';
import { pacedLoad } from './paced-load';

const { values: args } = parseArgs({
  options: {
    tickets: { type: 'string', default: '50000' },
    scanners: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    // Scans per second each scanner sends in the paced run: a steward scans one visitor every 2–3 s; 2 per second
    // is a gate lane at four to six times that pace.
    rate: { type: 'string', default: '2' },
    'offline-scans': { type: 'string', default: '5000' },
  },
});
const TICKETS = Number(args.tickets);
const SCANNERS = Number(args.scanners);
const RATE = Number(args.rate);
const OFFLINE_SCANS = Number(args['offline-scans']);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const festival = demoEvents.festival.id;
const INSERT_CHUNK = 1000;

async function fillTickets(db: Db): Promise<string[]> {
  // The festival is on now, so every scan is on a valid day.
  await db
    .update(events)
    .set({ startsAt: new Date(Date.now() - 3_600_000), endsAt: new Date(Date.now() + 2 * 86_400_000) })
    .where(eq(events.id, festival));
  const [order] = await db
    .insert(orders)
    .values({
      eventId: festival,
      statusId: orderStatus.ids.paid,
      email: 'bench@example.cz',
      name: 'Bench',
      languageId: 1,
      reqSourceId: 1,
      paymentMethodId: 1,
      currencyId: 1,
      totalAmount: 0,
      expiresAt: new Date(),
    })
    .returning({ id: orders.id });
  const [item] = await db
    .insert(orderItems)
    .values({
      orderId: order?.id ?? '',
      kind: 'ticket',
      ticketTypeId: demoTicketTypes.festivalWeekend,
      name: { cs: 'Bench' },
      quantity: TICKETS,
      unitPrice: 0,
      itemTypeId: 1,
      vatRateBasisPoints: 0,
    })
    .returning({ id: orderItems.id });
  const codes: string[] = [];
  for (let start = 0; start < TICKETS; start += INSERT_CHUNK) {
    const chunk = await withSignedCodes(
      db,
      Array.from({ length: Math.min(INSERT_CHUNK, TICKETS - start) }, () => ({
        orderId: order?.id ?? '',
        orderItemId: item?.id ?? '',
        ticketTypeId: demoTicketTypes.festivalWeekend,
        holderName: 'Bench',
      })),
    );
    await db.insert(tickets).values(chunk);
    codes.push(...chunk.map((ticket) => ticket.qrCode));
  }
  return codes;
}

async function main() {
  if (!postgresUrl) throw new Error('set BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL)');
  const scratch = await createScratchDatabase(postgresUrl, 'pass_door');
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  let codes: string[];
  let scannerTokens: string[];
  try {
    await seedDemoWorld(database.db);
    // One paired scanner per gate lane, as the stewards' phones are: its token is all a scan carries.
    scannerTokens = (
      await pairBenchDevices(database.db, {
        kind: 'scanner',
        count: SCANNERS,
        name: 'Bench gate',
        firstNumber: 20_000,
      })
    ).tokens;
    const started = performance.now();
    codes = await fillTickets(database.db);
    console.info(`filled ${codes.length} signed tickets in ${Math.round(performance.now() - started)} ms`);
    // Tickets sell over weeks, and by the time the gates open autovacuum has long seen them: without this, its
    // pass over 50,000 fresh rows (and the checkpoint after them) runs during the measured scans.
    await database.db.execute(sql`vacuum analyze`);
    await database.db.execute(sql`checkpoint`);
  } finally {
    await database.close();
  }
  const service = await startServiceProcess({
    port: await freePort(),
    env: { ...(process.env as Record<string, string>), DATABASE_URL: scratch.url, SEED_DEMO: 'never' },
  });
  try {
    const login = await fetch(`${service.base}/pass/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@vstupenky.example', password: 'demo-heslo-2027' }),
    });
    const token = ((await login.json()) as { account: { token: string } }).account.token;
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

    // Online scans: 50 scanners, each request a different ticket (a real queue at the gates). First at a gate's
    // pace (the latency a steward sees), then flat out (every scanner sends its next scan as soon as the last is
    // answered: the service's capacity, where the latency is queueing).
    let next = 0;
    const nextCode = () => codes[next++ % (codes.length - OFFLINE_SCANS)] ?? '';
    const scannerAuth = (scanner: number) => ({
      authorization: `Bearer ${scannerTokens[scanner % SCANNERS] ?? ''}`,
      'content-type': 'application/json',
    });
    const paced = await pacedLoad({
      base: service.base,
      clients: SCANNERS,
      perClientPerSecond: RATE,
      seconds: Number(args.duration),
      warmupSeconds: 3,
      request: (scanner) => ({
        method: 'POST',
        path: `/pass/door/event/${festival}/scan`,
        headers: scannerAuth(scanner),
        body: JSON.stringify({ scanId: randomUUID(), code: nextCode() }),
      }),
    });
    const scanned = await autocannon({
      url: `${service.base}/pass/door/event/${festival}/scan`,
      connections: SCANNERS,
      duration: Number(args.duration),
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => ({
            ...request,
            headers: scannerAuth(next),
            body: JSON.stringify({ scanId: randomUUID(), code: nextCode() }),
          }),
        },
      ],
    });

    // Door list: the whole list, as a scanner downloads it before the gates open (measured after the scans: the
    // garbage of building 1.5 MB of JSON is then not collected in the middle of them).
    const listStarted = performance.now();
    const listResponse = await fetch(`${service.base}/pass/door/event/${festival}/list`, { headers: auth });
    const listBody = await listResponse.text();
    const listMs = performance.now() - listStarted;
    const loadDuring = os.loadavg()[0] ?? 0;
    const listTickets = (JSON.parse(listBody) as { list: { tickets: unknown[] } }).list.tickets.length;

    // Offline sync: 5,000 scans queued while the network was down, sent in requests of MAX_SYNC_SCANS.
    const offline = codes.slice(codes.length - OFFLINE_SCANS).map((code, index) => ({
      scanId: randomUUID(),
      code,
      direction: 'in',
      scannedAt: new Date(Date.now() - (OFFLINE_SCANS - index) * 100).toISOString(),
      localResult: 'admitted',
    }));
    const syncStarted = performance.now();
    let syncedScans = 0;
    let syncStatus = 200;
    for (let start = 0; start < offline.length; start += MAX_SYNC_SCANS) {
      const synced = await fetch(`${service.base}/pass/door/event/${festival}/sync`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ scans: offline.slice(start, start + MAX_SYNC_SCANS) }),
      });
      syncStatus = Math.max(syncStatus, synced.status);
      syncedScans += ((await synced.json()) as { scans?: unknown[] }).scans?.length ?? 0;
    }
    const syncMs = performance.now() - syncStarted;

    const scanFigures = (run: autocannon.Result) => ({
      scanners: SCANNERS,
      requests: run.requests.total,
      perSecond: Math.round(run.requests.average),
      p50Ms: run.latency.p50,
      p99Ms: run.latency.p99,
      non2xx: run.non2xx,
      errors: run.errors,
    });
    console.info(
      JSON.stringify(
        {
          database: 'postgres',
          /** The machine's 1-minute load average when the runs started (2 cores, shared). */
          loadAverage: Number(loadDuring.toFixed(1)),
          onlineScanPaced: paced,
          onlineScanFlatOut: scanFigures(scanned),
          doorList: {
            tickets: listTickets,
            ms: Math.round(listMs),
            bytes: Buffer.byteLength(listBody),
            status: listResponse.status,
          },
          offlineSync: {
            scans: syncedScans,
            requests: Math.ceil(offline.length / MAX_SYNC_SCANS),
            ms: Math.round(syncMs),
            status: syncStatus,
          },
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
