// A local stand-in for GoPay's REST API as its documentation describes it (gopaycommunity/gopay-api-
// documentation): OAuth2 client-credentials tokens, payments with gw_url, their state, refunds, GoPay's error
// objects; with switches to be slow or refuse refunds, and `pay` to play the buyer on the gateway.
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

interface GopayPayment {
  id: number;
  order_number: string;
  state: 'CREATED' | 'PAID' | 'CANCELED' | 'TIMEOUTED' | 'REFUNDED' | 'PARTIALLY_REFUNDED';
  amount: number;
  currency: string;
  payer: unknown;
  target: { type: string; goid: number };
  lang: string;
  gw_url: string;
  callback: { return_url: string; notification_url: string };
  refunded: number;
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function gopayError(
  response: ServerResponse,
  status: number,
  errorCode: number,
  errorName: string,
  message: string,
) {
  send(response, status, {
    date: new Date().toISOString(),
    errors: [{ scope: 'G', error_code: errorCode, error_name: errorName, message }],
  });
}

export async function startGopayStandIn(options: { goId: string; clientId: string; clientSecret: string }) {
  const payments = new Map<number, GopayPayment>();
  const tokens = new Set<string>();
  const requests: { method: string; path: string }[] = [];
  let refundCalls = 0;
  let nextId = 3000006529;
  let delayMs = 0;
  let delayOnly: string | null = null;
  let refundRefusal: string | null = null;

  async function handle(request: IncomingMessage, response: ServerResponse, body: string) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    requests.push({ method: request.method ?? '', path: url.pathname });
    if (delayMs > 0 && (!delayOnly || url.pathname.endsWith(delayOnly))) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
    if (request.method === 'POST' && url.pathname === '/api/oauth2/token') {
      const basic = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
      const form = new URLSearchParams(body);
      if (request.headers.authorization !== basic || form.get('grant_type') !== 'client_credentials') {
        return gopayError(response, 403, 202, 'AUTH_WRONG_CREDENTIALS', 'Wrong credentials');
      }
      const token = randomBytes(24).toString('base64url');
      tokens.add(token);
      return send(response, 200, {
        token_type: 'bearer',
        access_token: token,
        expires_in: 1800,
        refresh_token: '',
      });
    }
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer))
      return gopayError(response, 403, 202, 'AUTH_WRONG_CREDENTIALS', 'Token invalid');

    if (request.method === 'POST' && url.pathname === '/api/payments/payment') {
      const input = JSON.parse(body) as {
        amount: number;
        currency: string;
        order_number: string;
        target: { type: string; goid: number };
        payer: unknown;
        lang: string;
        callback: { return_url: string; notification_url: string };
      };
      if (String(input.target.goid) !== options.goId) {
        return gopayError(response, 409, 110, 'INVALID', 'target.goid is not yours');
      }
      const id = nextId++;
      const payment: GopayPayment = {
        id,
        order_number: input.order_number,
        state: 'CREATED',
        amount: input.amount,
        currency: input.currency,
        payer: input.payer,
        target: input.target,
        lang: input.lang,
        gw_url: `http://${request.headers.host ?? ''}/gw/v3/${String(id)}`,
        callback: input.callback,
        refunded: 0,
      };
      payments.set(id, payment);
      const { refunded: _refunded, ...answer } = payment;
      return send(response, 200, answer);
    }
    const state = /^\/api\/payments\/payment\/(\d+)$/.exec(url.pathname);
    if (request.method === 'GET' && state) {
      const payment = payments.get(Number(state[1]));
      if (!payment) return gopayError(response, 404, 404, 'PAYMENT_NOT_FOUND', 'Payment not found');
      const { refunded: _refunded, ...answer } = payment;
      return send(response, 200, answer);
    }
    const refund = /^\/api\/payments\/payment\/(\d+)\/refund$/.exec(url.pathname);
    if (request.method === 'POST' && refund) {
      const payment = payments.get(Number(refund[1]));
      if (!payment) return gopayError(response, 404, 404, 'PAYMENT_NOT_FOUND', 'Payment not found');
      refundCalls += 1;
      const amount = Number(new URLSearchParams(body).get('amount'));
      if (refundRefusal) return gopayError(response, 409, 330, 'PAYMENT_REFUND_FAILED', refundRefusal);
      if (
        !['PAID', 'PARTIALLY_REFUNDED'].includes(payment.state) ||
        amount <= 0 ||
        payment.refunded + amount > payment.amount
      ) {
        return gopayError(response, 409, 330, 'PAYMENT_REFUND_FAILED', 'Refund amount exceeds the payment');
      }
      payment.refunded += amount;
      payment.state = payment.refunded === payment.amount ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
      return send(response, 200, { id: payment.id, result: 'FINISHED' });
    }
    return gopayError(response, 404, 404, 'NOT_FOUND', `No ${request.method ?? ''} ${url.pathname}`);
  }

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      handle(request, response, Buffer.concat(chunks).toString('utf8')).catch((error: unknown) => {
        if (!response.headersSent) send(response, 500, { errors: [{ message: String(error) }] });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  return {
    /** The API base, as GOPAY_API_URL. */
    apiUrl: `${url}/api`,
    url,
    payments,
    requests,
    /** Answers wait this long (past the timeout: a call GoPay still completes); all, or paths ending in `only`. */
    setDelay(ms: number, only: string | null = null) {
      delayMs = ms;
      delayOnly = only;
    },
    refundCalls: () => refundCalls,
    refuseRefunds(message: string | null) {
      refundRefusal = message;
    },
    /** The buyer pays on the gateway; GoPay would now call the notification URL with ?id=. */
    pay(id: number) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`no payment ${String(id)}`);
      payment.state = 'PAID';
      return payment;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type GopayStandIn = Awaited<ReturnType<typeof startGopayStandIn>>;
