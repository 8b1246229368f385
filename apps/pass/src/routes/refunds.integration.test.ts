// The refund queue over HTTP: late card payments and bank over-/late payments queued once, read by operators.
import { demoSignatureHeader, paymentEndpoints } from '@repo/contract/payments';
import type { DemoNotification } from '@repo/contract/payments';
import { orderEndpoints } from '@repo/contract/orders';
import { orderStatus, paymentMethod } from '@repo/enums';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, refunds, tickets, ticketTypes } from '../db/schema';
import { demoEvents, demoTicketTypes } from '../db/seed/demo-ids';
import { signNotification } from '../payments/demo-gateway/signature';
import { sweepExpired } from '../selling/sweep';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const token = 'operator-token-for-refund-tests';
const secret = 'development-only-demo-gateway-secret';
const header = 'reference;booked_at;amount;currency;variable_symbol;counterparty_account;message';
const money = (minor: number) => `${Math.floor(minor / 100)},${String(minor % 100).padStart(2, '0')}`;
const hours = (n: number) => new Date(Date.now() + n * 3_600_000);

describe.each(testDatabaseKinds)('refund queue on %s', (kind) => {
  let t: TestApp;

  async function placeOrder(paymentMethodId: number) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/pass/order/order-create-v2',
      payload: {
        eventId: demoEvents.festival.id,
        tickets: [{ ticketTypeId: demoTicketTypes.festivalWeekend, quantity: 1 }],
        email: 'pozde@example.cz',
        name: 'Pavel Pozdní',
        paymentMethodId,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return orderEndpoints.orderCreateV2.response.parse(response.json());
  }

  const pending = async (authorization = `Bearer ${token}`) =>
    t.app.inject({ url: '/pass/payment/refunds-pending', headers: { authorization } });
  const pendingList = async () => {
    const response = await pending();
    expect(response.statusCode, response.body).toBe(200);
    return paymentEndpoints.refundsPending.response.parse(response.json()).refunds;
  };
  const webhook = (notification: DemoNotification) =>
    t.app.inject({
      method: 'POST',
      url: '/pass/payment/demo/webhook',
      headers: { [demoSignatureHeader]: signNotification(secret, notification) },
      payload: notification,
    });
  const importCsv = (lines: string[]) =>
    t.app.inject({
      method: 'POST',
      url: '/pass/order/bank-statement-import',
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` },
      payload: [header, ...lines].join('\n'),
    });

  beforeAll(async () => {
    t = await startTestApp(kind, { env: { BANK_IMPORT_TOKEN: token } });
  }, 60_000);
  afterAll(() => t.close());

  it('queues a card payment notified after its order expired once, however often it is repeated', async () => {
    const { order, payment } = await placeOrder(paymentMethod.ids.paymentCard);
    await sweepExpired(t.database.db, hours(2));
    const paid = (notificationId: string) => ({
      notificationId,
      paymentId: payment.paymentId,
      status: 'paid' as const,
      amount: order.totalAmount,
      currencyId: order.currencyId,
      sentAt: new Date().toISOString(),
    });
    // The same notification repeated, fresh ids for the same payment, and a concurrent burst of both.
    const first = await webhook(paid(`late-${order.orderId}`));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().orderStatusId).toBe(orderStatus.ids.expired);
    const burst = await Promise.all([
      ...Array.from({ length: 5 }, () => webhook(paid(`late-${order.orderId}`))),
      ...Array.from({ length: 5 }, (_, index) => webhook(paid(`late-${String(index)}-${order.orderId}`))),
    ]);
    expect(burst.map((response) => response.statusCode)).toEqual(Array(10).fill(200));

    const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
    expect(rows).toHaveLength(1);
    expect(await t.database.db.select().from(tickets).where(eq(tickets.orderId, order.orderId))).toEqual([]);
    const entry = (await pendingList()).find((refund) => refund.orderId === order.orderId);
    expect(entry).toMatchObject({
      orderNumber: order.orderNumber,
      paymentId: payment.paymentId,
      bankTransactionId: null,
      provider: 'demo-card',
      reason: 'orderClosed',
      amount: order.totalAmount,
      currencyId: order.currencyId,
      counterpartyAccount: null,
      status: 'pending',
    });
  });

  it('closes an order past its window when money arrives before the sweep: no tickets, held units back, refund', async () => {
    const heldNow = async () => {
      const [row] = await t.database.db
        .select({ held: ticketTypes.held, sold: ticketTypes.sold })
        .from(ticketTypes)
        .where(eq(ticketTypes.id, demoTicketTypes.festivalWeekend));
      return row;
    };
    const card = await placeOrder(paymentMethod.ids.paymentCard);
    const bank = (await placeOrder(paymentMethod.ids.bankTransfer)).order;
    const before = await heldNow();
    // Both windows ran out a minute ago; the sweeper (not running in tests) has not marked them.
    await t.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(inArray(orders.id, [card.order.orderId, bank.orderId]));

    const notified = await webhook({
      notificationId: `unswept-${card.order.orderId}`,
      paymentId: card.payment.paymentId,
      status: 'paid',
      amount: card.order.totalAmount,
      currencyId: card.order.currencyId,
      sentAt: new Date().toISOString(),
    });
    expect(notified.statusCode, notified.body).toBe(200);
    expect(notified.json().orderStatusId).toBe(orderStatus.ids.expired);
    const imported = await importCsv([
      `UNSWEPT-1;2026-11-20;${money(bank.totalAmount)};CZK;${bank.orderNumber};2400123456/2010;`,
    ]);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(
      paymentEndpoints.bankStatementImport.response.parse(imported.json()).transactions[0]?.paidNow,
    ).toBe(false);

    for (const orderId of [card.order.orderId, bank.orderId]) {
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
      expect(row?.statusId).toBe(orderStatus.ids.expired);
      expect(await t.database.db.select().from(tickets).where(eq(tickets.orderId, orderId))).toEqual([]);
    }
    // The two units they held are free again, and nothing was sold.
    expect(await heldNow()).toEqual({ held: (before?.held ?? 0) - 2, sold: before?.sold });
    const queued = (await pendingList()).filter((refund) =>
      [card.order.orderId, bank.orderId].includes(refund.orderId ?? ''),
    );
    expect(queued.map((refund) => [refund.reason, refund.amount, refund.counterpartyAccount]).sort()).toEqual(
      [
        ['orderClosed', bank.totalAmount, '2400123456/2010'],
        ['orderClosed', card.order.totalAmount, null],
      ].sort(),
    );
  });

  it('queues nothing for a card payment that pays its order', async () => {
    const { order, payment } = await placeOrder(paymentMethod.ids.paymentCard);
    const pay = await t.app.inject({ method: 'POST', url: `/pass/payment/demo/${payment.paymentId}/pay` });
    expect(pay.statusCode).toBe(303);
    expect((await pendingList()).filter((refund) => refund.orderId === order.orderId)).toEqual([]);
  });

  it('queues bank over-payments, late transfers and payments to paid orders once, also on re-import', async () => {
    const over = (await placeOrder(paymentMethod.ids.bankTransfer)).order;
    const late = (await placeOrder(paymentMethod.ids.bankTransfer)).order;
    const twice = (await placeOrder(paymentMethod.ids.bankTransfer)).order;
    await sweepExpired(t.database.db, hours(4 * 24));
    // The sweep expired `over` and `twice` too: give them fresh orders to pay instead.
    const overNow = (await placeOrder(paymentMethod.ids.bankTransfer)).order;
    const twiceNow = (await placeOrder(paymentMethod.ids.bankTransfer)).order;
    const lines = [
      `R-1;2026-11-21;${money(overNow.totalAmount + 10_000)};CZK;${overNow.orderNumber};2000145399/2010;`,
      `R-2;2026-11-21;${money(late.totalAmount)};CZK;${late.orderNumber};19-2000145399/0800;late`,
      `R-3;2026-11-21;${money(twiceNow.totalAmount)};CZK;${twiceNow.orderNumber};;`,
      `R-4;2026-11-22;${money(twiceNow.totalAmount)};CZK;${twiceNow.orderNumber};;again`,
      `R-5;2026-11-22;100,00;CZK;999999999;;nobody`,
    ];
    const first = await importCsv(lines);
    expect(first.statusCode, first.body).toBe(200);
    expect(
      paymentEndpoints.bankStatementImport.response
        .parse(first.json())
        .transactions.map((row) => row.matchStatus),
    ).toEqual(['overpaid', 'overpaid', 'matched', 'alreadyPaid', 'unmatched']);
    expect((await importCsv(lines)).statusCode).toBe(200);

    const ours = [over, late, twice, overNow, twiceNow].map((order) => order.orderId);
    const queued = (await pendingList()).filter(
      (refund) => refund.provider === 'bank-transfer' && ours.includes(refund.orderId ?? ''),
    );
    expect(
      queued.map((refund) => [refund.orderId, refund.reason, refund.amount, refund.counterpartyAccount]),
    ).toEqual([
      [overNow.orderId, 'overpaid', overNow.totalAmount + 10_000, '2000145399/2010'],
      [late.orderId, 'orderClosed', late.totalAmount, '19-2000145399/0800'],
      [twiceNow.orderId, 'alreadyPaid', twiceNow.totalAmount, null],
    ]);
    expect(queued.every((refund) => refund.paymentId === null && refund.bankTransactionId !== null)).toBe(
      true,
    );
    expect([over.orderId, twice.orderId].every((id) => !queued.some((refund) => refund.orderId === id))).toBe(
      true,
    );
  });

  it('queues the part payments of an under-paid order when it is canceled, once', async () => {
    const { order } = await placeOrder(paymentMethod.ids.bankTransfer);
    // 3,779 Kč of 3,780 Kč: credited to the order, which still waits for the last crown.
    const lines = [
      `P-1;2026-11-21;${money(order.totalAmount - 100)};CZK;${order.orderNumber};2000145399/2010;most`,
    ];
    expect((await importCsv(lines)).json().transactions[0].matchStatus).toBe('underpaid');
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/pass/order/order-cancel?orderId=${order.orderId}`,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await sweepExpired(t.database.db, hours(5 * 24));
    expect((await importCsv(lines)).statusCode).toBe(200);

    const queued = (await pendingList()).filter((refund) => refund.orderId === order.orderId);
    expect(queued.map((refund) => [refund.reason, refund.amount, refund.counterpartyAccount])).toEqual([
      ['orderClosed', order.totalAmount - 100, '2000145399/2010'],
    ]);
  });

  it('queues every part payment of an under-paid order when it expires', async () => {
    const { order } = await placeOrder(paymentMethod.ids.bankTransfer);
    const lines = [
      `Q-1;2026-11-21;${money(1_000)};CZK;${order.orderNumber};111/0100;first`,
      `Q-2;2026-11-22;${money(2_000)};CZK;${order.orderNumber};222/0300;second`,
    ];
    expect((await importCsv(lines)).statusCode).toBe(200);
    await sweepExpired(t.database.db, hours(4 * 24));
    await sweepExpired(t.database.db, hours(5 * 24));

    const queued = (await pendingList()).filter((refund) => refund.orderId === order.orderId);
    expect(queued.map((refund) => [refund.reason, refund.amount, refund.counterpartyAccount]).sort()).toEqual(
      [
        ['orderClosed', 1_000, '111/0100'],
        ['orderClosed', 2_000, '222/0300'],
      ],
    );
  });

  it('answers 401 without the operator token and 403 when no token is configured', async () => {
    expect((await pending('')).statusCode).toBe(401);
    expect((await pending('Bearer wrong-token-wrong-token-xx')).statusCode).toBe(401);
    const closed = await startTestApp(kind, { seed: false });
    try {
      const response = await closed.app.inject({
        url: '/pass/payment/refunds-pending',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(403);
    } finally {
      await closed.close();
    }
  });
});
