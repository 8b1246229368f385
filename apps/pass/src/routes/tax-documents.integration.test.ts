// Tax documents over HTTP: a company buyer's full tax document, the amount limit, a Slovak faktúra, bundled tickets.
import { orderEndpoints } from '@repo/contract/orders';
import { receiptEndpoints } from '@repo/contract/receipts';
import type { Receipt } from '@repo/contract/receipts';
import { country, paymentMethod } from '@repo/enums';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketTypes } from '../db/schema';
import { demoEvents, demoTicketTypes } from '../db/seed/demo-ids';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const buyer = { email: 'jana.dvorakova@example.cz', name: 'Jana Dvořáková' };
const companyBilling = {
  countryId: country.ids.czechRepublic,
  companyName: 'Dvořák a syn s.r.o.',
  companyId: '255 96 641',
  vatId: 'CZ25596641',
  address: 'Husova 5',
  postalCode: '602 00',
  city: 'Brno',
};
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe.each(testDatabaseKinds)('tax documents on %s', (kind) => {
  let t: TestApp;

  /** Orders the tickets by card, pays on the demo gateway, answers the order's receipt (in Czech). */
  async function paidReceipt(
    eventId: string,
    tickets: { ticketTypeId: string; quantity: number }[],
    extra: Record<string, unknown> = {},
  ): Promise<{ receipt: Receipt; orderId: string }> {
    const created = await t.app.inject({
      method: 'POST',
      url: '/pass/order/order-create-v2',
      payload: { eventId, tickets, ...buyer, paymentMethodId: paymentMethod.ids.paymentCard, ...extra },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { order, payment } = orderEndpoints.orderCreateV2.response.parse(created.json());
    const pay = await t.app.inject({ method: 'POST', url: `/pass/payment/demo/${payment.paymentId}/pay` });
    expect(pay.statusCode).toBe(303);
    const answer = await t.app.inject({
      method: 'GET',
      url: `/pass/order/order-receipts?orderId=${order.orderId}`,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const [receipt] = receiptEndpoints.orderReceipts.response.parse(answer.json()).receipts;
    if (!receipt) throw new Error('a paid order has a receipt');
    return { receipt, orderId: order.orderId };
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  it('gives a company buyer a full tax document with both parties, IČO, DIČ and the date of supply', async () => {
    const { receipt } = await paidReceipt(
      demoEvents.festival.id,
      [{ ticketTypeId: demoTicketTypes.festivalWeekend, quantity: 1 }],
      { billing: companyBilling },
    );
    expect(receipt.documentKind).toBe('full');
    expect(receipt.title).toBe('Daňový doklad');
    expect(receipt.seller).toEqual({
      name: 'Pod Lipami Production s.r.o.',
      companyId: expect.stringMatching(/^\d{8}$/),
      vatId: expect.stringMatching(/^CZ\d{8}$/),
      taxId: null,
      address: 'Lipová 1243/8, 120 00 Praha 2',
    });
    expect(receipt.buyer).toEqual({
      name: 'Jana Dvořáková',
      companyName: 'Dvořák a syn s.r.o.',
      // Stored canonical: the contract strips the spaces of the IČO after checking its digit.
      companyId: '25596641',
      vatId: 'CZ25596641',
      taxId: null,
      address: 'Husova 5, 602 00 Brno',
    });
    expect(receipt.taxableSupplyDate).toBe(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date(receipt.issuedAt)),
    );
    expect(receipt.vatTable.rows.length).toBeGreaterThan(0);
    expect(receipt.vatTable.base + receipt.vatTable.vat).toBe(receipt.total);
  });

  it('keeps a small order of a private buyer simplified and makes one above 10 000 Kč full', async () => {
    const small = await paidReceipt(demoEvents.festival.id, [
      { ticketTypeId: demoTicketTypes.festivalWeekend, quantity: 1 },
    ]);
    expect(small.receipt.documentKind).toBe('simplified');
    expect(small.receipt.buyer).toMatchObject({ name: 'Jana Dvořáková', companyId: null, address: null });
    // Three VIP passes are 14 970 Kč.
    const large = await paidReceipt(demoEvents.festival.id, [
      { ticketTypeId: demoTicketTypes.festivalVip, quantity: 3 },
    ]);
    expect(large.receipt.total).toBeGreaterThan(1_000_000);
    expect(large.receipt.documentKind).toBe('full');
    expect(large.receipt.seller.address).toBe('Lipová 1243/8, 120 00 Praha 2');
  });

  it('refuses a company id with a wrong check digit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/pass/order/order-create-v2',
      payload: {
        eventId: demoEvents.festival.id,
        tickets: [{ ticketTypeId: demoTicketTypes.festivalWeekend, quantity: 1 }],
        ...buyer,
        paymentMethodId: paymentMethod.ids.paymentCard,
        billing: { ...companyBilling, companyId: '27082441' },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('companyId');
  });

  it('issues a Slovak faktúra with IČO, DIČ and IČ DPH to a Slovak company', async () => {
    const { receipt } = await paidReceipt(
      demoEvents.slovakConcert.id,
      [{ ticketTypeId: await ticketTypeOf(demoEvents.slovakConcert.id, 2900), quantity: 1 }],
      {
        languageId: 2,
        billing: {
          countryId: country.ids.slovakia,
          companyName: 'Dunaj Consulting s.r.o.',
          companyId: '35757442',
          vatId: 'SK2020317068',
          address: 'Mlynské nivy 1',
          postalCode: '821 09',
          city: 'Bratislava',
        },
      },
    );
    expect(receipt.documentKind).toBe('full');
    expect(receipt.title).toBe('Faktúra');
    expect(receipt.seller).toMatchObject({
      name: 'Bratislava Live s.r.o.',
      companyId: expect.stringMatching(/^\d{8}$/),
      taxId: expect.stringMatching(/^\d{10}$/),
      vatId: expect.stringMatching(/^SK\d{10}$/),
      address: 'Panská 27, 811 01 Bratislava',
    });
    expect(receipt.seller.vatId).toBe(`SK${receipt.seller.taxId ?? ''}`);
    expect(receipt.buyer).toMatchObject({ companyId: '35757442', vatId: 'SK2020317068' });
  });

  it('splits a VIP pass between the entry and its parking, on the receipt and the order contents', async () => {
    const { receipt, orderId } = await paidReceipt(demoEvents.festival.id, [
      { ticketTypeId: demoTicketTypes.festivalVip, quantity: 1 },
    ]);
    const [line] = receipt.lines;
    // 4 990 Kč: parking 250 Kč at 21 %, the rest (entry, VIP area and chip ride with it) at 12 %.
    expect(line?.parts.map((part) => [part.vatRateBasisPoints, part.total])).toEqual([
      [1200, 474_000],
      [2100, 25_000],
    ]);
    expect(line?.parts[1]?.name).toBe('Parkování u vstupu');
    expect(receipt.vatTable.rows.map((row) => [row.vatRateBasisPoints, row.total])).toEqual([
      [2100, 25_000],
      [1200, 474_000],
    ]);
    const content = await t.app.inject({
      method: 'GET',
      url: `/pass/order/order-content?orderId=${orderId}`,
    });
    const [item] = orderEndpoints.orderContent.response.parse(content.json()).items;
    expect(item?.vatParts?.map((part) => [part.vatRateBasisPoints, part.lineTotal])).toEqual([
      [1200, 474_000],
      [2100, 25_000],
    ]);
  });

  it('splits the beer festival entry with a tasting glass, the glass at 21 %', async () => {
    const ticketTypeId = await ticketTypeOf(demoEvents.beerFestival.id, 35_000);
    const { receipt } = await paidReceipt(demoEvents.beerFestival.id, [{ ticketTypeId, quantity: 2 }]);
    expect(receipt.lines[0]?.parts.map((part) => [part.name, part.vatRateBasisPoints, part.total])).toEqual([
      // The entry item repeats the ticket's name, so its part is called by what it is.
      ['Vstup na akci', 1200, 50_000],
      ['Degustační půllitr', 2100, 20_000],
    ]);
    expect(plain(receipt.lines[0]?.vatRateText ?? '')).toBe('12 % + 21 %');
  });

  /** The event's ticket type at that price (the seed gives these no fixed ids). */
  async function ticketTypeOf(eventId: string, price: number): Promise<string> {
    const [row] = await t.database.db
      .select({ id: ticketTypes.id })
      .from(ticketTypes)
      .where(and(eq(ticketTypes.eventId, eventId), eq(ticketTypes.price, price)))
      .orderBy(sql`${ticketTypes.displayOrder}`)
      .limit(1);
    if (!row) throw new Error(`no ticket type at ${String(price)} in event ${eventId}`);
    return row.id;
  }
});
