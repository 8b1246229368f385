// Tests of the account page links: Czech without a segment, other locales with one, an optional origin.
import { describe, expect, it } from 'vitest';
import { accountPageLink, sameSitePath, signInLinkReturningTo } from './account-pages';
import { openRedirectCorpus } from './open-redirect-corpus';

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

describe('sameSitePath', () => {
  it('keeps paths of this site', () => {
    expect(sameSitePath('/event/org/fest/order/1?x=1#a')).toBe('/event/org/fest/order/1?x=1#a');
    expect(sameSitePath('/en/account')).toBe('/en/account');
  });

  it('refuses other sites and anything that is not a path', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'event/x',
      '',
      42,
      undefined,
      ['/a'],
    ]) {
      expect(sameSitePath(value)).toBeNull();
    }
  });

  it('normalises first, so no tricky target ends on another host', () => {
    for (const value of openRedirectCorpus) {
      const path = sameSitePath(value);
      if (path === null) continue;
      // Whatever is kept, a browser resolves it on this site, and keeping it again changes nothing.
      expect(new URL(path, 'https://shop.example/event/x').origin, value).toBe('https://shop.example');
      expect(path.startsWith('//'), value).toBe(false);
      expect(sameSitePath(path), value).toBe(path);
    }
    expect(sameSitePath('/..//evil.example')).toBeNull();
    expect(sameSitePath('/%2e%2e//evil.example')).toBeNull();
    expect(sameSitePath('/a/../b?x=1')).toBe('/b?x=1');
  });
});

describe('signInLinkReturningTo', () => {
  it('adds a same-site return path, and drops any other', () => {
    expect(signInLinkReturningTo('/event/a/b/order/c?fromQueue=true', { locale: 'en' })).toBe(
      '/en/account/sign-in?returnTo=%2Fevent%2Fa%2Fb%2Forder%2Fc%3FfromQueue%3Dtrue',
    );
    expect(signInLinkReturningTo('//evil.example')).toBe('/account/sign-in');
  });
});
