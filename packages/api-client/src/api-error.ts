// Maps every pass API failure (2xx body with ERROR_ errorText, HTTP error, transport failure) to one ApiError, per spec section 8.
import axios from 'axios';
import { z } from 'zod';

/** Name used when a failure carries no usable error text. */
export const DEFAULT_ERROR_NAME = 'api_error';
/** The request left but no response came back (network down, CORS, timeout). */
export const NO_RESPONSE_ERROR_NAME = 'no_response';
/** The request failed before or outside HTTP (bad config, aborted before sending, a bug in an interceptor). */
export const REQUEST_FAIL_ERROR_NAME = 'request_fail';
/**
 * Status of a `no_response` error. There is no HTTP status to report; 0 is what browsers give for the same
 * case (XMLHttpRequest.status, opaque fetch responses) and keeps `status >= 500` checks from counting a
 * dead network as a server fault.
 */
export const NO_RESPONSE_STATUS = 0;
/** Status for failures whose cause has no HTTP status of its own (spec: "status 500 when unknown"). */
export const UNKNOWN_ERROR_STATUS = 500;

const SUCCESS_ERROR_TEXT = 'OK';
const ERROR_TEXT_PREFIX = 'ERROR_';

// A field of the wrong type is treated as absent instead of failing the whole body: a broken error body must
// still turn into an ApiError, never into a zod error.
const optionalText = z.string().optional().catch(undefined);

/** The envelope fields of a pass API body that error mapping reads; other fields pass through untouched. */
export const apiResponseBody = z.looseObject({
  errorText: optionalText,
  message: optionalText,
  type: optionalText,
  error: optionalText,
});
export type ApiResponseBody = z.infer<typeof apiResponseBody>;

export interface ApiErrorInit {
  name: string;
  status: number;
  message: string;
  body?: unknown;
  cause?: unknown;
  /** The response's Retry-After header (429, 503), so a server in the middle can pass it on. */
  retryAfter?: string;
}

/** A failed API call: `name` is the lowercase error name (e.g. `sold_out`), `status` the HTTP status or 0/500. */
export class ApiError extends Error {
  override readonly name: string;
  readonly status: number;
  readonly body?: unknown;
  readonly retryAfter?: string;

  constructor({ name, status, message, body, cause, retryAfter }: ApiErrorInit) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = name;
    this.status = status;
    this.body = body;
    if (retryAfter !== undefined) this.retryAfter = retryAfter;
  }
}

/** `ERROR_SOLD_OUT` -> `sold_out`; anything without usable text -> `api_error`. */
export function errorNameFrom(text: unknown): string {
  if (typeof text !== 'string') return DEFAULT_ERROR_NAME;
  const trimmed = text.trim();
  const name = (trimmed.startsWith(ERROR_TEXT_PREFIX) ? trimmed.slice(ERROR_TEXT_PREFIX.length) : trimmed)
    .trim()
    .toLowerCase();
  return name === '' ? DEFAULT_ERROR_NAME : name;
}

/**
 * The error hidden in a 2xx body (`errorText` other than `OK`), or null when the body reports success or
 * carries no errorText at all. Status is 500 because the server answered 2xx and gave no better one.
 */
export function apiErrorFromBody(body: unknown): ApiError | null {
  const fields = readBody(body);
  const { errorText } = fields;
  if (errorText === undefined || errorText === SUCCESS_ERROR_TEXT) return null;
  const name = errorNameFrom(errorText);
  return new ApiError({
    name,
    status: UNKNOWN_ERROR_STATUS,
    message: nonEmpty(fields.message) ?? nonEmpty(errorText) ?? name,
    body,
  });
}

/** The error for a non-2xx response: name from `type`, `errorText` or `error`, status as received. */
export function apiErrorFromHttp(
  status: number,
  body: unknown,
  options?: { cause?: unknown; retryAfter?: string },
): ApiError {
  const fields = readBody(body);
  // An errorText of OK on an error status names nothing; "ok" as an error name would mislead callers.
  const errorText = fields.errorText === SUCCESS_ERROR_TEXT ? undefined : nonEmpty(fields.errorText);
  return new ApiError({
    name: errorNameFrom(nonEmpty(fields.type) ?? errorText ?? nonEmpty(fields.error)),
    status,
    message: nonEmpty(fields.message) ?? errorText ?? `HTTP ${status}`,
    body,
    cause: options?.cause,
    retryAfter: options?.retryAfter,
  });
}

/** Any thrown value as an ApiError; an ApiError is returned as is so mapping twice changes nothing. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;

  if (axios.isAxiosError(error)) {
    if (error.response) {
      const retryAfter: unknown = error.response.headers['retry-after'];
      return apiErrorFromHttp(error.response.status, error.response.data, {
        cause: error,
        retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
      });
    }
    if (error.request !== undefined && error.request !== null) {
      return new ApiError({
        name: NO_RESPONSE_ERROR_NAME,
        status: NO_RESPONSE_STATUS,
        message: nonEmpty(error.message) ?? 'No response received',
        cause: error,
      });
    }
  }

  return new ApiError({
    name: REQUEST_FAIL_ERROR_NAME,
    status: httpStatusOf(error) ?? UNKNOWN_ERROR_STATUS,
    message: messageOf(error),
    cause: error,
  });
}

/**
 * Whether `error` is an ApiError, optionally one with this status (number) or name (string), so callers can
 * write `isApiError(e, 409)` or `isApiError(e, 'sold_out')`.
 */
export function isApiError(error: unknown, match?: number | string): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  if (match === undefined) return true;
  return typeof match === 'number' ? error.status === match : error.name === match;
}

function readBody(body: unknown): ApiResponseBody {
  const parsed = apiResponseBody.safeParse(body);
  return parsed.success ? parsed.data : {};
}

function nonEmpty(text: string | undefined): string | undefined {
  return text === undefined || text.trim() === '' ? undefined : text;
}

// Only a real HTTP status is worth keeping; anything else would make status matching lie.
function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const { status } = error;
  return typeof status === 'number' && Number.isInteger(status) && status >= 100 && status <= 599
    ? status
    : undefined;
}

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return 'Request failed';
}
