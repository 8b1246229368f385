// Bank reconciliation in the hub: an organizer's statement (GPC or CSV) pays that organizer's transfer orders
// only; unmatched lines are listed and matched by hand; only owners and the box office may do it.
import { accountEndpoints } from '@repo/contract/accounts';
import { hubBankEndpoints } from '@repo/contract/hub-bank';
import { orderStatus, paymentMethod } from '@repo/enums';
import { organizerRole } from '@repo/enums/organizer-role';
import { eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, organizerMembers, tickets } from '../db/schema';
import { demoAccount, demoEvents, demoOrganizers, demoTicketTypes } from '../db/seed/demo-ids';
import { callEndpoint, organizerClient } from '../test/organizer-helpers';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const festival = demoOrganizers.festival.id;
const theatre = demoOrganizers.theatre.id;
const gpcHeader =
  '0740000002001234567Festival s.r.o.     01112600000000100000' +
  '0+'.padEnd(66, '0') +
  '001241126'.padEnd(23);

/** One GPC credit record by the format's positions (see statement-gpc.ts). */
function gpcCredit(id: number, amount: number, variableSymbol: string, note = 'Platba'): string {
  return (
    '075' +
    '0000002001234567' +
    '0000000123456789' +
    String(id).padStart(13, '0') +
    String(amount).padStart(12, '0') +
    '2' +
    variableSymbol.padStart(10, '0') +
    '0008000308' +
    '0000000000' +
    '241126' +
    note.padEnd(20).slice(0, 20) +
    '0' +
    '0203' +
    '241126'
  );
}

