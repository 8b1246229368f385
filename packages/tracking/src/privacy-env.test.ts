import { describe, expect, it } from 'vitest';
import { parsePrivacyEnv, trackingConfigFromEnv } from './privacy-env';

describe('parsePrivacyEnv', () => {
  it('defaults to the local stage, shift+D and no tracking ids', () => {
    const env = parsePrivacyEnv({});
    expect(env.APP_STAGE).toBe('local');
    expect(env.DEBUG_HOTKEY).toBe('shift+D');
    expect(env.DEBUG_ACCOUNT_IDS).toEqual([]);
    expect(trackingConfigFromEnv(env)).toMatchObject({
      metaPixel: [],
      gtm: [],
      hotjar: [],
      tiktok: [],
      sklik: [],
    });
  });

  it('reads ids as comma-separated lists and blank values as unset', () => {
    const env = parsePrivacyEnv({
      APP_STAGE: 'production',
      TRACKING_META_PIXEL_ID: ' 111, 222 ,',
      TRACKING_META_PIXEL_ADVANCED_MATCHING: 'true',
      TRACKING_GTM_ID: 'GTM-1',
      TRACKING_SKLIK_RETARGETING_ID: '55',
      TRACKING_HOTJAR_SCRIPT_URL: '/__stubs__/hotjar-{id}.js',
      DEBUG_ACCOUNT_IDS: 'a,b,c',
      SENTRY_DSN: '',
    });
    expect(trackingConfigFromEnv(env)).toMatchObject({
      stage: 'production',
      metaPixel: [
        { id: '111', advancedMatching: true },
        { id: '222', advancedMatching: true },
      ],
      gtm: [{ id: 'GTM-1' }],
      sklik: [{ retargetingId: '55', conversionId: undefined }],
      scriptUrls: { hotjar: '/__stubs__/hotjar-{id}.js' },
      sentryDsn: undefined,
    });
    expect(env.DEBUG_ACCOUNT_IDS).toEqual(['a', 'b', 'c']);
  });

  it('names every invalid setting', () => {
    let message = '';
    try {
      parsePrivacyEnv({
        APP_STAGE: 'staging',
        DEBUG_HOTKEY: 'hyper+D',
        TRACKING_GTM_SCRIPT_URL: 'ftp://x',
        SENTRY_DSN: 'nope',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of ['APP_STAGE', 'DEBUG_HOTKEY', 'TRACKING_GTM_SCRIPT_URL', 'SENTRY_DSN']) {
      expect(message).toContain(name);
    }
  });
});
