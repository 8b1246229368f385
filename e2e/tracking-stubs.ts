// Tracking settings for the browser tests: ids and script URLs on a host that only Playwright's routing answers.
import type { Page } from '@playwright/test';

/** Never resolvable (.invalid), so only a page.route() handler can answer it and nothing reaches the internet. */
export const trackingStubOrigin = 'http://tracking-stub.invalid';

export const trackingStubIds = {
  metaPixel: 'e2e-meta-pixel',
  gtm: 'GTM-E2ETEST',
  hotjar: '424242',
  tiktok: 'E2ETIKTOK',
  sklikRetargeting: '111',
  sklikConversion: '222',
} as const;

/** The URL templates the apps get ({id} is filled in by the adapters). */
const templates = {
  metaPixel: `${trackingStubOrigin}/meta/fbevents.js`,
  gtm: `${trackingStubOrigin}/gtm/gtm.js?id={id}`,
  gtmNoscript: `${trackingStubOrigin}/gtm/ns.html?id={id}`,
  hotjar: `${trackingStubOrigin}/hotjar/hotjar-{id}.js`,
  tiktok: `${trackingStubOrigin}/tiktok/events.js?sdkid={id}`,
  sklik: `${trackingStubOrigin}/sklik/rc.js`,
} as const;

/** The exact script addresses each tool must request once it may load. */
export const trackingScriptUrls = {
  metaPixel: templates.metaPixel,
  gtm: templates.gtm.replace('{id}', trackingStubIds.gtm),
  hotjar: templates.hotjar.replace('{id}', trackingStubIds.hotjar),
  tiktok: templates.tiktok.replace('{id}', trackingStubIds.tiktok),
  sklik: templates.sklik,
} as const;
export type TrackingTool = keyof typeof trackingScriptUrls;

/** Environment of the storefront and hub servers under test (read at request time through each app's env.ts and <Privacy />). */
export const trackingStubEnv: Record<string, string> = {
  APP_STAGE: 'local',
  TRACKING_META_PIXEL_ID: trackingStubIds.metaPixel,
  TRACKING_GTM_ID: trackingStubIds.gtm,
  TRACKING_HOTJAR_ID: trackingStubIds.hotjar,
  TRACKING_TIKTOK_PIXEL_ID: trackingStubIds.tiktok,
  TRACKING_SKLIK_RETARGETING_ID: trackingStubIds.sklikRetargeting,
  TRACKING_SKLIK_CONVERSION_ID: trackingStubIds.sklikConversion,
  TRACKING_META_PIXEL_SCRIPT_URL: templates.metaPixel,
  TRACKING_GTM_SCRIPT_URL: templates.gtm,
  TRACKING_GTM_NOSCRIPT_URL: templates.gtmNoscript,
  TRACKING_HOTJAR_SCRIPT_URL: templates.hotjar,
  TRACKING_TIKTOK_SCRIPT_URL: templates.tiktok,
  TRACKING_SKLIK_SCRIPT_URL: templates.sklik,
};

/**
 * Answers every request to the stub host with a tiny script and counts the requests per URL (a real browser
 * request counter). The Sklik stub defines window.rc; the others only note that they ran, so the platforms'
 * command queues (window.fbq.queue, window.dataLayer, window.ttq) keep every call for assertions.
 */
export async function routeTrackingStubs(page: Page): Promise<Map<string, number>> {
  const requests = new Map<string, number>();
  await page.route(`${trackingStubOrigin}/**`, async (route) => {
    const url = route.request().url();
    requests.set(url, (requests.get(url) ?? 0) + 1);
    const body = url.includes('/sklik/')
      ? 'window.rc = { retargetingHit: function () {}, conversionHit: function () {} };'
      : `window.__trackingStubs = (window.__trackingStubs || []).concat(${JSON.stringify(url)});`;
    await route.fulfill({ status: 200, contentType: 'application/javascript', body });
  });
  return requests;
}

/** The Meta pixel calls of the current page load, e.g. [['track', 'Purchase', {...}], ['trackCustom', 'PurchaseSuccess', ...]]. */
export async function metaPixelCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate('(window.fbq && window.fbq.queue) ? window.fbq.queue : []') as Promise<unknown[][]>;
}
