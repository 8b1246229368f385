// The messages between the cart page and its live-catalogue worker (lib/live-catalogue.worker.ts): plain data only,
// as postMessage copies it; a failure travels as the fields of its ApiError and becomes one again on the page.
import type { PassClientConfigInput } from '@repo/api-client/config';
import type { LIVE_CATALOGUE_IDS } from './live-catalogue-ids';

export type LiveId = (typeof LIVE_CATALOGUE_IDS)[number];

/** The client's settings without the token getter (a function cannot be posted): the token comes with each call. */
export type WorkerClientConfig = Omit<PassClientConfigInput, 'getToken'>;

export type LiveRequest =
  | { readonly kind: 'config'; readonly config: WorkerClientConfig }
  | {
      readonly kind: 'call';
      readonly id: number;
      readonly endpointId: LiveId;
      readonly input: unknown;
      readonly token: string | null;
    }
  | { readonly kind: 'abort'; readonly id: number };

/** The fields of an ApiError (spec section 8). */
export interface PostedError {
  readonly name: string;
  readonly status: number;
  readonly message: string;
  readonly body?: unknown;
  readonly retryAfter?: string;
}

export type LiveReply =
  | { readonly id: number; readonly ok: true; readonly data: unknown }
  | { readonly id: number; readonly ok: false; readonly error: PostedError };

/** What of a thrown value crosses to the page: an ApiError's fields, or a `request_fail` (500) for anything else. */
export function postedErrorOf(error: unknown): PostedError {
  const candidate = error as Partial<PostedError> | null;
  if (typeof candidate?.name !== 'string' || typeof candidate.status !== 'number') {
    return {
      name: 'request_fail',
      status: 500,
      message: error instanceof Error ? error.message : String(error),
    };
  }
  let body: unknown;
  try {
    // A body that cannot be copied (it never should: it came as JSON) is left behind rather than failing the reply.
    body = structuredClone(candidate.body);
  } catch {
    body = undefined;
  }
  return {
    name: candidate.name,
    status: candidate.status,
    message: typeof candidate.message === 'string' ? candidate.message : '',
    ...(body === undefined ? {} : { body }),
    ...(typeof candidate.retryAfter === 'string' ? { retryAfter: candidate.retryAfter } : {}),
  };
}
