// Card payments on an organizer's own Stripe or GoPay account: the hosted page opened on demand, states read
// back on the buyer's return and on notifications, and the refund call the box office's refunds go through.
import { getCurrency, getCurrencyByIsoChar, orderStatus } from '@repo/enums';
import type Stripe from 'stripe';
import type { Db } from '../db/database';
import { findPayment } from '../db/queries/payments';
import type { PaymentRow } from '../db/queries/payments';
import { findPaymentByProviderId, setProviderPayment } from '../db/queries/payment-provider-accounts';
import { DomainError, notFound } from '../domain/domain-error';
import type { SecretBox } from '../secrets/secret-box';
import { orderPageUrl } from '../selling/order-link';
import { orderLanguage } from '../selling/order-views';
import { effectiveStatusId, findOrder } from '../selling/orders';
import { gopayGateway } from './gopay/gopay-gateway';
import type { GatewayPaymentState, HostedGateway } from './hosted-gateway';
import { applyPaymentOutcome } from './payment-outcome';
import type { NotificationResult } from './payment-outcome';
import { findProviderAccount } from './provider-accounts';
import type { HostedProviderKind, ProviderAccount } from './provider-accounts';
import type { PaymentProvider } from './providers';
import { stripeGateway, verifiedStripeEvent } from './stripe/stripe-gateway';

export interface HostedPaymentConfig {
  box: SecretBox;
  /** Unset: api.stripe.com. */
  stripeApiUrl?: string | undefined;
  gopayApiUrl: string;
  createTimeoutMs: number;
  refundTimeoutMs: number;
  /** Where buyers' browsers and the providers reach this service. */
  publicPassUrl: string;
  publicTicketsUrl: string;
}

export function isHostedProvider(provider: string): provider is HostedProviderKind {
  return provider === 'stripe' || provider === 'gopay';
}

export function gatewayOf(
  account: ProviderAccount,
  config: HostedPaymentConfig,
  timeoutMs: number,
): HostedGateway {
  return account.provider === 'stripe'
    ? stripeGateway({ secretKey: account.secretKey, apiUrl: config.stripeApiUrl, timeoutMs })
    : gopayGateway({
        apiUrl: config.gopayApiUrl,
        goId: account.goId,
        clientId: account.clientId,
        clientSecret: account.clientSecret,
        timeoutMs,
      });
}

/** The hosted payment with its order and the organizer's account at the payment's provider. */
async function hostedPayment(db: Db, config: HostedPaymentConfig, paymentId: string) {
  const payment = await findPayment(db, paymentId);
  if (!payment || !isHostedProvider(payment.provider)) {
    throw notFound('payment', `No card payment with id ${paymentId}`);
  }
  const found = await findOrder(db, payment.orderId);
  if (!found) throw notFound('order', `No order with id ${payment.orderId}`);
  const account = await findProviderAccount(db, config.box, found.organizerId);
  if (!account || account.provider !== payment.provider) {
    throw new DomainError(
      'PROVIDER_NOT_CONFIGURED',
      `The organizer has no ${payment.provider} account for this payment any more`,
    );
  }
  return { payment, found, account };
}

export const returnPath = (paymentId: string) => `/pass/payment/return/${paymentId}`;
export const stripeWebhookPath = (organizerId: string) => `/pass/payment/stripe/webhook/${organizerId}`;
export const gopayNotificationPath = (organizerId: string) => `/pass/payment/gopay/notify/${organizerId}`;

/**
 * Where the buyer pays: the provider's page, created on the first visit and reused after (a reload or a second
 * tab never makes a second payment); the order page for an order that no longer takes payment. A provider that
 * times out or refuses answers 503 and the order keeps waiting: the buyer reloads, and Stripe's idempotency key
 * returns the session the timed-out call may have made.
 */
