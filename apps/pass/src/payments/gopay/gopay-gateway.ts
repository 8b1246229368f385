// GoPay's REST API (gopaycommunity/gopay-api-documentation): an OAuth2 client-credentials token, a payment
// with the gateway URL to redirect to, its state (what a notification is checked against), and refunds.
import type { GatewayPaymentState, GatewayResult, HostedGateway } from '../hosted-gateway';
import { failure } from '../hosted-gateway';

export interface GopayOptions {
  /** https://gate.gopay.cz/api live, https://gw.sandbox.gopay.com/api for testing. */
  apiUrl: string;
  goId: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
}

/** GoPay's instruments for our payment methods (the buyer may still switch on the gateway). */
const instruments: Record<number, string> = { 1: 'PAYMENT_CARD', 3: 'GPAY', 4: 'APPLE_PAY' };
const languages = { cs: 'CS', sk: 'SK', en: 'EN', de: 'DE' } as const;

interface GopayPayment {
  id: number;
  state: string;
  amount: number;
  currency: string;
  gw_url?: string;
}

function stateOf(payment: GopayPayment): GatewayPaymentState {
  // PAID stays paid when it is later refunded (in part or whole): the payment did take the money.
  const paid = ['PAID', 'REFUNDED', 'PARTIALLY_REFUNDED'].includes(payment.state);
  const status = paid
    ? 'paid'
    : payment.state === 'CANCELED'
      ? 'canceled'
      : payment.state === 'TIMEOUTED'
        ? 'failed'
        : 'created';
  return {
    providerPaymentId: String(payment.id),
    status,
    amount: payment.amount,
    currency: payment.currency.toUpperCase(),
    // The payment's state carries no fee: GoPay reports fees in its account statements only.
    feeAmount: null,
    raw: { id: payment.id, state: payment.state },
  };
}

/** GoPay's error answer ({errors: [{error_name, message}]}) as one line. */
function errorText(status: number, text: string): string {
  try {
    const parsed = JSON.parse(text) as { errors?: { error_name?: string; message?: string }[] };
    const first = parsed.errors?.[0];
    if (first)
      return `GoPay refused (HTTP ${String(status)}): ${[first.error_name, first.message].filter(Boolean).join(': ')}`;
  } catch {
    // Not GoPay's JSON (a proxy's page): the start of it is what there is.
  }
  return `GoPay refused (HTTP ${String(status)}): ${text.slice(0, 200)}`;
}

export function gopayGateway(options: GopayOptions): HostedGateway {
  const base = options.apiUrl.replace(/\/$/, '');
  let token: { value: string; expiresAt: number } | null = null;

  async function call<T>(path: string, init: RequestInit, scope: string): Promise<GatewayResult<T>> {
    try {
      if (!token || token.expiresAt <= Date.now()) {
        const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
        const answer = await fetch(`${base}/oauth2/token`, {
          method: 'POST',
          headers: {
            accept: 'application/json',
            'content-type': 'application/x-www-form-urlencoded',
            authorization: `Basic ${basic}`,
          },
          body: new URLSearchParams({ grant_type: 'client_credentials', scope }).toString(),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        const text = await answer.text();
        if (!answer.ok) return { ok: false, error: errorText(answer.status, text), timedOut: false };
        const parsed = JSON.parse(text) as { access_token: string; expires_in: number };
        // A minute's margin, so a token is never used in the second it expires.
        token = { value: parsed.access_token, expiresAt: Date.now() + (parsed.expires_in - 60) * 1000 };
      }
      const answer = await fetch(`${base}${path}`, {
        ...init,
        headers: { accept: 'application/json', authorization: `Bearer ${token.value}`, ...init.headers },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const text = await answer.text();
      if (!answer.ok) return { ok: false, error: errorText(answer.status, text), timedOut: false };
      return { ok: true, value: JSON.parse(text) as T };
    } catch (error) {
      return failure(error, 'GoPay', options.timeoutMs);
    }
  }

  return {
    async create(request) {
      const instrument = instruments[request.paymentMethodId] ?? 'PAYMENT_CARD';
      const result = await call<GopayPayment>(
        '/payments/payment',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            payer: {
              default_payment_instrument: instrument,
              allowed_payment_instruments: ['PAYMENT_CARD', 'GPAY', 'APPLE_PAY', 'BANK_ACCOUNT'],
              contact: { email: request.email },
            },
            target: { type: 'ACCOUNT', goid: Number(options.goId) },
            amount: request.amount,
            currency: request.currency,
            // GoPay has no idempotency key: our payment id as the order number ties its payment to ours.
            order_number: request.paymentId.replace(/-/g, ''),
            order_description: `Order ${String(request.orderNumber)}`,
            items: [{ name: `Order ${String(request.orderNumber)}`, amount: request.amount, count: 1 }],
            callback: { return_url: request.returnUrl, notification_url: request.notificationUrl },
            lang: languages[request.language as keyof typeof languages] ?? 'EN',
          }),
        },
        'payment-create',
      );
      if (!result.ok) return result;
      if (!result.value.gw_url) return { ok: false, error: 'GoPay answered without gw_url', timedOut: false };
      return {
        ok: true,
        value: { providerPaymentId: String(result.value.id), redirectUrl: result.value.gw_url },
      };
    },
    async state(providerPaymentId) {
      const result = await call<GopayPayment>(
        `/payments/payment/${encodeURIComponent(providerPaymentId)}`,
        { method: 'GET', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
        'payment-all',
      );
      return result.ok ? { ok: true, value: stateOf(result.value) } : result;
    },
    async refund(request) {
      // GoPay has no idempotency key: a try that timed out may have refunded. When the payment now reads as
      // wholly refunded, every refund asked of it went through, this one too, so a retry asks nothing more.
      if (request.attempt > 0) {
        const before = await call<GopayPayment>(
          `/payments/payment/${encodeURIComponent(request.providerPaymentId)}`,
          { method: 'GET', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
          'payment-all',
        );
        if (!before.ok) return before;
        if (before.value.state === 'REFUNDED') {
          return {
            ok: true,
            value: { providerRefundId: `${request.providerPaymentId}:${request.refundId}` },
          };
        }
      }
      const result = await call<{ id: number; result: string }>(
        `/payments/payment/${encodeURIComponent(request.providerPaymentId)}/refund`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ amount: String(request.amount) }).toString(),
        },
        'payment-all',
      );
      if (!result.ok) return result;
      if (result.value.result !== 'FINISHED' && result.value.result !== 'ACCEPTED') {
        return { ok: false, error: `GoPay did not refund (result ${result.value.result})`, timedOut: false };
      }
      // GoPay gives a refund no id of its own: the payment id and our refund id name it.
      return { ok: true, value: { providerRefundId: `${request.providerPaymentId}:${request.refundId}` } };
    },
  };
}
