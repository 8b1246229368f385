// The consent, tracking and debugger part of an app's settings, validated with zod; each app's env.ts composes it.
import { appEnvShape, parseEnv, setting } from '@repo/env/app-env';
import { z } from 'zod';
import type { TrackingConfigInput } from './config';
import { DEFAULT_DEBUG_HOTKEY, parseHotkey } from './debug-access';

const optionalText = setting(z.string().trim().optional());
/** A comma-separated list; blank entries dropped. */
const list = setting(
  z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
);
const scriptUrl = setting(
  z
    .string()
    .trim()
    .refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), {
      error: 'must be an http(s) URL or a path starting with /',
    })
    .optional(),
);
const flag = setting(
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
);

/** Spread into an app's schema beside appEnvShape (whose APP_STAGE decides whether tracking runs). */
export const privacyEnvShape = {
  TRACKING_META_PIXEL_ID: list,
  TRACKING_META_PIXEL_ADVANCED_MATCHING: flag,
  TRACKING_GTM_ID: list,
  TRACKING_HOTJAR_ID: list,
  TRACKING_TIKTOK_PIXEL_ID: list,
  TRACKING_SKLIK_RETARGETING_ID: optionalText,
  TRACKING_SKLIK_CONVERSION_ID: optionalText,
  TRACKING_META_PIXEL_SCRIPT_URL: scriptUrl,
  TRACKING_GTM_SCRIPT_URL: scriptUrl,
  TRACKING_GTM_NOSCRIPT_URL: scriptUrl,
  TRACKING_HOTJAR_SCRIPT_URL: scriptUrl,
  TRACKING_TIKTOK_SCRIPT_URL: scriptUrl,
  TRACKING_SKLIK_SCRIPT_URL: scriptUrl,
  DEBUG_HOTKEY: setting(
    z
      .string()
      .trim()
      .default(DEFAULT_DEBUG_HOTKEY)
      .refine(
        (value) => {
          try {
            parseHotkey(value);
            return true;
          } catch {
            return false;
          }
        },
        { error: 'must look like shift+D or ctrl+alt+K' },
      ),
  ),
  DEBUG_ACCOUNT_IDS: list,
  STAFF_EMAIL_DOMAIN: optionalText,
  SENTRY_DSN: setting(z.url().optional()),
  BUILD_ID: optionalText,
};

export const privacyEnv = z.object({ APP_STAGE: appEnvShape.APP_STAGE, ...privacyEnvShape });
export type PrivacyEnv = z.output<typeof privacyEnv>;

/** Parses only these settings (tests, tools); apps parse them as part of their own env.ts. */
export function parsePrivacyEnv(source: Readonly<Record<string, string | undefined>>): PrivacyEnv {
  return parseEnv('privacy/tracking', privacyEnv, source);
}

/** The tracking configuration the settings describe. */
export function trackingConfigFromEnv(
  env: PrivacyEnv,
): TrackingConfigInput & { stage: PrivacyEnv['APP_STAGE'] } {
  const sklik =
    env.TRACKING_SKLIK_RETARGETING_ID || env.TRACKING_SKLIK_CONVERSION_ID
      ? [{ retargetingId: env.TRACKING_SKLIK_RETARGETING_ID, conversionId: env.TRACKING_SKLIK_CONVERSION_ID }]
      : [];
  return {
    stage: env.APP_STAGE,
    metaPixel: env.TRACKING_META_PIXEL_ID.map((id) => ({
      id,
      advancedMatching: env.TRACKING_META_PIXEL_ADVANCED_MATCHING,
    })),
    gtm: env.TRACKING_GTM_ID.map((id) => ({ id })),
    hotjar: env.TRACKING_HOTJAR_ID.map((id) => ({ id })),
    tiktok: env.TRACKING_TIKTOK_PIXEL_ID.map((id) => ({ id })),
    sklik,
    scriptUrls: {
      metaPixel: env.TRACKING_META_PIXEL_SCRIPT_URL,
      gtm: env.TRACKING_GTM_SCRIPT_URL,
      gtmNoscript: env.TRACKING_GTM_NOSCRIPT_URL,
      hotjar: env.TRACKING_HOTJAR_SCRIPT_URL,
      tiktok: env.TRACKING_TIKTOK_SCRIPT_URL,
      sklik: env.TRACKING_SKLIK_SCRIPT_URL,
    },
    sentryDsn: env.SENTRY_DSN,
    release: env.BUILD_ID,
  };
}
