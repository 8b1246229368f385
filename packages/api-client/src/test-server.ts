// Test helper: a real HTTP server on an ephemeral port that answers like the pass API does, and badly.
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestServer {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  /** Requests received so far, in order (method and URL). */
  readonly requests: { method: string; url: string }[];
  close(): Promise<void>;
}

/** The bearer token the test server accepts on secured endpoints. */
export const accountTokenFixture = 'aVeryRandomTokenOf43CharactersBase64url_-xx';

/** The test server answers 409 ERROR_ORDER_NOT_PAID for this order's PDF. */
export const unpaidOrderId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

export const organizerFixture = {
  organizerId: '7f0c9a64-3a0e-4a5c-9d61-2f3f3c0c1a11',
  slug: 'rock-for-people',
  name: 'Rock for People',
  descriptionPub: 'Festival v Hradci Králové',
  logoUrl: null,
  primaryColor: '#5b21b6',
  secondaryColor: '#ede9fe',
  countryId: 1,
  currencyId: 1,
  vatId: 'CZ12345678',
  website: null,
};

/** The company the test server finds for IČO 27082440 (every other IČO but 25596641 is unknown). */
export const aresFixture = {
  ico: '27082440',
  name: 'Alza.cz a.s.',
  dic: 'CZ27082440',
  address: { street: 'Jankovcova 1522/53', city: 'Praha', postalCode: '17000', countryId: 1 },
};

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const path = url.pathname;

  if (path === '/echo') {
    json(res, 200, {
      errorText: 'OK',
      method: req.method,
      path,
      query: Object.fromEntries(url.searchParams),
      rawQuery: url.search,
      headers: req.headers,
      body: (await readBody(req)) ?? null,
    });
    return;
  }
  if (path === '/ok') return json(res, 200, { errorText: 'OK', value: 1 });
  if (path === '/no-error-text') return json(res, 200, { name: 'pass', version: '1.0.0' });
  if (path === '/sold-out') return json(res, 200, { errorText: 'ERROR_SOLD_OUT', message: 'Vyprodáno' });
  if (path === '/empty-error-text') return json(res, 200, { errorText: '' });
  if (path === '/not-found') {
    return json(res, 404, { errorText: 'ERROR_EVENT_NOT_FOUND', message: 'Event not found' });
  }
  if (path === '/conflict') {
    return json(res, 409, { type: 'ERROR_SOLD_OUT', errorText: 'ERROR_CONFLICT', message: 'Sold out' });
  }
  if (path === '/unauthorized') return json(res, 401, { error: 'Unauthorized' });
  if (path === '/html') {
    res.writeHead(500, { 'content-type': 'text/html' });
    res.end('<html><body>Internal Server Error</body></html>');
    return;
  }
  if (path === '/hang') return; // never answers; the client has to give up
  if (path === '/destroy') {
    req.socket.destroy();
    return;
  }

  const pdf = /^\/pass\/order\/order-download-ticket$/.exec(path);
  if (pdf) {
    if (url.searchParams.get('orderId') === unpaidOrderId) {
      return json(res, 409, {
        errorText: 'ERROR_ORDER_NOT_PAID',
        type: 'order_not_paid',
        message: 'Not paid yet',
      });
    }
    res.writeHead(200, { 'content-type': 'application/pdf' });
    res.end(Buffer.from('%PDF-1.7 fake'));
    return;
  }
  if (/^\/pass\/payment\/demo\/[^/]+$/.test(path)) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Platba kartou (demo)</title>');
    return;
  }
  if (path === '/pass/order/bank-statement-import') {
    const contentType = req.headers['content-type'] ?? '';
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const lines = Buffer.concat(chunks).toString('utf8').trim().split('\n').length;
    return json(res, 200, {
      errorText: 'OK',
      transactions: [],
      duplicates: 0,
      skipped: contentType.startsWith('text/csv') ? lines - 1 : -1,
      errors: [],
    });
  }
  if (path === '/pass/ares') {
    const ico = url.searchParams.get('ico');
    if (ico === aresFixture.ico) return json(res, 200, { errorText: 'OK', company: aresFixture });
    if (ico === '25596641') {
      return json(res, 503, {
        errorText: 'ERROR_REGISTER_UNAVAILABLE',
        type: 'register_unavailable',
        message: 'The business register (ARES) is not available right now',
      });
    }
    return json(res, 404, { errorText: 'ERROR_NOT_FOUND', type: 'not_found', message: `No company ${ico}` });
  }
  if (path === '/pass/account/account-orders') {
    // A secured endpoint: answers only the bearer token of the fixture.
    if (req.headers.authorization !== `Bearer ${accountTokenFixture}`) {
      return json(res, 401, { errorText: 'ERROR_UNAUTHORIZED', type: 'unauthorized', message: 'Sign in' });
    }
    return json(res, 200, { errorText: 'OK', orders: [] });
  }
  if (path === '/pass/organizer/organizer-by-slug') {
    const slug = url.searchParams.get('organizerSlug');
    if (slug === 'missing') {
      return json(res, 404, {
        errorText: 'ERROR_ORGANIZER_NOT_FOUND',
        type: 'ERROR_ORGANIZER_NOT_FOUND',
        message: 'Organizer missing not found',
      });
    }
    if (slug === 'broken') {
      // Wrong types and a missing field: a server that no longer follows the contract.
      return json(res, 200, {
        errorText: 'OK',
        organizer: { ...organizerFixture, organizerId: 'x', name: 5 },
      });
    }
    return json(res, 200, { errorText: 'OK', organizer: { ...organizerFixture, slug } });
  }
  const v2 = /^\/pass\/v2\/organizer\/slug\/([^/]+)$/.exec(path);
  if (v2?.[1] !== undefined) {
    const slug = decodeURIComponent(v2[1]);
    // Odd slugs (used to test encoding) get the fixture's, so the body still matches the contract.
    const organizer = { ...organizerFixture, slug: /^[a-z0-9-]+$/.test(slug) ? slug : organizerFixture.slug };
    return json(res, 200, { errorText: 'OK', organizer, eventGroups: [] });
  }
  json(res, 404, { errorText: 'ERROR_NOT_FOUND', type: 'ERROR_NOT_FOUND', message: `No route ${path}` });
}

export async function startTestServer(): Promise<TestServer> {
  const requests: { method: string; url: string }[] = [];
  const server = createServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '' });
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
