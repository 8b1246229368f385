// The box office's order list: search by number, e-mail, name and ticket code, filters, the state a buyer sees,
// keyset pages, and only the organizer's own orders, for owners and the box office only.
import { accountEndpoints } from '@repo/contract/accounts';
import { hubOrderEndpoints } from '@repo/contract/hub-orders';
import { paymentMethod } from '@repo/enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, tickets } from '../db/schema';
import { demoAccount, demoEvents, demoOrganizers, demoTicketTypes } from '../db/seed/demo-ids';
import { callEndpoint, organizerClient } from '../test/organizer-helpers';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const festival = demoOrganizers.festival.id;

describe.each(testDatabaseKinds)('order list in the hub on %s', (kind) => {
  let t: TestApp;
  let ownerToken: string;
  let org: ReturnType<typeof organizerClient>;
  const placed: { orderId: string; orderNumber: number; email: string }[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind);
    org = organizerClient(t);
    const login = await org.accounts.post('/pass/account/login', {
      email: demoAccount.email,
      password: demoAccount.password,
    });
    ownerToken = accountEndpoints.login.response.parse(login.json()).account.token;
    for (const [index, name] of ['Alena Hledaná', 'Bohumil Převodník', 'Cyril Kartář'].entries()) {
      const email = `hledani-${index}@example.cz`;
      const response = await t.app.inject({
        method: 'POST',
        url: '/pass/order/order-create-v2',
        payload: {
          eventId: demoEvents.festival.id,
          tickets: [{ ticketTypeId: demoTicketTypes.festivalWeekend, quantity: index + 1 }],
          email,
          name,
          paymentMethodId: index === 1 ? paymentMethod.ids.bankTransfer : paymentMethod.ids.paymentCard,
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      placed.push({ ...(response.json().order as { orderId: string; orderNumber: number }), email });
    }
  });
  afterAll(() => t?.close());

  const list = async (query: Record<string, unknown> = {}, token = ownerToken, organizerId = festival) => {
    const response = await callEndpoint(
      t,
      hubOrderEndpoints.hubOrders,
      { params: { organizerId }, query },
      token,
    );
    return response;
  };
  const found = async (query: Record<string, unknown>) => {
    const response = await list(query);
    expect(response.statusCode, response.body).toBe(200);
    return hubOrderEndpoints.hubOrders.response.parse(response.json()).orders;
  };

  it('finds an order by its number, e-mail prefix, part of the name and ticket code', async () => {
    const [alena, bohumil, cyril] = placed;
    if (!alena || !bohumil || !cyril) throw new Error('orders not placed');
    expect((await found({ q: String(bohumil.orderNumber) })).map((o) => o.orderId)).toEqual([
      bohumil.orderId,
    ]);
    expect((await found({ q: 'HLEDANI-2@' })).map((o) => o.orderId)).toEqual([cyril.orderId]);
    expect((await found({ q: 'převod' })).map((o) => o.orderId)).toEqual([bohumil.orderId]);
    // A paid order has tickets; its ticket code finds it.
    const paid = await org.accounts.paidFestivalOrder('platici-kartou@example.cz');
    const [ticket] = await t.database.db.select().from(tickets).where(eq(tickets.orderId, paid.orderId));
    if (!ticket) throw new Error('the paid order has no tickets');
    const byCode = await found({ q: ticket.qrCode });
    expect(byCode.map((o) => o.orderId)).toEqual([paid.orderId]);
    expect(byCode[0]).toMatchObject({ state: 'paid', ticketCount: 2, name: 'Jana Nováková' });
  });

  it('filters by state, payment method and day, and shows a lapsed order as expired', async () => {
    const [alena, bohumil] = placed;
    if (!alena || !bohumil) throw new Error('orders not placed');
    const transfers = await found({ paymentMethodId: paymentMethod.ids.bankTransfer });
    expect(transfers.every((o) => o.paymentMethodId === paymentMethod.ids.bankTransfer)).toBe(true);
    expect(transfers.map((o) => o.orderId)).toContain(bohumil.orderId);

    await t.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, alena.orderId));
    expect((await found({ state: 'expired' })).map((o) => o.orderId)).toContain(alena.orderId);
    expect((await found({ state: 'pending' })).map((o) => o.orderId)).not.toContain(alena.orderId);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date());
    expect((await found({ from: today, to: today })).length).toBeGreaterThanOrEqual(3);
    expect(await found({ from: '2020-01-01', to: '2020-01-31' })).toEqual([]);
    expect((await list({ from: '2020-02-01', to: '2020-01-01' })).statusCode).toBe(400);
  });

  it('filters by ticket type, and offers the event ticket types (hidden ones too) to the box office only', async () => {
    const vip = await t.app.inject({
      method: 'POST',
      url: '/pass/order/order-create-v2',
      payload: {
        eventId: demoEvents.festival.id,
        tickets: [{ ticketTypeId: demoTicketTypes.festivalVip, quantity: 1 }],
        email: 'vip-filtr@example.cz',
        name: 'Viktor Vipový',
        paymentMethodId: paymentMethod.ids.paymentCard,
      },
    });
    expect(vip.statusCode, vip.body).toBe(200);
    const vipOrderId = (vip.json() as { order: { orderId: string } }).order.orderId;
    const vipOrders = await found({ ticketTypeId: demoTicketTypes.festivalVip });
    expect(vipOrders.map((o) => o.orderId)).toContain(vipOrderId);
    expect(vipOrders.map((o) => o.orderId)).not.toContain(placed[0]?.orderId);
    const weekend = await found({ ticketTypeId: demoTicketTypes.festivalWeekend });
    expect(weekend.map((o) => o.orderId)).not.toContain(vipOrderId);
    expect(weekend.map((o) => o.orderId)).toEqual(expect.arrayContaining(placed.map((o) => o.orderId)));

    const types = async (token: string, eventId: string = demoEvents.festival.id) =>
      callEndpoint(t, hubOrderEndpoints.hubOrderTicketTypes, { params: { eventId } }, token);
    const offered = await types(ownerToken);
    expect(offered.statusCode, offered.body).toBe(200);
    const ids = hubOrderEndpoints.hubOrderTicketTypes.response
      .parse(offered.json())
      .ticketTypes.map((type) => type.ticketTypeId);
    expect(ids).toEqual(
      expect.arrayContaining([
        demoTicketTypes.festivalWeekend,
        demoTicketTypes.festivalVip,
        demoTicketTypes.festivalAccessCodeOnly,
      ]),
    );
    expect(ids).not.toContain(demoTicketTypes.theatreStalls);
    const boxOffice = await org.member(ownerToken, festival, 'boxOffice');
    const bar = await org.member(ownerToken, festival, 'bar');
    expect((await types(boxOffice.token)).statusCode).toBe(200);
    expect((await types(bar.token)).statusCode).toBe(403);
    expect((await types(ownerToken, demoEvents.theatre.id)).statusCode).toBe(403);
  });

  it('pages newest first without repeating an order', async () => {
    const seen = new Set<string>();
    let after: string | undefined;
    let pages = 0;
    do {
      const response = await list(after ? { after } : {});
      const body = hubOrderEndpoints.hubOrders.response.parse(response.json());
      const times = body.orders.map((o) => o.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      for (const order of body.orders) {
        expect(seen.has(order.orderId)).toBe(false);
        seen.add(order.orderId);
      }
      after = body.nextAfter ?? undefined;
      pages += 1;
    } while (after && pages < 20);
    for (const order of placed) expect(seen.has(order.orderId)).toBe(true);
  });

  it('shows only the organizer its own orders, to owners and the box office', async () => {
    const boxOffice = await org.member(ownerToken, festival, 'boxOffice');
    const door = await org.member(ownerToken, festival, 'door');
    expect((await list({}, boxOffice.token)).statusCode).toBe(200);
    expect((await list({}, door.token)).statusCode).toBe(403);
    expect((await list({}, ownerToken, demoOrganizers.theatre.id)).statusCode).toBe(403);
    const all = await found({});
    expect(all.every((o) => o.eventId !== demoEvents.theatre.id)).toBe(true);
  });
});
