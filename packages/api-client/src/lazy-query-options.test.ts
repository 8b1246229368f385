// Tests of createLazyPassQueries: the same keys as createPassQueries, the client loaded only when a query runs.
import { QueryClient } from '@tanstack/react-query';
import type { FetchQueryOptions } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parsePassClientConfig } from './config';
import { createLazyPassQueries } from './lazy-query-options';
import { endpoints } from '@repo/contract/routes';
import { bindEndpoints } from './endpoint-calls';
import { createHttp } from './http';
import { createPassClient } from './pass-client';
import type { PassClient } from './pass-client';
import { createPassQueries } from './query-options';
import { organizerFixture, startTestServer } from './test-server';
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

describe('createLazyPassQueries', () => {
  it('gives the keys of createPassQueries without loading the client', () => {
    const load = vi.fn(async () => client);
    const lazy = createLazyPassQueries(load);
    const eager = createPassQueries(client);
    const input = { query: { organizerSlug: organizerFixture.slug } };
    expect(lazy.organizerBySlug(input).queryKey).toEqual(eager.organizerBySlug(input).queryKey);
    expect(lazy.organizersAll().queryKey).toEqual(['pass', 'organizersAll', {}]);
    expect(lazy.organizerBySlug).toBe(lazy.organizerBySlug);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the client when a query runs and fetches through it', async () => {
    const load = vi.fn(async () => client);
    const queries = createLazyPassQueries(load);
    const data = await new QueryClient().fetchQuery(
      queries.organizerBySlug({ query: { organizerSlug: organizerFixture.slug } }),
    );
    expect(data.organizer.slug).toBe(organizerFixture.slug);
    // With the endpoint's id, so a page may load a client of only some endpoints for those.
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('organizerBySlug');
  });

  it('fetches through a client bound to only the endpoints asked of it', async () => {
    const { organizerBySlug } = endpoints;
    const small = bindEndpoints(createHttp(parsePassClientConfig({ baseUrl: server.url })), {
      organizerBySlug,
    });
    const queries = createLazyPassQueries(async () => small as unknown as PassClient);
    const data = await new QueryClient().fetchQuery(
      queries.organizerBySlug({ query: { organizerSlug: organizerFixture.slug } }),
    );
    expect(data.organizer.slug).toBe(organizerFixture.slug);
  });

  it('is not mistaken for a promise and names an endpoint the client lacks', async () => {
    const queries = createLazyPassQueries(async () => client);
    expect((queries as unknown as { then?: unknown }).then).toBeUndefined();
    // Outside the types on purpose: only a caller that bypasses PassQueries can name a missing endpoint.
    const loose = queries as unknown as Record<string, () => FetchQueryOptions>;
    const options = loose.noSuchEndpoint?.() ?? { queryKey: ['factory missing'] };
    await expect(new QueryClient().fetchQuery(options)).rejects.toThrow(
      'The pass client has no endpoint "noSuchEndpoint"',
    );
  });
});
