// TanStack Query factories for every GET endpoint of the contract, and the QueryClient defaults of spec section 9.
import type { EndpointDefinition, EndpointInput, EndpointResponse } from '@repo/contract/endpoint';
import { endpoints } from '@repo/contract/routes';
import type { Endpoints } from '@repo/contract/routes';
import { QueryClient } from '@tanstack/react-query';
import type { DataTag, QueryClientConfig, UseQueryOptions } from '@tanstack/react-query';
import type { ApiError } from './api-error';
import type { EndpointTable, InputIsOptional, PassClient } from './pass-client';
import { endpointQueryOptions } from './query-keys';
import { QUERY_RETRY, queryRetryDelay, shouldRetryQuery } from './query-retry';
import type { LooseEndpointFunction, PassQueryKey } from './query-keys';

// Keys live in query-keys.ts, which browser pages can import without the contract; re-exported for callers here.
export { PASS_QUERY_SCOPE, passQueryKey, stableKeyPart } from './query-keys';
export type { PassQueryKey } from './query-keys';

/** Ids of the table's GET endpoints: the only ones that get query factories. */
export type GetEndpointId<T extends EndpointTable = Endpoints> = {
  [K in keyof T & string]: T[K]['method'] extends 'GET' ? K : never;
}[keyof T & string];

/** What `passQueries.<id>(input)` returns: options for useQuery, prefetchQuery, ensureQueryData, ... */
export type PassQueryOptions<E extends EndpointDefinition, K extends string = string> = UseQueryOptions<
  EndpointResponse<E>,
  ApiError,
  EndpointResponse<E>,
  PassQueryKey<K, EndpointInput<E>>
> & {
  queryKey: DataTag<PassQueryKey<K, EndpointInput<E>>, EndpointResponse<E>, ApiError>;
};

export type PassQueries<T extends EndpointTable = Endpoints> = {
  readonly [K in GetEndpointId<T>]: (...args: QueryArgs<T[K]>) => PassQueryOptions<T[K], K>;
};

/** The endpoint's input, optional when it takes none (TanStack Query owns the abort signal). */
type QueryArgs<E extends EndpointDefinition> =
  InputIsOptional<E> extends true ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

/**
 * Query option factories for every GET endpoint of `table`, calling through `client` (a client bound to the
 * same table). Generic over the table, so GET endpoints added to the contract get a factory without change.
 */
export function bindQueries<T extends EndpointTable>(client: PassClient<T>, table: T): PassQueries<T> {
  const factories: Record<string, (input?: unknown) => unknown> = {};
  for (const [id, endpoint] of Object.entries(table)) {
    if (endpoint.method !== 'GET') continue;
    // The function bound to this endpoint, with its per-endpoint types erased (a loop cannot carry them).
    const call = client[id] as unknown as LooseEndpointFunction;
    factories[id] = (input?: unknown) => endpointQueryOptions(id, input, call);
  }
  // Each factory was built for the GET endpoint under its own key, which is what PassQueries<T> describes.
  return factories as unknown as PassQueries<T>;
}

/**
 * `passQueries.<id>(input)` for every GET endpoint of the pass API:
 * `useQuery(passQueries.organizerBySlug({ query: { organizerSlug } }))`. Server components prefetch with the
 * same factories, so keys match and the prefetched data hydrates the client.
 *
 * Keys do not include the client's language: use one QueryClient per language (a storefront page renders
 * in the one language its URL names).
 */
export function createPassQueries(client: PassClient): PassQueries {
  return bindQueries(client, endpoints);
}

/** Query defaults of spec section 9. */
export const PASS_QUERY_DEFAULTS = {
  /**
   * Catalogue data (events, organizers, ticket types, programme) changes rarely, so it stays fresh for a
   * minute: pages do not refetch on every mount, and data prefetched by a server component is not fetched
   * again as soon as it hydrates. Sales never rely on it: the server checks availability when it sells.
   */
  staleTime: 60_000,
  /** Unused data is dropped after 5 minutes. */
  gcTime: 5 * 60_000,
  /** Failed queries are tried again up to 3 times; retry delays double from 1 s and stop growing at 30 s. */
  ...QUERY_RETRY,
} as const;

export { queryRetryDelay, shouldRetryQuery } from './query-retry';

/**
 * A QueryClient with the defaults of spec section 9 (see PASS_QUERY_DEFAULTS). Mutations keep TanStack's
 * default of no retry: order creation and payments must not be sent twice by the cache.
 * `config.defaultOptions.queries` may override single defaults.
 */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        staleTime: PASS_QUERY_DEFAULTS.staleTime,
        gcTime: PASS_QUERY_DEFAULTS.gcTime,
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        ...config.defaultOptions?.queries,
      },
    },
  });
}
