// Query options for browser pages that load the pass client on first use: createPassQueries' keys, no contract.
import type { PassClient } from './pass-client';
import { endpointQueryOptions } from './query-keys';
import type { LooseEndpointFunction } from './query-keys';
import type { PassQueries } from './query-options';

/**
 * `passQueries.<id>(input)` like createPassQueries, with the same keys, for a page that must not bring the pass
 * client (axios, zod and every contract schema) with its first load: a query's fetch awaits `loadClient(id)`,
 * which may load a client of only some endpoints for the ones it is asked for.
 * The factories are found by name, because listing the GET endpoints would need the contract this avoids;
 * the PassQueries type still allows only GET endpoints.
 */
export function createLazyPassQueries(loadClient: (endpointId: string) => Promise<PassClient>): PassQueries {
  const factories = new Map<string, (input?: unknown) => unknown>();
  const factoryOf = (id: string) => (input?: unknown) =>
    endpointQueryOptions(id, input, async (callInput, options) => {
      const call = (await loadClient(id))[id as keyof PassClient] as unknown as
        LooseEndpointFunction | undefined;
      if (typeof call !== 'function') throw new Error(`The pass client has no endpoint "${id}"`);
      return call(callInput, options);
    });
  return new Proxy(Object.create(null) as object, {
    get(_target, id) {
      // Symbols and `then` are asked by runtimes (await, inspection), never by callers of PassQueries.
      if (typeof id !== 'string' || id === 'then') return undefined;
      let factory = factories.get(id);
      if (!factory) {
        factory = factoryOf(id);
        factories.set(id, factory);
      }
      return factory;
    },
  }) as PassQueries;
}
