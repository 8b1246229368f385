// Tests of the sign-in return path: same-site pages only, no loops, the query kept.
import { describe, expect, it } from 'vitest';
import { openRedirectCorpus } from '@repo/links/open-redirect-corpus';
import { hubReturnPath, loginReturningTo, pathWithQuery } from './return-to';

describe('hubReturnPath', () => {
  it('keeps a same-site path with its query', () => {
    expect(hubReturnPath('/invitation?token=abc_DEF-1')).toBe('/invitation?token=abc_DEF-1');
    expect(hubReturnPath('/team?organizer=x')).toBe('/team?organizer=x');
    expect(hubReturnPath(['/devices', '/other'])).toBe('/devices');
  });

  it('refuses other hosts and tricks that browsers read as other hosts', () => {
    expect(hubReturnPath('https://evil.example/')).toBeNull();
    expect(hubReturnPath('//evil.example/')).toBeNull();
    expect(hubReturnPath('/\\evil.example')).toBeNull();
    expect(hubReturnPath('/\t/evil.example')).toBeNull();
    expect(hubReturnPath('javascript:alert(1)')).toBeNull();
    for (const value of openRedirectCorpus) {
      const path = hubReturnPath(value);
      if (path !== null)
        expect(new URL(path, 'https://hub.example/team').origin, value).toBe('https://hub.example');
      expect(loginReturningTo(value).startsWith('/login'), value).toBe(true);
    }
    expect(hubReturnPath('/..//evil.example')).toBeNull();
  });

  it('refuses the sign-in page itself, route handlers and missing values', () => {
    expect(hubReturnPath('/login')).toBeNull();
    expect(hubReturnPath('/login?returnTo=/team')).toBeNull();
    expect(hubReturnPath('/api/auth/sign-out')).toBeNull();
    expect(hubReturnPath(undefined)).toBeNull();
    expect(hubReturnPath('')).toBeNull();
    expect(hubReturnPath(42)).toBeNull();
  });
});

describe('loginReturningTo and pathWithQuery', () => {
  it('builds the sign-in link with an encoded return path', () => {
    expect(loginReturningTo('/invitation?token=a-b_c')).toBe('/login?returnTo=%2Finvitation%3Ftoken%3Da-b_c');
    expect(loginReturningTo('/')).toBe('/login');
    expect(loginReturningTo('//evil.example')).toBe('/login');
  });

  it('puts the query of a server page back together', () => {
    expect(pathWithQuery('/team', {})).toBe('/team');
    expect(pathWithQuery('/team', { organizer: 'o 1', skip: undefined })).toBe('/team?organizer=o+1');
    expect(pathWithQuery('/audit', { a: ['1', '2'] })).toBe('/audit?a=1&a=2');
  });
});
