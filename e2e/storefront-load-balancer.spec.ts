// The storefront behind the production layout's load balancer (nginx with deploy/nginx/storefront.conf.template,
// issue #20): the cart page of a rush is answered from nginx's one-second copy, already compressed, while nothing
// personal is ever kept, a copy never goes to another brand's host, the waiting room still sends every browser
// without an admission to the queue, a hub change still shows within 5 s, and a visitor's language is remembered by
// the browser.
import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { IncomingHttpHeaders } from 'node:http';
import { expect, test } from './fixtures';
import { storeConsentChoice } from './consent-cookie';
import { createEventOnSale, eventBody, festival } from './event-on-sale';
import type { LoadBalancer } from './load-balancer';
import { startLoadBalancer } from './load-balancer';
import { ports, urls } from './ports';

const cartPath = `/event/${festival.slug}/leto-pod-lipami-2027/cart`;
let balancer: LoadBalancer;

test.beforeAll(async () => {
  balancer = await startLoadBalancer({
    port: ports.loadBalancer,
    upstream: `127.0.0.1:${ports.tickets}`,
    workers: 1,
  });
});

test.afterAll(async () => {
  await balancer?.stop();
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** nginx's X-Cache-Status: HIT when served from its copy. */
  cache: string;
}

/** One request to the load balancer as a browser sends it (any Host, cookies, gzip asked for), body not decoded. */
function get(path: string, options: { host?: string; cookie?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      host: options.host ?? `127.0.0.1:${ports.loadBalancer}`,
      'accept-encoding': 'gzip, deflate, br',
    };
    if (options.cookie) headers.cookie = options.cookie;
    const sent = httpRequest({ host: '127.0.0.1', port: ports.loadBalancer, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
          cache: String(response.headers['x-cache-status'] ?? ''),
        }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

test("the cart page is served from the load balancer's copy, compressed, and never to another host", async () => {
  const first = await get(cartPath);
  expect(first.status).toBe(200);
  expect(first.headers['content-encoding']).toBe('gzip');
  // Nothing on a page's answer is personal: no cookie (the browser remembers the language itself).
  expect(first.headers['set-cookie']).toBeUndefined();
  const second = await get(cartPath);
  expect(second.status).toBe(200);
  expect(second.cache).toBe('HIT');
  expect(second.body.equals(first.body)).toBe(true);

  // Another brand's host does not sell the festival: it gets its own answer, not the copy kept for this host.
  const partner = await get(cartPath, { host: `nanabrezi.localhost:${ports.loadBalancer}` });
  expect(partner.status).toBe(404);
  expect(partner.cache).not.toBe('HIT');

  // A page rendered per visitor (the account) is never kept.
  for (let visit = 0; visit < 2; visit += 1) {
    const account = await get('/account');
    expect(account.cache).toBe('MISS');
  }
  // Nor is the pass API the browser calls through the storefront.
  const types = await get('/pass/v2/event/id/20000000-0000-4000-8000-000000000001/ticket-type');
  expect(types.status).toBe(200);
  expect((await get('/pass/v2/event/id/20000000-0000-4000-8000-000000000001/ticket-type')).cache).toBe(
    'MISS',
  );
});

test('through the load balancer a hub change shows within 5 s, and once the waiting room opens browsers without an admission get the queue', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const { auth, slug, eventId } = await createEventOnSale(request, 'Koncert za balancérem');
  const cart = `/event/${festival.slug}/${slug}/cart`;
  await expect.poll(async () => (await get(cart)).cache, { timeout: 15_000 }).toBe('HIT');

  // The organiser renames it: the page through the balancer shows it within the 5 s promised, its copy included.
  const renamed = await request.post(`${urls.pass}/pass/hub/event/${eventId}/update`, {
    headers: auth,
    data: eventBody('Koncert za balancérem, nový název', slug),
  });
  expect(renamed.status(), await renamed.text()).toBe(200);
  await expect
    .poll(
      async () =>
        gunzipSync((await get(cart)).body)
          .toString()
          .includes('nový název'),
      { timeout: 5_000 },
    )
    .toBe(true);

  const setRoom = async (active: boolean) => {
    const room = await request.post(`${urls.pass}/pass/hub/event/${eventId}/waiting-room-update`, {
      headers: auth,
      // Opening in an hour: everyone who comes now waits in the queue.
      data: {
        active,
        opensAt: new Date(Date.now() + 3_600_000).toISOString(),
        admitPerMinute: 6,
        maxShoppers: 50,
      },
    });
    expect(room.status(), await room.text()).toBe(200);
  };
  await setRoom(true);
  // Within the storefront's few seconds of knowing the room's state, and the load balancer's second.
  await expect
    .poll(
      async () => {
        const answer = await get(cart);
        return `${answer.status} ${answer.headers.location ?? ''}`;
      },
      { timeout: 15_000 },
    )
    .toBe(`307 /event/${festival.slug}/${slug}/queue`);
  // The copy of the page is gone for good: the redirect is what is kept now.
  for (let visit = 0; visit < 5; visit += 1) {
    const queued = await get(cart);
    expect(queued.status).toBe(307);
    expect(queued.headers.location).toBe(`/event/${festival.slug}/${slug}/queue`);
  }
  // An admitted browser is never answered from a copy: it goes to the storefront, which lets it in.
  const admitted = await get(cart, { cookie: `browser-id=b1; admission-${eventId}=token` });
  expect(admitted.status).toBe(200);
  expect(admitted.cache).toBe('BYPASS');

  await setRoom(false);
  await expect.poll(async () => (await get(cart)).status, { timeout: 15_000 }).toBe(200);
});

test('through the load balancer on a phone, the cart works and the browser remembers the language', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await storeConsentChoice(context, balancer.url);
  // From home to the cart in the page (the cart's RSC payload through the balancer), then the cart page itself.
  await page.goto(`${balancer.url}/en`);
  await page.getByRole('link', { name: 'Léto pod lipami 2027' }).first().click();
  await expect(page).toHaveURL(`${balancer.url}/en${cartPath}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Léto pod lipami 2027' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Léto pod lipami 2027' })).toBeVisible();
  await page.getByRole('button', { name: /^Add / }).first().click();
  await expect(page.getByTestId('cart-summary')).toContainText('1×');
  // The language is written by the page in the browser, not by the answer (which may be the balancer's copy).
  await context.clearCookies({ name: 'storefront-locale' });
  await page.goto(`${balancer.url}/en${cartPath}`);
  const cookies = await context.cookies(balancer.url);
  expect(cookies.find((cookie) => cookie.name === 'storefront-locale')?.value).toBe('en');
  await page.goto(`${balancer.url}/`);
  await expect(page).toHaveURL(`${balancer.url}/en`);
});
