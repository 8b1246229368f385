// Cookie consent in Chromium: the banner, the settings, the cc_cookie_v4 cookie and which tracking scripts load.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import cs from '../packages/i18n/src/locales/cs/privacy.json';
import { expectAccessible } from './accessibility';
import { urls } from './ports';
import { metaPixelCalls, routeTrackingStubs, trackingScriptUrls, type TrackingTool } from './tracking-stubs';
import { readConsentCookie } from '../packages/tracking/src/consent';
import storefrontCs from '../packages/i18n/src/locales/cs/storefront.json';

const BANNER_DELAY_MS = 2048;
const tools = Object.keys(trackingScriptUrls) as TrackingTool[];
const statisticsTools: TrackingTool[] = ['gtm', 'hotjar', 'sklik'];

function counts(requests: Map<string, number>): Record<TrackingTool, number> {
  return Object.fromEntries(
    tools.map((tool) => [tool, requests.get(trackingScriptUrls[tool]) ?? 0]),
  ) as Record<TrackingTool, number>;
}

function expectedCounts(loaded: readonly TrackingTool[]): Record<TrackingTool, number> {
  return Object.fromEntries(tools.map((tool) => [tool, loaded.includes(tool) ? 1 : 0])) as Record<
    TrackingTool,
    number
  >;
}

const banner = (page: Page) => page.getByRole('dialog', { name: cs.consent.banner.title });
const settings = (page: Page) => page.getByRole('dialog', { name: cs.consent.settings.title });

