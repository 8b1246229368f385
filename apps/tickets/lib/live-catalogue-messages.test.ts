// A failure in the live-catalogue worker reaches the page as the fields of its ApiError.
import { ApiError } from '@repo/api-client/api-error';
import { describe, expect, it } from 'vitest';
import { postedErrorOf } from './live-catalogue-messages';

describe('postedErrorOf', () => {
  it("keeps an ApiError's name, status, message, body and Retry-After", () => {
    const error = new ApiError({
      name: 'rate_limited',
      status: 429,
      message: 'Too many requests',
      body: { errorText: 'ERROR_RATE_LIMITED', type: 'rate_limit', message: 'Too many requests' },
      retryAfter: '5',
    });
    const posted = postedErrorOf(error);
    expect(posted).toEqual({
      name: 'rate_limited',
      status: 429,
      message: 'Too many requests',
      body: { errorText: 'ERROR_RATE_LIMITED', type: 'rate_limit', message: 'Too many requests' },
      retryAfter: '5',
    });
    // What the page makes of it again is an ApiError like the worker's.
    expect(new ApiError(posted)).toMatchObject({ name: 'rate_limited', status: 429, retryAfter: '5' });
    expect(structuredClone(posted)).toEqual(posted);
  });

  it('turns anything else into a request failure of status 500', () => {
    expect(postedErrorOf(new TypeError('boom'))).toEqual({
      name: 'request_fail',
      status: 500,
      message: 'boom',
    });
    expect(postedErrorOf('text')).toEqual({ name: 'request_fail', status: 500, message: 'text' });
    expect(postedErrorOf(null)).toEqual({ name: 'request_fail', status: 500, message: 'null' });
  });

  it('leaves behind a body that cannot be copied rather than failing the reply', () => {
    const posted = postedErrorOf({ name: 'api_error', status: 502, message: 'bad', body: { read: () => 1 } });
    expect(posted).toEqual({ name: 'api_error', status: 502, message: 'bad' });
  });
});
