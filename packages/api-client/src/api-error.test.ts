import { AxiosError, AxiosHeaders } from 'axios';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  apiErrorFromBody,
  apiErrorFromHttp,
  apiResponseBody,
  errorNameFrom,
  isApiError,
  toApiError,
} from './api-error';

const config: InternalAxiosRequestConfig = { headers: new AxiosHeaders(), url: '/pass/order-create' };

function response(status: number, data: unknown): AxiosResponse {
  return { data, status, statusText: '', headers: {}, config };
}

// Stands in for the XMLHttpRequest / ClientRequest axios keeps on the error; only its presence matters.
const sentRequest = {};

describe('errorNameFrom', () => {
  it('strips the ERROR_ prefix and lowercases', () => {
    expect(errorNameFrom('ERROR_SOLD_OUT')).toBe('sold_out');
    expect(errorNameFrom('  ERROR_NOT_FOUND ')).toBe('not_found');
  });

  it('lowercases text without the prefix', () => {
    expect(errorNameFrom('Validation')).toBe('validation');
  });

  it('strips the prefix only at the start', () => {
    expect(errorNameFrom('SEAT_ERROR_TAKEN')).toBe('seat_error_taken');
  });

  it.each([undefined, null, 42, {}, '', '   ', 'ERROR_'])('falls back to api_error for %j', (text) => {
    expect(errorNameFrom(text)).toBe('api_error');
  });
});

describe('apiResponseBody', () => {
  it('keeps unknown fields and drops envelope fields of the wrong type', () => {
    const parsed = apiResponseBody.parse({ errorText: 'OK', message: 7, orderId: 'x' });
    expect(parsed).toEqual({ errorText: 'OK', message: undefined, orderId: 'x' });
  });
});

describe('apiErrorFromBody', () => {
  it('turns an ERROR_ errorText into an ApiError with status 500', () => {
    const body = { errorText: 'ERROR_SOLD_OUT', message: 'Tickets are sold out' };
    const error = apiErrorFromBody(body);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'sold_out', status: 500, message: 'Tickets are sold out', body });
  });

  it('uses errorText as the message when the body has none', () => {
    expect(apiErrorFromBody({ errorText: 'ERROR_LIMIT' })?.message).toBe('ERROR_LIMIT');
  });

  it('names an empty errorText api_error and still fails', () => {
    expect(apiErrorFromBody({ errorText: '' })).toMatchObject({ name: 'api_error', message: 'api_error' });
  });

  it.each([
    ['errorText OK', { errorText: 'OK', orderId: 'x' }],
    ['no errorText', { orderId: 'x' }],
    ['errorText of the wrong type', { errorText: 1 }],
    ['a non-object body', 'OK'],
    ['no body', undefined],
  ])('returns null for %s', (_label, body) => {
    expect(apiErrorFromBody(body)).toBeNull();
  });
});

describe('apiErrorFromHttp', () => {
  it('prefers type over errorText and error for the name', () => {
    const error = apiErrorFromHttp(409, { type: 'ERROR_SOLD_OUT', errorText: 'ERROR_CONFLICT', error: 'x' });
    expect(error).toMatchObject({ name: 'sold_out', status: 409, message: 'ERROR_CONFLICT' });
  });

  it('falls back to errorText, then error', () => {
    expect(apiErrorFromHttp(404, { errorText: 'ERROR_NOT_FOUND', message: 'No such event' })).toMatchObject({
      name: 'not_found',
      status: 404,
      message: 'No such event',
    });
    expect(apiErrorFromHttp(401, { error: 'Unauthorized' })).toMatchObject({
      name: 'unauthorized',
      status: 401,
      message: 'HTTP 401',
    });
  });

  it('skips empty and non-string name fields', () => {
    expect(apiErrorFromHttp(422, { type: '', errorText: 5, error: 'ERROR_RULE' }).name).toBe('rule');
  });

  it('does not take OK as an error name or message', () => {
    expect(apiErrorFromHttp(502, { errorText: 'OK' })).toMatchObject({
      name: 'api_error',
      status: 502,
      message: 'HTTP 502',
    });
  });

  it.each([undefined, '<html>Bad Gateway</html>', null])('defaults when the body is %j', (body) => {
    const error = apiErrorFromHttp(503, body);
    expect(error).toMatchObject({ name: 'api_error', status: 503, message: 'HTTP 503', body });
  });

  it('keeps the cause when given', () => {
    const cause = new Error('wire');
    expect(apiErrorFromHttp(400, {}, { cause }).cause).toBe(cause);
  });
});