async function openHome(page: Page) {
  await page.goto(`${urls.tickets}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Lets late script insertions or duplicate loads happen before counting. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

test('before any choice the banner appears after about 2 s and no tracking script is requested', async ({
  page,
}) => {
  const requests = await routeTrackingStubs(page);
  // Timed from the response, which surely comes before the page hydrates and the banner's delay starts; the `load`
  // event can come much later (the first card's picture is made by the image optimizer on a cold server).
  await page.goto(`${urls.tickets}/`, { waitUntil: 'commit' });
  await page.waitForTimeout(BANNER_DELAY_MS - 800);
  await expect(banner(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeVisible({ timeout: 3000 });
  await expect(banner(page).getByRole('button', { name: cs.consent.banner.settings })).toBeVisible();
  await expect(banner(page).getByRole('button', { name: cs.consent.banner.declineAll })).toBeVisible();
  const box = await banner(page).boundingBox();
  expect(box?.width).toBeLessThanOrEqual(760);

  await expectAccessible(page);

  await settle(page);
  expect(counts(requests)).toEqual(expectedCounts([]));
  expect(requests.size).toBe(0);
});

test('accept all loads each configured script exactly once and the choice survives reloads', async ({
  page,
  context,
}) => {
  const requests = await routeTrackingStubs(page);
  await openHome(page);
  await banner(page).getByRole('button', { name: cs.consent.banner.acceptAll }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => counts(requests)).toEqual(expectedCounts(tools));
  await settle(page);
  expect(counts(requests)).toEqual(expectedCounts(tools));
  // The noscript frame stays inert while JavaScript runs.
  expect([...requests.keys()].filter((url) => url.includes('ns.html'))).toEqual([]);

  const cookie = (await context.cookies(urls.tickets)).find((entry) => entry.name === 'cc_cookie_v4');
  expect(cookie?.path).toBe('/');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);

  requests.clear();
  await page.reload();
  await expect.poll(() => counts(requests)).toEqual(expectedCounts(tools));
  await page.waitForTimeout(BANNER_DELAY_MS + 500);
  await expect(banner(page)).toBeHidden();
  expect(counts(requests)).toEqual(expectedCounts(tools));
});

test('decline all loads nothing, now or after a reload', async ({ page }) => {
  const requests = await routeTrackingStubs(page);
  await openHome(page);
  await banner(page).getByRole('button', { name: cs.consent.banner.declineAll }).click();
  await expect(banner(page)).toBeHidden();
  await settle(page);
  expect(requests.size).toBe(0);

  await page.reload();
  await page.waitForTimeout(BANNER_DELAY_MS + 500);
  await expect(banner(page)).toBeHidden();
  await settle(page);
  expect(requests.size).toBe(0);
});

test('statistics alone, chosen in the settings, loads only the statistics tools', async ({ page }) => {
  const requests = await routeTrackingStubs(page);
  await openHome(page);
  await banner(page).getByRole('button', { name: cs.consent.banner.settings }).click();
  await expect(settings(page)).toBeVisible();

  const necessary = settings(page).getByRole('switch', { name: cs.consent.settings.necessary.title });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  await settings(page).getByRole('button', { name: cs.consent.settings.statistics.title }).click();
  await expect(settings(page).getByRole('table')).toContainText('Google Analytics');

  await expectAccessible(page);

  await settings(page).getByRole('switch', { name: cs.consent.settings.statistics.title }).click();
  await settings(page).getByRole('button', { name: cs.consent.settings.close }).click();
  await expect(settings(page)).toBeHidden();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => counts(requests)).toEqual(expectedCounts(statisticsTools));
  await settle(page);
  expect(counts(requests)).toEqual(expectedCounts(statisticsTools));

  requests.clear();
  await page.reload();
  await expect.poll(() => counts(requests)).toEqual(expectedCounts(statisticsTools));
});

test('the debug reset of local development forgets the choice and the banner returns', async ({
  page,
  context,
}) => {
  await routeTrackingStubs(page);
  await openHome(page);
  await banner(page).getByRole('button', { name: cs.consent.banner.acceptAll }).click();
  await expect(banner(page)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // What a "cookie settings" link elsewhere on the page does (openCookieSettings() of @repo/tracking/privacy-root).
  await page.evaluate("window.dispatchEvent(new Event('repo-tracking:open-cookie-settings'))");
  await expect(settings(page)).toBeVisible();
  await expect(
    settings(page).getByRole('switch', { name: cs.consent.settings.marketing.title }),
  ).toBeChecked();
  await settings(page).getByRole('button', { name: cs.consent.settings.debugReset }).click();
  await expect(settings(page)).toBeHidden();
  expect((await context.cookies(urls.tickets)).some((entry) => entry.name === 'cc_cookie_v4')).toBe(false);
  await expect(banner(page)).toBeVisible({ timeout: BANNER_DELAY_MS + 2000 });
});

test('the cookie banner is among the first Tab stops: right after the skip link', async ({ page }) => {
  await routeTrackingStubs(page);
  await openHome(page);
  await expect(banner(page)).toBeVisible({ timeout: BANNER_DELAY_MS + 2000 });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: storefrontCs.site.skipToContent })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: cs.consent.banner.settings })).toBeFocused();
});

test('the footer reopens the cookie settings after the banner is gone, and consent can be withdrawn there', async ({
  page,
  context,
}) => {
  const requests = await routeTrackingStubs(page);
  await openHome(page);
  await banner(page).getByRole('button', { name: cs.consent.banner.acceptAll }).click();
  await expect.poll(() => counts(requests)).toEqual(expectedCounts(tools));
  // What the pixel would have stored on this site while marketing was allowed.
  await context.addCookies([{ name: '_fbp', value: 'fb.1.1.1', url: urls.tickets }]);

  await page.reload();
  await page.waitForTimeout(BANNER_DELAY_MS + 500);
  await expect(banner(page)).toBeHidden();
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: storefrontCs.site.cookieSettings }).click();
  await expect(settings(page)).toBeVisible();
  const marketing = settings(page).getByRole('switch', { name: cs.consent.settings.marketing.title });
  await expect(marketing).toBeChecked();

  // Withdrawing: marketing off, then everything declined.
  await marketing.click();
  await expect(marketing).not.toBeChecked();
  expect(await metaPixelCalls(page)).toContainEqual(['consent', 'revoke']);
  await settings(page).getByRole('button', { name: cs.consent.settings.declineAll }).click();
  await expect(settings(page)).toBeHidden();

  const cookies = await context.cookies(urls.tickets);
  const stored = readConsentCookie(cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '));
  expect(stored?.state).toMatchObject({ necessary: true, statistics: false, marketing: false });
  expect(cookies.some((cookie) => cookie.name === '_fbp')).toBe(false);

  requests.clear();
  await page.reload();
  await settle(page);
  expect(requests.size).toBe(0);

  // The privacy page offers the same way back to the settings.
  await page.getByRole('link', { name: storefrontCs.site.privacy }).click();
  await expect(page).toHaveTitle(/^Ochrana osobních údajů/);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page
    .getByRole('main')
    .getByRole('button', { name: /nastavení cookies/i })
    .click();
  await expect(settings(page)).toBeVisible();
  await expect(
    settings(page).getByRole('switch', { name: cs.consent.settings.statistics.title }),
  ).not.toBeChecked();
});

test('the organiser hub asks for consent the same way', async ({ page }) => {
  const requests = await routeTrackingStubs(page);
  await page.goto(`${urls.hub}/`);
  await expect(banner(page)).toBeVisible({ timeout: BANNER_DELAY_MS + 2000 });
  expect(requests.size).toBe(0);
  await banner(page).getByRole('button', { name: cs.consent.banner.declineAll }).click();
  await expect(banner(page)).toBeHidden();
});
