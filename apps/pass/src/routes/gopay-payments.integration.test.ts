// Card payments on an organizer's own GoPay account against a local stand-in of GoPay's REST API: pay with
// the gw_url redirect, notifications (GET with the id, verified by asking GoPay) twice, late, before and
// after the buyer's return, a gateway that times out, refunds full, partial and refused.
import { accountEndpoints } from '@repo/contract/accounts';
import { hubOrderDetailEndpoints } from '@repo/contract/hub-order-detail';
import { hubPaymentProviderEndpoints } from '@repo/contract/hub-payment-provider';
import { orderEndpoints } from '@repo/contract/orders';
import { providerPaymentEndpoints } from '@repo/contract/provider-payments';
import { orderStatus, paymentMethod } from '@repo/enums';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outbox, payments, refunds, tickets } from '../db/schema';
import { demoAccount, demoEvents, demoOrganizers, demoTicketTypes } from '../db/seed/demo-ids';
import { ORDER_PAID_MAIL } from '../selling/order-paid';
import { startGopayStandIn } from '../test/gopay-stand-in';
import type { GopayStandIn } from '../test/gopay-stand-in';
import { callEndpoint, organizerClient } from '../test/organizer-helpers';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const festival = demoOrganizers.festival.id;
const credentials = { goId: '8123456789', clientId: '1234567890', clientSecret: 'gopaySecretAbCd' };
const detailApi = hubOrderDetailEndpoints;

