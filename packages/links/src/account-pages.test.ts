// Tests of the account page links: Czech without a segment, other locales with one, an optional origin.
import { describe, expect, it } from 'vitest';
import { accountPageLink } from './account-pages';

describe('accountPageLink', () => {
  it('follows the locale segment rules', () => {
    expect(accountPageLink('overview')).toBe('/account');
    expect(accountPageLink('signIn', { locale: 'cs' })).toBe('/account/sign-in');
    expect(accountPageLink('register', { locale: 'en' })).toBe('/en/account/register');
    expect(accountPageLink('forgotPassword', { locale: 'de', origin: 'https://shop.example' })).toBe(
      'https://shop.example/de/account/forgot-password',
    );
  });
});
