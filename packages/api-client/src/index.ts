// Public entry of the API client: configuration, the axios instance, the typed endpoint functions, TanStack
// Query factories and the error mapping of spec section 8.
export {
  ApiError,
  DEFAULT_ERROR_NAME,
  NO_RESPONSE_ERROR_NAME,
  NO_RESPONSE_STATUS,
  REQUEST_FAIL_ERROR_NAME,
  UNKNOWN_ERROR_STATUS,
  apiErrorFromBody,
  apiErrorFromHttp,
  apiResponseBody,
  errorNameFrom,
  isApiError,
  toApiError,
} from './api-error';
export type { ApiErrorInit, ApiResponseBody } from './api-error';
export {
  DEFAULT_AGENT_SOURCE,
  DEFAULT_AGENT_VERSION,
  DEFAULT_BASE_URL_SETTING,
  DEFAULT_LANGUAGE_ID,
  parsePassClientConfig,
} from './config';
export type { PassClientConfig, PassClientConfigInput, TokenGetter } from './config';
export { createHttp } from './http';
export {
  INVALID_RESPONSE_ERROR_NAME,
  bindEndpoints,
  callEndpoint,
  createPassClient,
  parseResponse,
} from './pass-client';
export type {
  CallOptions,
  EndpointArgs,
  EndpointFunction,
  EndpointTable,
  InputIsOptional,
  PassClient,
} from './pass-client';
export {
  PASS_QUERY_DEFAULTS,
  PASS_QUERY_SCOPE,
  bindQueries,
  createPassQueries,
  createQueryClient,
  passQueryKey,
  queryRetryDelay,
  shouldRetryQuery,
  stableKeyPart,
} from './query-options';
export type { GetEndpointId, PassQueries, PassQueryKey, PassQueryOptions } from './query-options';
