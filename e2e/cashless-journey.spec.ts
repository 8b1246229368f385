// The cashless journey of one visitor, end to end: credit preloaded with a festival pass on the storefront; a
// paired till sells two beers to that chip, loses the network, sells one more and syncs it when back; the hub
// shows the shift's Z-report with the sales; after the festival the visitor asks for the rest back and the
// approved refund is paid out in the organizer's bank batch.
import type { Browser } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { storeConsentChoice } from './consent-cookie';
import { expect, test } from './fixtures';
import { urls } from './ports';
import { festivalId, passJson, pragueLocal, setFestivalDates, useDeviceCredential } from './pass-api';
import type { PairedDevice } from './pass-api';
import { openEmail, uniqueEmail } from './session-helpers';
import { fillCheckout } from './storefront-helpers';

const organizerId = '10000000-0000-4000-8000-000000000001';
const demoAccount = { email: 'demo@vstupenky.example', password: 'demo-heslo-2027' };

test.describe.configure({ timeout: 240_000 });

/** A phone with the paired till's credential, as the hub's pairing page leaves it. */
async function tillPhone(browser: Browser, paired: PairedDevice) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await storeConsentChoice(context, urls.hub);
  await useDeviceCredential(context, paired, 'till');
  return context;
}

test('credit preloaded with a pass is spent at a till online and offline, and the rest goes back by bank', async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail('kredit-cesta');
  const barName = `Cesta ${randomUUID().slice(0, 6)}`;
  await storeConsentChoice(page.context(), urls.tickets);
  await storeConsentChoice(page.context(), urls.hub);
  await page.setViewportSize({ width: 390, height: 844 });

  // 1. The visitor buys a three-day pass with 500 Kč on its chip.
  await page.goto(`${urls.tickets}/event/pod-lipami-production/leto-pod-lipami-2027/cart`);
  await page.getByRole('button', { name: 'Přidat Třídenní vstupenka', exact: true }).click();
  await page.getByRole('button', { name: 'Pokračovat k údajům' }).click();
  await fillCheckout(page, { email: 'E-mail', name: 'Jméno a příjmení', terms: /Souhlasím s/, pay: '' });
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: /^Kredit k Třídenní vstupenka/ }).fill('500');
  await page.getByRole('button', { name: 'Objednat a zaplatit' }).click();
  await page.locator('button[data-action="pay"]').click();
  await expect(page.getByTestId('order-status')).toHaveText('Zaplaceno');
  const orderId = page.url().split('/order/')[1] ?? '';
  const content = await passJson(request, 'GET', `/pass/order/order-content?orderId=${orderId}`);
  const orderNumber: number = content.order.orderNumber;

  // Their account (registered with the order's e-mail and verified) holds the chip with the credit.
  const password = 'kreditni heslo 2027';
  await passJson(request, 'POST', '/pass/account/account-register', undefined, { email, password });
  await openEmail(page, email, 'Potvrďte svůj e-mail');
  await page.getByRole('link', { name: /\/account\/verify-email\?token=/ }).click();
  await expect(page.getByText(`E-mail ${email} je ověřený.`)).toBeVisible();
  const visitor = await passJson(request, 'POST', '/pass/account/login', undefined, { email, password });
  const chips = await passJson(
    request,
    'GET',
    `/pass/account/account-chips-by-event?eventId=${festivalId}`,
    visitor.account.token,
  );
  expect(chips.chips).toHaveLength(1);
  const chip: { chipUid: string; balance: number } = chips.chips[0];
  expect(chip.balance).toBe(50_000);

  // 2. A bar with a 60 Kč beer, a 100 Kč offline limit per chip and a paired till (the hub's own pages for
  // these have their specs: bar-till, bar-till-offline).
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
  await passJson(request, 'POST', `/pass/hub/event/${festivalId}/bar-settings`, ownerToken, {
    offlineLimitPerChip: 10_000,
  });
  const created = await passJson(request, 'POST', `/pass/hub/event/${festivalId}/device-create`, ownerToken, {
    kind: 'till',
    name: 'Pokladna cesty',
  });
  const paired = await passJson(request, 'POST', '/pass/device/pair', undefined, {
    pairingCode: created.pairing.pairingCode,
  });

  const tillContext = await tillPhone(browser, paired);
  const till = await tillContext.newPage();
  await till.goto(`${urls.hub}/till/${festivalId}`);
  await till.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await till.getByRole('button', { name: barName }).click();
  await till.evaluate(() => navigator.serviceWorker.ready);
  const beer = till.getByTestId('till-products').getByRole('button', { name: /Pivo/ });
  const chipField = till.getByLabel('Čip', { exact: true });
  // Two beers online, read from the chip as a USB reader types it.
  await beer.click();
  await beer.click();
  await chipField.fill(chip.chipUid);
  await till.keyboard.press('Enter');
  await expect(till.getByTestId('till-balance')).toHaveAttribute('data-balance', String(50_000 - 12_000));
  // One more offline, queued and synced when the network is back.
  await tillContext.setOffline(true);
  await beer.click();
  await chipField.fill(chip.chipUid);
  await till.keyboard.press('Enter');
  await expect(till.getByTestId('till-sync')).toContainText('Prodejů čeká na odeslání: 1.');
  await tillContext.setOffline(false);
  await expect(till.getByTestId('till-sync')).toContainText('Offline prodeje odeslány: 1.');
  await till.getByRole('button', { name: 'Uzavřít směnu' }).click();
  await expect(till.getByTestId('z-sales')).toContainText('2');
  await tillContext.close();

  // 3. The hub shows the closed shift's Z-report: two sales, three beers, 180 Kč from chips.
  await page.goto(`${urls.hub}/login`);
  await page.getByLabel('E-mail').fill(demoAccount.email);
  await page.getByLabel('Heslo').fill(demoAccount.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(`${urls.hub}/`);
  await page.goto(`${urls.hub}/events/${festivalId}/bars/${bar.bar.barId}`);
  const shift = page.getByTestId('bar-shift').filter({ hasText: 'Pokladna cesty' });
  await shift.getByRole('link', { name: 'Uzávěrka' }).click();
  await expect(page.getByTestId('z-sales')).toContainText('2');
  await expect(page.getByTestId('z-report')).toContainText('Pivo 0,5 l');
  await expect(page.getByTestId('z-chip')).toContainText('180');

  // 4. After the festival the visitor asks for the 320 Kč left, with the chip and the order's receipt code.
  const original = await setFestivalDates(request, ownerToken, pragueLocal(-72), pragueLocal(-2));
  try {
    await page.goto(`${urls.tickets}/account/credit-refund`);
    await page.getByRole('textbox', { name: 'UID čipu', exact: true }).fill(chip.chipUid);
    await page.getByRole('textbox', { name: 'Kód z dokladu', exact: true }).fill(`D${orderNumber}`);
    await page.getByRole('textbox', { name: 'IBAN', exact: true }).fill('CZ55 0800 0000 0012 3456 7899');
    await page.getByRole('textbox', { name: 'Majitel účtu', exact: true }).fill('Vendula Kreditová');
    await page.getByRole('button', { name: 'Požádat o vrácení kreditu' }).click();
    await expect(page.getByTestId('credit-refund-sent')).toContainText('320,00');

    // The organizer approves it; the CZK batch file pays it to the visitor's account.
    const listed = await passJson(request, 'GET', `/pass/hub/event/${festivalId}/credit-refunds`, ownerToken);
    const mine = listed.requests.find((row: { chipUid: string }) => row.chipUid === chip.chipUid);
    expect(mine).toMatchObject({ amount: 32_000, status: 'pending' });
    await passJson(
      request,
      'POST',
      `/pass/hub/event/${festivalId}/credit-refunds/${mine.requestId}/approve`,
      ownerToken,
      { reviewed: true },
    );
    const batch = await passJson(
      request,
      'POST',
      `/pass/hub/organizer/${organizerId}/payout-batches`,
      ownerToken,
      {
        currencyId: 1,
      },
    );
    const file: string = await passJson(
      request,
      'GET',
      `/pass/hub/organizer/${organizerId}/payout-batch/${batch.batch.payoutBatchId}/file`,
      ownerToken,
    );
    expect(file).toContain('123456789');
    expect(file).toContain('32000');
  } finally {
    await setFestivalDates(request, ownerToken, original.startsAt, original.endsAt);
  }
  const after = await passJson(
    request,
    'GET',
    `/pass/till/event/${festivalId}/chip/${chip.chipUid}`,
    paired.token,
  );
  expect(after.chip).toMatchObject({ balance: 0, debt: 0 });
});
