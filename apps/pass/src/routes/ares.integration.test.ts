import { aresEndpoints } from '@repo/contract/ares';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAresStub, stubIcos } from '../test/ares-stub';
import type { AresStub } from '../test/ares-stub';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

describe.each(testDatabaseKinds)('GET /pass/ares on %s', (kind) => {
  let stub: AresStub;
  let t: TestApp;
  beforeAll(async () => {
    // The limit leaves the stub's ordinary answers room on a loaded CI machine (300 ms was too short there,
    // 2026-11-24); the slow answer stays far beyond it.
    stub = await startAresStub({ slowMs: 15_000 });
    t = await startTestApp(kind, {
      seed: false,
      env: { ARES_URL: stub.url, ARES_TIMEOUT: '3 seconds' },
    });
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  const lookup = (ico: string) => t.app.inject({ url: `/pass/ares?ico=${encodeURIComponent(ico)}` });

  it('answers the company ready for billing info, parsed by the contract', async () => {
    const response = await lookup(stubIcos.company);
    expect(response.statusCode, response.body).toBe(200);
    expect(aresEndpoints.aresLookup.response.parse(response.json())).toEqual({
      errorText: 'OK',
      company: {
        ico: '27082440',
        name: 'Alza.cz a.s.',
        dic: 'CZ27082440',
        address: { street: 'Jankovcova 1522/53', city: 'Praha', postalCode: '17000', countryId: 1 },
      },
    });
    expect(stub.requests).toContain('/rest/ekonomicke-subjekty/27082440');
  });

  it('accepts an IČO typed without leading zeros or with spaces', async () => {
    const short = await lookup('6947');
    expect(short.statusCode, short.body).toBe(200);
    expect(short.json().company).toMatchObject({ ico: '00006947', dic: null });
    expect(stub.requests).toContain('/rest/ekonomicke-subjekty/00006947');
    expect((await lookup('270 82 440')).json().company.ico).toBe('27082440');
  });

  it('answers 400 ERROR_INVALID_INPUT, without asking the register, for a bad IČO', async () => {
    const asked = stub.requests.length;
    const wrongDigit = await lookup('27082441');
    expect(wrongDigit.statusCode).toBe(400);
    expect(wrongDigit.json()).toMatchObject({
      errorText: 'ERROR_INVALID_INPUT',
      message: expect.stringMatching(/^query\.ico: IČO 27082441 is not valid: its check digit/),
    });
    const letters = await lookup('CZ27082440');
    expect(letters.statusCode).toBe(400);
    expect(letters.json().message).toMatch(/query\.ico: IČO must be 1 to 8 digits/);
    const missing = await t.app.inject({ url: '/pass/ares' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errorText: 'ERROR_INVALID_INPUT' });
    expect(missing.json().message).toMatch(/^query\.ico/);
    expect(stub.requests.length).toBe(asked);
  });

  it('answers 404 ERROR_NOT_FOUND for an IČO the register does not know', async () => {
    const response = await lookup(stubIcos.unknown);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      errorText: 'ERROR_NOT_FOUND',
      message: expect.stringContaining(stubIcos.unknown),
    });
  });

  it('answers 503 ERROR_REGISTER_UNAVAILABLE when the register fails', async () => {
    const response = await lookup(stubIcos.failing);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      errorText: 'ERROR_REGISTER_UNAVAILABLE',
      message: expect.stringMatching(/ARES.*not available.*HTTP 500/),
    });
  });

  it('answers 503 after ARES_TIMEOUT instead of hanging on a slow register', async () => {
    const started = Date.now();
    const response = await lookup(stubIcos.slow);
    const elapsed = Date.now() - started;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      errorText: 'ERROR_REGISTER_UNAVAILABLE',
      message: expect.stringContaining('no answer within 3000 ms'),
    });
    expect(elapsed).toBeLessThan(10_000);
  });

  it('serves the lookup over a real socket too', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/pass/ares?ico=${stubIcos.company}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(((await response.json()) as { company: { name: string } }).company.name).toBe('Alza.cz a.s.');
  });
});
