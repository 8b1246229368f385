// Card payments on an organizer's own Stripe account, through Stripe's official SDK pointed at a local stand-in
// of its API: connect the account (secrets sealed, never shown), pay, webhooks signed as Stripe signs them
// (twice, late, before and after the buyer's return), timeouts on create and refund, refunds full, partial
// and refused. Exactly one paid transition and one set of tickets whatever the order of arrival.
import { accountEndpoints } from '@repo/contract/accounts';
import { hubOrderDetailEndpoints } from '@repo/contract/hub-order-detail';
import { hubPaymentProviderEndpoints } from '@repo/contract/hub-payment-provider';
import { hubReportEndpoints } from '@repo/contract/hub-reports';
import { orderEndpoints } from '@repo/contract/orders';
import { demoSignatureHeader } from '@repo/contract/payments';
import { providerPaymentEndpoints } from '@repo/contract/provider-payments';
import { orderStatus, paymentMethod } from '@repo/enums';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outbox, paymentProviderAccounts, payments, refunds, tickets } from '../db/schema';
import { demoAccount, demoEvents, demoOrganizers, demoTicketTypes } from '../db/seed/demo-ids';
import { ORDER_PAID_MAIL } from '../selling/order-paid';
import { signNotification } from '../payments/demo-gateway/signature';
import { DEVELOPMENT_DEMO_GATEWAY_SECRET } from '../stage-secrets';
import { resealSecrets } from '../secrets/reseal';
import { createSecretBox, DEVELOPMENT_SECRETS_KEY_SOURCE, secretsKeyFrom } from '../secrets/secret-box';
import { callEndpoint, organizerClient } from '../test/organizer-helpers';
import { startStripeStandIn } from '../test/stripe-stand-in';
import type { StripeStandIn } from '../test/stripe-stand-in';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const festival = demoOrganizers.festival.id;
const secretKey = 'sk_test_51standInKeyForThePassTests0123456789';
const webhookSecret = 'whsec_standInSigningSecretForThePassTests';
const hub = hubPaymentProviderEndpoints;
const detailApi = hubOrderDetailEndpoints;

