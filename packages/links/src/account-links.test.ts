import { describe, expect, it } from 'vitest';
import { setPasswordLink, verifyEmailLink } from './account-links';
import { LinkParamError } from './link-param-error';

describe('verifyEmailLink', () => {
  it('has no locale segment for Czech and one for the other locales', () => {
    expect(verifyEmailLink({ token: 'abc_-1' })).toBe('/account/verify-email?token=abc_-1');
    expect(verifyEmailLink({ token: 'abc' }, { locale: 'en', origin: 'https://tickets.example.cz/' })).toBe(
      'https://tickets.example.cz/en/account/verify-email?token=abc',
    );
  });

  it('rejects an empty token', () => {
    expect(() => verifyEmailLink({ token: ' ' })).toThrow(LinkParamError);
  });
});

describe('setPasswordLink', () => {
  it('carries the access code and the e-mail, encoded', () => {
    expect(setPasswordLink({ accessCode: 'AB12CD34', email: 'jana+1@example.cz' }, { locale: 'de' })).toBe(
      '/de/account/set-password?accessCode=AB12CD34&email=jana%2B1%40example.cz',
    );
  });

  it('rejects an unsupported locale', () => {
    expect(() =>
      // @ts-expect-error: French has no storefront texts.
      setPasswordLink({ accessCode: 'AB12CD34', email: 'a@b.cz' }, { locale: 'fr' }),
    ).toThrow(LinkParamError);
  });
});
