import { describe, expect, it } from 'vitest';
import { acceptAllConsent, customConsent, declineAllConsent } from './consent';
import {
  GTM_DEFAULT_CONSENT,
  allowedAdapters,
  gtmConsent,
  gtmConsentKeys,
  sklikConsent,
} from './consent-mapping';

describe('consent to adapters', () => {
  it('loads nothing with only necessary', () => {
    expect(allowedAdapters(declineAllConsent())).toEqual([]);
  });

  it('loads every adapter with accept all', () => {
    expect(allowedAdapters(acceptAllConsent())).toEqual(['metaPixel', 'gtm', 'hotjar', 'tiktok', 'sklik']);
  });

  it('loads the statistics tools with statistics alone: tag manager, session recording, retargeting', () => {
    expect(allowedAdapters(customConsent({ statistics: true, marketing: false }))).toEqual([
      'gtm',
      'hotjar',
      'sklik',
    ]);
  });

  it('loads the pixels, tag manager and ad network with marketing alone, not the session recorder', () => {
    expect(allowedAdapters(customConsent({ statistics: false, marketing: true }))).toEqual([
      'metaPixel',
      'gtm',
      'tiktok',
      'sklik',
    ]);
  });
});

describe('Consent Mode v2 parameters', () => {
  it('cover all seven keys', () => {
    expect(Object.keys(gtmConsent(acceptAllConsent())).sort()).toEqual([...gtmConsentKeys].sort());
    expect(Object.keys(GTM_DEFAULT_CONSENT).sort()).toEqual([...gtmConsentKeys].sort());
  });

  it('grant everything on accept all', () => {
    expect(Object.values(gtmConsent(acceptAllConsent())).every((value) => value === 'granted')).toBe(true);
  });

  it('grant analytics but no ad parameters with statistics alone', () => {
    const params = gtmConsent(customConsent({ statistics: true, marketing: false }));
    expect(params.analytics_storage).toBe('granted');
    expect([params.ad_storage, params.ad_user_data, params.ad_personalization]).toEqual([
      'denied',
      'denied',
      'denied',
    ]);
  });

  it('default to denied except the necessary storage', () => {
    expect(GTM_DEFAULT_CONSENT.ad_storage).toBe('denied');
    expect(GTM_DEFAULT_CONSENT.analytics_storage).toBe('denied');
    expect(GTM_DEFAULT_CONSENT.security_storage).toBe('granted');
  });
});

describe('Sklik consent flag', () => {
  it('is 1 only with marketing', () => {
    expect(sklikConsent(acceptAllConsent())).toBe(1);
    expect(sklikConsent(customConsent({ statistics: true, marketing: false }))).toBe(0);
    expect(sklikConsent(declineAllConsent())).toBe(0);
  });
});
