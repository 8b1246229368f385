// Sold-ticket reads over HTTP: by id and QR code, items, products, chips and the gate scanner's v2 lookup.
import { orderEndpoints } from '@repo/contract/orders';
import { soldTicketEndpoints } from '@repo/contract/sold-tickets';
import { chipType, itemType, paymentMethod } from '@repo/enums';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chips, seats } from '../db/schema';
import {
  demoEvents,
  demoProductItems,
  demoProducts,
  demoSectors,
  demoTicketTypes,
} from '../db/seed/demo-ids';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const english = { 'x-language-id': '3' };
const unknownId = '00000000-0000-4000-8000-000000000000';
const buyer = { email: 'petr.svoboda@example.cz', name: 'Petr Svoboda' };

type Ticket = ReturnType<typeof orderEndpoints.orderTickets.response.parse>['tickets'][number];

describe.each(testDatabaseKinds)('sold tickets on %s', (kind) => {
  let t: TestApp;
  let festival: { orderId: string; orderNumber: number; tickets: Ticket[] };
  let theatre: { orderId: string; orderNumber: number; tickets: Ticket[] };
  let seat: typeof seats.$inferSelect;

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  /** Orders, pays on the demo gateway and returns the order with its issued tickets. */
  async function buyAndPay(cart: Record<string, unknown>) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/pass/order/order-create-v2',
      payload: { ...cart, ...buyer, paymentMethodId: paymentMethod.ids.paymentCard },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { order, payment } = orderEndpoints.orderCreateV2.response.parse(created.json());
    const pay = await t.app.inject({ method: 'POST', url: `/pass/payment/demo/${payment.paymentId}/pay` });
    expect(pay.statusCode).toBe(303);
    const { tickets } = orderEndpoints.orderTickets.response.parse(
      (await get(`/pass/order/order-tickets?orderId=${order.orderId}`)).json(),
    );
    return { orderId: order.orderId, orderNumber: order.orderNumber, tickets };
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    festival = await buyAndPay({
      eventId: demoEvents.festival.id,
      tickets: [{ ticketTypeId: demoTicketTypes.festivalWeekend, quantity: 2 }],
      extraProducts: [{ ticketProductId: demoProducts.festivalParking, quantity: 1 }],
    });
    const [first] = await t.database.db
      .select()
      .from(seats)
      .where(eq(seats.sectorId, demoSectors.theatreStalls))
      .orderBy(asc(seats.rowLabel), asc(seats.seatNumber))
      .limit(1);
    if (!first) throw new Error('the demo theatre has no stalls seats');
    seat = first;
    theatre = await buyAndPay({ eventId: demoEvents.theatre.id, seatIds: [seat.id] });
  }, 60_000);
  afterAll(() => t.close());

  const festivalTicket = () => {
    const ticket = festival.tickets[0];
    if (!ticket) throw new Error('the paid festival order has no tickets');
    return ticket;
  };
  const theatreTicket = () => {
    const ticket = theatre.tickets[0];
    if (!ticket) throw new Error('the paid theatre order has no tickets');
    return ticket;
  };

  it('returns a ticket by id with its event, order number, type and no seat for general admission', async () => {
    expect(festival.tickets).toHaveLength(2);
    const sold = festivalTicket();
    const response = await get(`/pass/ticket/ticket-by-id?ticketId=${sold.ticketId}`);
    expect(response.statusCode, response.body).toBe(200);
    const { ticket } = soldTicketEndpoints.ticketById.response.parse(response.json());
    expect(ticket).toEqual({
      ticketId: sold.ticketId,
      orderId: festival.orderId,
      eventId: demoEvents.festival.id,
      orderNumber: festival.orderNumber,
      ticketTypeId: demoTicketTypes.festivalWeekend,
      ticketTypeNamePub: 'Třídenní vstupenka',
      seatId: null,
      seat: null,
      qrCode: sold.qrCode,
      holderName: 'Petr Svoboda',
      status: 'valid',
    });
    const inEnglish = soldTicketEndpoints.ticketById.response.parse(
      (await get(`/pass/ticket/ticket-by-id?ticketId=${sold.ticketId}`, english)).json(),
    );
    expect(inEnglish.ticket.ticketTypeNamePub).toBe('3-day pass');
  });

  it('returns the seat of a seated ticket', async () => {
    const sold = theatreTicket();
    const { ticket } = soldTicketEndpoints.ticketById.response.parse(
      (await get(`/pass/ticket/ticket-by-id?ticketId=${sold.ticketId}`, english)).json(),
    );
    expect(ticket).toMatchObject({
      eventId: demoEvents.theatre.id,
      orderNumber: theatre.orderNumber,
      seatId: seat.id,
      seat: { sectorNamePub: 'Stalls', row: seat.rowLabel, number: seat.seatNumber },
    });
  });

  it('finds a ticket by the code of its QR, the same as by id', async () => {
    const sold = festivalTicket();
    const byId = (await get(`/pass/ticket/ticket-by-id?ticketId=${sold.ticketId}`)).json();
    const response = await get(`/pass/ticket/ticket-by-code?code=${sold.qrCode}`);
    expect(response.statusCode, response.body).toBe(200);
    const { ticket } = soldTicketEndpoints.ticketByCode.response.parse(response.json());
    expect(ticket).toEqual(soldTicketEndpoints.ticketById.response.parse(byId).ticket);
    const other = festival.tickets[1];
    const second = soldTicketEndpoints.ticketByCode.response.parse(
      (await get(`/pass/ticket/ticket-by-code?code=${other?.qrCode}`)).json(),
    );
    expect(second.ticket.ticketId).toBe(other?.ticketId);
  });

  it('answers the gate scanner only for a ticket of the scanned event', async () => {
    const sold = festivalTicket();
    const scan = (eventId: string, code: string) => get(`/pass/v2/event/id/${eventId}/ticket/qrCode/${code}`);
    const response = await scan(demoEvents.festival.id, sold.qrCode);
    expect(response.statusCode, response.body).toBe(200);
    const { ticket } = soldTicketEndpoints.eventTicketByQrCodeV2.response.parse(response.json());
    expect(ticket).toMatchObject({
      ticketId: sold.ticketId,
      eventId: demoEvents.festival.id,
      status: 'valid',
    });

    // A festival ticket at the theatre door, or the other way round, is not found there.
    for (const [eventId, code] of [
      [demoEvents.theatre.id, sold.qrCode],
      [demoEvents.festival.id, theatreTicket().qrCode],
      [unknownId, sold.qrCode],
      [demoEvents.festival.id, 'AAAAAAAAAAAAAAAAAAAAAA'],
    ] as const) {
      const miss = await scan(eventId, code);
      expect(miss.statusCode).toBe(404);
      expect(miss.json()).toMatchObject({ errorText: 'ERROR_TICKET_NOT_FOUND' });
    }
    expect((await scan('festival', sold.qrCode)).statusCode).toBe(400);
    expect((await scan(demoEvents.festival.id, 'not%20a%20code')).statusCode).toBe(400);
  });

  it("lists the items of the ticket's type: the entry and the festival chip", async () => {
    const sold = festivalTicket();
    const response = await get(`/pass/ticket/ticket-items?ticketId=${sold.ticketId}`, english);
    expect(response.statusCode, response.body).toBe(200);
    const body = soldTicketEndpoints.ticketItems.response.parse(response.json());
    expect(body.ticketId).toBe(sold.ticketId);
    expect(body.items.map((item) => [item.productItemId, item.itemTypeId])).toEqual([
      [demoProductItems.festivalEntry, itemType.ids.eventEntry],
      [demoProductItems.festivalChip, itemType.ids.nfcChip],
    ]);
    expect(body.items[1]).toMatchObject({
      namePub: 'Festival chip',
      quantity: 1,
      chipCreditMin: 20_000,
      chipCreditMax: 1_000_000,
    });
  });

  it('lists the extra products bought in the same order, with quantities', async () => {
    const sold = festivalTicket();
    const response = await get(`/pass/ticket/ticket-products?ticketId=${sold.ticketId}`, english);
    expect(response.statusCode, response.body).toBe(200);
    const body = soldTicketEndpoints.ticketProducts.response.parse(response.json());
    expect(body).toMatchObject({ ticketId: sold.ticketId, orderId: festival.orderId });
    expect(body.products).toHaveLength(1);
    expect(body.products[0]).toMatchObject({
      kind: 'product',
      ticketProductId: demoProducts.festivalParking,
      ticketTypeId: null,
      namePub: 'Parking for the whole festival',
      quantity: 1,
      unitPrice: 40_000,
      lineTotal: 40_000,
      vatRateBasisPoints: 2100,
    });
    const seated = soldTicketEndpoints.ticketProducts.response.parse(
      (await get(`/pass/ticket/ticket-products?ticketId=${theatreTicket().ticketId}`)).json(),
    );
    expect(seated.products).toEqual([]);
  });

  it('lists the chip items of the ticket with the chip issued for each when the order was paid', async () => {
    const sold = festivalTicket();
    const response = await get(`/pass/ticket/ticket-chips?ticketId=${sold.ticketId}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = soldTicketEndpoints.ticketChips.response.parse(response.json());
    expect(body.ticketId).toBe(sold.ticketId);
    const [issued] = await t.database.db.select().from(chips).where(eq(chips.ticketId, sold.ticketId));
    expect(issued).toMatchObject({
      productItemId: demoProductItems.festivalChip,
      chipTypeId: chipType.ids.regular,
      orderId: festival.orderId,
      balance: 0,
    });
    expect(body.chips).toEqual([
      {
        productItemId: demoProductItems.festivalChip,
        itemTypeId: itemType.ids.nfcChip,
        namePub: 'Festivalový čip',
        quantity: 1,
        chipCreditMin: 20_000,
        chipCreditMax: 1_000_000,
        chipId: issued?.id,
      },
    ]);
    const seated = soldTicketEndpoints.ticketChips.response.parse(
      (await get(`/pass/ticket/ticket-chips?ticketId=${theatreTicket().ticketId}`)).json(),
    );
    expect(seated.chips).toEqual([]);
  });

  it('answers 404 for unknown tickets and codes, 400 for malformed or missing ones', async () => {
    for (const path of ['ticket-by-id', 'ticket-items', 'ticket-products', 'ticket-chips']) {
      const url = `/pass/ticket/${path}`;
      const missing = await get(`${url}?ticketId=${unknownId}`);
      expect(missing.statusCode, path).toBe(404);
      expect(missing.json()).toMatchObject({ errorText: 'ERROR_TICKET_NOT_FOUND' });
      // An order id is not a ticket id.
      expect((await get(`${url}?ticketId=${festival.orderId}`)).statusCode, path).toBe(404);
      expect((await get(`${url}?ticketId=abc`)).statusCode, path).toBe(400);
      expect((await get(url)).statusCode, path).toBe(400);
    }
    const unknownCode = await get('/pass/ticket/ticket-by-code?code=AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknownCode.statusCode).toBe(404);
    expect(unknownCode.json()).toMatchObject({ errorText: 'ERROR_TICKET_NOT_FOUND' });
    for (const query of ['code=', 'code=%20%20', 'code=a%25b', '']) {
      const response = await get(`/pass/ticket/ticket-by-code?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ errorText: 'ERROR_INVALID_INPUT' });
    }
  });
});
