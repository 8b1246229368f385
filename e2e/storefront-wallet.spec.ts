// The paid order page offers each ticket to Apple Wallet (a .pkpass download) and Google Wallet (a redirect
// to Google's save page), at phone and desktop width; the e2e pass signs with self-made keys.
import { expect, test } from './fixtures';
import { expectAccessible } from './accessibility';
import { storeConsentChoice } from './consent-cookie';
import { urls } from './ports';
import { payOnDemoGateway, placeOrder, uniqueEmail } from './session-helpers';

test.beforeEach(async ({ context }) => {
  await storeConsentChoice(context, urls.tickets);
});

for (const width of [390, 1280]) {
  test(`wallet buttons for each ticket of a paid order at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const order = await placeOrder(request, uniqueEmail(`wallet-${width}`));
    await payOnDemoGateway(page, order.paymentPage);
    await expect(page.getByTestId('order-status')).toHaveText('Zaplaceno');

    const ticket = page.getByTestId('ticket');
    await expect(ticket).toHaveCount(1);
    const apple = ticket.getByRole('link', { name: 'Přidat do Apple Wallet – vstupenka Třídenní vstupenka' });
    const google = ticket.getByRole('link', {
      name: 'Uložit do Peněženky Google – vstupenka Třídenní vstupenka',
    });
    await expect(apple).toBeVisible();
    await expect(google).toBeVisible();
    for (const button of [apple, google]) {
      expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'the order page scrolls sideways').toBeLessThanOrEqual(0);
    await expectAccessible(page, 'the order page with wallet buttons');

    // The storefront forwards both links to the pass: the pass file, and a redirect to Google's save page.
    const pass = await page.request.get(new URL((await apple.getAttribute('href')) ?? '', urls.tickets).href);
    expect(pass.status()).toBe(200);
    expect(pass.headers()['content-type']).toBe('application/vnd.apple.pkpass');
    expect((await pass.body()).subarray(0, 2).toString('latin1')).toBe('PK');
    const save = await page.request.get(
      new URL((await google.getAttribute('href')) ?? '', urls.tickets).href,
      {
        maxRedirects: 0,
      },
    );
    expect(save.status()).toBe(303);
    expect(save.headers().location).toMatch(
      /^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/,
    );
  });
}
