// Helpers for browser tests: store a cookie-consent choice up front so the banner never covers the page under test.
import type { BrowserContext } from '@playwright/test';
import { CONSENT_COOKIE_NAME, customConsent, serializeConsent } from '../packages/tracking/src/consent';

/**
 * Adds a stored consent choice for the app at `origin` (default: decline everything optional), as if the
 * visitor had answered the banner. Call before page.goto().
 */
export async function storeConsentChoice(
  context: BrowserContext,
  origin: string,
  choice: { statistics: boolean; marketing: boolean } = { statistics: false, marketing: false },
): Promise<void> {
  await context.addCookies([
    {
      name: CONSENT_COOKIE_NAME,
      value: serializeConsent(customConsent(choice)),
      url: origin,
      expires: Math.floor(Date.now() / 1000) + 365 * 24 * 60 * 60,
      sameSite: 'Lax',
    },
  ]);
}
