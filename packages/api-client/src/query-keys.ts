// Pass query keys and the options of one GET call, without the contract: light enough for every browser page.
import { queryOptions } from '@tanstack/react-query';
import type { CallOptions } from './endpoint-calls';

/** First element of every pass query key, so `invalidateQueries({ queryKey: ['pass'] })` reaches them all. */
export const PASS_QUERY_SCOPE = 'pass';

/** `['pass', id, input]` with the input's object keys sorted at every depth and undefined fields dropped. */
export type PassQueryKey<K extends string = string, I = unknown> = readonly [typeof PASS_QUERY_SCOPE, K, I];

/**
 * Copy of `value` with the keys of every plain object sorted and undefined properties dropped, so the same
 * input gives the same query key whatever the order it was written in. Arrays keep their order.
 */
export function stableKeyPart<V>(value: V): V {
  return sortKeys(value) as V;
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (!isPlainObject(value)) return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    const field = value[key];
    if (field !== undefined) sorted[key] = sortKeys(field);
  }
  return sorted;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** The query key of one endpoint call; use it (or a prefix of it) to invalidate or read the cache. */
export function passQueryKey<K extends string, I>(id: K, input: I | undefined): PassQueryKey<K, I> {
  return [PASS_QUERY_SCOPE, id, stableKeyPart(input ?? ({} as I))];
}

/** An endpoint function with its per-endpoint types erased, as code looping over endpoint ids sees it. */
export type LooseEndpointFunction = (input: unknown, options: CallOptions) => Promise<unknown>;

/** The options of one call of endpoint `id`, the single place that pairs a pass query key with its fetch. */
export function endpointQueryOptions(id: string, input: unknown, call: LooseEndpointFunction) {
  return queryOptions({
    queryKey: passQueryKey(id, input),
    queryFn: ({ signal }) => call(input, { signal }),
  });
}