describe.each(testDatabaseKinds)('bank reconciliation in the hub on %s', (kind) => {
  let t: TestApp;
  let ownerToken: string;
  let org: ReturnType<typeof organizerClient>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    org = organizerClient(t);
    const login = await org.accounts.post('/pass/account/login', {
      email: demoAccount.email,
      password: demoAccount.password,
    });
    ownerToken = accountEndpoints.login.response.parse(login.json()).account.token;
    // The demo owner also owns the theatre here, so one person can try to pay across organizers.
    await t.database.db
      .insert(organizerMembers)
      .values({ organizerId: theatre, accountId: demoAccount.id, roleId: organizerRole.ids.owner });
  });
  afterAll(() => t?.close());

  async function transferOrder() {
    const response = await t.app.inject({
      method: 'POST',
      url: '/pass/order/order-create-v2',
      payload: {
        eventId: demoEvents.festival.id,
        tickets: [{ ticketTypeId: demoTicketTypes.festivalWeekend, quantity: 1 }],
        email: 'prevod@example.cz',
        name: 'Petr Převod',
        paymentMethodId: paymentMethod.ids.bankTransfer,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().order as { orderId: string; orderNumber: number; totalAmount: number };
  }
  const upload = (
    organizerId: string,
    content: Buffer | string,
    token = ownerToken,
    fileName = 'vypis.gpc',
  ) =>
    callEndpoint(
      t,
      hubBankEndpoints.hubBankStatementImport,
      { params: { organizerId }, body: { fileName, contentBase64: Buffer.from(content).toString('base64') } },
      token,
    );
  const statusOf = async (orderId: string) =>
    (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.statusId;

  it('pays a transfer order from a GPC statement in Windows-1250, once, and issues its tickets', async () => {
    const order = await transferOrder();
    const file = iconv.encode(
      [gpcHeader, gpcCredit(1, order.totalAmount, String(order.orderNumber), 'Petr Převod')].join('\r\n'),
      'win1250',
    );
    const imported = await upload(festival, file);
    expect(imported.statusCode, imported.body).toBe(200);
    const body = hubBankEndpoints.hubBankStatementImport.response.parse(imported.json());
    expect(body.format).toBe('gpc');
    expect(body.errors).toEqual([]);
    expect(body.transactions).toHaveLength(1);
    expect(body.transactions[0]).toMatchObject({
      matchStatus: 'matched',
      orderNumber: order.orderNumber,
      message: 'Petr Převod',
      counterpartyAccount: '123456789/0800',
    });
    expect(await statusOf(order.orderId)).toBe(orderStatus.ids.paid);
    const issued = await t.database.db.select().from(tickets).where(eq(tickets.orderId, order.orderId));
    expect(issued).toHaveLength(1);

    const again = hubBankEndpoints.hubBankStatementImport.response.parse(
      (await upload(festival, file)).json(),
    );
    expect(again.duplicates).toBe(1);
    expect(again.transactions).toEqual([]);
  });

  it("never pays another organizer's order, and a person can match the line by hand", async () => {
    const order = await transferOrder();
    const csv = [
      'reference;booked_at;amount;currency;variable_symbol;counterparty_account;message',
      `TH-1;24.11.2026;${order.totalAmount / 100};CZK;${order.orderNumber};;Vstupenky`,
    ].join('\n');
    // The theatre's statement names a festival order: it stays unmatched there.
    const theirs = hubBankEndpoints.hubBankStatementImport.response.parse(
      (await upload(theatre, csv, ownerToken, 'vypis.csv')).json(),
    );
    expect(theirs.format).toBe('csv');
    expect(theirs.transactions[0]?.matchStatus).toBe('unmatched');
    expect(await statusOf(order.orderId)).toBe(orderStatus.ids.pending);
    const theirLine = theirs.transactions[0]?.bankTransactionId;
    const crossMatch = await callEndpoint(
      t,
      hubBankEndpoints.hubBankTransactionMatch,
      {
        params: { organizerId: theatre, bankTransactionId: theirLine },
        body: { orderNumber: order.orderNumber },
      },
      ownerToken,
    );
    expect(crossMatch.statusCode).toBe(404);

    // The same movement on the festival's own statement, without a symbol: unmatched, then matched by hand.
    const own = hubBankEndpoints.hubBankStatementImport.response.parse(
      (
        await upload(festival, [gpcHeader, gpcCredit(2, order.totalAmount, '', 'Bez symbolu')].join('\n'))
      ).json(),
    );
    const line = own.transactions[0];
    expect(line?.matchStatus).toBe('unmatched');
    const unmatched = hubBankEndpoints.hubBankTransactions.response.parse(
      (
        await callEndpoint(
          t,
          hubBankEndpoints.hubBankTransactions,
          { params: { organizerId: festival }, query: { matchStatus: 'unmatched' } },
          ownerToken,
        )
      ).json(),
    );
    expect(unmatched.transactions.map((row) => row.bankTransactionId)).toContain(line?.bankTransactionId);
    expect(unmatched.transactions.every((row) => row.matchStatus === 'unmatched')).toBe(true);

    const matched = await callEndpoint(
      t,
      hubBankEndpoints.hubBankTransactionMatch,
      {
        params: { organizerId: festival, bankTransactionId: line?.bankTransactionId },
        body: { orderNumber: order.orderNumber },
      },
      ownerToken,
    );
    expect(matched.statusCode, matched.body).toBe(200);
    expect(matched.json()).toMatchObject({ paidNow: true, transaction: { matchStatus: 'matched' } });
    expect(await statusOf(order.orderId)).toBe(orderStatus.ids.paid);

    const twice = await callEndpoint(
      t,
      hubBankEndpoints.hubBankTransactionMatch,
      {
        params: { organizerId: festival, bankTransactionId: line?.bankTransactionId },
        body: { orderNumber: order.orderNumber },
      },
      ownerToken,
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorText).toBe('ERROR_BANK_TRANSACTION_MATCHED');
  });

  it('pages the list newest first by keyset', async () => {
    const lines = Array.from({ length: 55 }, (_, index) => gpcCredit(1000 + index, 100 + index, '9999999'));
    expect((await upload(festival, [gpcHeader, ...lines].join('\n'))).statusCode).toBe(200);
    const page = (after?: string) =>
      callEndpoint(
        t,
        hubBankEndpoints.hubBankTransactions,
        { params: { organizerId: festival }, query: after ? { after } : {} },
        ownerToken,
      ).then((response) => hubBankEndpoints.hubBankTransactions.response.parse(response.json()));
    const first = await page();
    expect(first.transactions).toHaveLength(50);
    expect(first.nextAfter).not.toBeNull();
    const second = await page(first.nextAfter ?? undefined);
    const ids = new Set([...first.transactions, ...second.transactions].map((row) => row.bankTransactionId));
    expect(ids.size).toBe(first.transactions.length + second.transactions.length);
    expect(second.nextAfter).toBeNull();
  });

  it('lets the box office reconcile, and not the door, the accountant or another organizer', async () => {
    const boxOffice = await org.member(ownerToken, festival, 'boxOffice');
    const door = await org.member(ownerToken, festival, 'door');
    const accountant = await org.member(ownerToken, festival, 'accountant');
    const list = (token: string, organizerId = festival) =>
      callEndpoint(t, hubBankEndpoints.hubBankTransactions, { params: { organizerId } }, token);
    expect((await list(boxOffice.token)).statusCode).toBe(200);
    expect((await list(door.token)).statusCode).toBe(403);
    expect((await list(accountant.token)).statusCode).toBe(403);
    expect((await list(boxOffice.token, demoOrganizers.sport.id)).statusCode).toBe(403);
    expect((await upload(festival, 'garbage', door.token)).statusCode).toBe(403);
  });
});
