// Purchase tracking in the storefront: with consent, one order fires Purchase once and PurchaseSuccess at most
// twice, however often the paid order page is opened again.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { storeConsentChoice } from './consent-cookie';
import { urls } from './ports';
import { fillCheckout } from './storefront-helpers';
import { trackingStubOrigin } from './tracking-stubs';

/**
 * Serves the tracking stubs and records every Meta pixel call in the test. The pixel stub flushes fbq's queue
 * and then reports each call at once through a page binding (a message to the test, not a network request),
 * so calls made right before the page navigates away (Purchase, just before the payment gateway) are kept too.
 */
async function recordMetaPixel(page: Page): Promise<string[][]> {
  const calls: string[][] = [];
  await page.exposeFunction('__recordPixelCall', (kind: string, name: string) => {
    calls.push([kind, name]);
  });
  const pixelStub = `(function () {
    function record(args) { window.__recordPixelCall(String(args[0]), String(args[1])); }
    var fbq = window.fbq;
    (fbq.queue || []).forEach(record);
    fbq.queue = [];
    fbq.callMethod = function () { record(arguments); };
  })();`;
  await page.route(`${trackingStubOrigin}/**`, async (route) => {
    const url = route.request().url();
    if (url.includes('/sklik/')) {
      return route.fulfill({
        contentType: 'application/javascript',
        body: 'window.rc = { retargetingHit: function () {}, conversionHit: function () {} };',
      });
    }
    const body = url.includes('/meta/') ? pixelStub : '';
    return route.fulfill({ contentType: 'application/javascript', body });
  });
  return calls;
}

const named = (calls: string[][], name: string) => calls.filter((call) => call[1] === name).length;

test('a card purchase fires Purchase once and PurchaseSuccess at most twice across reloads', async ({
  context,
  page,
}) => {
  await storeConsentChoice(context, urls.tickets, { statistics: true, marketing: true });
  const calls = await recordMetaPixel(page);

  await page.goto(`${urls.tickets}/event/pod-lipami-production/leto-pod-lipami-2027/cart`);
  await page.getByRole('button', { name: 'Přidat Jednodenní vstupenka – pátek' }).click();
  await expect.poll(() => named(calls, 'AddToCart')).toBe(1);
  await page.getByRole('button', { name: 'Pokračovat k údajům' }).click();
  await fillCheckout(page, { email: 'E-mail', name: 'Jméno a příjmení', terms: /Souhlasím s/, pay: '' });
  await page.getByRole('button', { name: 'Objednat a zaplatit' }).click();
  await expect(page).toHaveURL(new RegExp(`^${urls.pass}/pass/payment/demo/`));
  await expect.poll(() => named(calls, 'Purchase')).toBe(1);
  await page.locator('button[data-action="pay"]').click();

  await expect(page.getByTestId('order-status')).toHaveText('Zaplaceno');
  await expect.poll(() => named(calls, 'PurchaseSuccess')).toBe(1);
  for (let reload = 0; reload < 3; reload += 1) {
    const pageViews = named(calls, 'PageView');
    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText('Zaplaceno');
    // Each load sends its page view; once that is recorded the page's tracking runs, so give the result
    // tracker a moment to fire (or, past its limit, to stay silent).
    await expect.poll(() => named(calls, 'PageView')).toBeGreaterThan(pageViews);
    await page.waitForTimeout(1_000);
  }
  expect(named(calls, 'PurchaseSuccess')).toBe(2);
  expect(named(calls, 'Purchase')).toBe(1);
  expect(named(calls, 'PurchaseFail')).toBe(0);
});