describe.each(testDatabaseKinds)('card payments on the organizer’s GoPay account on %s', (kind) => {
  let t: TestApp;
  let gopay: GopayStandIn;
  let ownerToken: string;
  let boxOffice: string;

  beforeAll(async () => {
    gopay = await startGopayStandIn(credentials);
    t = await startTestApp(kind, {
      env: {
        GOPAY_API_URL: gopay.apiUrl,
        PROVIDER_CREATE_TIMEOUT: '1 second',
        PROVIDER_REFUND_TIMEOUT: '1 second',
      },
    });
    const org = organizerClient(t);
    const login = await org.accounts.post('/pass/account/login', {
      email: demoAccount.email,
      password: demoAccount.password,
    });
    ownerToken = accountEndpoints.login.response.parse(login.json()).account.token;
    boxOffice = (await org.member(ownerToken, festival, 'boxOffice')).token;
    const saved = await callEndpoint(
      t,
      hubPaymentProviderEndpoints.hubPaymentProviderSave,
      { params: { organizerId: festival }, body: { provider: 'gopay', ...credentials } },
      ownerToken,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(credentials.clientSecret);
    expect(
      hubPaymentProviderEndpoints.hubPaymentProviderSave.response.parse(saved.json()).account,
    ).toMatchObject({
      provider: 'gopay',
      goId: credentials.goId,
      clientId: credentials.clientId,
      secrets: [{ name: 'clientSecret', set: true, lastFour: 'AbCd' }],
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await gopay?.close();
  });

  async function order(quantity = 1) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/pass/order/order-create-v2',
      payload: {
        eventId: demoEvents.festival.id,
        tickets: [{ ticketTypeId: demoTicketTypes.festivalWeekend, quantity }],
        email: 'gopay@example.cz',
        name: 'Gustav Platil',
        paymentMethodId: paymentMethod.ids.googlePay,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    return orderEndpoints.orderCreateV2.response.parse(created.json());
  }

  /** Follows our checkout address to GoPay's gateway; the GoPay payment id. */
  async function checkout(paymentId: string) {
    const answer = await callEndpoint(t, providerPaymentEndpoints.hostedCheckout, { params: { paymentId } });
    expect(answer.statusCode, answer.body).toBe(303);
    const match = /\/gw\/v3\/(\d+)$/.exec(String(answer.headers.location));
    expect(match).not.toBeNull();
    return Number(match?.[1]);
  }
  const notify = (id: number, organizerId = festival) =>
    callEndpoint(t, providerPaymentEndpoints.gopayNotification, { params: { organizerId }, query: { id } });
  const comeBack = (paymentId: string, id: number) =>
    callEndpoint(t, providerPaymentEndpoints.hostedReturn, { params: { paymentId }, query: { id } });

  async function paidTransitions(orderId: string) {
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, ORDER_PAID_MAIL), eq(outbox.dedupeKey, `${ORDER_PAID_MAIL}:${orderId}`)));
    const issued = await t.database.db.select().from(tickets).where(eq(tickets.orderId, orderId));
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    return { mails: mails.length, tickets: issued.length, statusId: row?.statusId };
  }

  it('creates the GoPay payment with our notification and return addresses, the chosen wallet first', async () => {
    const { order: created, payment } = await order(2);
    expect(payment.provider).toBe('gopay');
    const id = await checkout(payment.paymentId);
    expect(await checkout(payment.paymentId)).toBe(id);
    expect(gopay.payments.get(id)).toMatchObject({
      amount: created.totalAmount,
      currency: 'CZK',
      target: { type: 'ACCOUNT', goid: Number(credentials.goId) },
      payer: { default_payment_instrument: 'GPAY' },
      callback: {
        notification_url: expect.stringMatching(new RegExp(`/pass/payment/gopay/notify/${festival}$`)),
        return_url: expect.stringMatching(new RegExp(`/pass/payment/return/${payment.paymentId}$`)),
      },
    });
  });

  it('believes a notification only as far as GoPay’s state; twice or after the return changes nothing', async () => {
    const { order: created, payment } = await order(2);
    const id = await checkout(payment.paymentId);
    // Notified while still CREATED (the buyer chose a method): nothing happens.
    expect((await notify(id)).json()).toMatchObject({ orderStatusId: orderStatus.ids.pending });
    gopay.pay(id);
    expect((await notify(id)).json()).toMatchObject({
      duplicate: false,
      orderStatusId: orderStatus.ids.paid,
    });
    expect((await notify(id)).json()).toMatchObject({ duplicate: true, orderStatusId: orderStatus.ids.paid });
    const back = await comeBack(payment.paymentId, id);
    expect(back.statusCode).toBe(303);
    expect(String(back.headers.location)).toContain(created.orderId);
    expect(await paidTransitions(created.orderId)).toEqual({
      mails: 1,
      tickets: 2,
      statusId: orderStatus.ids.paid,
    });
    // An id that is no payment of ours, or one of another organizer's address, is ignored.
    expect((await notify(999)).json()).toMatchObject({ ignored: true });
    expect((await notify(id, demoOrganizers.theatre.id)).statusCode).toBe(404);
  });

  it('takes the buyer’s return before the notification as paid, once', async () => {
    const { order: created, payment } = await order();
    const id = await checkout(payment.paymentId);
    gopay.pay(id);
    await comeBack(payment.paymentId, id);
    expect((await paidTransitions(created.orderId)).statusId).toBe(orderStatus.ids.paid);
    expect((await notify(id)).json()).toMatchObject({ duplicate: true });
    expect(await paidTransitions(created.orderId)).toEqual({
      mails: 1,
      tickets: 1,
      statusId: orderStatus.ids.paid,
    });
  });

  it('answers 503 to a notification while GoPay does not answer (GoPay repeats it), and applies the repeat', async () => {
    const { order: created, payment } = await order();
    const id = await checkout(payment.paymentId);
    gopay.pay(id);
    gopay.setDelay(1500);
    const slow = await notify(id);
    gopay.setDelay(0);
    expect(slow.statusCode).toBe(503);
    expect((await paidTransitions(created.orderId)).statusId).toBe(orderStatus.ids.pending);
    expect((await notify(id)).json()).toMatchObject({ orderStatusId: orderStatus.ids.paid });
  });

  it('records a late payment of an expired order without reviving it, and queues its refund', async () => {
    const { order: created, payment } = await order();
    const id = await checkout(payment.paymentId);
    await t.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, created.orderId));
    gopay.pay(id);
    expect((await notify(id)).json()).toMatchObject({ orderStatusId: orderStatus.ids.expired });
    await notify(id);
    const queued = await t.database.db.select().from(refunds).where(eq(refunds.orderId, created.orderId));
    expect(queued).toEqual([expect.objectContaining({ provider: 'gopay', reason: 'orderClosed' })]);
    expect(await paidTransitions(created.orderId)).toEqual({
      mails: 0,
      tickets: 0,
      statusId: orderStatus.ids.expired,
    });
  });

  it('answers 503 when GoPay times out on create; the order waits and the reload gets a gateway', async () => {
    const { order: created, payment } = await order();
    gopay.setDelay(1500);
    const slow = await callEndpoint(t, providerPaymentEndpoints.hostedCheckout, {
      params: { paymentId: payment.paymentId },
    });
    gopay.setDelay(0);
    expect(slow.statusCode).toBe(503);
    expect((await paidTransitions(created.orderId)).statusId).toBe(orderStatus.ids.pending);
    const id = await checkout(payment.paymentId);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.paymentId));
    expect(row?.providerPaymentId).toBe(String(id));
  });

  it('refunds part and the rest through GoPay; a refused refund stays pending and retryable', async () => {
    const { order: created, payment } = await order(2);
    const id = await checkout(payment.paymentId);
    gopay.pay(id);
    await notify(id);
    const refund = (body: unknown) =>
      callEndpoint(t, detailApi.hubOrderRefund, { params: { orderId: created.orderId }, body }, boxOffice);
    const part = Math.floor(created.totalAmount / 3);
    const first = detailApi.hubOrderRefund.response.parse(
      (await refund({ kind: 'amount', amount: part, reason: 'Sleva' })).json(),
    );
    expect(first.refund).toMatchObject({ status: 'refunded', provider: 'gopay', amount: part });
    expect(gopay.payments.get(id)?.state).toBe('PARTIALLY_REFUNDED');

    gopay.refuseRefunds('Insufficient balance for the refund');
    const refused = detailApi.hubOrderRefund.response.parse(
      (await refund({ kind: 'full', reason: 'Storno' })).json(),
    );
    expect(refused.refund).toMatchObject({ status: 'pending', retryable: true, attempts: 1 });
    expect(refused.refund?.lastError).toContain('PAYMENT_REFUND_FAILED');
    gopay.refuseRefunds(null);
    const done = await callEndpoint(
      t,
      detailApi.hubOrderRefundRetry,
      { params: { orderId: created.orderId, refundId: refused.refund?.refundId ?? '' } },
      boxOffice,
    );
    expect(detailApi.hubOrderRefundRetry.response.parse(done.json()).refund).toMatchObject({
      status: 'refunded',
      amount: created.totalAmount - part,
    });
    expect(gopay.payments.get(id)).toMatchObject({ state: 'REFUNDED', refunded: created.totalAmount });
    // A refunded payment still reads as paid: a late notification of it changes nothing.
    expect((await notify(id)).json()).toMatchObject({ orderStatusId: orderStatus.ids.refunded });
  });
  it('takes a timed-out full refund that GoPay made as done on retry, without refunding again', async () => {
    const { order: created, payment } = await order(1);
    const id = await checkout(payment.paymentId);
    gopay.pay(id);
    await notify(id);
    gopay.setDelay(1500, '/refund');
    const slow = await callEndpoint(
      t,
      detailApi.hubOrderRefund,
      { params: { orderId: created.orderId }, body: { kind: 'full', reason: 'Storno' } },
      boxOffice,
    );
    gopay.setDelay(0);
    const timedOut = detailApi.hubOrderRefund.response.parse(slow.json()).refund;
    expect(timedOut).toMatchObject({ status: 'pending', retryable: true, attempts: 1 });
    expect(timedOut?.lastError).toContain('did not answer within 1000 ms');
    // GoPay finishes the slow call meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(gopay.payments.get(id)?.state).toBe('REFUNDED');
    const calls = gopay.refundCalls();
    const retried = await callEndpoint(
      t,
      detailApi.hubOrderRefundRetry,
      { params: { orderId: created.orderId, refundId: timedOut?.refundId ?? '' } },
      boxOffice,
    );
    expect(detailApi.hubOrderRefundRetry.response.parse(retried.json()).refund).toMatchObject({
      status: 'refunded',
      attempts: 2,
    });
    expect(gopay.refundCalls()).toBe(calls);
    expect(gopay.payments.get(id)?.refunded).toBe(created.totalAmount);
  });
});
