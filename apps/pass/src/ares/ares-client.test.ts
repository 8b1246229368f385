import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../domain/domain-error';
import { toHttpError } from '../http/error-status';
import type { HttpError } from '../http/http-error';
import { startAresStub, stubIcos } from '../test/ares-stub';
import type { AresStub } from '../test/ares-stub';
import { createAresClient } from './ares-client';

/** The client's rejection as the HTTP edge answers it (status and body from http/error-status.ts). */
async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => new Error('expected a rejection'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof DomainError)) throw error;
  return toHttpError(error);
}

/** A port nothing listens on: bound once, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('ARES client against a local register stub', () => {
  let stub: AresStub;
  beforeAll(async () => {
    stub = await startAresStub({ slowMs: 3_000 });
  });
  afterAll(() => stub.close());

  it('maps a company to billing info: street with both numbers, city, postal code, country, VAT id', async () => {
    const client = createAresClient({ baseUrl: stub.url, timeoutMs: 2_000 });
    expect(await client.lookup(stubIcos.company)).toEqual({
      ico: '27082440',
      name: 'Alza.cz a.s.',
      dic: 'CZ27082440',
      address: { street: 'Jankovcova 1522/53', city: 'Praha', postalCode: '17000', countryId: 1 },
    });
  });

  it('writes a village address as place and house number, and a missing VAT id as null', async () => {
    const client = createAresClient({ baseUrl: `${stub.url}/`, timeoutMs: 2_000 });
    expect(await client.lookup(stubIcos.village)).toEqual({
      ico: '00006947',
      name: 'Obec Lhota',
      dic: null,
      address: { street: 'Lhota 12', city: 'Lhota', postalCode: '25401', countryId: 1 },
    });
  });

  it('answers 404 ERROR_NOT_FOUND for an IČO the register does not know', async () => {
    const client = createAresClient({ baseUrl: stub.url, timeoutMs: 2_000 });
    const error = await rejection(client.lookup(stubIcos.unknown));
    expect(error.status).toBe(404);
    expect(error.body).toMatchObject({ errorText: 'ERROR_NOT_FOUND' });
    expect(error.message).toContain(stubIcos.unknown);
  });

  it('answers 503 ERROR_REGISTER_UNAVAILABLE for a 500, a non-JSON answer and an unreachable register', async () => {
    const client = createAresClient({ baseUrl: stub.url, timeoutMs: 2_000 });
    const failing = await rejection(client.lookup(stubIcos.failing));
    expect(failing.status).toBe(503);
    expect(failing.body.errorText).toBe('ERROR_REGISTER_UNAVAILABLE');
    expect(failing.message).toMatch(/HTTP 500/);
    expect((await rejection(client.lookup(stubIcos.garbled))).message).toMatch(/not JSON/);

    const offline = createAresClient({
      baseUrl: `http://127.0.0.1:${await closedPort()}/rest`,
      timeoutMs: 2_000,
    });
    const unreachable = await rejection(offline.lookup(stubIcos.company));
    expect(unreachable.status).toBe(503);
    expect(unreachable.message).toMatch(/cannot be reached/);
  });

  it('gives up after the timeout instead of waiting for a slow register', async () => {
    const client = createAresClient({ baseUrl: stub.url, timeoutMs: 200 });
    const started = Date.now();
    const error = await rejection(client.lookup(stubIcos.slow));
    const elapsed = Date.now() - started;
    expect(error.status).toBe(503);
    expect(error.message).toMatch(/no answer within 200 ms/);
    expect(elapsed).toBeGreaterThanOrEqual(190);
    expect(elapsed).toBeLessThan(1_500);
  });

  it('asks the register once per company while cached, sharing concurrent lookups; failures are not cached', async () => {
    const client = createAresClient({ baseUrl: stub.url, timeoutMs: 2_000 });
    const path = `/rest/ekonomicke-subjekty/${stubIcos.company}`;
    const before = stub.requests.filter((request) => request === path).length;
    const [first, second] = await Promise.all([
      client.lookup(stubIcos.company),
      client.lookup(stubIcos.company),
    ]);
    expect(second).toEqual(first);
    await client.lookup(stubIcos.company);
    expect(stub.requests.filter((request) => request === path).length - before).toBe(1);

    const failingPath = `/rest/ekonomicke-subjekty/${stubIcos.failing}`;
    const failingBefore = stub.requests.filter((request) => request === failingPath).length;
    await rejection(client.lookup(stubIcos.failing));
    await rejection(client.lookup(stubIcos.failing));
    expect(stub.requests.filter((request) => request === failingPath).length - failingBefore).toBe(2);
  });

  it('asks again once the cache entry has expired', async () => {
    const client = createAresClient({ baseUrl: stub.url, timeoutMs: 2_000, cacheTtlMs: 50 });
    const path = `/rest/ekonomicke-subjekty/${stubIcos.village}`;
    const before = stub.requests.filter((request) => request === path).length;
    await client.lookup(stubIcos.village);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await client.lookup(stubIcos.village);
    expect(stub.requests.filter((request) => request === path).length - before).toBe(2);
  });
});