describe.each(testDatabaseKinds)('card payments on the organizer’s Stripe account on %s', (kind) => {
  let t: TestApp;
  let stripe: StripeStandIn;
  let ownerToken: string;
  let boxOffice: string;

  beforeAll(async () => {
    stripe = await startStripeStandIn({ secretKey, webhookSecret });
    t = await startTestApp(kind, {
      env: {
        STRIPE_API_URL: stripe.url,
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
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  const connect = (body: unknown, token = ownerToken) =>
    callEndpoint(t, hub.hubPaymentProviderSave, { params: { organizerId: festival }, body }, token);

  async function order(quantity = 1) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/pass/order/order-create-v2',
      payload: {
        eventId: demoEvents.festival.id,
        tickets: [{ ticketTypeId: demoTicketTypes.festivalWeekend, quantity }],
        email: 'karta@example.cz',
        name: 'Karla Kartová',
        paymentMethodId: paymentMethod.ids.applePay,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    return orderEndpoints.orderCreateV2.response.parse(created.json());
  }

  /** Follows our checkout address: the session Stripe made for the payment. */
  async function checkout(paymentId: string) {
    const answer = await callEndpoint(t, providerPaymentEndpoints.hostedCheckout, { params: { paymentId } });
    expect(answer.statusCode, answer.body).toBe(303);
    const location = String(answer.headers.location);
    expect(location.startsWith(`${stripe.url}/c/pay/`)).toBe(true);
    return location.slice(`${stripe.url}/c/pay/`.length);
  }

  const webhook = (event: { payload: string; signature: string }, organizerId = festival) =>
    t.app.inject({
      method: 'POST',
      url: `/pass/payment/stripe/webhook/${organizerId}`,
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      payload: event.payload,
    });
  const comeBack = (paymentId: string, sessionId: string) =>
    callEndpoint(t, providerPaymentEndpoints.hostedReturn, {
      params: { paymentId },
      query: { session_id: sessionId },
    });

  async function paidTransitions(orderId: string) {
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, ORDER_PAID_MAIL), eq(outbox.dedupeKey, `${ORDER_PAID_MAIL}:${orderId}`)));
    const issued = await t.database.db.select().from(tickets).where(eq(tickets.orderId, orderId));
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    return { mails: mails.length, tickets: issued.length, statusId: row?.statusId };
  }

  it('lets only the owner connect the account; secrets are sealed at rest and never answered', async () => {
    expect((await connect({ provider: 'stripe', secretKey, webhookSecret }, boxOffice)).statusCode).toBe(403);
    const missing = await connect({ provider: 'stripe', secretKey });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ errorText: 'ERROR_PROVIDER_SECRET_MISSING' });
    expect((await connect({ provider: 'stripe', secretKey: 'pk_test_x', webhookSecret })).statusCode).toBe(
      400,
    );

    const saved = await connect({ provider: 'stripe', secretKey, webhookSecret });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(secretKey);
    expect(saved.body).not.toContain(webhookSecret);
    const read = await callEndpoint(
      t,
      hub.hubPaymentProvider,
      { params: { organizerId: festival } },
      ownerToken,
    );
    const { account, addresses } = hub.hubPaymentProvider.response.parse(read.json());
    expect(account).toMatchObject({
      provider: 'stripe',
      secrets: [
        { name: 'secretKey', set: true, lastFour: secretKey.slice(-4) },
        { name: 'webhookSecret', set: true, lastFour: webhookSecret.slice(-4) },
      ],
    });
    expect(addresses.stripeWebhookUrl).toMatch(new RegExp(`/pass/payment/stripe/webhook/${festival}$`));
    expect(read.body).not.toContain(secretKey.slice(8));
    const [row] = await t.database.db
      .select()
      .from(paymentProviderAccounts)
      .where(eq(paymentProviderAccounts.organizerId, festival));
    expect(row?.secrets).toMatch(/^enc:v1:/);
    expect(row?.secrets).not.toContain(secretKey.slice(8));
    expect(row?.secrets).not.toContain(webhookSecret.slice(6));

    // SECRETS_KEY rotation: the start re-seals with the new key what the old one sealed (and back again here,
    // since this service keeps the development key).
    const devKey = secretsKeyFrom(DEVELOPMENT_SECRETS_KEY_SOURCE);
    const newKey = secretsKeyFrom('5e'.repeat(32));
    expect((await resealSecrets(t.database.db, createSecretBox(newKey, [devKey]))).providerAccounts).toBe(1);
    const [resealed] = await t.database.db
      .select()
      .from(paymentProviderAccounts)
      .where(eq(paymentProviderAccounts.organizerId, festival));
    expect(JSON.parse(createSecretBox(newKey).open(resealed?.secrets ?? ''))).toEqual({
      secretKey,
      webhookSecret,
    });
    expect((await resealSecrets(t.database.db, createSecretBox(devKey, [newKey]))).providerAccounts).toBe(1);

    // Rotation: a new signing secret alone; the API key stays.
    const rotated = await connect({ provider: 'stripe', webhookSecret: `${webhookSecret}-new` });
    expect(hub.hubPaymentProviderSave.response.parse(rotated.json()).account.secrets).toEqual([
      { name: 'secretKey', set: true, lastFour: secretKey.slice(-4) },
      { name: 'webhookSecret', set: true, lastFour: '-new' },
    ]);
    expect((await connect({ provider: 'stripe', webhookSecret })).statusCode).toBe(200);
  });

  it('pays through Checkout: one session however often the buyer reloads, a repeated webhook changes nothing', async () => {
    const { order: created, payment } = await order(2);
    expect(payment).toMatchObject({ provider: 'stripe' });
    expect(payment.redirectUrl).toMatch(new RegExp(`/pass/payment/checkout/${payment.paymentId}$`));
    const sessionId = await checkout(payment.paymentId);
    expect(await checkout(payment.paymentId)).toBe(sessionId);
    const creates = stripe.requests.filter((request) => request.path === '/v1/checkout/sessions');
    expect(creates.every((request) => request.idempotencyKey === `checkout-${payment.paymentId}`)).toBe(true);
    expect(stripe.sessions.get(sessionId)).toMatchObject({
      amount_total: created.totalAmount,
      currency: 'czk',
      client_reference_id: payment.paymentId,
    });
    // The order's 30 minutes are nearly gone by the time Checkout opens: Stripe's shortest, 30 minutes from now.
    const expiresAt = stripe.sessions.get(sessionId)?.expires_at ?? 0;
    expect(expiresAt - Date.now() / 1000).toBeGreaterThan(30 * 60);
    expect(expiresAt - Date.now() / 1000).toBeLessThan(32 * 60);

    const event = stripe.pay(sessionId);
    const first = await webhook(event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      duplicate: false,
      ignored: false,
      orderStatusId: orderStatus.ids.paid,
    });
    const again = await webhook(event);
    expect(again.json()).toMatchObject({ duplicate: true, orderStatusId: orderStatus.ids.paid });
    // The buyer comes back after the notification: the state read back changes nothing either.
    const back = await comeBack(payment.paymentId, sessionId);
    expect(back.statusCode).toBe(303);
    expect(String(back.headers.location)).toContain(created.orderId);

    expect(await paidTransitions(created.orderId)).toEqual({
      mails: 1,
      tickets: 2,
      statusId: orderStatus.ids.paid,
    });
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.paymentId));
    expect(row).toMatchObject({
      status: 'paid',
      providerPaymentId: sessionId,
      feeAmount: stripe.feeOf(created.totalAmount),
    });
    // The event's report adds up the fees the provider kept.
    const report = await callEndpoint(
      t,
      hubReportEndpoints.hubEventReport,
      { params: { eventId: demoEvents.festival.id } },
      boxOffice,
    );
    expect(report.statusCode, report.body).toBe(200);
    expect(
      hubReportEndpoints.hubEventReport.response.parse(report.json()).report.totals.providerFees,
    ).toBeGreaterThanOrEqual(stripe.feeOf(created.totalAmount));
    // The box office sees the fee with the payment.
    const detail = await callEndpoint(
      t,
      detailApi.hubOrderDetail,
      { params: { orderId: created.orderId } },
      boxOffice,
    );
    expect(detailApi.hubOrderDetail.response.parse(detail.json()).detail.payments).toEqual([
      expect.objectContaining({
        provider: 'stripe',
        status: 'paid',
        feeAmount: stripe.feeOf(created.totalAmount),
      }),
    ]);
  });

  it('takes the buyer’s return before the notification as paid, once', async () => {
    const { order: created, payment } = await order();
    const sessionId = await checkout(payment.paymentId);
    // Not paid yet: coming back (e.g. with the back button) changes nothing.
    await comeBack(payment.paymentId, sessionId);
    expect((await paidTransitions(created.orderId)).statusId).toBe(orderStatus.ids.pending);

    const event = stripe.pay(sessionId);
    const back = await comeBack(payment.paymentId, sessionId);
    expect(back.statusCode).toBe(303);
    expect((await paidTransitions(created.orderId)).statusId).toBe(orderStatus.ids.paid);
    const late = await webhook(event);
    expect(late.json()).toMatchObject({ duplicate: false, orderStatusId: orderStatus.ids.paid });
    expect(await paidTransitions(created.orderId)).toEqual({
      mails: 1,
      tickets: 1,
      statusId: orderStatus.ids.paid,
    });
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, created.orderId))).toEqual(
      [],
    );
  });

  it('never lets the demo gateway pay a Stripe payment', async () => {
    const { order: created, payment } = await order();
    const action = await t.app.inject({ method: 'POST', url: `/pass/payment/demo/${payment.paymentId}/pay` });
    expect(action.statusCode).toBe(404);
    const notification = {
      notificationId: `demo-${payment.paymentId}`,
      paymentId: payment.paymentId,
      status: 'paid' as const,
      amount: created.totalAmount,
      currencyId: created.currencyId,
      sentAt: new Date().toISOString(),
    };
    const webhookAnswer = await t.app.inject({
      method: 'POST',
      url: '/pass/payment/demo/webhook',
      headers: { [demoSignatureHeader]: signNotification(DEVELOPMENT_DEMO_GATEWAY_SECRET, notification) },
      payload: notification,
    });
    expect(webhookAnswer.statusCode).toBe(404);
    expect((await paidTransitions(created.orderId)).statusId).toBe(orderStatus.ids.pending);
  });

  it('refuses webhooks not signed with the account’s secret, or with a changed body', async () => {
    const { payment } = await order();
    const sessionId = await checkout(payment.paymentId);
    const event = stripe.pay(sessionId);
    const foreign = stripe.signedEvent('checkout.session.completed', sessionId, 'whsec_somebodyElse');
    expect((await webhook(foreign)).statusCode).toBe(401);
    const tampered = { ...event, payload: event.payload.replace('"livemode": false', '"livemode": true') };
    expect((await webhook(tampered)).statusCode).toBe(401);
    expect((await webhook({ ...event, signature: '' })).statusCode).toBe(401);
    // The theatre has no Stripe account.
    expect((await webhook(event, demoOrganizers.theatre.id)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.paymentId));
    expect(row?.status).toBe('created');
  });

  it('records a late payment of an expired order without reviving it, and queues its refund once', async () => {
    const { order: created, payment } = await order();
    const sessionId = await checkout(payment.paymentId);
    await t.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, created.orderId));
    const event = stripe.pay(sessionId);
    expect((await webhook(event)).json()).toMatchObject({ orderStatusId: orderStatus.ids.expired });
    await comeBack(payment.paymentId, sessionId);
    await webhook(event);
    expect(await paidTransitions(created.orderId)).toEqual({
      mails: 0,
      tickets: 0,
      statusId: orderStatus.ids.expired,
    });
    const queued = await t.database.db.select().from(refunds).where(eq(refunds.orderId, created.orderId));
    expect(queued).toEqual([
      expect.objectContaining({ provider: 'stripe', reason: 'orderClosed', amount: created.totalAmount }),
    ]);
    // The checkout address of a closed order leads to the order page, not to Stripe.
    const closed = await callEndpoint(t, providerPaymentEndpoints.hostedCheckout, {
      params: { paymentId: payment.paymentId },
    });
    expect(String(closed.headers.location)).toContain(created.orderId);
  });

  it('marks an expired session canceled; a later paid session of it still pays', async () => {
    const { order: created, payment } = await order();
    const sessionId = await checkout(payment.paymentId);
    const expired = await webhook(stripe.signedEvent('checkout.session.expired', sessionId));
    expect(expired.statusCode, expired.body).toBe(200);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.paymentId));
    expect(row?.status).toBe('canceled');
    expect((await webhook(stripe.signedEvent('customer.created', sessionId))).json()).toMatchObject({
      ignored: true,
    });
    await webhook(stripe.pay(sessionId));
    expect((await paidTransitions(created.orderId)).statusId).toBe(orderStatus.ids.paid);
  });

  it('answers 503 when Stripe times out on create; the reload gets the session the timed-out call made', async () => {
    const { order: created, payment } = await order();
    stripe.setDelay(1500);
    const slow = await callEndpoint(t, providerPaymentEndpoints.hostedCheckout, {
      params: { paymentId: payment.paymentId },
    });
    stripe.setDelay(0);
    expect(slow.statusCode, slow.body).toBe(503);
    expect(slow.json()).toMatchObject({ errorText: 'ERROR_PROVIDER_UNAVAILABLE' });
    expect(slow.json().message).toContain('did not answer within 1000 ms');
    expect((await paidTransitions(created.orderId)).statusId).toBe(orderStatus.ids.pending);
    // Let the stand-in finish the slow call, as Stripe would have.
    await new Promise((resolve) => setTimeout(resolve, 700));
    const sessionId = await checkout(payment.paymentId);
    const mine = [...stripe.sessions.values()].filter(
      (session) => session.client_reference_id === payment.paymentId,
    );
    expect(mine.map((session) => session.id)).toEqual([sessionId]);
  });

  async function paidOrder(quantity: number) {
    const { order: created, payment } = await order(quantity);
    const sessionId = await checkout(payment.paymentId);
    await webhook(stripe.pay(sessionId));
    return { created, payment, sessionId };
  }
  const refund = (orderId: string, body: unknown) =>
    callEndpoint(t, detailApi.hubOrderRefund, { params: { orderId }, body }, boxOffice);
  const retry = (orderId: string, refundId: string) =>
    callEndpoint(t, detailApi.hubOrderRefundRetry, { params: { orderId, refundId } }, boxOffice);

  it('refunds part, then the rest, through Stripe with our refund ids as idempotency keys', async () => {
    const { created, sessionId } = await paidOrder(2);
    const part = Math.floor(created.totalAmount / 4);
    const first = detailApi.hubOrderRefund.response.parse(
      (await refund(created.orderId, { kind: 'amount', amount: part, reason: 'Sleva' })).json(),
    );
    expect(first.refund).toMatchObject({ status: 'refunded', provider: 'stripe', amount: part });
    const rest = detailApi.hubOrderRefund.response.parse(
      (await refund(created.orderId, { kind: 'full', reason: 'Storno' })).json(),
    );
    expect(rest.refund).toMatchObject({ status: 'refunded', amount: created.totalAmount - part });
    const intent = stripe.sessions.get(sessionId)?.payment_intent;
    const atStripe = [...stripe.refunds.values()].filter((entry) => entry.payment_intent === intent);
    expect(atStripe.map((entry) => entry.amount).sort((a, b) => a - b)).toEqual(
      [part, created.totalAmount - part].sort((a, b) => a - b),
    );
    const keys = stripe.requests
      .filter((request) => request.path === '/v1/refunds')
      .map((r) => r.idempotencyKey);
    expect(keys).toContain(`refund-${first.refund?.refundId ?? ''}-0`);
  });

  it('keeps a refused or timed-out refund pending and retryable, and refunds it once on retry', async () => {
    const { created, sessionId } = await paidOrder(1);
    stripe.refuseRefunds({ code: 'charge_disputed', message: 'This charge is disputed' });
    const refused = detailApi.hubOrderRefund.response.parse(
      (await refund(created.orderId, { kind: 'full', reason: 'Storno' })).json(),
    );
    expect(refused.refund).toMatchObject({ status: 'pending', retryable: true, attempts: 1 });
    expect(refused.refund?.lastError).toContain('This charge is disputed');
    const refundId = refused.refund?.refundId ?? '';
    stripe.refuseRefunds(null);

    // Stripe times out; the call it was still running refunds meanwhile.
    stripe.setDelay(1500, 'POST /v1/refunds');
    const slow = detailApi.hubOrderRefundRetry.response.parse(
      (await retry(created.orderId, refundId)).json(),
    );
    stripe.setDelay(0);
    expect(slow.refund).toMatchObject({ status: 'pending', retryable: true, attempts: 2 });
    expect(slow.refund.lastError).toContain('did not answer within 1000 ms');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const intent = stripe.sessions.get(sessionId)?.payment_intent;
    const atStripe = () => [...stripe.refunds.values()].filter((entry) => entry.payment_intent === intent);
    expect(atStripe()).toHaveLength(1);

    // The retry finds that refund by our refund id instead of refunding again.
    const done = detailApi.hubOrderRefundRetry.response.parse(
      (await retry(created.orderId, refundId)).json(),
    );
    expect(done.refund).toMatchObject({ status: 'refunded', retryable: false, attempts: 3, lastError: null });
    expect(atStripe()).toHaveLength(1);
    expect(atStripe()[0]?.amount).toBe(created.totalAmount);
    expect((await retry(created.orderId, refundId)).statusCode).toBe(409);
  });
});