export async function openHostedPayment(
  db: Db,
  config: HostedPaymentConfig,
  paymentId: string,
): Promise<string> {
  const { payment, found, account } = await hostedPayment(db, config, paymentId);
  const { order } = found;
  const orderPage = orderPageUrl(config.publicTicketsUrl, order, found);
  if (effectiveStatusId(order, new Date()) !== orderStatus.ids.pending) return orderPage;
  if (payment.providerRedirectUrl) return payment.providerRedirectUrl;
  const created = await gatewayOf(account, config, config.createTimeoutMs).create({
    paymentId: payment.id,
    orderNumber: order.orderNumber,
    amount: payment.amount,
    currency: getCurrency(payment.currencyId).isoChar,
    email: order.email,
    language: orderLanguage(order),
    returnUrl: `${config.publicPassUrl}${returnPath(payment.id)}`,
    notificationUrl: `${config.publicPassUrl}${gopayNotificationPath(found.organizerId)}`,
    paymentMethodId: payment.paymentMethodId,
    payableUntil: order.expiresAt,
  });
  if (!created.ok) throw new DomainError('PROVIDER_UNAVAILABLE', created.error);
  // Two tabs racing: the first stored page wins and both buyers' tabs go to it.
  await setProviderPayment(
    db,
    payment.id,
    { providerPaymentId: created.value.providerPaymentId, providerRedirectUrl: created.value.redirectUrl },
    new Date(),
  );
  return (await findPayment(db, payment.id))?.providerRedirectUrl ?? created.value.redirectUrl;
}

/** A state read from the provider, applied as a notification whose id is the state itself (so once each). */
async function applyState(
  db: Db,
  payment: PaymentRow,
  state: GatewayPaymentState,
  notificationId: string,
): Promise<NotificationResult | null> {
  if (state.providerPaymentId !== payment.providerPaymentId) {
    throw new DomainError('PAYMENT_AMOUNT_MISMATCH', 'The provider names another payment');
  }
  let currencyId = -1;
  try {
    currencyId = getCurrencyByIsoChar(state.currency).id;
  } catch {
    // A currency we do not know: the amount check below refuses it as a mismatch.
  }
  return applyPaymentOutcome(db, {
    provider: payment.provider,
    notificationId,
    paymentId: payment.id,
    status: state.status,
    amount: state.amount,
    currencyId,
    feeAmount: state.feeAmount,
    payload: state.raw,
  });
}

/**
 * The buyer is back from the provider's page, maybe before the provider's notification: the state is asked
 * from the provider (never taken from the URL) and applied, so the order page shows paid at once. A provider
 * that does not answer leaves it to the notification. Returns the order page to send the buyer to.
 */
export async function returnFromProvider(
  db: Db,
  config: HostedPaymentConfig,
  paymentId: string,
): Promise<{ orderPage: string; result: NotificationResult | null }> {
  const { payment, found, account } = await hostedPayment(db, config, paymentId);
  const orderPage = orderPageUrl(config.publicTicketsUrl, found.order, found);
  if (!payment.providerPaymentId) return { orderPage, result: null };
  const state = await gatewayOf(account, config, config.createTimeoutMs).state(payment.providerPaymentId);
  if (!state.ok) return { orderPage, result: null };
  const result = await applyState(
    db,
    payment,
    state.value,
    `state:${state.value.providerPaymentId}:${state.value.status}`,
  );
  return { orderPage, result };
}

export type WebhookAnswer = { result: NotificationResult | null; ignored: boolean };

const stripeStatus: Record<string, GatewayPaymentState['status'] | undefined> = {
  'checkout.session.completed': 'paid',
  'checkout.session.async_payment_succeeded': 'paid',
  'checkout.session.async_payment_failed': 'failed',
  'checkout.session.expired': 'canceled',
};

/**
 * A Stripe webhook delivery to the organizer's endpoint: verified with the SDK against the account's signing
 * secret (401 when it does not sign this exact body), applied once per event id. A paid session is read back
 * with its charge for the fee; when that read fails the event's own session is applied without a fee.
 */