describe('toApiError', () => {
  it('maps an axios error with a response through the HTTP rules', () => {
    const body = { errorText: 'ERROR_SOLD_OUT', message: 'Sold out' };
    const axiosError = new AxiosError(
      'Request failed with status code 409',
      AxiosError.ERR_BAD_REQUEST,
      config,
      sentRequest,
      response(409, body),
    );
    const error = toApiError(axiosError);
    expect(error).toMatchObject({ name: 'sold_out', status: 409, message: 'Sold out', body });
    expect(error.cause).toBe(axiosError);
  });

  it('maps a sent request without a response to no_response with status 0', () => {
    const axiosError = new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, sentRequest);
    const error = toApiError(axiosError);
    expect(error).toMatchObject({ name: 'no_response', status: 0, message: 'Network Error' });
    expect(error.cause).toBe(axiosError);
    expect(error.body).toBeUndefined();
  });

  it('maps a timeout with no response to no_response', () => {
    const axiosError = new AxiosError(
      'timeout of 10ms exceeded',
      AxiosError.ECONNABORTED,
      config,
      sentRequest,
    );
    expect(toApiError(axiosError)).toMatchObject({ name: 'no_response', status: 0 });
  });

  it('gives a default message when a no_response error has none', () => {
    const axiosError = new AxiosError('', AxiosError.ERR_NETWORK, config, sentRequest);
    expect(toApiError(axiosError).message).toBe('No response received');
  });

  it('maps an axios error that never sent a request to request_fail with status 500', () => {
    const axiosError = new AxiosError('Invalid URL', AxiosError.ERR_INVALID_URL, config);
    const error = toApiError(axiosError);
    expect(error).toMatchObject({ name: 'request_fail', status: 500, message: 'Invalid URL' });
    expect(error.cause).toBe(axiosError);
  });

  it('maps a plain error to request_fail with status 500', () => {
    const cause = new TypeError('boom');
    const error = toApiError(cause);
    expect(error).toMatchObject({ name: 'request_fail', status: 500, message: 'boom' });
    expect(error.cause).toBe(cause);
  });

  it('keeps a real HTTP status found on a foreign error', () => {
    expect(toApiError(Object.assign(new Error('busy'), { status: 503 })).status).toBe(503);
    expect(toApiError(Object.assign(new Error('odd'), { status: 42 })).status).toBe(500);
    expect(toApiError({ status: '503' }).status).toBe(500);
  });

  it.each([
    ['a string', 'went wrong', 'went wrong'],
    ['undefined', undefined, 'Request failed'],
    ['an error without message', new Error(''), 'Request failed'],
  ])('maps %s to request_fail', (_label, thrown, message) => {
    expect(toApiError(thrown)).toMatchObject({ name: 'request_fail', status: 500, message });
  });

  it('passes an ApiError through unchanged', () => {
    const original = new ApiError({ name: 'sold_out', status: 409, message: 'Sold out' });
    expect(toApiError(original)).toBe(original);
  });
});

describe('ApiError', () => {
  it('is an Error with its own name, and no cause unless given', () => {
    const error = new ApiError({ name: 'not_found', status: 404, message: 'Missing' });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('not_found');
    expect('cause' in error).toBe(false);
    expect(error.body).toBeUndefined();
    expect(String(error)).toBe('not_found: Missing');
  });
});

describe('isApiError', () => {
  const soldOut = new ApiError({ name: 'sold_out', status: 409, message: 'Sold out' });

  it('matches by numeric status', () => {
    expect(isApiError(soldOut, 409)).toBe(true);
    expect(isApiError(soldOut, 404)).toBe(false);
  });

  it('matches by name', () => {
    expect(isApiError(soldOut, 'sold_out')).toBe(true);
    expect(isApiError(soldOut, 'not_found')).toBe(false);
  });

  it('does not confuse a numeric string with a status', () => {
    expect(isApiError(soldOut, '409')).toBe(false);
  });

  it('without a match only checks the type', () => {
    expect(isApiError(soldOut)).toBe(true);
    expect(isApiError(new Error('sold_out'))).toBe(false);
    expect(isApiError({ name: 'sold_out', status: 409 }, 409)).toBe(false);
  });
});
