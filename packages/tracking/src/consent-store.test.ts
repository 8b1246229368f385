import { beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptAllConsent, customConsent, declineAllConsent } from './consent';
import { getStoredConsent, resetConsent, saveConsent, subscribeConsent, writeCookie } from './consent-store';

const statisticsCookie = { duration: 'persistent', provenance: 'firstParty', purpose: 'statistics' } as const;

function clearAllCookies() {
  for (const name of document.cookie.split(';').map((part) => part.trim().split('=')[0])) {
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
  clearAllCookies();
});

describe('consent store', () => {
  it('starts unset with only necessary', () => {
    expect(getStoredConsent()).toMatchObject({ isSet: false, state: declineAllConsent(), at: null });
  });

  it('stores a choice, tells subscribers and reads it back', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeConsent(listener);
    saveConsent(customConsent({ statistics: true, marketing: false }));
    unsubscribe();
    expect(listener).toHaveBeenCalledOnce();
    const stored = getStoredConsent();
    expect(stored.isSet).toBe(true);
    expect(stored.state).toMatchObject({ statistics: true, marketing: false });
    expect(stored.at).not.toBeNull();
    expect(getStoredConsent()).toBe(stored);
  });

  it('counts decline all as a stored choice, so the banner stays away', () => {
    saveConsent(declineAllConsent());
    expect(getStoredConsent().isSet).toBe(true);
  });

  it('forgets the choice on reset', () => {
    saveConsent(acceptAllConsent());
    resetConsent();
    expect(getStoredConsent().isSet).toBe(false);
    expect(document.cookie).not.toContain('cc_cookie_v4');
  });

  it('removes a revoked category’s tool cookies and keeps the others', () => {
    saveConsent(acceptAllConsent());
    document.cookie = '_ga=GA1.1.1; path=/';
    document.cookie = '_fbp=fb.1.2; path=/';
    document.cookie = 'session_marker=1; path=/';
    saveConsent(customConsent({ statistics: false, marketing: true }));
    expect(document.cookie).not.toContain('_ga=');
    expect(document.cookie).toContain('_fbp=');
    expect(document.cookie).toContain('session_marker=1');
  });
});

describe('writeCookie', () => {
  it('writes a cookie only when consent covers its purpose, provenance and duration', () => {
    expect(writeCookie('visits', '1', statisticsCookie, { maxAgeSeconds: 60 })).toBe(false);
    expect(document.cookie).not.toContain('visits=');

    saveConsent(customConsent({ statistics: true, marketing: false }));
    expect(writeCookie('visits', '1', statisticsCookie, { maxAgeSeconds: 60 })).toBe(true);
    expect(document.cookie).toContain('visits=1');
    expect(writeCookie('ads', '1', { ...statisticsCookie, purpose: 'marketing' })).toBe(false);
  });

  it('always allows necessary first-party cookies', () => {
    expect(
      writeCookie('lang', 'cs', { duration: 'session', provenance: 'firstParty', purpose: 'necessary' }),
    ).toBe(true);
  });
});
