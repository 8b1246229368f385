// Tests that pass error names map to the account error texts, and unknown failures to the generic one.
import { ApiError } from '@repo/api-client/api-error';
import { createI18n } from '@repo/i18n';
import { describe, expect, it } from 'vitest';
import { accountErrorKey } from './error-text';

const error = (name: string, status: number) => new ApiError({ name, status, message: name });

describe('accountErrorKey', () => {
  it('maps known pass errors to their texts', () => {
    expect(accountErrorKey(error('invalid_credentials', 401))).toBe('main::account.error.invalidCredentials');
    expect(accountErrorKey(error('access_code_used', 410))).toBe('main::account.error.codeInvalid');
    expect(accountErrorKey(error('slug_taken', 409))).toBe('main::account.error.slugTaken');
    expect(accountErrorKey(error('rate_limited', 429))).toBe('main::account.error.tooManyAttempts');
  });

  it('falls back to the generic text', () => {
    expect(accountErrorKey(error('pass_unavailable', 503))).toBe('main::account.error.generic');
    expect(accountErrorKey(new Error('boom'))).toBe('main::account.error.generic');
  });

  it('every key it can answer exists in all four languages', () => {
    const names = [
      'invalid_credentials',
      'too_many_attempts',
      'email_taken',
      'slug_taken',
      'token_used',
      'x',
    ];
    for (const lng of ['cs', 'sk', 'en', 'de']) {
      const i18n = createI18n({ lng, logger: { warn: (message) => expect.fail(message) } });
      for (const name of names) {
        const key = accountErrorKey(error(name, 400));
        expect(i18n.t(key)).not.toBe(key.split('::')[1]);
      }
    }
  });
});
