// A visitor buys tickets in the storefront: picks an event, tickets and an extra, pays on the demo card
// gateway, sees the order paid and downloads the PDF; the same in English; a bank transfer shows its QR code.
import { expect, test } from './fixtures';
import { readFile } from 'node:fs/promises';
import { storeConsentChoice } from './consent-cookie';
import { urls } from './ports';
import { expectAccessible } from './accessibility';
import { fillCheckout } from './storefront-helpers';

const festival = 'Léto pod lipami 2027';

// The cookie banner would cover the bottom of the page; its own behaviour is tested in consent.spec.ts.
test.beforeEach(async ({ context }) => {
  await storeConsentChoice(context, urls.tickets);
});

test('a visitor buys two tickets and parking by card and downloads the PDF tickets (Czech)', async ({
  page,
}) => {
  await page.goto(`${urls.tickets}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  await expectAccessible(page, 'the home page');

  await page.getByRole('link', { name: festival }).first().click();
  await expect(page).toHaveURL(/\/event\/pod-lipami-production\/leto-pod-lipami-2027\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: festival })).toBeVisible();
  await expectAccessible(page, 'the cart page');

  const add = page.getByRole('button', { name: 'Přidat Třídenní vstupenka', exact: true });
  await add.click();
  await add.click();
  await expect(page.getByRole('status', { name: 'Počet: Třídenní vstupenka', exact: true })).toHaveText('2');
  await page.getByRole('button', { name: 'Přidat Parkování na celý festival' }).click();
  const summary = page.getByTestId('cart-summary');
  await expect(summary).toContainText('2× Třídenní vstupenka');
  await expect(summary).toContainText('1× Parkování na celý festival');

  await page.getByRole('button', { name: 'Pokračovat k údajům' }).click();
  await expect(page.getByTestId('hold-timer')).toContainText(/1[45]:\d\d/);
  await fillCheckout(page, { email: 'E-mail', name: 'Jméno a příjmení', terms: /Souhlasím s/, pay: '' });
  // Credit preloaded on the passes' festival chips: below the chip's minimum (200 Kč) is named before sending.
  const credit = page.getByRole('textbox', { name: /^Kredit k Třídenní vstupenka/ });
  await credit.fill('100');
  await page.getByRole('button', { name: 'Objednat a zaplatit' }).click();
  await expect(page.getByText('Zadejte částku od 200,00 Kč do 10 000,00 Kč')).toBeVisible();
  await expect(credit).toBeFocused();
  await credit.fill('500');
  // 500 Kč on each of the two passes' chips is 1,000 Kč more to pay.
  await expect(page.getByTestId('chip-preload-total')).toContainText(/Kredit celkem 1\s000,00\sKč/);
  await expectAccessible(page, 'the checkout form');
  await page.getByRole('button', { name: 'Objednat a zaplatit' }).click();

  await expect(page).toHaveURL(new RegExp(`^${urls.pass}/pass/payment/demo/`));
  await page.locator('button[data-action="pay"]').click();

  await expect(page).toHaveURL(/\/event\/pod-lipami-production\/leto-pod-lipami-2027\/order\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('order-status')).toHaveText('Zaplaceno');
  await expect(page.getByTestId('ticket')).toHaveCount(2);
  // Both chips are loaded: one credit line of 2 × 500 Kč.
  await expect(page.getByRole('main')).toContainText('Dobití čipu');
  await expectAccessible(page, 'the paid order page');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Stáhnout vstupenky (PDF)' }).click();
  const download = await downloading;
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(1000);
});

test('the same purchase in English under /en returns to the English order page', async ({ page }) => {
  await page.goto(`${urls.tickets}/en`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tickets');
  await expectAccessible(page, 'the English home page');

  await page.getByRole('link', { name: festival }).first().click();
  await expect(page).toHaveURL(/\/en\/event\/pod-lipami-production\/leto-pod-lipami-2027\/cart$/);
  const add = page.getByRole('button', { name: 'Add 3-day pass', exact: true });
  await add.click();
  await add.click();
  await page.getByRole('button', { name: 'Add Parking for the whole festival' }).click();
  await expect(page.getByTestId('cart-summary')).toContainText('2× 3-day pass');
  await expectAccessible(page, 'the English cart page');

  await page.getByRole('button', { name: 'Continue to details' }).click();
  await fillCheckout(page, { email: 'E-mail', name: 'Full name', terms: /I agree to the/, pay: '' });
  await page.getByRole('button', { name: 'Order and pay' }).click();
  await page.locator('button[data-action="pay"]').click();

  await expect(page).toHaveURL(
    /\/en\/event\/pod-lipami-production\/leto-pod-lipami-2027\/order\/[0-9a-f-]{36}$/,
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  await expect(page.getByRole('link', { name: 'Download tickets (PDF)' })).toBeVisible();
  await expectAccessible(page, 'the English paid order page');
});

test('a bank-transfer order shows its payment QR code and waits for the money', async ({ page }) => {
  await page.goto(`${urls.tickets}/event/pod-lipami-production/leto-pod-lipami-2027/cart`);
  await page.getByRole('button', { name: 'Přidat Jednodenní vstupenka – pátek' }).click();
  await page.getByRole('button', { name: 'Pokračovat k údajům' }).click();
  await fillCheckout(
    page,
    { email: 'E-mail', name: 'Jméno a příjmení', terms: /Souhlasím s/, pay: '' },
    'Bankovní převod',
  );
  await page.getByRole('button', { name: 'Objednat a zaplatit' }).click();

  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('order-status')).toHaveText('Čeká na platbu');
  const qr = page.getByRole('img', { name: 'QR kód pro platbu převodem' });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText('Účet (IBAN)')).toBeVisible();

  // The deadline reads in the festival's zone (Prague), not in the zone the storefront's server runs in.
  const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const status = await (
    await page.request.get(`${urls.pass}/pass/order/order-check?orderId=${orderId}`)
  ).json();
  const prague = new Intl.DateTimeFormat('cs', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Prague',
  });
  await expect(
    page.getByText(`Zaplaťte nejpozději ${prague.format(new Date(status.expiresAt))}.`),
  ).toBeVisible();
  await expectAccessible(page, 'the bank-transfer order page');
});
