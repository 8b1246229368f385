import { endpoints } from '@repo/contract/routes';
import type { EndpointResponse } from '@repo/contract/endpoint';
import type { EndpointId, Endpoints } from '@repo/contract/routes';
import { hashKey } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { parsePassClientConfig } from './config';
import { createPassClient } from './pass-client';
import type { PassQueries } from './query-options';
import {
  createPassQueries,
  createQueryClient,
  passQueryKey,
  queryRetryDelay,
  shouldRetryQuery,
  stableKeyPart,
} from './query-options';
import { organizerFixture, startTestServer } from './test-server';
import type { TestServer } from './test-server';

let server: TestServer;
let passQueries: PassQueries;

beforeAll(async () => {
  server = await startTestServer();
  passQueries = createPassQueries(createPassClient(parsePassClientConfig({ baseUrl: server.url })));
});

afterAll(async () => {
  await server.close();
});

afterEach(() => {
  vi.useRealTimers();
});

const apiError = (status: number, name = 'x') => new ApiError({ name, status, message: name });

describe('passQueries', () => {
  it('has a factory for every GET endpoint of the contract and for nothing else', () => {
    const getIds = Object.values(endpoints)
      .filter((endpoint) => endpoint.method === 'GET')
      .map((endpoint) => endpoint.id)
      .sort();
    expect(getIds.length).toBeGreaterThan(0);
    expect(Object.keys(passQueries).sort()).toEqual(getIds);
    for (const [id, endpoint] of Object.entries(endpoints)) {
      expect(id in passQueries).toBe(endpoint.method === 'GET');
    }
  });

  it("keys are ['pass', id, input]", () => {
    const options = passQueries.organizerBySlug({ query: { organizerSlug: 'rock-for-people' } });
    expect(options.queryKey).toEqual([
      'pass',
      'organizerBySlug',
      { query: { organizerSlug: 'rock-for-people' } },
    ]);
    expect(passQueries.organizersAll().queryKey).toEqual(['pass', 'organizersAll', {}]);
  });

  it('keys are the same whatever the property order of the input', () => {
    const a = passQueryKey('eventsAll', {
      query: { page: 1, city: 'Brno', filter: { b: 2, a: 1 } },
      params: { x: 1 },
    });
    const b = passQueryKey('eventsAll', {
      params: { x: 1 },
      query: { filter: { a: 1, b: 2 }, city: 'Brno', page: 1 },
    });
    expect(a).toEqual(b);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(hashKey(a)).toBe(hashKey(b));
  });

  it('keys drop undefined fields and keep array order', () => {
    expect(stableKeyPart({ b: undefined, a: [3, { d: 1, c: 2 }] })).toEqual({ a: [3, { c: 2, d: 1 }] });
    expect(JSON.stringify(stableKeyPart({ z: 1, a: { y: undefined, x: null } }))).toBe(
      '{"a":{"x":null},"z":1}',
    );
    expect(stableKeyPart('text')).toBe('text');
  });

  it('fetches through the typed client with the shared defaults', async () => {
    const queryClient = createQueryClient();
    const options = passQueries.organizerBySlugV2({ params: { slug: 'metronome' } });
    const data = await queryClient.fetchQuery(options);
    expect(data.organizer).toEqual({ ...organizerFixture, slug: 'metronome' });
    expect(queryClient.getQueryData(options.queryKey)?.organizer.slug).toBe('metronome');
    expectTypeOf(queryClient.getQueryData(options.queryKey)).toEqualTypeOf<
      EndpointResponse<Endpoints['organizerBySlugV2']> | undefined
    >();
    expectTypeOf(data).toEqualTypeOf<EndpointResponse<Endpoints['organizerBySlugV2']>>();
  });

  it('rejects with the ApiError of the call', async () => {
    const queryClient = createQueryClient();
    await expect(
      queryClient.fetchQuery(passQueries.organizerBySlug({ query: { organizerSlug: 'missing' } })),
    ).rejects.toMatchObject({ name: 'organizer_not_found', status: 404 });
  });

  it('is typed per endpoint', () => {
    expectTypeOf(passQueries.organizersAll).toBeCallableWith();
    // @ts-expect-error -- organizerBySlug needs its query
    expectTypeOf(passQueries.organizerBySlug).toBeCallableWith();
    type Ids = keyof PassQueries;
    expectTypeOf<'organizerBySlug'>().toExtend<Ids>();
    expectTypeOf<Ids>().toExtend<EndpointId>();
  });
});

describe('createQueryClient defaults (spec section 9)', () => {
  it('keeps unused data 5 minutes and catalogue data fresh 60 s', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.gcTime).toBe(5 * 60 * 1000);
    expect(queries?.staleTime).toBe(60_000);
    expect(queries?.retry).toBe(shouldRetryQuery);
    expect(queries?.retryDelay).toBe(queryRetryDelay);
  });

  it('lets a caller override single defaults', () => {
    const queries = createQueryClient({ defaultOptions: { queries: { staleTime: 0 } } }).getDefaultOptions()
      .queries;
    expect(queries?.staleTime).toBe(0);
    expect(queries?.gcTime).toBe(5 * 60 * 1000);
  });

  it.each([400, 401, 403, 404, 409, 422, 429, 499])('does not retry a %i ApiError', (status) => {
    expect(shouldRetryQuery(0, apiError(status))).toBe(false);
  });

  it.each([
    ['a 500', apiError(500)],
    ['a 503', apiError(503)],
    ['no_response', apiError(0, 'no_response')],
    ['request_fail', apiError(500, 'request_fail')],
    ['a foreign error', new Error('boom')],
  ])('retries %s 3 times', (_label, error) => {
    expect([0, 1, 2, 3, 4].map((failures) => shouldRetryQuery(failures, error))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('does not retry invalid_response (the same body would come back)', () => {
    expect(shouldRetryQuery(0, apiError(500, 'invalid_response'))).toBe(false);
  });

  it('doubles the delay from 1 s and caps it at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(queryRetryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('runs a failing query 4 times (3 retries after 1 s, 2 s and 4 s) on a 500', async () => {
    vi.useFakeTimers();
    const queryClient = createQueryClient();
    const calls: number[] = [];
    const start = Date.now();
    const result = queryClient
      .fetchQuery({
        queryKey: ['test', 500],
        queryFn: () => {
          calls.push(Date.now() - start);
          return Promise.reject(apiError(500, 'api_error'));
        },
      })
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await result).toMatchObject({ status: 500 });
    expect(calls).toEqual([0, 1_000, 3_000, 7_000]);
  });

  it('runs a failing query once on a 404', async () => {
    const queryClient = createQueryClient();
    let calls = 0;
    await expect(
      queryClient.fetchQuery({
        queryKey: ['test', 404],
        queryFn: () => {
          calls += 1;
          return Promise.reject(apiError(404, 'event_not_found'));
        },
      }),
    ).rejects.toMatchObject({ status: 404 });
    expect(calls).toBe(1);
  });

  it('leaves mutations without retries', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBeUndefined();
  });
});
