// The bar in Chromium: the manager adds a bar with a beer in the hub, a paired till sells two beers to a chip
// topped up through the storefront's top-up path (its balance drops), closes its shift, and the hub shows the
// shift's Z-report; at 390 and 1280 px.
import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expectAccessible } from './accessibility';
import { storeConsentChoice } from './consent-cookie';
import { expect, test } from './fixtures';
import { urls } from './ports';
import { passJson, useDeviceCredential } from './pass-api';
import { reviewScreenshot } from './review-screenshot';

const festivalId = '20000000-0000-4000-8000-000000000001';
const demoAccount = { email: 'demo@vstupenky.example', password: 'demo-heslo-2027' };
/** The third regular chip the seed issues for the festival (festival-tickets.ts). */
const chipUid = `04A7${(0x3c51e2 + 2 * 0x1f3).toString(16).toUpperCase().padStart(6, '0')}2F80`;

async function noSideScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('a manager sets up a bar, a till sells two beers to a chip, the hub shows the Z-report', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const barName = `Výčep ${randomUUID().slice(0, 6)}`;

  // The manager (the demo owner) adds the bar and its beer in the hub.
  await storeConsentChoice(page.context(), urls.hub);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${urls.hub}/login`);
  await page.getByLabel('E-mail').fill(demoAccount.email);
  await page.getByLabel('Heslo').fill(demoAccount.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(`${urls.hub}/`);
  await page.goto(`${urls.hub}/events/${festivalId}`);
  await page.getByRole('link', { name: 'Bary', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Bary', level: 1 })).toBeVisible();
  await page.getByLabel('Název baru').fill(barName);
  await page.getByRole('button', { name: 'Přidat bar' }).click();
  const barCard = page.getByRole('listitem').filter({ hasText: barName });
  await expect(barCard).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await noSideScroll(page, 390);
  await reviewScreenshot(page, 'test-results/bar-list-390.png', true);
  await page.setViewportSize({ width: 1280, height: 900 });
  await barCard.getByRole('link', { name: 'Menu a směny' }).click();
  await expect(page.getByRole('heading', { name: barName, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Přidat produkt' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Název').fill('Pivo');
  await dialog.getByLabel('Kategorie').selectOption({ label: 'Pivo' });
  await dialog.getByLabel('Velikost').fill('0,5 l');
  await dialog.getByLabel('Cena').fill('60');
  await dialog.getByRole('button', { name: 'Uložit produkt' }).click();
  await expect(dialog).toBeHidden();
  const product = page.getByTestId('bar-product').filter({ hasText: 'Pivo' });
  await expect(product).toContainText('DPH 21 %');
  await expectAccessible(page, 'bar menu');
  await reviewScreenshot(page, 'test-results/bar-menu-1280.png', true);
  const barId = page.url().split('/bars/')[1]?.split(/[?/]/)[0] ?? '';

  // A chip with credit, topped up the way a visitor does it, and a till paired to the festival.
  const order = await passJson(request, 'POST', '/pass/order/order-create-credit-from-code', undefined, {
    chipCode: chipUid,
    amount: 50_000,
    email: 'piva@example.cz',
    name: 'Petr Pivní',
    paymentMethodId: 1,
  });
  await passJson(request, 'POST', `/pass/payment/demo/${order.payment.paymentId}/pay`);
  const owner = await passJson(request, 'POST', '/pass/account/login', undefined, demoAccount);
  const ownerToken: string = owner.account.token;
  const created = await passJson(request, 'POST', `/pass/hub/event/${festivalId}/device-create`, ownerToken, {
    kind: 'till',
    name: 'Pokladna E2E',
  });
  const paired = await passJson(request, 'POST', '/pass/device/pair', undefined, {
    pairingCode: created.pairing.pairingCode,
  });
  const before: number = (
    await passJson(request, 'GET', `/pass/till/event/${festivalId}/chip/${chipUid}`, paired.token)
  ).chip.balance;
  expect(before).toBeGreaterThanOrEqual(12_000);

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
  const beer = till.getByTestId('till-products').getByRole('button', { name: /Pivo/ });
  await beer.click();
  await beer.click();
  await expect(till.getByTestId('till-total')).toHaveText(/120/);
  await expectAccessible(till, 'till');
  // A USB reader types the UID and Enter.
  await till.getByLabel('Čip').fill(chipUid.toLowerCase());
  await till.keyboard.press('Enter');
  await expect(till.getByTestId('till-balance')).toHaveAttribute('data-balance', String(before - 12_000));
  await expect(till.getByTestId('till-receipt')).toContainText('Zjednodušený daňový doklad');
  await reviewScreenshot(till, 'test-results/bar-till-390.png', true);
  await noSideScroll(till, 390);
  await till.setViewportSize({ width: 1280, height: 900 });
  await reviewScreenshot(till, 'test-results/bar-till-1280.png', true);
  await till.getByRole('button', { name: 'Uzavřít směnu' }).click();
  await expect(till.getByTestId('z-sales')).toContainText('1');
  await tillContext.close();

  const after = await passJson(
    request,
    'GET',
    `/pass/till/event/${festivalId}/chip/${chipUid}`,
    paired.token,
  );
  expect(after.chip.balance).toBe(before - 12_000);

  // The hub lists the closed shift and opens its Z-report.
  await page.goto(`${urls.hub}/events/${festivalId}/bars/${barId}`);
  const shift = page.getByTestId('bar-shift').filter({ hasText: 'Pokladna E2E' });
  await expect(shift).toContainText('Uzavřená');
  await shift.getByRole('link', { name: 'Uzávěrka' }).click();
  const report = page.getByTestId('z-report');
  await expect(page.getByTestId('z-sales')).toContainText('1');
  await expect(report).toContainText('Pivo 0,5 l');
  await expect(page.getByTestId('z-chip')).toContainText('120');
  await expectAccessible(page, 'z-report');
  await reviewScreenshot(page, 'test-results/bar-z-report-1280.png', true);
  await page.setViewportSize({ width: 390, height: 844 });
  await noSideScroll(page, 390);
  await reviewScreenshot(page, 'test-results/bar-z-report-390.png', true);

  // The till app's start page lists the festival.
  await page.goto(`${urls.hub}/till`);
  const festivalRow = page.getByRole('listitem').filter({ hasText: 'Léto pod lipami 2027' });
  await expect(festivalRow.getByRole('link', { name: 'Otevřít pokladnu' })).toHaveAttribute(
    'href',
    `/till/${festivalId}`,
  );

  // The owner's ledger check: every chip's balance is the sum of its ledger rows.
  await page.goto(`${urls.hub}/events/${festivalId}/ledger`);
  await expect(page.getByTestId('ledger-check')).toContainText('Účet souhlasí');
  await expectAccessible(page, 'ledger check');
  await noSideScroll(page, 390);
  await reviewScreenshot(page, 'test-results/bar-ledger-390.png', true);
});
