// Public entry of the API client: error mapping for pass API responses.
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
