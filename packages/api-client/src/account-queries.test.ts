import { endpoints } from '@repo/contract/routes';
import { describe, expect, it } from 'vitest';
import { isSecuredQueryKey, removeSecuredQueries, securedGetEndpointIds } from './account-queries';
import { createQueryClient, passQueryKey } from './query-options';

describe('securedGetEndpointIds', () => {
  it('lists the secured GET endpoints of the contract and nothing public', () => {
    expect(securedGetEndpointIds).toContain('accountOrders');
    expect(securedGetEndpointIds).toContain('bandFavorites');
    expect(securedGetEndpointIds).toContain('hubOrganizerEvents');
    expect(securedGetEndpointIds).not.toContain('organizerBySlug');
    expect(securedGetEndpointIds).not.toContain('login');
    for (const id of securedGetEndpointIds) {
      expect(endpoints[id].method).toBe('GET');
      expect(endpoints[id].secured).toBe(true);
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
