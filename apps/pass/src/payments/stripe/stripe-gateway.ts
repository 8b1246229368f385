// Stripe through its official SDK: Checkout Sessions with redirect, their state with the fee, refunds, and the
// webhook signature check. Every create call carries an idempotency key, so a retry after a timeout is safe.
import Stripe from 'stripe';
import type { GatewayPaymentState, HostedGateway } from '../hosted-gateway';
import { failure } from '../hosted-gateway';

export interface StripeOptions {
  secretKey: string;
  /** Stripe's API base; unset means api.stripe.com. Tests point it at a local stand-in. */
  apiUrl?: string | undefined;
  timeoutMs: number;
}

export function stripeClient(options: StripeOptions): Stripe {
  const base = options.apiUrl ? new URL(options.apiUrl) : null;
  return new Stripe(options.secretKey, {
    timeout: options.timeoutMs,
    // Our own retries (the buyer's reload, the box office's retry) reuse the same idempotency keys.
    maxNetworkRetries: 0,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'http:' ? ('http' as const) : ('https' as const),
        }
      : {}),
  });
}

/** Checkout's locales for our languages. */
const locales = { cs: 'cs', sk: 'sk', en: 'en', de: 'de' } as const;

/** The state of a Checkout Session, with the fee read from the charge's balance transaction when expanded. */
export function sessionState(session: Stripe.Checkout.Session): GatewayPaymentState {
  const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
  const charge = intent && typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const balance =
    charge && typeof charge.balance_transaction === 'object' ? charge.balance_transaction : null;
  const currency = (session.currency ?? '').toUpperCase();
  // A fee in another currency (the account settles elsewhere) is not a fee of this payment's amount.
  const feeAmount = balance && balance.currency.toUpperCase() === currency ? balance.fee : null;
  return {
    providerPaymentId: session.id,
    status: paid ? 'paid' : session.status === 'expired' ? 'canceled' : 'created',
    amount: session.amount_total ?? 0,
    currency,
    feeAmount,
    raw: { id: session.id, status: session.status, payment_status: session.payment_status },
  };
}

/**
 * When the Checkout page stops taking payment: with the order, but Stripe takes 30 minutes to 24 hours from now,
 * so an order closer to its end gets the 30 minutes (a payment after the order expired goes to the refund queue).
 */
export function checkoutExpiry(payableUntil: Date, now = Date.now()): number {
  const earliest = now + 31 * 60_000;
  const latest = now + 23 * 3_600_000;
  return Math.floor(Math.min(Math.max(payableUntil.getTime(), earliest), latest) / 1000);
}

export function stripeGateway(options: StripeOptions): HostedGateway {
  const stripe = stripeClient(options);
  const expandFee = ['payment_intent.latest_charge.balance_transaction'];
  return {
    async create(request) {
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            // No method list: Checkout offers what the account enables (card, Apple Pay and Google Pay by
            // default, each on the devices that have it).
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency.toLowerCase(),
                  unit_amount: request.amount,
                  product_data: { name: `Order ${String(request.orderNumber)}` },
                },
              },
            ],
            client_reference_id: request.paymentId,
            metadata: { paymentId: request.paymentId },
            payment_intent_data: { metadata: { paymentId: request.paymentId } },
            customer_email: request.email,
            locale: locales[request.language as keyof typeof locales] ?? 'auto',
            expires_at: checkoutExpiry(request.payableUntil),
            success_url: `${request.returnUrl}?session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: request.returnUrl,
          },
          { idempotencyKey: `checkout-${request.paymentId}` },
        );
        if (!session.url)
          return { ok: false, error: 'Stripe created a session without a URL', timedOut: false };
        return { ok: true, value: { providerPaymentId: session.id, redirectUrl: session.url } };
      } catch (error) {
        return failure(error, 'Stripe', options.timeoutMs);
      }
    },
    async state(providerPaymentId) {
      try {
        const session = await stripe.checkout.sessions.retrieve(providerPaymentId, { expand: expandFee });
        return { ok: true, value: sessionState(session) };
      } catch (error) {
        return failure(error, 'Stripe', options.timeoutMs);
      }
    },
    async refund(request) {
      try {
        const session = await stripe.checkout.sessions.retrieve(request.providerPaymentId);
        const intent =
          typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
        if (!intent) return { ok: false, error: 'Stripe has no payment for this session', timedOut: false };
        // A try that timed out may have refunded: Stripe lists it with our refund id, and it is the answer.
        const earlier = await stripe.refunds.list({ payment_intent: intent, limit: 100 });
        const made = earlier.data.find(
          (entry) =>
            entry.metadata?.refundId === request.refundId &&
            !['failed', 'canceled'].includes(entry.status ?? ''),
        );
        if (made) return { ok: true, value: { providerRefundId: made.id } };
        // Stripe keeps a refusal under its key (a retry under it would be refused again), so each try has its
        // own key; the SDK's own retries of one try reuse it.
        const refund = await stripe.refunds.create(
          { payment_intent: intent, amount: request.amount, metadata: { refundId: request.refundId } },
          { idempotencyKey: `refund-${request.refundId}-${String(request.attempt)}` },
        );
        if (refund.status === 'failed' || refund.status === 'canceled') {
          return {
            ok: false,
            error: `Stripe refused the refund (${refund.failure_reason ?? refund.status})`,
            timedOut: false,
          };
        }
        return { ok: true, value: { providerRefundId: refund.id } };
      } catch (error) {
        return failure(error, 'Stripe', options.timeoutMs);
      }
    },
  };
}

/** The event of a webhook delivery when its Stripe-Signature signs this exact body with the secret; else null. */
export function verifiedStripeEvent(
  rawBody: string,
  signature: string | undefined,
  webhookSecret: string,
): Stripe.Event | null {
  if (!signature) return null;
  try {
    // constructEvent needs no API key; it checks the HMAC and the timestamp's tolerance (5 minutes).
    return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  } catch {
    return null;
  }
}
