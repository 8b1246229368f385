import { endpoints } from '@repo/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSecuredQueryKey, removeSecuredQueries, securedGetEndpointIds } from './account-queries';
import { isApiError } from './api-error';
import type { ApiError } from './api-error';
import { parsePassClientConfig } from './config';
import { createPassClient } from './pass-client';
import { createPassQueries, createQueryClient, passQueryKey } from './query-options';
import { accountTokenFixture, startTestServer } from './test-server';
import type { TestServer } from './test-server';

describe('securedGetEndpointIds', () => {
  it('lists the secured GET endpoints of the contract and nothing public', () => {
    expect(securedGetEndpointIds).toContain('accountOrders');
    expect(securedGetEndpointIds).toContain('bandFavorites');
    expect(securedGetEndpointIds).toContain('hubOrganizerEvents');
    expect(securedGetEndpointIds).not.toContain('organizerBySlug');
    expect(securedGetEndpointIds).not.toContain('login');
    for (const id of securedGetEndpointIds) {
      expect(endpoints[id].method).toBe('GET');
      expect(endpoints[id].access.kind).not.toBe('public');
    }
  });
});

describe('removeSecuredQueries', () => {
  it("forgets the account's answers and keeps the catalogue", () => {
    const client = createQueryClient();
    const orders = passQueryKey('accountOrders', undefined);
    const organizer = passQueryKey('organizerBySlug', { query: { organizerSlug: 'x' } });
    client.setQueryData(orders, { errorText: 'OK', orders: [] });
    client.setQueryData(organizer, { errorText: 'OK' });
    expect(isSecuredQueryKey(orders)).toBe(true);
    expect(isSecuredQueryKey(organizer)).toBe(false);

    removeSecuredQueries(client);

    expect(client.getQueryData(orders)).toBeUndefined();
    expect(client.getQueryData(organizer)).toEqual({ errorText: 'OK' });
  });
});

describe('secured endpoints through the client', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('send the token of getToken and map a 401 to the unauthorized ApiError', async () => {
    let token: string | null = accountTokenFixture;
    const client = createPassClient(parsePassClientConfig({ baseUrl: server.url, getToken: () => token }));
    const passQueries = createPassQueries(client);
    const queryClient = createQueryClient();
    expect(await queryClient.fetchQuery(passQueries.accountOrders())).toEqual({
      errorText: 'OK',
      orders: [],
    });

    token = null;
    const error: unknown = await client.accountOrders().catch((caught: unknown) => caught);
    expect(isApiError(error, 'unauthorized')).toBe(true);
    expect((error as ApiError).status).toBe(401);
  });
});
