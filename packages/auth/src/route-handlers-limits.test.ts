// The session routes behind a proxy: the visitor's address replaces theirs on the way to the pass, oversized or
// malformed bodies are refused without being read whole, and the pass's Retry-After reaches the browser.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAuthRouteHandlers, MAX_AUTH_BODY_BYTES } from './route-handlers';
import { createSessionConfig } from './session-config';
import { startStubPass, stubAccount } from './test/stub-pass';
import type { StubPass } from './test/stub-pass';

const origin = 'http://shop.test';
const config = createSessionConfig({
  cookieName: 'tickets_session',
  password: 's'.repeat(32),
  secure: false,
});

let pass: StubPass;
let handlers: ReturnType<typeof createAuthRouteHandlers>;
const logger = { error: vi.fn() };

beforeAll(async () => {
  pass = await startStubPass();
  // One reverse proxy in front of the app appends the address it received the request from.
  handlers = createAuthRouteHandlers({
    config,
    pass: () => ({ baseUrl: pass.url }),
    logger,
    trustedProxyHops: 1,
  });
});
afterAll(() => pass.close());
afterEach(() => {
  pass.failWith = null;
  pass.retryAfter = null;
  pass.requests.length = 0;
  logger.error.mockClear();
});

function post(action: string, body: BodyInit, headers: Record<string, string> = {}): Promise<Response> {
  return handlers.POST(
    new Request(`${origin}/api/auth/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'shop.test', ...headers },
      body,
      duplex: 'half',
    } as RequestInit),
  );
}

/** A body of `total` bytes in 64 KiB chunks that counts how much of it was pulled. */
function countedBody(total: number) {
  const chunk = new TextEncoder().encode('{"email":"' + 'a'.repeat(64 * 1024 - 10));
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close();
      counter.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

describe("the visitor's address on calls to the pass", () => {
  it('replaces the X-Forwarded-For the visitor sent with the one address the proxy saw', async () => {
    const credentials = JSON.stringify({ email: stubAccount.email, password: stubAccount.password });
    for (const claimed of ['6.6.6.6', '7.7.7.7, 8.8.8.8']) {
      const response = await post('sign-in', credentials, { 'x-forwarded-for': `${claimed}, 203.0.113.7` });
      expect(response.status).toBe(200);
      expect(pass.requests.at(-1)?.headers['x-forwarded-for']).toBe('203.0.113.7');
    }
  });

  it('sends no address it cannot tell, rather than what the visitor wrote', async () => {
    await post('sign-in', JSON.stringify({ email: stubAccount.email, password: 'x' }), {
      'x-forwarded-for': 'not-an-address',
    });
    expect(pass.requests.at(-1)?.headers['x-forwarded-for']).toBeUndefined();
  });
});

describe('request bodies', () => {
  it('answers 413 for a declared oversized body without reading it or calling the pass', async () => {
    const { stream, counter } = countedBody(5 * 1024 * 1024);
    const response = await post('sign-in', stream, { 'content-length': String(5 * 1024 * 1024) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ errorText: 'ERROR_BODY_TOO_LARGE' });
    // At most the one chunk a stream pulls ahead by itself.
    expect(counter.pulled).toBeLessThanOrEqual(64 * 1024);
    expect(pass.requests).toHaveLength(0);
  });

  it('stops reading a 5 MB body sent without a length as soon as it passes the limit', async () => {
    const { stream, counter } = countedBody(5 * 1024 * 1024);
    const response = await post('sign-in', stream);
    expect(response.status).toBe(413);
    expect(counter.pulled).toBeLessThanOrEqual(MAX_AUTH_BODY_BYTES + 128 * 1024);
    expect(pass.requests).toHaveLength(0);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('answers 400 for malformed JSON, bad UTF-8 and a bad Content-Length', async () => {
    for (const [body, headers] of [
      ['{"email": ', {}],
      [new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), {}],
      ['{}', { 'content-length': 'lots' }],
    ] as const) {
      const response = await post('sign-in', body, headers);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ errorText: 'ERROR_INVALID_INPUT' });
    }
    expect(pass.requests).toHaveLength(0);
  });
});

describe("the pass's Retry-After", () => {
  it('is passed on with a 429', async () => {
    const response = await post('sign-in', JSON.stringify({ email: 'throttled@example.com', password: 'x' }));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('120');
  });

  it('is passed on with a 503', async () => {
    pass.failWith = 503;
    pass.retryAfter = '30';
    const response = await post('sign-in', JSON.stringify({ email: stubAccount.email, password: 'x' }));
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ errorText: 'ERROR_PASS_UNAVAILABLE' });
    expect(response.headers.get('retry-after')).toBe('30');
  });
});
