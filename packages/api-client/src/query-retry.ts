// The retry rule of pass queries (spec section 9), without the route table: a page's light client uses it too.
import { isApiError } from './api-error';
import { INVALID_RESPONSE_ERROR_NAME } from './endpoint-calls';

/** Failed queries are tried again up to 3 times; the delays double from 1 s and stop growing at 30 s. */
export const QUERY_RETRY = { retries: 3, retryDelayBase: 1_000, retryDelayMax: 30_000 } as const;

/**
 * Whether a query that failed `failureCount` times before this failure (0 on the first) is tried again:
 * up to 3 retries, none for a 4xx ApiError (the same request gives the same answer) and none for
 * `invalid_response` (the same body would come back).
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRY.retries) return false;
  if (isApiError(error) && error.status >= 400 && error.status <= 499) return false;
  if (isApiError(error, INVALID_RESPONSE_ERROR_NAME)) return false;
  return true;
}

/** Delay before retry number `attempt + 1`: 1 s, 2 s, 4 s, ... at most 30 s. */
export function queryRetryDelay(attempt: number): number {
  return Math.min(QUERY_RETRY.retryDelayBase * 2 ** attempt, QUERY_RETRY.retryDelayMax);
}
