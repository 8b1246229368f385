// What a sign-out or an account switch must forget: the cached answers of secured (per-account) endpoints.
import { endpoints } from '@repo/contract/routes';
import type { Endpoints } from '@repo/contract/routes';
import type { QueryClient } from '@tanstack/react-query';
import { PASS_QUERY_SCOPE } from './query-options';

/** Ids of the GET endpoints whose answers depend on who calls (an account or an organizer member). */
export type SecuredGetEndpointId = {
  [K in keyof Endpoints]: Endpoints[K] extends {
    method: 'GET';
    access: { kind: 'account' | 'organizer' | 'device' | 'operator' };
  }
    ? K
    : never;
}[keyof Endpoints];

export const securedGetEndpointIds: readonly SecuredGetEndpointId[] = Object.values(endpoints)
  .filter((endpoint) => endpoint.method === 'GET' && endpoint.access.kind !== 'public')
  .map((endpoint) => endpoint.id as SecuredGetEndpointId);

const securedIds = new Set<string>(securedGetEndpointIds);

/** Whether a query key is a pass query of a secured endpoint (`['pass', 'accountOrders', ...]`). */
export function isSecuredQueryKey(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === PASS_QUERY_SCOPE && typeof queryKey[1] === 'string' && securedIds.has(queryKey[1]);
}

/**
 * Drops every cached answer of a secured endpoint. Query keys do not carry the token, so without this the
 * next account signed in on the same QueryClient would briefly see the previous account's orders.
 * Call it on sign-out and before signing in as someone else.
 */
export function removeSecuredQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => isSecuredQueryKey(query.queryKey) });
}
