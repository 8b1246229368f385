// Which tracking adapters a consent state allows, and the consent values each platform receives.
import type { ConsentState } from './consent';

export const adapterIds = ['metaPixel', 'gtm', 'hotjar', 'tiktok', 'sklik'] as const;
export type AdapterId = (typeof adapterIds)[number];

/**
 * Spec 5: the social pixel, short-video pixel and ad network follow marketing consent; the session
 * recorder follows statistics; the tag manager needs marketing or statistics; the ad network's
 * retargeting also accepts statistics, so its script loads on either.
 */
export function isAdapterAllowed(id: AdapterId, consent: ConsentState): boolean {
  switch (id) {
    case 'metaPixel':
    case 'tiktok':
      return consent.marketing;
    case 'hotjar':
      return consent.statistics;
    case 'gtm':
    case 'sklik':
      return consent.marketing || consent.statistics;
  }
}

export function allowedAdapters(consent: ConsentState): AdapterId[] {
  return adapterIds.filter((id) => isAdapterAllowed(id, consent));
}

export const gtmConsentKeys = [
  'ad_storage',
  'ad_user_data',
  'ad_personalization',
  'analytics_storage',
  'functionality_storage',
  'personalization_storage',
  'security_storage',
] as const;
export type GtmConsentKey = (typeof gtmConsentKeys)[number];
export type GtmConsent = Record<GtmConsentKey, 'granted' | 'denied'>;

/** Google Consent Mode v2 parameters for a consent state. */
export function gtmConsent(consent: ConsentState): GtmConsent {
  const grant = (allowed: boolean) => (allowed ? 'granted' : 'denied');
  return {
    ad_storage: grant(consent.marketing),
    ad_user_data: grant(consent.marketing),
    ad_personalization: grant(consent.marketing),
    analytics_storage: grant(consent.statistics),
    // Needed for the site to work at all, so covered by the always-on necessary category.
    functionality_storage: grant(consent.necessary),
    security_storage: grant(consent.necessary),
    personalization_storage: grant(consent.preferences),
  };
}

/** Consent Mode's default before any choice: everything denied but what necessary covers. */
export const GTM_DEFAULT_CONSENT: GtmConsent = Object.freeze({
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'granted',
  security_storage: 'granted',
  personalization_storage: 'denied',
});

/** The Czech ad network's consent flag: 1 only with marketing consent (spec 4). */
export function sklikConsent(consent: ConsentState): 0 | 1 {
  return consent.marketing ? 1 : 0;
}
