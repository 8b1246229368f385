// The demo cart: an unpublished event is invisible to normal reads, but readable and sellable with demo.
import { accountEndpoints } from '@repo/contract/accounts';
import { eventV2Endpoints } from '@repo/contract/events-v2';
import { hubEndpoints } from '@repo/contract/hub';
import { orderEndpoints } from '@repo/contract/orders';
import { ticketV2Endpoints } from '@repo/contract/tickets-v2';
import { currency, paymentMethod } from '@repo/enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema';
import { demoAccount, demoEvents, demoOrganizers } from '../db/seed/demo-ids';
import { accountClient } from '../test/account-helpers';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const secret = demoEvents.unpublished;
const buyer = { email: 'demo.buyer@example.cz', name: 'Dana Demová' };

describe.each(testDatabaseKinds)('demo cart of an unpublished event on %s', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof accountClient>;
  beforeAll(async () => {
    t = await startTestApp(kind);
    c = accountClient(t);
  });
  afterAll(() => t.close());

  const ticketTypeId = async (): Promise<string> => {
    const listed = await c.get(`/pass/v2/event/id/${secret.id}/ticket-type?demo=true`);
    expect(listed.statusCode, listed.body).toBe(200);
    const [type] = ticketV2Endpoints.eventTicketTypesV2.response.parse(listed.json()).ticketTypes;
    if (!type) throw new Error('the unpublished demo event has no ticket type');
    expect(type.saleState).toBe('on_sale');
    return type.ticketTypeId;
  };

  it('is 404 to every normal read and readable with demo', async () => {
    const bySlugs = `/pass/v2/event/${secret.organizer.slug}/${secret.slug}`;
    for (const url of [
      bySlugs,
      `${bySlugs}?demoEventId=${demoEvents.festival.id}`,
      `/pass/v2/event/id/${secret.id}/ticket-type`,
      `/pass/v2/event/id/${secret.id}/ticket-type?demo=false`,
      `/pass/v2/event/id/${secret.id}/extra-products`,
      `/pass/event/${secret.id}/payment-method`,
      `/pass/event/${secret.id}/sector`,
    ]) {
      const response = await c.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().errorText, url).toBe('ERROR_EVENT_NOT_FOUND');
    }
    const found = await c.get(`${bySlugs}?demoEventId=${secret.id}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(eventV2Endpoints.eventBySlugsV2.response.parse(found.json()).event.eventId).toBe(secret.id);
    for (const url of [
      `/pass/v2/event/id/${secret.id}/extra-products?demo=true`,
      `/pass/event/${secret.id}/payment-method?demo=1`,
      `/pass/event/${secret.id}/sector?demo=true`,
    ]) {
      expect((await c.get(url)).statusCode, url).toBe(200);
    }
    await ticketTypeId();
    expect((await c.get(`/pass/event/${secret.id}/sector?demo=yes`)).statusCode).toBe(400);
  });

  it('holds and orders only with demo, by demo card only', async () => {
    const tickets = [{ ticketTypeId: await ticketTypeId(), quantity: 1 }];
    const normalHold = await c.post('/pass/reservation/reservation-crowd', { eventId: secret.id, tickets });
    expect(normalHold.statusCode, normalHold.body).toBe(404);
    const normalOrder = await c.post('/pass/order/order-create-v2', {
      eventId: secret.id,
      tickets,
      ...buyer,
      paymentMethodId: paymentMethod.ids.paymentCard,
    });
    expect(normalOrder.statusCode, normalOrder.body).toBe(404);

    const hold = await c.post('/pass/reservation/reservation-crowd', {
      eventId: secret.id,
      tickets,
      demo: true,
    });
    expect(hold.statusCode, hold.body).toBe(200);
    const reservationId = hold.json().reservation.reservationId as string;
    // A demo hold still needs demo on its order: without it the unpublished event does not exist.
    const withoutDemo = await c.post('/pass/order/order-create', {
      reservationId,
      ...buyer,
      paymentMethodId: paymentMethod.ids.paymentCard,
    });
    expect(withoutDemo.statusCode, withoutDemo.body).toBe(404);
    const byTransfer = await c.post('/pass/order/order-create', {
      reservationId,
      ...buyer,
      paymentMethodId: paymentMethod.ids.bankTransfer,
      demo: true,
    });
    expect(byTransfer.statusCode, byTransfer.body).toBe(422);
    expect(byTransfer.json().errorText).toBe('ERROR_DEMO_CARD_ONLY');
    const created = await c.post('/pass/order/order-create', {
      reservationId,
      ...buyer,
      paymentMethodId: paymentMethod.ids.paymentCard,
      demo: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { order, payment } = orderEndpoints.orderCreate.response.parse(created.json());
    expect(order).toMatchObject({ demo: true, eventId: secret.id, status: 'pending' });
    expect(payment.provider).toBe('demo-card');

    const v2ByTransfer = await c.post('/pass/order/order-create-v2', {
      eventId: secret.id,
      tickets,
      ...buyer,
      paymentMethodId: paymentMethod.ids.bankTransfer,
      demo: true,
    });
    expect(v2ByTransfer.statusCode, v2ByTransfer.body).toBe(422);
    expect(v2ByTransfer.json().errorText).toBe('ERROR_DEMO_CARD_ONLY');
  });

  it('a paid demo order is marked demo, says DEMO in its e-mail and is no hub revenue', async () => {
    const login = await c.post('/pass/account/login', {
      email: demoAccount.email,
      password: demoAccount.password,
    });
    const { token } = accountEndpoints.login.response.parse(login.json()).account;
    const hubEvents = async () =>
      hubEndpoints.hubOrganizerEvents.response.parse(
        (await c.get(`/pass/hub/organizer/${demoOrganizers.festival.id}/events`, { token })).json(),
      );
    const czk = (lines: { currencyId: number; amount: number }[] | undefined) =>
      lines?.find((line) => line.currencyId === currency.ids.czk)?.amount ?? 0;
    const before = await hubEvents();

    const created = await c.post('/pass/order/order-create-v2', {
      eventId: secret.id,
      tickets: [{ ticketTypeId: await ticketTypeId(), quantity: 2 }],
      email: 'paid.demo@example.cz',
      name: 'Dana Demová',
      paymentMethodId: paymentMethod.ids.paymentCard,
      demo: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { order, payment } = orderEndpoints.orderCreateV2.response.parse(created.json());
    expect((await c.post(`/pass/payment/demo/${payment.paymentId}/pay`)).statusCode).toBe(303);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row).toMatchObject({ demo: true, paidAmount: order.totalAmount });
    expect(order.totalAmount).toBeGreaterThan(0);
    expect((await c.lastMailTo('paid.demo@example.cz')).subject).toMatch(/^DEMO – /);

    const after = await hubEvents();
    const secretBefore = before.events.find((event) => event.eventId === secret.id);
    const secretAfter = after.events.find((event) => event.eventId === secret.id);
    expect(secretAfter).toBeDefined();
    expect(secretAfter?.ticketsSold).toBe(secretBefore?.ticketsSold);
    expect(secretAfter?.paidOrders).toBe(secretBefore?.paidOrders);
    expect(czk(secretAfter?.revenue)).toBe(czk(secretBefore?.revenue));
    expect(czk(after.revenue)).toBe(czk(before.revenue));

    // A normal paid order of the same organizer still counts, so the comparison above can fail.
    const normal = await c.paidFestivalOrder('not.demo@example.cz');
    expect(normal.demo).toBe(false);
    expect(czk((await hubEvents()).revenue) - czk(after.revenue)).toBe(normal.totalAmount);
  });
});
