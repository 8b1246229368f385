// Calling pass endpoints of any route table: the typed functions, the request and the response check. No route table
// of its own, so a client of a few endpoints (bindEndpoints) loads only their schemas (pass-client.ts binds them all).
import { fillPath } from '@repo/contract/endpoint';
import type { EndpointDefinition, EndpointInput, EndpointResponse } from '@repo/contract/endpoint';
import type { Endpoints } from '@repo/contract/routes';
import type { AxiosInstance } from 'axios';
import type { z } from 'zod';
import { ApiError, toApiError, UNKNOWN_ERROR_STATUS } from './api-error';

/** Name of the ApiError raised when a success body does not match the endpoint's response schema. */
export const INVALID_RESPONSE_ERROR_NAME = 'invalid_response';

/** A route table: endpoint definitions keyed by their id (the contract's `endpoints`, or a part of it). */
export type EndpointTable = Readonly<Record<string, EndpointDefinition>>;

/** Per-call options. `signal` aborts the request (TanStack Query passes its own). */
export interface CallOptions {
  signal?: AbortSignal | undefined;
}

/** True when an endpoint takes no params, query or body, so its input may be left out. */
export type InputIsOptional<E extends EndpointDefinition> =
  Record<string, never> extends EndpointInput<E> ? true : false;

/**
 * Arguments of an endpoint function: the input is optional when the endpoint takes no params, query or body
 * (`client.organizersAll()`), required otherwise.
 */
export type EndpointArgs<E extends EndpointDefinition> =
  InputIsOptional<E> extends true
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

export type EndpointFunction<E extends EndpointDefinition> = (
  ...args: EndpointArgs<E>
) => Promise<EndpointResponse<E>>;

/** `{ organizerBySlug: (input) => Promise<...>, ... }`: one function per endpoint of the table. */
export type PassClient<T extends EndpointTable = Endpoints> = {
  readonly [K in keyof T]: EndpointFunction<T[K]>;
};

/** The input of any endpoint once its types are erased: what the request is built from. */
interface RequestInput {
  params?: Readonly<Record<string, unknown>> | undefined;
  query?: object | undefined;
  body?: unknown;
}

/**
 * Calls one endpoint: fills the `{param}` placeholders of its path, sends `query` as query-string parameters
 * and `body` as JSON with the contract's method, and parses the response with the contract's response
 * schema. Rejects with an ApiError only:
 * - the mapping of spec section 8 for error bodies, HTTP errors and transport failures (done by `createHttp`);
 * - `invalid_response` (status 500) when a success body does not match the contract. The body is kept on
 *   the error and the message lists the paths of the mismatching fields. It means client and server
 *   disagree about the contract (e.g. during a deploy), so it is treated as a server fault, and
 *   `createQueryClient` does not retry it because the same body would come back;
 * - `request_fail` (status 500) for anything thrown while building the request, such as a missing path
 *   parameter.
 */
export async function callEndpoint<E extends EndpointDefinition>(
  http: AxiosInstance,
  endpoint: E,
  ...[input, options]: EndpointArgs<E>
): Promise<EndpointResponse<E>> {
  return request(http, endpoint, input, options);
}

async function request<E extends EndpointDefinition>(
  http: AxiosInstance,
  endpoint: E,
  input: RequestInput | undefined,
  options: CallOptions | undefined,
): Promise<EndpointResponse<E>> {
  // PDFs, images and spreadsheets arrive as bytes, pages, SVG, CSV and other text files as text; the rest is JSON.
  const responseType = !endpoint.produces
    ? 'json'
    : endpoint.produces.startsWith('text/') ||
        endpoint.produces === 'image/svg+xml' ||
        endpoint.produces === 'application/xml'
      ? 'text'
      : 'arraybuffer';
  let data: unknown;
  try {
    const response = await http.request<unknown>({
      method: endpoint.method,
      url: fillPath(endpoint.path, input?.params),
      params: input?.query,
      data: input?.body,
      headers: endpoint.consumes ? { 'content-type': endpoint.consumes } : undefined,
      responseType,
      signal: options?.signal,
    });
    data = response.data instanceof ArrayBuffer ? new Uint8Array(response.data) : response.data;
  } catch (error) {
    throw toApiError(error);
  }
  return parseResponse(endpoint, data);
}

/** Parses a success body with the endpoint's response schema; a mismatch is an `invalid_response` ApiError. */
export function parseResponse<E extends EndpointDefinition>(endpoint: E, body: unknown): EndpointResponse<E> {
  const schema: E['response'] = endpoint.response;
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  return invalidResponse(endpoint, body, parsed.error);
}

function invalidResponse(endpoint: EndpointDefinition, body: unknown, error: z.ZodError): never {
  const paths = [...new Set(error.issues.map((issue) => issue.path.map(String).join('.') || '(root)'))];
  throw new ApiError({
    name: INVALID_RESPONSE_ERROR_NAME,
    status: UNKNOWN_ERROR_STATUS,
    message: `Response of ${endpoint.id} (${endpoint.method} ${endpoint.path}) does not match the contract at: ${paths.join(', ')}`,
    body,
    cause: error,
  });
}

/**
 * One function per endpoint of `table`, all calling through `http`. Generic over the table, so endpoints
 * added to the contract appear here without any change.
 */
export function bindEndpoints<T extends EndpointTable>(http: AxiosInstance, table: T): PassClient<T> {
  const bind =
    <K extends keyof T>(endpoint: T[K]): EndpointFunction<T[K]> =>
    (...[input, options]) =>
      request(http, endpoint, input, options);
  const client: Partial<{ -readonly [K in keyof T]: EndpointFunction<T[K]> }> = {};
  for (const id of Object.keys(table) as (keyof T & string)[]) {
    client[id] = bind(table[id]);
  }
  // Every key of the table was filled just above; the loop cannot tell the compiler so.
  return client as PassClient<T>;
}
