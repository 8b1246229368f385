// Receipt endpoints over HTTP: a paid festival order's lines, its VAT table adding up, the order's receipts.
import { orderEndpoints } from '@repo/contract/orders';
import { receiptEndpoints } from '@repo/contract/receipts';
import { currency, paymentMethod } from '@repo/enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizers } from '../db/schema';
import { demoEvents, demoOrganizers, demoProducts, demoTicketTypes } from '../db/seed/demo-ids';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const english = { 'x-language-id': '3' };
const unknownId = '00000000-0000-4000-8000-000000000000';
const buyer = { email: 'jana.novakova@example.cz', name: 'Jana Nováková' };

describe.each(testDatabaseKinds)('receipts on %s', (kind) => {
  let t: TestApp;
  let paid: { orderId: string; orderNumber: number; totalAmount: number; paidAt: string | null };
  let pendingId: string;

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  /** 2 weekend passes (entry, 12 %) and 1 parking (21 %) for the festival, ordered in Czech. */
  async function orderFestival() {
    const response = await t.app.inject({
      method: 'POST',
      url: '/pass/order/order-create-v2',
      payload: {
        eventId: demoEvents.festival.id,
        tickets: [{ ticketTypeId: demoTicketTypes.festivalWeekend, quantity: 2 }],
        extraProducts: [{ ticketProductId: demoProducts.festivalParking, quantity: 1 }],
        ...buyer,
        paymentMethodId: paymentMethod.ids.paymentCard,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return orderEndpoints.orderCreateV2.response.parse(response.json());
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    const created = await orderFestival();
    const pay = await t.app.inject({
      method: 'POST',
      url: `/pass/payment/demo/${created.payment.paymentId}/pay`,
    });
    expect(pay.statusCode).toBe(303);
    const read = await get(`/pass/order/order-by-id?orderId=${created.order.orderId}`);
    const { order } = orderEndpoints.orderById.response.parse(read.json());
    expect(order.status).toBe('paid');
    paid = order;
    pendingId = (await orderFestival()).order.orderId;
  }, 60_000);
  afterAll(() => t.close());

  it('lists the receipt lines of a paid order in the order language', async () => {
    const response = await get(`/pass/receipt/receipt-products?orderId=${paid.orderId}`, english);
    expect(response.statusCode, response.body).toBe(200);
    const body = receiptEndpoints.receiptProducts.response.parse(response.json());
    expect(body.receiptNumber).toBe(`D${paid.orderNumber}`);
    expect(body.currencyId).toBe(currency.ids.czk);
    const lines = body.products.map((line) => [
      line.name,
      line.quantity,
      line.unitPrice,
      line.discount,
      line.total,
      line.vatRateBasisPoints,
    ]);
    // The order was placed in Czech: the receipt keeps that language whatever the reader's header says.
    expect(lines).toHaveLength(2);
    expect(lines).toEqual(
      expect.arrayContaining([
        ['Třídenní vstupenka', 2, 189_000, 0, 378_000, 1200],
        ['Parkování na celý festival', 1, 40_000, 0, 40_000, 2100],
      ]),
    );
    expect(body.products.map((line) => line.vatRateText.replace(/\s/g, ' '))).toEqual(
      expect.arrayContaining(['12 %', '21 %']),
    );
  });

  it('gives a VAT table whose rows and totals add up exactly to the order total', async () => {
    const response = await get(`/pass/receipt/receipt-vat-table?orderId=${paid.orderId}`);
    expect(response.statusCode, response.body).toBe(200);
    const { vatTable, taxDocument, receiptNumber } = receiptEndpoints.receiptVatTable.response.parse(
      response.json(),
    );
    expect(receiptNumber).toBe(`D${paid.orderNumber}`);
    expect(taxDocument).toBe(true);
    // 21 %: 400.00 contains 69.42 VAT (400 × 21 / 121 = 69.421…); 12 %: 3 780.00 contains exactly 405.00.
    expect(vatTable.rows.map((row) => [row.vatRateBasisPoints, row.base, row.vat, row.total])).toEqual([
      [2100, 33_058, 6_942, 40_000],
      [1200, 337_500, 40_500, 378_000],
    ]);
    for (const row of vatTable.rows) expect(row.base + row.vat).toBe(row.total);
    const sum = (pick: (row: (typeof vatTable.rows)[number]) => number) =>
      vatTable.rows.reduce((total, row) => total + pick(row), 0);
    expect([vatTable.base, vatTable.vat, vatTable.total]).toEqual([
      sum((row) => row.base),
      sum((row) => row.vat),
      sum((row) => row.total),
    ]);
    expect(vatTable.base + vatTable.vat).toBe(vatTable.total);
    expect(vatTable.total).toBe(418_000);
    expect(vatTable.total).toBe(paid.totalAmount);
  });

  it("returns the whole receipt of a paid order with the festival organizer's VAT id", async () => {
    const response = await get(`/pass/order/order-receipts?orderId=${paid.orderId}`, english);
    expect(response.statusCode, response.body).toBe(200);
    const { receipts } = receiptEndpoints.orderReceipts.response.parse(response.json());
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    const [seller] = await t.database.db
      .select()
      .from(organizers)
      .where(eq(organizers.id, demoOrganizers.festival.id));
    expect(seller?.vatId).toMatch(/^CZ\d{8}$/);
    expect(receipt?.seller).toEqual({
      name: 'Pod Lipami Production s.r.o.',
      vatId: seller?.vatId,
      companyId: seller?.companyId,
      taxId: null,
      // The organiser's registered office (it used to be left empty).
      address: 'Lipová 1243/8, 120 00 Praha 2',
    });
    expect(receipt).toMatchObject({
      receiptNumber: `D${paid.orderNumber}`,
      taxDocument: true,
      documentKind: 'simplified',
      title: 'Zjednodušený daňový doklad',
      language: 'cs',
      currencyCode: 'CZK',
      issuedAt: paid.paidAt,
      timeZone: 'Europe/Prague',
      buyer: { name: 'Jana Nováková', companyName: null, vatId: null, address: null },
      paymentMethodId: paymentMethod.ids.paymentCard,
      paymentMethodText: 'Platební karta',
      total: 418_000,
    });
    // The same content as the two narrower endpoints give.
    const products = receiptEndpoints.receiptProducts.response.parse(
      (await get(`/pass/receipt/receipt-products?orderId=${paid.orderId}`)).json(),
    );
    const table = receiptEndpoints.receiptVatTable.response.parse(
      (await get(`/pass/receipt/receipt-vat-table?orderId=${paid.orderId}`)).json(),
    );
    expect(receipt?.lines).toEqual(products.products);
    expect(receipt?.vatTable).toEqual(table.vatTable);
  });

  it('writes the v2 receipts in the language of the x-language-id header', async () => {
    const response = await get(`/pass/order/order-receipts-v2?orderId=${paid.orderId}`, english);
    expect(response.statusCode, response.body).toBe(200);
    const [receipt] = receiptEndpoints.orderReceiptsV2.response.parse(response.json()).receipts;
    expect(receipt).toMatchObject({
      language: 'en',
      title: 'Simplified tax receipt',
      receiptNumber: `D${paid.orderNumber}`,
      total: 418_000,
    });
    expect(receipt?.lines.map((line) => line.name)).toEqual(
      expect.arrayContaining(['3-day pass', 'Parking for the whole festival']),
    );
    // Amounts do not depend on the language; without the header it is Czech.
    const czech = receiptEndpoints.orderReceiptsV2.response.parse(
      (await get(`/pass/order/order-receipts-v2?orderId=${paid.orderId}`)).json(),
    ).receipts[0];
    expect(czech?.language).toBe('cs');
    expect(czech?.vatTable.rows.map((row) => row.vat)).toEqual(receipt?.vatTable.rows.map((row) => row.vat));
  });

  it('has no receipt for an unpaid order: empty lists, 409 for its lines and VAT table', async () => {
    for (const path of ['order-receipts', 'order-receipts-v2', 'extra-order-receipts'] as const) {
      const response = await get(`/pass/order/${path}?orderId=${pendingId}`);
      expect(response.statusCode, path).toBe(200);
      expect(receiptEndpoints.orderReceipts.response.parse(response.json()).receipts).toEqual([]);
    }
    for (const path of ['receipt-products', 'receipt-vat-table']) {
      const response = await get(`/pass/receipt/${path}?orderId=${pendingId}`);
      expect(response.statusCode, path).toBe(409);
      expect(response.json()).toMatchObject({ errorText: 'ERROR_ORDER_NOT_PAID' });
    }
  });

  it('lists no extra-order receipts for a paid order that nothing was added to', async () => {
    const response = await get(`/pass/order/extra-order-receipts?orderId=${paid.orderId}`);
    expect(response.statusCode).toBe(200);
    expect(receiptEndpoints.extraOrderReceipts.response.parse(response.json()).receipts).toEqual([]);
  });

  it('answers 404 for an unknown order and 400 for a malformed or missing id', async () => {
    const urls = [
      '/pass/receipt/receipt-products',
      '/pass/receipt/receipt-vat-table',
      '/pass/order/order-receipts',
      '/pass/order/order-receipts-v2',
      '/pass/order/extra-order-receipts',
    ];
    for (const url of urls) {
      const missing = await get(`${url}?orderId=${unknownId}`);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json()).toMatchObject({ errorText: 'ERROR_ORDER_NOT_FOUND' });
      expect((await get(`${url}?orderId=123`)).statusCode, url).toBe(400);
      expect((await get(url)).statusCode, url).toBe(400);
    }
  });
});
