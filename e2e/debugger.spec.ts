// The staff debugger in Chromium on the local stage, where everyone may use it: shift+D on, shift+D off.
import { expect, test } from './fixtures';
import cs from '../packages/i18n/src/locales/cs/privacy.json';
import { storeConsentChoice } from './consent-cookie';
import { expectAccessible } from './accessibility';
import { urls } from './ports';
import { metaPixelCalls, routeTrackingStubs } from './tracking-stubs';

test('shift+D opens the full-screen debugger and a second shift+D closes every modal', async ({
  page,
  context,
}) => {
  await routeTrackingStubs(page);
  await storeConsentChoice(context, urls.tickets, { statistics: true, marketing: true });
  await page.goto(`${urls.tickets}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.keyboard.press('Shift+D');
  const debuggerModal = page.getByRole('dialog', { name: cs['modal/DebuggerModal'].title });
  await expect(debuggerModal).toBeVisible();
  // Full screen once the page's scroll lock has taken the scrollbar away (a frame after the dialog shows).
  const viewport = page.viewportSize();
  await expect.poll(async () => (await debuggerModal.boundingBox())?.width).toBe(viewport?.width);
  await expect.poll(async () => (await debuggerModal.boundingBox())?.height).toBe(viewport?.height);
  await expect(debuggerModal).toContainText(cs.debugger.consentSet);
  await expect(debuggerModal.locator('[data-adapter="metaPixel"]')).toContainText(cs.debugger.loaded);
  await expect(debuggerModal.locator('[data-adapter="metaPixel"]')).toContainText('PageView');
  expect((await metaPixelCalls(page)).filter((call) => call[1] === 'PageView')).toHaveLength(1);

  await expectAccessible(page);

  // Debug mode stays on after closing the modal; the cookie settings open on top of the page.
  await debuggerModal.getByRole('button', { name: 'Zavřít' }).click();
  await expect(debuggerModal).toBeHidden();
  await page.evaluate("window.dispatchEvent(new Event('repo-tracking:open-cookie-settings'))");
  const settings = page.getByRole('dialog', { name: cs.consent.settings.title });
  await expect(settings).toBeVisible();

  await page.keyboard.press('Shift+D');
  await expect(settings).toBeHidden();
  await expect(debuggerModal).toBeHidden();

  await page.keyboard.press('Shift+D');
  await expect(debuggerModal).toBeVisible();
});
