// The axios instance every pass API call goes through: base URL, agent headers, bearer token, error mapping.
import { agentHeaders } from '@repo/contract/headers';
import axios from 'axios';
import type { AxiosInstance } from 'axios';
import { apiErrorFromBody, toApiError } from './api-error';
import type { PassClientConfig } from './config';

/**
 * Creates the HTTP client of the pass API from a validated configuration (see `parsePassClientConfig`).
 *
 * - Every request carries the three agent headers of spec section 7 (version, source, language id).
 * - `Authorization: Bearer <token>` is added when `getToken` returns a token; it is read per request, so a
 *   sign-in or sign-out takes effect without recreating the client. An Authorization header set by the
 *   caller for one request is left alone.
 * - Every failure rejects with an `ApiError` (spec section 8): a 2xx body whose errorText is not OK, an HTTP
 *   error status, no response at all, or anything else.
 */
export function createHttp(config: PassClientConfig): AxiosInstance {
  const http = axios.create({
    baseURL: config.baseUrl,
    // No timeout: spec section 9 says the HTTP client has no default timeout, so axios keeps its default of
    // 0 (wait as long as the connection lives). Callers that need a bound pass an AbortSignal per request.
    timeout: 0,
    headers: {
      [agentHeaders.agentVersion]: config.agentVersion,
      [agentHeaders.agentSource]: String(config.agentSource),
      [agentHeaders.languageId]: String(config.languageId),
    },
    // Arrays as repeated keys (`id=a&id=b`), which the server's query parser reads as arrays; axios's default
    // `id[]=a` would arrive under the key `id[]`.
    paramsSerializer: { indexes: null },
  });

  http.interceptors.request.use((request) => {
    const token = config.getToken?.();
    if (typeof token === 'string' && token !== '' && !request.headers.has('Authorization')) {
      request.headers.set('Authorization', `Bearer ${token}`);
    }
    return request;
  });

  http.interceptors.response.use(
    (response) => {
      const error = apiErrorFromBody(response.data);
      if (error !== null) throw error;
      return response;
    },
    (error: unknown) => Promise.reject(toApiError(decodeErrorBody(error))),
  );

  return http;
}

/**
 * A failed request for bytes or text still carries a JSON error body (spec section 8); decode it so the
 * error mapping can read errorText, type and message.
 */
export function decodeErrorBody(error: unknown): unknown {
  const response = (error as { response?: { data?: unknown } }).response;
  if (!response) return error;
  const raw = response.data;
  // In Node axios hands bytes over as a Buffer (a Uint8Array), in browsers as an ArrayBuffer.
  const text =
    raw instanceof ArrayBuffer || raw instanceof Uint8Array
      ? new TextDecoder().decode(raw)
      : typeof raw === 'string'
        ? raw
        : null;
  if (text === null) return error;
  try {
    response.data = JSON.parse(text) as unknown;
  } catch {
    // Not JSON (an HTML error page): leave it, the mapping falls back to the status.
  }
  return error;
}
