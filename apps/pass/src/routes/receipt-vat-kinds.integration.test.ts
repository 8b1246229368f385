// Receipt VAT by item and product kind over HTTP: Czech and Slovak stands' food, soft drinks and beer.
import { orderEndpoints } from '@repo/contract/orders';
import { receiptEndpoints } from '@repo/contract/receipts';
import { currency, itemType, paymentMethod, productCategory } from '@repo/enums';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productItems, ticketProducts } from '../db/schema';
import { demoEvents, demoTicketTypes } from '../db/seed/demo-ids';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const buyer = { email: 'jana.novakova@example.cz', name: 'Jana Nováková' };

describe.each(testDatabaseKinds)('receipt VAT by product kind on %s', (kind) => {
  let t: TestApp;

  /** A stand product of the event in the given category, 100.00 in the event currency. */
  async function standProduct(eventId: string, currencyId: number, category: number): Promise<string> {
    const id = randomUUID();
    await t.database.db.insert(ticketProducts).values({
      id,
      eventId,
      name: { cs: `Zboží ${String(category)}` },
      price: 10_000,
      currencyId,
      productCategoryId: category,
    });
    await t.database.db
      .insert(productItems)
      .values({ ticketProductId: id, itemTypeId: itemType.ids.product, name: { cs: 'Zboží' } });
    return id;
  }

  /** Orders one of each product (and the given tickets), pays by card, answers the receipt's VAT rows. */
  async function paidVatRows(
    eventId: string,
    productIds: string[],
    tickets: { ticketTypeId: string; quantity: number }[] = [],
  ) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/pass/order/order-create-v2',
      payload: {
        eventId,
        tickets,
        extraProducts: productIds.map((ticketProductId) => ({ ticketProductId, quantity: 1 })),
        ...buyer,
        paymentMethodId: paymentMethod.ids.paymentCard,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { order, payment } = orderEndpoints.orderCreateV2.response.parse(created.json());
    const pay = await t.app.inject({ method: 'POST', url: `/pass/payment/demo/${payment.paymentId}/pay` });
    expect(pay.statusCode).toBe(303);
    const content = await t.app.inject({
      method: 'GET',
      url: `/pass/order/order-content?orderId=${order.orderId}`,
    });
    const lines = orderEndpoints.orderContent.response.parse(content.json()).items;
    const table = await t.app.inject({
      method: 'GET',
      url: `/pass/receipt/receipt-vat-table?orderId=${order.orderId}`,
    });
    expect(table.statusCode, table.body).toBe(200);
    const { vatTable } = receiptEndpoints.receiptVatTable.response.parse(table.json());
    return {
      lines: new Map(
        lines.map((line) => [line.ticketProductId ?? line.ticketTypeId, line.vatRateBasisPoints]),
      ),
      rows: vatTable.rows.map((row) => [row.vatRateBasisPoints, row.total]),
    };
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  it('taxes Czech food and soft drinks at 12 % and beer at 21 %, beside 12 % entries', async () => {
    const event = demoEvents.festival.id;
    const burger = await standProduct(event, currency.ids.czk, productCategory.ids.savoury);
    const lemonade = await standProduct(event, currency.ids.czk, productCategory.ids.nonAlcoholic);
    const beer = await standProduct(event, currency.ids.czk, productCategory.ids.beer);
    const { lines, rows } = await paidVatRows(
      event,
      [burger, lemonade, beer],
      [{ ticketTypeId: demoTicketTypes.festivalWeekend, quantity: 1 }],
    );
    expect([lines.get(burger), lines.get(lemonade), lines.get(beer)]).toEqual([1200, 1200, 2100]);
    expect(lines.get(demoTicketTypes.festivalWeekend)).toBe(1200);
    expect(rows).toEqual([
      [2100, 10_000],
      [1200, 189_000 + 20_000],
    ]);
  });

  it('taxes Slovak food and soft drinks at 19 % and beer at 23 %', async () => {
    const event = demoEvents.slovakFestival.id;
    const langos = await standProduct(event, currency.ids.eur, productCategory.ids.savoury);
    const cake = await standProduct(event, currency.ids.eur, productCategory.ids.sweet);
    const water = await standProduct(event, currency.ids.eur, productCategory.ids.nonAlcoholic);
    const beer = await standProduct(event, currency.ids.eur, productCategory.ids.beer);
    const { lines, rows } = await paidVatRows(event, [langos, cake, water, beer]);
    expect([lines.get(langos), lines.get(cake), lines.get(water), lines.get(beer)]).toEqual([
      1900, 1900, 1900, 2300,
    ]);
    expect(rows).toEqual([
      [2300, 10_000],
      [1900, 30_000],
    ]);
  });
});
