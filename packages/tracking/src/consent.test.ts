import { describe, expect, it } from 'vitest';
import {
  CONSENT_COOKIE_ATTRIBUTES,
  DEFAULT_CONSENT,
  acceptAllConsent,
  canWriteCookie,
  consentCookieRemovalString,
  consentCookieString,
  customConsent,
  declineAllConsent,
  isDefaultConsent,
  readConsentCookie,
} from './consent';

describe('consent choices', () => {
  it('defaults to necessary only', () => {
    expect(DEFAULT_CONSENT).toMatchObject({
      necessary: true,
      statistics: false,
      marketing: false,
      preferences: false,
    });
    expect(isDefaultConsent(DEFAULT_CONSENT)).toBe(true);
  });

  it('accept all sets every category true', () => {
    expect(acceptAllConsent()).toEqual({
      necessary: true,
      preferences: true,
      statistics: true,
      marketing: true,
      session: true,
      persistent: true,
      firstParty: true,
      thirdParty: true,
    });
  });

  it('decline all keeps only necessary', () => {
    const declined = declineAllConsent();
    expect(declined).toEqual(DEFAULT_CONSENT);
    expect(declined.statistics || declined.marketing || declined.preferences || declined.thirdParty).toBe(
      false,
    );
  });

  it('lets statistics and marketing switch independently', () => {
    const statistics = customConsent({ statistics: true, marketing: false });
    expect(statistics).toMatchObject({ statistics: true, marketing: false, thirdParty: true });
    const marketing = customConsent({ statistics: false, marketing: true });
    expect(marketing).toMatchObject({ statistics: false, marketing: true, thirdParty: true });
    expect(isDefaultConsent(statistics)).toBe(false);
  });
});

describe('canWriteCookie', () => {
  it('allows the consent cookie itself under the default', () => {
    expect(canWriteCookie(DEFAULT_CONSENT, CONSENT_COOKIE_ATTRIBUTES)).toBe(true);
  });

  it('needs purpose, provenance and duration all covered', () => {
    const analytics = { duration: 'persistent', provenance: 'thirdParty', purpose: 'statistics' } as const;
    expect(canWriteCookie(DEFAULT_CONSENT, analytics)).toBe(false);
    expect(canWriteCookie(customConsent({ statistics: true, marketing: false }), analytics)).toBe(true);
    expect(canWriteCookie(customConsent({ statistics: false, marketing: true }), analytics)).toBe(false);
    const firstPartyStatistics = { ...analytics, provenance: 'firstParty' } as const;
    expect(canWriteCookie({ ...acceptAllConsent(), persistent: false }, firstPartyStatistics)).toBe(false);
  });
});

describe('the cc_cookie_v4 cookie', () => {
  const now = new Date('2026-05-01T10:00:00Z');

  it('is stored for 365 days on path /', () => {
    const cookie = consentCookieString(acceptAllConsent(), { now });
    expect(cookie.startsWith('cc_cookie_v4=')).toBe(true);
    expect(cookie).toContain('expires=Sat, 01 May 2027 10:00:00 GMT');
    expect(cookie).toContain(`max-age=${365 * 86400}`);
    expect(cookie).toContain('path=/');
  });

  it('reads back the choice it wrote, among other cookies', () => {
    const value = consentCookieString(customConsent({ statistics: true, marketing: false }), { now }).split(
      ';',
    )[0];
    const read = readConsentCookie(`a=1; ${value}; b=2`);
    expect(read?.state).toEqual(customConsent({ statistics: true, marketing: false }));
    expect(read?.at).toBe(now.toISOString());
  });

  it('treats a missing, damaged or foreign value as no choice', () => {
    expect(readConsentCookie('')).toBeNull();
    expect(readConsentCookie('cc_cookie_v4=')).toBeNull();
    expect(readConsentCookie('cc_cookie_v4=%7Bnot-json')).toBeNull();
    expect(
      readConsentCookie(`cc_cookie_v4=${encodeURIComponent('{"categories":["necessary"]}')}`),
    ).toBeNull();
    expect(readConsentCookie('cc_cookie_v3=x')).toBeNull();
  });

  it('is removed by an expired assignment on the same path', () => {
    expect(consentCookieRemovalString()).toMatch(/^cc_cookie_v4=; expires=Thu, 01 Jan 1970 .*path=\//);
  });
});
