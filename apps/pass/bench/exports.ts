// `pnpm bench:exports`: the hub's order export at 100,000 orders of one organizer on PostgreSQL, as CSV and XLSX:
// time to the first byte, total time, file size, and the service's resident memory (sampled from /proc every
// 50 ms) before and at its peak during the download. A flat peak shows the file is streamed, not built in memory.
import { readFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { demoAccount, demoEvents, demoOrganizers, demoTicketTypes } from '../src/db/seed/demo-ids';
import { createScratchDatabase } from '../src/test/scratch-database';
import { startServiceProcess } from '../src/test/service-process';

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { orders: { type: 'string', default: '100000' } },
});
const orderCount = Number(args.orders);
// Benchmark tooling, not the service: which PostgreSQL server to load.
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!postgresUrl) throw new Error('set BENCH_DATABASE_URL or TEST_DATABASE_URL');

const port = 4604;
const base = `http://127.0.0.1:${port}`;
const exportPath = `/pass/hub/organizer/${demoOrganizers.festival.id}/orders/export`;

async function insertOrders(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into orders (event_id, status_id, email, name, language_id, req_source_id, payment_method_id,
                           currency_id, total_amount, paid_amount, expires_at, created_at, paid_at)
       select $1::uuid, 2, 'kupujici' || n || '@example.cz', 'Kupující ' || n, 1, 1,
              case when n % 10 = 0 then 2 else 1 end, 1, 189000, 189000,
              now() - (n || ' minutes')::interval + interval '1 hour', now() - (n || ' minutes')::interval,
              now() - (n || ' minutes')::interval
       from generate_series(1, $2::int) as n`,
      [demoEvents.festival.id, orderCount],
    );
    await client.query(
      `insert into order_item (order_id, kind, ticket_type_id, name, quantity, unit_price, discount,
                               item_type_id, vat_rate_basis_points)
       select id, 'ticket', $1::uuid, '{"cs":"Víkend"}'::jsonb, 1, 189000, 0, 1, 1200
       from orders where email like 'kupujici%'`,
      [demoTicketTypes.festivalWeekend],
    );
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function ownerToken(): Promise<string> {
  const response = await fetch(`${base}/pass/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoAccount.email, password: demoAccount.password }),
  });
  const body = (await response.json()) as { account?: { token: string } };
  if (!body.account) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.account.token;
}

async function main(): Promise<void> {
  if (!postgresUrl) return;
  const scratch = await createScratchDatabase(postgresUrl, 'pass_bench_exports');
  const service = await startServiceProcess({
    port,
    env: { ...process.env, DATABASE_URL: scratch.url, SEED_DEMO: 'always' },
  });
  const pid = service.child.pid;
  if (!pid) throw new Error('the service has no pid');
  try {
    await insertOrders(scratch.url);
    const headers = { authorization: `Bearer ${await ownerToken()}` };
    console.info(
      `\nOrder export, ${orderCount} orders of one organizer, PostgreSQL, ${cpus().length} cores, node ${process.version}\n`,
    );
    console.info('| format | first byte ms | total s | size MB | lines | RSS before MB | RSS peak MB |');
    console.info('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const format of ['csv', 'xlsx'] as const) {
      const before = await residentMb(pid);
      let peak = before;
      const sampler = setInterval(() => {
        void residentMb(pid).then((mb) => {
          peak = Math.max(peak, mb);
        });
      }, 50);
      const started = performance.now();
      const response = await fetch(`${base}${exportPath}?format=${format}`, { headers });
      if (!response.ok || !response.body) throw new Error(`export failed: ${response.status}`);
      let firstByte = 0;
      let bytes = 0;
      let lines = 0;
      for await (const chunk of response.body) {
        if (firstByte === 0) firstByte = performance.now() - started;
        bytes += chunk.byteLength;
        for (const byte of chunk) if (byte === 10) lines += 1;
      }
      const total = (performance.now() - started) / 1000;
      clearInterval(sampler);
      console.info(
        `| ${format} | ${Math.round(firstByte)} | ${total.toFixed(1)} | ${(bytes / 1024 / 1024).toFixed(1)} | ` +
          `${format === 'csv' ? lines : '–'} | ${Math.round(before)} | ${Math.round(peak)} |`,
      );
    }
  } finally {
    await service.stop();
    await scratch.drop();
  }
}

await main();
