// A local stand-in for Stripe's API, answering the calls the pass makes as Stripe documents them (form-encoded
// requests, Stripe-shaped JSON, idempotency keys, error objects), with a hosted page and signed webhooks, and
// switches to fail the way Stripe fails: slow answers, refused refunds.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

interface Session {
  id: string;
  object: 'checkout.session';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  customer_email: string | null;
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
}

interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
}

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
  response.end(JSON.stringify(body));
}

function stripeError(response: ServerResponse, status: number, type: string, code: string, message: string) {
  send(response, status, { error: { type, code, message } });
}

export async function startStripeStandIn(options: {
  secretKey: string;
  webhookSecret: string;
  port?: number;
}) {
  const sessions = new Map<string, Session>();
  const refunds = new Map<string, Refund>();
  /** Idempotency-Key -> the first answer, as Stripe keeps them (24 h there). */
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const requests: { method: string; path: string; idempotencyKey: string | null }[] = [];
  let delayMs = 0;
  let delayOnly: string | null = null;
  let refundRefusal: { code: string; message: string } | null = null;
  let webhookUrl: string | null = null;
  const fee = (amount: number) => Math.round(amount * 0.015) + 650;

  const paymentIntentOf = (session: Session) => ({
    id: session.payment_intent,
    object: 'payment_intent',
    amount: session.amount_total,
    currency: session.currency,
    status: 'succeeded',
    latest_charge: {
      id: `ch_${String(session.payment_intent).slice(3)}`,
      object: 'charge',
      amount: session.amount_total,
      balance_transaction: {
        id: `txn_${String(session.payment_intent).slice(3)}`,
        object: 'balance_transaction',
        amount: session.amount_total,
        currency: session.currency,
        fee: fee(session.amount_total),
      },
    },
  });

  function createSession(form: URLSearchParams, base: string): { status: number; body: unknown } {
    const amount = Number(form.get('line_items[0][price_data][unit_amount]'));
    const currency = form.get('line_items[0][price_data][currency]') ?? '';
    const successUrl = form.get('success_url');
    const cancelUrl = form.get('cancel_url');
    if (!Number.isInteger(amount) || amount <= 0 || !currency || !successUrl || !cancelUrl) {
      return {
        status: 400,
        body: {
          error: { type: 'invalid_request_error', code: 'parameter_missing', message: 'Missing parameters' },
        },
      };
    }
    const created = Math.floor(Date.now() / 1000);
    const expiresAt = Number(form.get('expires_at') ?? created + 86_400);
    // Stripe's rule: between 30 minutes and 24 hours after creation.
    if (expiresAt < created + 1800 || expiresAt > created + 86_400) {
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'parameter_invalid_integer',
            message: 'expires_at out of range',
          },
        },
      };
    }
    const id = newId('cs');
    const session: Session = {
      id,
      object: 'checkout.session',
      amount_total: amount,
      currency,
      client_reference_id: form.get('client_reference_id'),
      metadata: { paymentId: form.get('metadata[paymentId]') ?? '' },
      customer_email: form.get('customer_email'),
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      success_url: successUrl,
      cancel_url: cancelUrl,
      url: `${base}/c/pay/${id}`,
      created,
      expires_at: expiresAt,
      livemode: false,
    };
    sessions.set(id, session);
    return { status: 200, body: session };
  }

  function createRefund(form: URLSearchParams): { status: number; body: unknown } {
    const intent = form.get('payment_intent');
    const session = [...sessions.values()].find((candidate) => candidate.payment_intent === intent);
    if (!session) {
      return {
        status: 404,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such payment_intent: '${String(intent)}'`,
          },
        },
      };
    }
    const refunded = [...refunds.values()]
      .filter((refund) => refund.payment_intent === intent)
      .reduce((sum, refund) => sum + refund.amount, 0);
    const amount = Number(form.get('amount') ?? session.amount_total - refunded);
    if (refundRefusal) {
      return { status: 400, body: { error: { type: 'invalid_request_error', ...refundRefusal } } };
    }
    if (refunded + amount > session.amount_total) {
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'amount_too_large',
            message: `Refund amount (${String(amount)}) is greater than unrefunded amount on charge (${String(session.amount_total - refunded)})`,
          },
        },
      };
    }
    const refund: Refund = {
      id: newId('re'),
      object: 'refund',
      amount,
      currency: session.currency,
      payment_intent: intent ?? '',
      status: 'succeeded',
      metadata: { refundId: form.get('metadata[refundId]') ?? '' },
    };
    refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  }

  /** A webhook event as Stripe sends it, with the Stripe-Signature header the SDK's test helper makes. */
  function signedEvent(type: string, session: Session, secret = options.webhookSecret) {
    const payload = JSON.stringify(
      {
        id: newId('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: session },
      },
      null,
      2,
    );
    return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
  }

  function pay(sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = newId('pi');
    return signedEvent('checkout.session.completed', session);
  }

  async function handle(request: IncomingMessage, response: ServerResponse, body: string) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const base = `http://${request.headers.host ?? ''}`;
    // The hosted page (no key): the buyer pays, Stripe notifies the webhook, then sends the buyer back.
    const page = /^\/c\/pay\/(cs_test_[0-9a-f]+)$/.exec(url.pathname);
    if (page) {
      const session = sessions.get(page[1] ?? '');
      if (!session) return send(response, 404, { error: { message: 'No such session' } });
      if (request.method === 'GET') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe Checkout (stand-in)</title></head>
<body><main><h1>Pay ${String(session.amount_total / 100)} ${session.currency.toUpperCase()}</h1>
<form method="post"><button type="submit">Pay</button></form></main></body></html>`);
        return;
      }
      const event = pay(session.id);
      if (webhookUrl) {
        await fetch(webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.signature },
          body: event.payload,
        });
      }
      response.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) });
      response.end();
      return;
    }
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      return stripeError(
        response,
        401,
        'invalid_request_error',
        'api_key_invalid',
        'Invalid API Key provided',
      );
    }
    const key = (request.headers['idempotency-key'] as string | undefined) ?? null;
    requests.push({ method: request.method ?? '', path: url.pathname, idempotencyKey: key });
    if (delayMs > 0 && (!delayOnly || delayOnly === `${request.method ?? ''} ${url.pathname}`)) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
    const form = new URLSearchParams(request.method === 'GET' ? url.search : body);
    const respond = (answer: { status: number; body: unknown }) => send(response, answer.status, answer.body);
    const once = (make: () => { status: number; body: unknown }) => {
      const earlier = key ? idempotent.get(key) : undefined;
      if (earlier) return respond(earlier);
      const answer = make();
      // Stripe keeps the answers of requests that ran, errors included; not those it refused up front.
      if (key) idempotent.set(key, answer);
      return respond(answer);
    };
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      return once(() => createSession(form, base));
    }
    const read = /^\/v1\/checkout\/sessions\/(cs_test_[0-9a-f]+)$/.exec(url.pathname);
    if (request.method === 'GET' && read) {
      const session = sessions.get(read[1] ?? '');
      if (!session)
        return stripeError(
          response,
          404,
          'invalid_request_error',
          'resource_missing',
          'No such checkout.session',
        );
      const expand = [...form.entries()]
        .filter(([name]) => name.startsWith('expand'))
        .map(([, value]) => value);
      const expanded =
        session.payment_intent && expand.includes('payment_intent.latest_charge.balance_transaction')
          ? paymentIntentOf(session)
          : session.payment_intent;
      return send(response, 200, { ...session, payment_intent: expanded });
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') return once(() => createRefund(form));
    if (request.method === 'GET' && url.pathname === '/v1/refunds') {
      const intent = form.get('payment_intent');
      const data = [...refunds.values()].filter((refund) => !intent || refund.payment_intent === intent);
      return send(response, 200, { object: 'list', url: '/v1/refunds', has_more: false, data });
    }
    return stripeError(
      response,
      404,
      'invalid_request_error',
      'resource_missing',
      `Unrecognized request URL (${request.method ?? ''}: ${url.pathname})`,
    );
  }

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      handle(request, response, Buffer.concat(chunks).toString('utf8')).catch((error: unknown) => {
        if (!response.headersSent)
          send(response, 500, { error: { type: 'api_error', message: String(error) } });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;

  return {
    url,
    sessions,
    refunds,
    requests,
    /**
     * API answers wait this long first (a slow Stripe; past the SDK's timeout, a timed-out call that Stripe
     * still completes): all of them, or only `only` ("POST /v1/refunds").
     */
    setDelay(ms: number, only: string | null = null) {
      delayMs = ms;
      delayOnly = only;
    },
    /** Refunds are refused with this Stripe error until cleared (null). */
    refuseRefunds(refusal: { code: string; message: string } | null) {
      refundRefusal = refusal;
    },
    /** Where the hosted page's Pay button delivers checkout.session.completed. */
    setWebhookUrl(target: string | null) {
      webhookUrl = target;
    },
    pay,
    signedEvent(type: string, sessionId: string, secret?: string) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      return signedEvent(type, session, secret);
    },
    feeOf: fee,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
