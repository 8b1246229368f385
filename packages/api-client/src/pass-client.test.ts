import { publicAccess } from '@repo/contract/access';
import { defineEndpoint } from '@repo/contract/endpoint';
import { endpoints } from '@repo/contract/routes';
import type { EndpointId } from '@repo/contract/routes';
import axios from 'axios';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { parsePassClientConfig } from './config';
import { createHttp } from './http';
import { bindEndpoints, callEndpoint, createPassClient, INVALID_RESPONSE_ERROR_NAME } from './pass-client';
import type { PassClient } from './pass-client';
import { organizerFixture, startTestServer, unpaidOrderId } from './test-server';
import type { TestServer } from './test-server';

let server: TestServer;
let client: PassClient;

beforeAll(async () => {
  server = await startTestServer();
  client = createPassClient(parsePassClientConfig({ baseUrl: server.url }));
});

afterAll(async () => {
  await server.close();
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

// Endpoints of a table made for the test, all answered by the echo route, to see what goes on the wire.
const echoResponse = z.object({
  errorText: z.literal('OK'),
  method: z.string(),
  path: z.string(),
  query: z.record(z.string(), z.string()),
  body: z.unknown(),
});
const echoTable = {
  echoCreate: defineEndpoint({
    id: 'echoCreate',
    method: 'POST',
    path: '/echo',
    tag: 'test',
    access: publicAccess,
    summary: 'Echo a JSON body',
    query: z.object({ dryRun: z.enum(['true', 'false']).optional() }),
    body: z.object({ name: z.string(), count: z.int() }),
    response: echoResponse,
  }),
  echoDelete: defineEndpoint({
    id: 'echoDelete',
    method: 'DELETE',
    path: '/echo',
    tag: 'test',
    access: publicAccess,
    summary: 'Echo a DELETE',
    response: echoResponse.transform((echo) => ({ ...echo, seen: true })),
  }),
} as const;

describe('createPassClient', () => {
  it('has one function per endpoint of the contract, derived from the table', () => {
    const ids = Object.keys(endpoints).sort();
    expect(Object.keys(client).sort()).toEqual(ids);
    for (const id of ids) expect(typeof client[id as EndpointId]).toBe('function');
  });

  it('calls organizerBySlug with its query and returns the parsed body', async () => {
    const result = await client.organizerBySlug({ query: { organizerSlug: 'rock-for-people' } });
    expect(result).toEqual({ errorText: 'OK', organizer: organizerFixture });
    expect(server.requests.at(-1)).toEqual({
      method: 'GET',
      url: '/pass/organizer/organizer-by-slug?organizerSlug=rock-for-people',
    });
    expectTypeOf(result.organizer.name).toEqualTypeOf<string>();
    expectTypeOf(result.errorText).toEqualTypeOf<'OK'>();
  });

  it('fills path parameters (organizerBySlugV2)', async () => {
    const result = await client.organizerBySlugV2({ params: { slug: 'metronome' } });
    expect(result.organizer.slug).toBe('metronome');
    expect(result.eventGroups).toEqual([]);
    expect(server.requests.at(-1)).toEqual({ method: 'GET', url: '/pass/v2/organizer/slug/metronome' });
  });

  it('encodes path parameters', async () => {
    await client.organizerBySlugV2({ params: { slug: 'a/b c' } });
    expect(server.requests.at(-1)?.url).toBe('/pass/v2/organizer/slug/a%2Fb%20c');
  });

  it('maps a 404 of the contract endpoint to its ApiError', async () => {
    const error = await failure(client.organizerBySlug({ query: { organizerSlug: 'missing' } }));
    expect(error).toMatchObject({ name: 'organizer_not_found', status: 404 });
  });

  it('turns a body that does not match the contract into invalid_response (status 500)', async () => {
    const error = await failure(client.organizerBySlug({ query: { organizerSlug: 'broken' } }));
    expect(error.name).toBe(INVALID_RESPONSE_ERROR_NAME);
    expect(error.status).toBe(500);
    expect(error.message).toContain('organizerBySlug');
    expect(error.message).toContain('organizer.organizerId');
    expect(error.message).toContain('organizer.name');
    expect(error.body).toMatchObject({ errorText: 'OK', organizer: { name: 5 } });
    expect(error.cause).toBeInstanceOf(z.ZodError);
  });

  it('names the root when the whole body is wrong', async () => {
    const wrong = defineEndpoint({
      id: 'wrong',
      method: 'GET',
      path: '/ok',
      tag: 'test',
      access: publicAccess,
      summary: 'Expects a string, gets an object',
      response: z.string(),
    });
    const http = createHttp(parsePassClientConfig({ baseUrl: server.url }));
    const error = await failure(callEndpoint(http, wrong));
    expect(error).toMatchObject({ name: 'invalid_response', status: 500 });
    expect(error.message).toBe('Response of wrong (GET /ok) does not match the contract at: (root)');
  });

  it('maps a missing path parameter to request_fail without sending anything', async () => {
    const before = server.requests.length;
    const error = await failure(client.organizerBySlugV2({ params: { slug: '' } }));
    expect(error).toMatchObject({ name: 'request_fail', status: 500 });
    expect(error.message).toContain('"slug"');
    expect(server.requests.length).toBe(before);
  });

  it('maps a call aborted before sending to request_fail (nothing was sent)', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await failure(
      client.organizerBySlug({ query: { organizerSlug: 'rock-for-people' } }, { signal: controller.signal }),
    );
    expect(error).toMatchObject({ name: 'request_fail', status: 500 });
    expect(axios.isCancel(error.cause)).toBe(true);
  });

  it('maps a call aborted while waiting for the answer to no_response (sent, no response)', async () => {
    const http = createHttp(parsePassClientConfig({ baseUrl: server.url }));
    const hang = { ...endpoints.organizersAll, path: '/hang' };
    const controller = new AbortController();
    const pending = failure(callEndpoint(http, hang, undefined, { signal: controller.signal }));
    setTimeout(() => controller.abort(), 20);
    const error = await pending;
    expect(error).toMatchObject({ name: 'no_response', status: 0 });
    expect(axios.isCancel(error.cause)).toBe(true);
  });
});

describe('bindEndpoints', () => {
  const http = () => createHttp(parsePassClientConfig({ baseUrl: server.url }));

  it('sends the method, the query as parameters and the body as JSON', async () => {
    const echo = bindEndpoints(http(), echoTable);
    const result = await echo.echoCreate({ query: { dryRun: 'true' }, body: { name: 'Jiří', count: 2 } });
    expect(result).toEqual({
      errorText: 'OK',
      method: 'POST',
      path: '/echo',
      query: { dryRun: 'true' },
      body: { name: 'Jiří', count: 2 },
    });
  });

  it('lets the input out when the endpoint takes none, and returns the transformed output', async () => {
    const echo = bindEndpoints(http(), echoTable);
    const result = await echo.echoDelete();
    expect(result).toMatchObject({ method: 'DELETE', seen: true });
    expectTypeOf(result.seen).toEqualTypeOf<boolean>();
  });

  it('is typed per endpoint', () => {
    const echo = bindEndpoints(http(), echoTable);
    expectTypeOf(echo.echoCreate).parameter(0).toEqualTypeOf<
      // A query of optional parameters only may be left out.
      { params?: undefined } & { query?: { dryRun?: 'true' | 'false' | undefined } } & {
        body: { name: string; count: number };
      }
    >();
    expectTypeOf(client.organizersAll).toBeCallableWith();
    // @ts-expect-error -- organizerBySlug needs its query
    expectTypeOf(client.organizerBySlug).toBeCallableWith();
  });
});

describe('non-JSON endpoints', () => {
  const orderId = '9b2f1c3e-8d4a-4f6b-9c1d-2e3f4a5b6c7d';

  it('returns a PDF as bytes', async () => {
    const pdf = await client.orderDownloadTicket({ query: { orderId } });
    expect(pdf).toBeInstanceOf(Uint8Array);
    expect(new TextDecoder().decode(pdf as Uint8Array)).toMatch(/^%PDF/);
  });

  it('maps a JSON error body of a bytes endpoint like any other error', async () => {
    const error = await failure(client.orderDownloadTicket({ query: { orderId: unpaidOrderId } }));
    expect(error).toMatchObject({ name: 'order_not_paid', status: 409, message: 'Not paid yet' });
  });

  it('returns a page as text', async () => {
    const page = await client.demoPaymentPage({ params: { paymentId: orderId } });
    expect(page).toContain('Platba kartou');
  });

  it('sends a CSV body as text/csv', async () => {
    const result = await client.bankStatementImport({ body: 'reference;amount\nA;1\nB;2' });
    expect(result.skipped).toBe(2);
  });
});