export async function handleStripeWebhook(
  db: Db,
  config: HostedPaymentConfig,
  organizerId: string,
  rawBody: string,
  signature: string | undefined,
): Promise<WebhookAnswer | 'unsigned'> {
  const account = await findProviderAccount(db, config.box, organizerId);
  if (!account || account.provider !== 'stripe') {
    throw new DomainError('PROVIDER_NOT_CONFIGURED', 'This organizer has no Stripe account');
  }
  const event = verifiedStripeEvent(rawBody, signature, account.webhookSecret);
  if (!event) return 'unsigned';
  const status = stripeStatus[event.type];
  if (!status || !event.type.startsWith('checkout.session.')) return { result: null, ignored: true };
  const session = event.data.object as Stripe.Checkout.Session;
  const paymentId = session.client_reference_id ?? session.metadata?.paymentId ?? '';
  const payment = /^[0-9a-f-]{36}$/i.test(paymentId) ? await findPayment(db, paymentId) : undefined;
  // Another integration's session on the same Stripe account: not ours to act on.
  if (!payment || payment.provider !== 'stripe' || payment.providerPaymentId !== session.id) {
    return { result: null, ignored: true };
  }
  let state: GatewayPaymentState = {
    providerPaymentId: session.id,
    status,
    amount: session.amount_total ?? 0,
    currency: (session.currency ?? '').toUpperCase(),
    feeAmount: null,
    raw: { event: event.id, type: event.type },
  };
  if (status === 'paid') {
    const read = await gatewayOf(account, config, config.createTimeoutMs).state(session.id);
    if (read.ok && read.value.status === 'paid') state = { ...read.value, raw: state.raw };
  }
  return { result: await applyState(db, payment, state, event.id), ignored: false };
}

/**
 * GoPay's notification: a GET with the payment id and nothing signed, so it is believed only as far as the
 * state GoPay's API then gives for that id (as GoPay prescribes). 503 when GoPay does not answer: GoPay
 * repeats its notifications.
 */
export async function handleGopayNotification(
  db: Db,
  config: HostedPaymentConfig,
  organizerId: string,
  gopayPaymentId: string,
): Promise<WebhookAnswer> {
  const account = await findProviderAccount(db, config.box, organizerId);
  if (!account || account.provider !== 'gopay') {
    throw new DomainError('PROVIDER_NOT_CONFIGURED', 'This organizer has no GoPay account');
  }
  const payment = await findPaymentByProviderId(db, 'gopay', gopayPaymentId);
  if (!payment) return { result: null, ignored: true };
  const found = await findOrder(db, payment.orderId);
  if (found?.organizerId !== organizerId) return { result: null, ignored: true };
  const state = await gatewayOf(account, config, config.createTimeoutMs).state(gopayPaymentId);
  if (!state.ok) throw new DomainError('PROVIDER_UNAVAILABLE', state.error);
  return {
    result: await applyState(
      db,
      payment,
      state.value,
      `state:${state.value.providerPaymentId}:${state.value.status}`,
    ),
    ignored: false,
  };
}

/**
 * The refund call of a hosted provider, as the box office's refunds use it (providers.ts): the organizer's
 * account of the payment's provider, our refund id as Stripe's idempotency key.
 */
export function hostedRefundProvider(
  db: Db,
  config: HostedPaymentConfig,
  kind: HostedProviderKind,
): PaymentProvider {
  return {
    id: kind,
    async refund(request) {
      let context: Awaited<ReturnType<typeof hostedPayment>>;
      try {
        context = await hostedPayment(db, config, request.paymentId);
      } catch (error) {
        return { ok: false, error: error instanceof Error ? error.message : String(error) };
      }
      if (!context.payment.providerPaymentId)
        return { ok: false, error: 'The provider never created this payment' };
      const result = await gatewayOf(context.account, config, config.refundTimeoutMs).refund({
        providerPaymentId: context.payment.providerPaymentId,
        refundId: request.refundId,
        amount: request.amount,
        attempt: request.attempt ?? 0,
      });
      return result.ok
        ? { ok: true, providerRefundId: result.value.providerRefundId }
        : { ok: false, error: result.error };
    },
  };
}
