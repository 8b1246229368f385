import { orderEndpoints } from '@repo/contract/orders';
import { demoSignatureHeader } from '@repo/contract/payments';
import { orderStatus, paymentMethod } from '@repo/enums';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, tickets, ticketTypes } from '../db/schema';
import { demoEvents, demoProducts, demoSectors, demoTicketTypes } from '../db/seed/demo-ids';
import { transferDueDate } from '../payments/bank-transfer/due-date';
import { readOutboxDir } from '../mail/mailer';
import { signNotification } from '../payments/demo-gateway/signature';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const festival = demoEvents.festival.id;
const buyer = { email: 'Jana.Novakova@example.cz', name: 'Jana Nováková', phone: '+420 777 123 456' };

describe.each(testDatabaseKinds)('orders and payments on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as never, headers });
  const held = async (id: string) =>
    (await t.database.db.select().from(ticketTypes).where(eq(ticketTypes.id, id)))[0];

  async function orderFestival(extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    const response = await post(
      '/pass/order/order-create-v2',
      {
        eventId: festival,
        tickets: [{ ticketTypeId: demoTicketTypes.festivalWeekend, quantity: 2 }],
        extraProducts: [{ ticketProductId: demoProducts.festivalParking, quantity: 1 }],
        ...buyer,
        paymentMethodId: paymentMethod.ids.paymentCard,
        ...extra,
      },
      headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    return orderEndpoints.orderCreateV2.response.parse(response.json());
  }

  it('reserve -> order -> card page -> pay -> paid -> tickets -> PDF -> receipt -> one e-mail', async () => {
    const hold = await post('/pass/reservation/reservation-crowd', {
      eventId: festival,
      tickets: [{ ticketTypeId: demoTicketTypes.festivalWeekend, quantity: 2 }],
    });
    const reservationId = hold.json().reservation.reservationId as string;
    const created = await post('/pass/order/order-create', {
      reservationId,
      ...buyer,
      paymentMethodId: paymentMethod.ids.paymentCard,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { order, payment } = orderEndpoints.orderCreate.response.parse(created.json());
    expect(order).toMatchObject({
      status: 'pending',
      email: 'jana.novakova@example.cz',
      totalAmount: 2 * 189000,
    });
    expect(String(order.orderNumber)).toMatch(/^\d{7,}$/);
    expect(payment.provider).toBe('demo-card');

    const page = await t.app.inject({ url: new URL(payment.redirectUrl ?? '').pathname });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Zaplatit');
    expect(page.body).toContain(String(order.orderNumber));

    const paid = await post(`/pass/payment/demo/${payment.paymentId}/pay`);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `http://localhost:3000/event/pod-lipami-production/leto-pod-lipami-2027/order/${order.orderId}`,
    );

    const status = orderEndpoints.orderCheck.response.parse(
      (await t.app.inject({ url: `/pass/order/order-check?orderId=${order.orderId}` })).json(),
    );
    expect(status).toMatchObject({ paid: true, status: 'paid' });
    const contents = orderEndpoints.orderContentsV2.response.parse(
      (await t.app.inject({ url: `/pass/v2/order/${order.orderId}/contents` })).json(),
    );
    expect(contents.tickets).toHaveLength(2);
    expect(new Set(contents.tickets.map((ticket) => ticket.qrCode)).size).toBe(2);
    // A card order has no transfer to send, and standing tickets no seat.
    expect(contents.bankTransferDueAt).toBeNull();
    expect(contents.items.every((item) => item.seat === null)).toBe(true);

    const pdf = await t.app.inject({ url: `/pass/order/order-download-ticket?orderId=${order.orderId}` });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await new PDFParse({ data: new Uint8Array(pdf.rawPayload) }).getText()).text;
    expect(text).toContain('Jana Nováková');
    expect(text).toContain(String(order.orderNumber));

    expect(await t.outbox.runOnce()).toBe(1);
    const mails = await readOutboxDir(t.mailDir);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toContain('jana.novakova@example.cz');
    expect(mails[0]?.raw).toContain(`vstupenky-${order.orderNumber}.pdf`);
    expect(mails[0]?.raw).toMatch(/DPH|Zjednodu/);
  });

  it('one paid transition, one ticket set and one e-mail for ten concurrent identical notifications', async () => {
    const { order, payment } = await orderFestival();
    const before = await held(demoTicketTypes.festivalWeekend);
    const notification = {
      notificationId: `gw-${order.orderId}`,
      paymentId: payment.paymentId,
      status: 'paid' as const,
      amount: order.totalAmount,
      currencyId: order.currencyId,
      sentAt: new Date().toISOString(),
    };
    const signature = signNotification('development-only-demo-gateway-secret', notification);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        post('/pass/payment/demo/webhook', notification, { [demoSignatureHeader]: signature }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(responses.filter((response) => response.json().duplicate === false)).toHaveLength(1);
    const issued = await t.database.db.select().from(tickets).where(eq(tickets.orderId, order.orderId));
    expect(issued).toHaveLength(2);
    const after = await held(demoTicketTypes.festivalWeekend);
    expect((after?.sold ?? 0) - (before?.sold ?? 0)).toBe(2);
    expect((before?.held ?? 0) - (after?.held ?? 0)).toBe(2);
    const messages = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `order-paid-mail:${order.orderId}`));
    expect(messages).toHaveLength(1);

    // A late "failed" for the same payment cannot unpay it; a forged one is refused.
    const late = { ...notification, notificationId: `late-${order.orderId}`, status: 'failed' as const };
    const lateResponse = await post('/pass/payment/demo/webhook', late, {
      [demoSignatureHeader]: signNotification('development-only-demo-gateway-secret', late),
    });
    expect(lateResponse.json().orderStatusId).toBe(orderStatus.ids.paid);
    const forged = await post(
      '/pass/payment/demo/webhook',
      { ...notification, notificationId: 'forged-123' },
      {
        [demoSignatureHeader]: 'a'.repeat(64),
      },
    );
    expect(forged.statusCode).toBe(401);
  });

  it('returns the same order for a retried create with the same idempotency key', async () => {
    const headers = { 'idempotency-key': 'checkout-attempt-0001' };
    const first = await orderFestival({}, headers);
    const again = await orderFestival({}, headers);
    expect(again.order.orderId).toBe(first.order.orderId);
  });

  it('cancels an unpaid order and gives its tickets back; a paid one cannot be canceled', async () => {
    const before = await held(demoTicketTypes.festivalWeekend);
    const { order } = await orderFestival();
    expect((await held(demoTicketTypes.festivalWeekend))?.held).toBe((before?.held ?? 0) + 2);
    const canceled = await post(`/pass/order/order-cancel?orderId=${order.orderId}`);
    expect(canceled.json().order.status).toBe('canceled');
    expect((await held(demoTicketTypes.festivalWeekend))?.held).toBe(before?.held);
    expect((await post(`/pass/order/order-cancel?orderId=${order.orderId}`)).statusCode).toBe(409);
    const pdf = await t.app.inject({ url: `/pass/order/order-download-ticket?orderId=${order.orderId}` });
    expect(pdf.statusCode).toBe(409);
  });

  it('gives a bank-transfer order its transfer details and a QR Platba image', async () => {
    const { order, payment } = await orderFestival({ paymentMethodId: paymentMethod.ids.bankTransfer });
    expect(payment.bankTransfer).toMatchObject({
      variableSymbol: String(order.orderNumber),
      amount: order.totalAmount,
    });
    const days = (Date.parse(order.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.9);
    const png = await t.app.inject({ url: `/order/${order.orderId}/spayd-qr` });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const svg = await t.app.inject({ url: `/order/${order.orderId}/spayd-qr?format=svg` });
    expect(svg.body).toContain('<svg');

    // The order page reads the QR code's due date from the contents: a working day before the order expires.
    const contents = orderEndpoints.orderContentsV2.response.parse(
      (await t.app.inject({ url: `/pass/v2/order/${order.orderId}/contents` })).json(),
    );
    expect(contents.bankTransferDueAt).toBe(
      transferDueDate(new Date(order.expiresAt), new Date()).toISOString(),
    );
    expect(Date.parse(contents.bankTransferDueAt ?? '')).toBeLessThan(Date.parse(order.expiresAt));
    expect([0, 6]).not.toContain(new Date(contents.bankTransferDueAt ?? '').getUTCDay());
    // Once paid nothing is due any more.
    await post(`/pass/order/order-cancel?orderId=${order.orderId}`);
    const canceled = orderEndpoints.orderContentsV2.response.parse(
      (await t.app.inject({ url: `/pass/v2/order/${order.orderId}/contents` })).json(),
    );
    expect(canceled.bankTransferDueAt).toBeNull();
  });

  it('names the seat of each seated line (sector, row, number) in the order contents, in the asked language', async () => {
    const seatMap = (
      await t.app.inject({ url: `/pass/reservation/reservation/sector/${demoSectors.theatreStalls}/seat` })
    ).json() as {
      seats: { seatId: string; state: string }[];
    };
    const seatId = seatMap.seats.find((seat) => seat.state === 'free')?.seatId;
    const { order } = await orderFestival({
      eventId: demoEvents.theatre.id,
      tickets: [],
      extraProducts: [],
      seatIds: [seatId],
    });
    const contentsIn = async (languageId: string) =>
      orderEndpoints.orderContentsV2.response.parse(
        (
          await t.app.inject({
            url: `/pass/v2/order/${order.orderId}/contents`,
            headers: { 'x-language-id': languageId },
          })
        ).json(),
      );
    const [line] = (await contentsIn('1')).items;
    expect(line?.seatId).toBe(seatId);
    expect(line?.seat).toMatchObject({ sectorNamePub: 'Přízemí', row: expect.any(String) });
    expect(line?.seat?.number).toBeGreaterThan(0);
    expect((await contentsIn('3')).items[0]?.seat?.sectorNamePub).toBe('Stalls');
  });

  it('answers 404, 400 and 422 for what cannot be ordered', async () => {
    expect((await t.app.inject({ url: `/pass/order/order-by-id?orderId=${festival}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/pass/order/order-by-id?orderId=123' })).statusCode).toBe(400);
    const noMethod = await post('/pass/order/order-create-v2', {
      eventId: festival,
      tickets: [{ ticketTypeId: demoTicketTypes.festivalWeekend, quantity: 1 }],
      ...buyer,
      paymentMethodId: paymentMethod.ids.cash,
    });
    expect(noMethod.statusCode).toBe(422);
    const badVat = await post('/pass/order/order-create-v2', {
      eventId: festival,
      tickets: [{ ticketTypeId: demoTicketTypes.festivalWeekend, quantity: 1 }],
      ...buyer,
      billing: { countryId: 1, vatId: 'CZ12' },
      paymentMethodId: paymentMethod.ids.paymentCard,
    });
    expect(badVat.statusCode).toBe(400);
    expect(badVat.json().errorText).toBe('ERROR_INVALID_VAT_ID');
  });
});
