// After a declined card: the order says so, can switch to bank transfer, and the gateway refuses expired orders.
import { orderEndpoints } from '@repo/contract/orders';
import { paymentMethod } from '@repo/enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, tickets } from '../db/schema';
import { demoEvents, demoTicketTypes } from '../db/seed/demo-ids';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

describe.each(testDatabaseKinds)('declined card payments on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  const post = (url: string) => t.app.inject({ method: 'POST', url });
  async function cardOrder() {
    const response = await t.app.inject({
      method: 'POST',
      url: '/pass/order/order-create-v2',
      payload: {
        eventId: demoEvents.festival.id,
        tickets: [{ ticketTypeId: demoTicketTypes.festivalWeekend, quantity: 1 }],
        email: 'karta@example.cz',
        name: 'Karel Karta',
        paymentMethodId: paymentMethod.ids.paymentCard,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return orderEndpoints.orderCreateV2.response.parse(response.json());
  }
  const contents = async (orderId: string) => {
    const response = await t.app.inject({ url: `/pass/v2/order/${orderId}/contents` });
    expect(response.statusCode, response.body).toBe(200);
    return orderEndpoints.orderContentsV2.response.parse(response.json());
  };

  it('shows a declined card as failed, then pays by transfer instead with the bank window', async () => {
    const { order, payment } = await cardOrder();
    expect((await contents(order.orderId)).paymentStatus).toBe('created');
    const declined = await post(`/pass/payment/demo/${payment.paymentId}/fail`);
    expect(declined.statusCode).toBe(303);
    expect(await contents(order.orderId)).toMatchObject({
      order: { status: 'pending' },
      paymentStatus: 'failed',
    });

    const switched = await post(`/pass/order/order-pay-by-transfer?orderId=${order.orderId}`);
    expect(switched.statusCode, switched.body).toBe(200);
    const body = orderEndpoints.orderPayByTransfer.response.parse(switched.json());
    expect(body.order).toMatchObject({ status: 'pending', paymentMethodId: paymentMethod.ids.bankTransfer });
    expect(body.payment).toMatchObject({ provider: 'bank-transfer', redirectUrl: null });
    expect(body.payment.bankTransfer).toMatchObject({
      variableSymbol: String(order.orderNumber),
      amount: order.totalAmount,
    });
    // Transfers take days: the order keeps its tickets for the bank window, not the card's minutes.
    expect(Date.parse(body.order.expiresAt) - Date.now()).toBeGreaterThan(24 * 3_600_000);
    expect((await contents(order.orderId)).paymentStatus).toBe('created');
    const again = orderEndpoints.orderPayByTransfer.response.parse(
      (await post(`/pass/order/order-pay-by-transfer?orderId=${order.orderId}`)).json(),
    );
    expect(again.payment.paymentId).toBe(body.payment.paymentId);
  });

  it('refuses to switch a paid order', async () => {
    const { order, payment } = await cardOrder();
    expect((await post(`/pass/payment/demo/${payment.paymentId}/pay`)).statusCode).toBe(303);
    const switched = await post(`/pass/order/order-pay-by-transfer?orderId=${order.orderId}`);
    expect(switched.statusCode).toBe(409);
    expect(switched.json().errorText).toBe('ERROR_ORDER_NOT_PAYABLE');
  });

  it('the demo gateway refuses to pay an expired order and says why, even before the sweep', async () => {
    const { order, payment } = await cardOrder();
    await t.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, order.orderId));

    const page = await t.app.inject({ url: `/pass/payment/demo/${payment.paymentId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-reason="expired"');
    expect(page.body).toContain('Čas na zaplacení vypršel');
    expect(page.body).not.toContain('data-action="pay"');

    const pay = await post(`/pass/payment/demo/${payment.paymentId}/pay`);
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`/pass/payment/demo/${payment.paymentId}`);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row?.paidAt).toBeNull();
    expect(await t.database.db.select().from(tickets).where(eq(tickets.orderId, order.orderId))).toEqual([]);
  });
});
