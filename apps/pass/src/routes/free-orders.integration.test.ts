// Free orders (children's tickets at 0) are paid when created, by card or by transfer, and their tickets issued.
import { orderEndpoints } from '@repo/contract/orders';
import { ticketEndpoints } from '@repo/contract/tickets';
import { orderStatus, paymentMethod } from '@repo/enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, payments } from '../db/schema';
import { demoEvents } from '../db/seed/demo-ids';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const danube = demoEvents.slovakFestival.id;

describe.each(testDatabaseKinds)('free orders on %s', (kind) => {
  let t: TestApp;
  let childrenTicketTypeId: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const types = ticketEndpoints.ticketTypesByEvent.response.parse(
      (await t.app.inject({ url: `/pass/ticket/ticket-types-by-event?eventId=${danube}` })).json(),
    ).ticketTypes;
    const free = types.find((type) => type.price === 0);
    if (!free) throw new Error('the Danube festival has no free ticket type');
    childrenTicketTypeId = free.ticketTypeId;
  }, 60_000);
  afterAll(() => t.close());

  const orderChildren = async (paymentMethodId: number) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/pass/order/order-create-v2',
      payload: {
        eventId: danube,
        tickets: [{ ticketTypeId: childrenTicketTypeId, quantity: 2 }],
        email: 'rodina@example.sk',
        name: 'Mária Nová',
        paymentMethodId,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return orderEndpoints.orderCreateV2.response.parse(response.json());
  };

  it.each([
    ['bank transfer', paymentMethod.ids.bankTransfer],
    ['card', paymentMethod.ids.paymentCard],
  ])('completes a free order paid by %s at once, with its tickets and e-mail', async (_, methodId) => {
    const { order, payment } = await orderChildren(methodId);
    expect(order).toMatchObject({ status: 'paid', statusId: orderStatus.ids.paid, totalAmount: 0 });
    expect(order.paidAt).not.toBeNull();
    // No gateway asking for 0.00 and no transfer of nothing: the buyer goes straight to the tickets.
    expect(payment).toMatchObject({ redirectUrl: null, bankTransfer: null });
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.paymentId));
    expect(row).toMatchObject({ status: 'paid', amount: 0 });

    const ticketsResponse = await t.app.inject({ url: `/pass/order/order-tickets?orderId=${order.orderId}` });
    expect(ticketsResponse.statusCode, ticketsResponse.body).toBe(200);
    const { tickets } = orderEndpoints.orderTickets.response.parse(ticketsResponse.json());
    expect(tickets).toHaveLength(2);
    expect(tickets.every((ticket) => ticket.status === 'valid' && ticket.qrCode.length > 0)).toBe(true);
    const pdf = await t.app.inject({ url: `/pass/order/order-download-ticket?orderId=${order.orderId}` });
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `order-paid-mail:${order.orderId}`));
    expect(mails).toHaveLength(1);
    // A paid order is not canceled by a late click on "cancel".
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/pass/order/order-cancel?orderId=${order.orderId}`,
    });
    expect(cancel.statusCode).toBe(409);
  });
});
