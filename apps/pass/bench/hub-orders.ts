// `pnpm bench:hub-orders`: p50/p99 of the hub's order list at 100,000 orders of one organizer on PostgreSQL:
// the first page, a page deep in the keyset, a search by e-mail prefix, by name and by order number.
// The service runs as a child process; the orders are inserted straight into its scratch database.
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { demoAccount, demoEvents, demoOrganizers, demoTicketTypes } from '../src/db/seed/demo-ids';
import { createScratchDatabase } from '../src/test/scratch-database';
import { startServiceProcess } from '../src/test/service-process';

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    orders: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});
const orderCount = Number(args.orders);
const duration = Number(args.duration);
const connections = Number(args.connections);
// Benchmark tooling, not the service: which PostgreSQL server to load.
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!postgresUrl) throw new Error('set BENCH_DATABASE_URL or TEST_DATABASE_URL');

const port = 4603;
const base = `http://127.0.0.1:${port}`;
const organizerPath = `/pass/hub/organizer/${demoOrganizers.festival.id}/orders`;

async function insertOrders(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // One statement each: orders spread over minutes back from now, a tenth by transfer, one ticket line each.
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
  const scratch = await createScratchDatabase(postgresUrl, 'pass_bench_orders');
  const service = await startServiceProcess({
    port,
    env: { ...process.env, DATABASE_URL: scratch.url, SEED_DEMO: 'always' },
  });
  try {
    const started = Date.now();
    await insertOrders(scratch.url);
    console.info(`Inserted ${orderCount} orders in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const headers = { authorization: `Bearer ${await ownerToken()}` };
    const first = (await (await fetch(`${base}${organizerPath}`, { headers })).json()) as {
      orders: { orderId: string }[];
    };
    // A cursor near the end of the list: the keyset must cost the same there.
    const deep = (await (
      await fetch(
        `${base}${organizerPath}?from=2000-01-01&to=2100-01-01&q=Kupuj%C3%ADc%C3%AD%20${orderCount - 60}`,
        {
          headers,
        },
      )
    ).json()) as { orders: { orderId: string }[] };
    const deepCursor = deep.orders[0]?.orderId ?? first.orders.at(-1)?.orderId;
    const calls: [string, string][] = [
      ['first page (50 newest)', organizerPath],
      ['page deep in the keyset', `${organizerPath}?after=${deepCursor}`],
      [
        'search e-mail prefix',
        `${organizerPath}?q=${encodeURIComponent(`kupujici${Math.floor(orderCount / 2)}@`)}`,
      ],
      ['search part of a name', `${organizerPath}?q=${encodeURIComponent(`${Math.floor(orderCount / 3)}`)}x`],
      ['search order number', `${organizerPath}?q=1000500`],
      ['filter bank transfer', `${organizerPath}?paymentMethodId=2`],
    ];
    console.info(
      `\nHub order list, ${orderCount} orders of one organizer, PostgreSQL, ${connections} connections, ` +
        `${duration} s each, ${cpus().length} cores, node ${process.version}\n`,
    );
    console.info('| call | req/s | p50 ms | p99 ms | errors |');
    console.info('| --- | ---: | ---: | ---: | ---: |');
    for (const [name, path] of calls) {
      const result = await autocannon({ url: base + path, connections, duration, headers });
      console.info(
        `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ` +
          `${result.errors + result.non2xx} |`,
      );
    }
  } finally {
    await service.stop();
    await scratch.drop();
  }
}

await main();
