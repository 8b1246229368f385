import { paymentEndpoints } from '@repo/contract/payments';
import { chipType, paymentMethod } from '@repo/enums';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chips, refunds, tickets } from '../db/schema';
import { demoEvents, demoTicketTypes } from '../db/seed/demo-ids';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const token = 'statement-import-token-for-tests';
const header = 'reference;booked_at;amount;currency;variable_symbol;counterparty_account;message';
const money = (minor: number) => `${Math.floor(minor / 100)},${String(minor % 100).padStart(2, '0')}`;

describe.each(testDatabaseKinds)('bank statement import on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { env: { BANK_IMPORT_TOKEN: token } });
  });
  afterAll(() => t.close());

  async function bankOrder() {
    const response = await t.app.inject({
      method: 'POST',
      url: '/pass/order/order-create-v2',
      payload: {
        eventId: demoEvents.festival.id,
        tickets: [{ ticketTypeId: demoTicketTypes.festivalWeekend, quantity: 1 }],
        email: 'platce@example.cz',
        name: 'Petr Plátce',
        paymentMethodId: paymentMethod.ids.bankTransfer,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().order as { orderId: string; orderNumber: number; totalAmount: number };
  }
  const upload = (csv: string, auth = `Bearer ${token}`) =>
    t.app.inject({
      method: 'POST',
      url: '/pass/order/bank-statement-import',
      headers: { 'content-type': 'text/csv', authorization: auth },
      payload: csv,
    });

  it('refunds the part of a transferred chip top-up past the chip maximum to the account it came from', async () => {
    const [chip] = await t.database.db
      .select()
      .from(chips)
      .where(and(eq(chips.eventId, demoEvents.festival.id), eq(chips.chipTypeId, chipType.ids.regular)))
      .orderBy(chips.chipUid);
    if (!chip) throw new Error('the seed has no regular festival chip');
    const max = 1_000_000;
    const half = Math.floor((max - chip.balance) / 2) + 1_000;
    const topUps = [];
    for (let n = 0; n < 2; n += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/pass/v2/order/order-credit-from-code',
        payload: {
          chipCode: chip.chipUid,
          amount: half,
          email: 'platce@example.cz',
          name: 'Petr Plátce',
          paymentMethodId: paymentMethod.ids.bankTransfer,
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      topUps.push(response.json().order as { orderId: string; orderNumber: number });
    }
    const csv = [
      header,
      ...topUps.map(
        (order, n) => `CH-${n};2026-11-20;${money(half)};CZK;${order.orderNumber};19-2000145399/0800;kredit`,
      ),
    ].join('\r\n');
    expect((await upload(csv)).statusCode).toBe(200);
    const [loaded] = await t.database.db.select().from(chips).where(eq(chips.id, chip.id));
    expect(loaded?.balance).toBe(max);
    const queued = await t.database.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderId, topUps[1]?.orderId ?? ''), eq(refunds.reason, 'chipLimit')));
    expect(queued).toMatchObject([
      {
        amount: chip.balance + 2 * half - max,
        provider: 'bank-transfer',
        counterpartyAccount: '19-2000145399/0800',
      },
    ]);
  });

  it('pays an order whose transfer matches, flags under- and over-payments, and ignores a re-import', async () => {
    const exact = await bankOrder();
    const under = await bankOrder();
    const over = await bankOrder();
    const csv = [
      header,
      `B-1;2026-11-20;${money(exact.totalAmount)};CZK;${exact.orderNumber};123456789/0800;Vstupenky`,
      `B-2;2026-11-20;${money(under.totalAmount - 100)};CZK;${under.orderNumber};;`,
      `B-3;2026-11-20;${money(over.totalAmount + 5000)};CZK;${over.orderNumber};;`,
      `B-4;2026-11-20;100,00;CZK;999999999;;nobody`,
      `B-5;2026-11-20;-50,00;CZK;;;fee`,
    ].join('\r\n');
    const response = await upload(csv);
    expect(response.statusCode, response.body).toBe(200);
    const result = paymentEndpoints.bankStatementImport.response.parse(response.json());
    expect(result.transactions.map((row) => row.matchStatus)).toEqual([
      'matched',
      'underpaid',
      'overpaid',
      'unmatched',
    ]);
    expect(result.transactions[0]?.paidNow).toBe(true);
    expect(result.skipped).toBe(1);

    const status = async (orderId: string) =>
      (await t.app.inject({ url: `/pass/order/order-check?orderId=${orderId}` })).json();
    expect(await status(exact.orderId)).toMatchObject({ paid: true });
    expect(await status(under.orderId)).toMatchObject({ paid: false, status: 'pending' });
    expect(await status(over.orderId)).toMatchObject({ paid: false });
    expect(await t.database.db.select().from(tickets).where(eq(tickets.orderId, exact.orderId))).toHaveLength(
      1,
    );

    const matches = paymentEndpoints.bankTransactionsOfOrder.response.parse(
      (await t.app.inject({ url: `/pass/order/bank-transaction?orderId=${under.orderId}` })).json(),
    );
    expect(matches.transactions).toMatchObject([{ bankReference: 'B-2', matchStatus: 'underpaid' }]);

    // The rest arrives later: the two transfers together pay the order.
    const rest = await upload(`${header}\nB-6;2026-11-21;1,00;CZK;${under.orderNumber};;`);
    expect(rest.json().transactions[0]).toMatchObject({ matchStatus: 'matched', paidNow: true });

    const again = await upload(csv);
    expect(again.json().duplicates).toBe(4);
    expect(await t.database.db.select().from(tickets).where(eq(tickets.orderId, exact.orderId))).toHaveLength(
      1,
    );
  });

  it('reports bad lines with their numbers and needs the token', async () => {
    const response = await upload(`${header}\nB-9;yesterday;12,00;CZK;1;;`);
    expect(response.json().errors[0]).toMatchObject({ line: 2 });
    expect((await upload(`${header}\n`, 'Bearer wrong-token-wrong-token')).statusCode).toBe(401);
    expect((await upload('')).statusCode).toBe(400);
  });
});
