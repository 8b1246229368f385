// The catalogue-change notice to storefronts, against a real HTTP server standing in for /api/catalogue-changed.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createStorefrontRevalidation } from './storefront-revalidation';

const secret = 'shared-secret-of-the-storefronts';
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** A storefront stand-in that answers each notice after `delayMs` and records what it got. */
async function storefront(delayMs = 0, status = 204) {
  const received: { path: string | undefined; authorization: string | undefined }[] = [];
  const server = createServer((request, response) => {
    received.push({ path: request.url, authorization: request.headers.authorization });
    setTimeout(() => response.writeHead(status).end(), delayMs);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  closers.push(() => new Promise((done) => server.close(() => done())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

describe('createStorefrontRevalidation', () => {
  it('posts the notice with the secret to every storefront process', async () => {
    const [one, two] = [await storefront(), await storefront()];
    const errors: unknown[] = [];
    const revalidation = createStorefrontRevalidation({
      urls: [one.url, two.url],
      secret,
      onError: (error) => errors.push(error),
    });
    revalidation.notify();
    await revalidation.settled();
    for (const { received } of [one, two]) {
      expect(received).toEqual([{ path: '/api/catalogue-changed', authorization: `Bearer ${secret}` }]);
    }
    expect(errors).toEqual([]);
  });

  it('sends a burst of changes as the notice in flight and one more', async () => {
    const slow = await storefront(100);
    const revalidation = createStorefrontRevalidation({ urls: [slow.url], secret, onError: () => undefined });
    for (let change = 0; change < 10; change += 1) revalidation.notify();
    await revalidation.settled();
    expect(slow.received).toHaveLength(2);
  });

  it('reports a refused notice or an unreachable storefront and goes on', async () => {
    const refusing = await storefront(0, 401);
    const errors: string[] = [];
    const revalidation = createStorefrontRevalidation({
      urls: [refusing.url, 'http://127.0.0.1:9'],
      secret,
      timeoutMs: 500,
      onError: (_error, url) => errors.push(url),
    });
    revalidation.notify();
    await revalidation.settled();
    expect(errors.sort()).toEqual(
      [`${refusing.url}/api/catalogue-changed`, 'http://127.0.0.1:9/api/catalogue-changed'].sort(),
    );
  });
});
