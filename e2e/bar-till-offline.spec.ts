// The offline till in Chromium on a phone: the manager sets the event's offline limit per chip in the hub, a
// paired till sells a beer online, loses the network, sells one more offline (a second one past the limit is
// refused), and syncs the queued sale when the network is back; the chip ends charged for both.
import { randomUUID } from 'node:crypto';
import { expectAccessible } from './accessibility';
import { storeConsentChoice } from './consent-cookie';
import { expect, test } from './fixtures';
import { urls } from './ports';
import { passJson, useDeviceCredential } from './pass-api';
import { reviewScreenshot } from './review-screenshot';

const festivalId = '20000000-0000-4000-8000-000000000001';
const demoAccount = { email: 'demo@vstupenky.example', password: 'demo-heslo-2027' };
/** The second regular chip the seed issues for the festival (festival-tickets.ts); bar-till.spec uses the third. */
const chipUid = `04A7${(0x3c51e2 + 1 * 0x1f3).toString(16).toUpperCase().padStart(6, '0')}2F80`;

test('a till set offline sells one more beer within the offline limit and syncs it when back online', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const barName = `Offline bar ${randomUUID().slice(0, 6)}`;

  // The manager sets the offline limit to 100 Kč per chip on the bars page.
  await storeConsentChoice(page.context(), urls.hub);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${urls.hub}/login`);
  await page.getByLabel('E-mail').fill(demoAccount.email);
  await page.getByLabel('Heslo').fill(demoAccount.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(`${urls.hub}/`);
  await page.goto(`${urls.hub}/events/${festivalId}/bars`);
  const settings = page.getByTestId('bar-offline-settings');
  await settings.getByLabel('Offline limit na čip', { exact: true }).fill('100');
  await settings.getByRole('button', { name: 'Uložit limit' }).click();
  await expect(settings.getByRole('status')).toHaveText('Uloženo.');
  await expectAccessible(page, 'bars with the offline limit');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await reviewScreenshot(page, 'test-results/bar-offline-limit-390.png', true);

  // A bar with a 60 Kč beer, a chip with credit, and a paired till (set up over the API: bar-till.spec covers
  // doing it in the hub).
  const owner = await passJson(request, 'POST', '/pass/account/login', undefined, demoAccount);
  const ownerToken: string = owner.account.token;
  const bar = await passJson(request, 'POST', `/pass/hub/event/${festivalId}/bars`, ownerToken, {
    name: barName,
  });
  await passJson(
    request,
    'POST',
    `/pass/hub/event/${festivalId}/bars/${bar.bar.barId}/products`,
    ownerToken,
    {
      name: 'Pivo',
      productCategoryId: 2,
      variants: [{ name: '0,5 l', price: 6_000 }],
    },
  );
  const order = await passJson(request, 'POST', '/pass/order/order-create-credit-from-code', undefined, {
    chipCode: chipUid,
    amount: 50_000,
    email: 'offline@example.cz',
    name: 'Olga Offline',
    paymentMethodId: 1,
  });
  await passJson(request, 'POST', `/pass/payment/demo/${order.payment.paymentId}/pay`);
  const created = await passJson(request, 'POST', `/pass/hub/event/${festivalId}/device-create`, ownerToken, {
    kind: 'till',
    name: 'Pokladna offline',
  });
  const paired = await passJson(request, 'POST', '/pass/device/pair', undefined, {
    pairingCode: created.pairing.pairingCode,
  });
  const chipPath = `/pass/till/event/${festivalId}/chip/${chipUid}`;
  const before: number = (await passJson(request, 'GET', chipPath, paired.token)).chip.balance;

  const tillContext = await page
    .context()
    .browser()
    ?.newContext({ viewport: { width: 390, height: 844 } });
  if (!tillContext) throw new Error('no browser');
  await storeConsentChoice(tillContext, urls.hub);
  await useDeviceCredential(tillContext, paired, 'till');
  const till = await tillContext.newPage();
  await till.goto(`${urls.hub}/till/${festivalId}`);
  await till.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await till.getByRole('button', { name: barName }).click();
  // Loaded again under its service worker, which keeps the page and its scripts for an offline start.
  await till.evaluate(() => navigator.serviceWorker.ready);
  await till.reload();
  await till.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const beer = till.getByTestId('till-products').getByRole('button', { name: /Pivo/ });
  const chipField = till.getByLabel('Čip', { exact: true });

  // Online: the pass charges the chip at once.
  await beer.click();
  await chipField.fill(chipUid);
  await till.keyboard.press('Enter');
  await expect(till.getByTestId('till-balance')).toHaveAttribute('data-balance', String(before - 6_000));

  // Offline: one more beer is queued, signed; a second one would pass the 100 Kč limit and is refused.
  await tillContext.setOffline(true);
  await beer.click();
  await chipField.fill(chipUid);
  await till.keyboard.press('Enter');
  await expect(till.getByTestId('till-offline-sale')).toContainText('Prodáno offline');
  await expect(till.getByTestId('till-sync')).toContainText('Prodejů čeká na odeslání: 1.');
  // Reopened without the network, the till still shows the menu and its queued sale.
  await till.reload();
  await expect(till.getByTestId('till-sync')).toContainText('Prodejů čeká na odeslání: 1.');
  await expectAccessible(till, 'offline till');
  await beer.click();
  await chipField.fill(chipUid);
  await till.keyboard.press('Enter');
  await expect(till.getByRole('alert').filter({ hasText: 'vyčerpal limit' })).toContainText('40');
  await reviewScreenshot(till, 'test-results/bar-till-offline-390.png', true);
  expect(await till.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Back online: the queue is synced and the chip is charged for the offline beer too.
  await tillContext.setOffline(false);
  await expect(till.getByTestId('till-sync')).toContainText('Offline prodeje odeslány: 1.');
  await tillContext.close();
  const after = await passJson(request, 'GET', chipPath, paired.token);
  expect(after.chip).toMatchObject({ balance: before - 12_000, debt: 0 });
});
