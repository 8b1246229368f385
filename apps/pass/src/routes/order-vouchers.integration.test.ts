// order-vouchers over HTTP: one voucher per paid product line, issued once however many notifications arrive.
import { demoSignatureHeader } from '@repo/contract/payments';
import { orderEndpoints } from '@repo/contract/orders';
import { itemType, paymentMethod } from '@repo/enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderVouchers } from '../db/schema';
import { demoEvents, demoProducts, demoTicketTypes } from '../db/seed/demo-ids';
import { signNotification } from '../payments/demo-gateway/signature';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const secret = 'development-only-demo-gateway-secret';
const english = { 'x-language-id': '3' };

describe.each(testDatabaseKinds)('order vouchers on %s', (kind) => {
  let t: TestApp;

  const vouchersOf = async (orderId: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ url: `/pass/order/order-vouchers?orderId=${orderId}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return orderEndpoints.orderVouchers.response.parse(response.json()).vouchers;
  };

  /** A weekend pass, a parking place and two T-shirts, by card. */
  async function orderWithProducts() {
    const response = await t.app.inject({
      method: 'POST',
      url: '/pass/order/order-create-v2',
      payload: {
        eventId: demoEvents.festival.id,
        tickets: [{ ticketTypeId: demoTicketTypes.festivalWeekend, quantity: 1 }],
        extraProducts: [
          { ticketProductId: demoProducts.festivalParking, quantity: 1 },
          { ticketProductId: demoProducts.festivalTshirtM, quantity: 2 },
        ],
        email: 'petr.svoboda@example.cz',
        name: 'Petr Svoboda',
        paymentMethodId: paymentMethod.ids.paymentCard,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return orderEndpoints.orderCreateV2.response.parse(response.json());
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  it('has no vouchers before payment, then one per product line with its own code', async () => {
    const { order, payment } = await orderWithProducts();
    expect(await vouchersOf(order.orderId)).toEqual([]);
    const pay = await t.app.inject({ method: 'POST', url: `/pass/payment/demo/${payment.paymentId}/pay` });
    expect(pay.statusCode).toBe(303);

    const vouchers = await vouchersOf(order.orderId, english);
    expect(vouchers).toHaveLength(2);
    const byProduct = new Map(vouchers.map((voucher) => [voucher.ticketProductId, voucher]));
    expect(byProduct.get(demoProducts.festivalParking)).toMatchObject({
      productNamePub: 'Parking for the whole festival',
      itemTypeId: itemType.ids.parking,
      quantity: 1,
      status: 'valid',
      usedAt: null,
    });
    expect(byProduct.get(demoProducts.festivalTshirtM)).toMatchObject({
      productNamePub: 'Festival T-shirt – M',
      itemTypeId: itemType.ids.product,
      quantity: 2,
      status: 'valid',
    });
    // The ticket entry is a ticket, not a voucher.
    expect(vouchers.every((voucher) => voucher.ticketProductId !== null)).toBe(true);
    const codes = vouchers.map((voucher) => voucher.code);
    expect(new Set(codes).size).toBe(2);
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('issues the vouchers exactly once under repeated and concurrent notifications', async () => {
    const { order, payment } = await orderWithProducts();
    // Ten different notifications (as a gateway retrying with fresh ids would send) racing for one order.
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => {
        const notification = {
          notificationId: `retry-${String(index)}-${order.orderId}`,
          paymentId: payment.paymentId,
          status: 'paid' as const,
          amount: order.totalAmount,
          currencyId: order.currencyId,
          sentAt: new Date().toISOString(),
        };
        return t.app.inject({
          method: 'POST',
          url: '/pass/payment/demo/webhook',
          headers: { [demoSignatureHeader]: signNotification(secret, notification) },
          payload: notification,
        });
      }),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const rows = await t.database.db
      .select()
      .from(orderVouchers)
      .where(eq(orderVouchers.orderId, order.orderId));
    expect(rows).toHaveLength(2);
    expect((await vouchersOf(order.orderId)).map((voucher) => voucher.code).sort()).toEqual(
      rows.map((row) => row.code).sort(),
    );
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    const missing = await t.app.inject({
      url: '/pass/order/order-vouchers?orderId=00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    const malformed = await t.app.inject({ url: '/pass/order/order-vouchers?orderId=abc' });
    expect(malformed.statusCode).toBe(400);
  });
});
