// Credit out on a phone 390 px wide: after the festival a visitor asks for the rest of a chip's credit back with the
// chip UID and the top-up receipt's order number, is told about a mistyped IBAN, and the request reaches the hub.
import { expectAccessible } from './accessibility';
import { storeConsentChoice } from './consent-cookie';
import { expect, test } from './fixtures';
import { urls } from './ports';
import { passJson, pragueLocal, setFestivalDates } from './pass-api';
import { reviewScreenshot } from './review-screenshot';

const festivalId = '20000000-0000-4000-8000-000000000001';
const demoAccount = { email: 'demo@vstupenky.example', password: 'demo-heslo-2027' };
/** The fifth regular chip the seed issues for the festival (festival-tickets.ts); no other spec uses it. */
const chipUid = `04A7${(0x3c51e2 + 4 * 0x1f3).toString(16).toUpperCase().padStart(6, '0')}2F80`;

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('after the festival a visitor asks for the rest of the chip credit back on a phone', async ({
  page,
  request,
}) => {
  // The chip is topped up while the festival runs; the order number is on the top-up's receipt (D<number>).
  const order = await passJson(request, 'POST', '/pass/order/order-create-credit-from-code', undefined, {
    chipCode: chipUid,
    amount: 30_000,
    email: 'kredit@example.cz',
    name: 'Karla Kreditová',
    paymentMethodId: 1,
  });
  await passJson(request, 'POST', `/pass/payment/demo/${order.payment.paymentId}/pay`);
  const owner = await passJson(request, 'POST', '/pass/account/login', undefined, demoAccount);
  const ownerToken: string = owner.account.token;
  const original = await setFestivalDates(request, ownerToken, pragueLocal(-72), pragueLocal(-2));
  try {
    await storeConsentChoice(page.context(), urls.tickets);
    await page.goto(`${urls.tickets}/account/credit-refund`);
    await expect(page.getByRole('heading', { name: 'Vrácení kreditu', level: 1 })).toBeVisible();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('textbox', { name: 'UID čipu', exact: true }).fill(chipUid.toLowerCase());
    await page
      .getByRole('textbox', { name: 'Kód z dokladu', exact: true })
      .fill(`D${order.order.orderNumber}`);
    // One digit off: the IBAN's check digits catch it before anything is sent.
    await page.getByRole('textbox', { name: 'IBAN', exact: true }).fill('CZ65 0800 0000 1920 0014 5398');
    await page.getByRole('textbox', { name: 'Majitel účtu', exact: true }).fill('Karla Kreditová');
    await page.getByRole('button', { name: 'Požádat o vrácení kreditu' }).tap();
    await expect(page.getByText('Toto není platný IBAN; zkontrolujte číslice.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'IBAN', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectAccessible(page, 'credit refund form');
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);

    await page.getByRole('textbox', { name: 'IBAN', exact: true }).fill('CZ65 0800 0000 1920 0014 5399');
    await page.getByRole('button', { name: 'Požádat o vrácení kreditu' }).tap();
    await expect(page.getByTestId('credit-refund-sent')).toContainText('300,00');
    await expect(page.getByTestId('credit-refund-sent')).toContainText(chipUid);
    await reviewScreenshot(page, 'test-results/credit-refund-390.png', true);

    // The organizer sees it, unflagged apart from the chip's short history (one top-up only).
    const listed = await passJson(request, 'GET', `/pass/hub/event/${festivalId}/credit-refunds`, ownerToken);
    const mine = listed.requests.find((row: { chipUid: string }) => row.chipUid === chipUid);
    expect(mine).toMatchObject({ amount: 30_000, status: 'pending', holderName: 'Karla Kreditová' });
  } finally {
    await setFestivalDates(request, ownerToken, original.startsAt, original.endsAt);
  }
});

test('the owner reviews the flagged request in the hub, approves it into the refund queue, and reads the bar report', async ({
  page,
}) => {
  await storeConsentChoice(page.context(), urls.hub);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${urls.hub}/login`);
  await page.getByLabel('E-mail').fill(demoAccount.email);
  await page.getByLabel('Heslo').fill(demoAccount.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(`${urls.hub}/`);
  await page.goto(`${urls.hub}/events/${festivalId}/bars`);
  await page.getByRole('link', { name: 'Vrácení kreditu' }).click();
  await expect(page.getByRole('heading', { name: 'Vrácení kreditu', level: 1 })).toBeVisible();
  const card = page.getByTestId('credit-refund').filter({ hasText: chipUid });
  // One top-up and nothing spent: fewer than 2 transactions, so approving needs the review tick.
  await expect(card).toContainText('Méně než 2 transakce čipu');
  await expect(card.getByRole('button', { name: 'Schválit' })).toBeDisabled();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'credit refunds');
  await card.getByRole('checkbox', { name: 'Prověřil(a) jsem příznaky a historii čipu' }).check();
  await card.getByRole('button', { name: 'Schválit' }).click();
  await expect(card).toContainText('Schváleno');
  await reviewScreenshot(page, 'test-results/hub-credit-refunds-390.png', true);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${urls.hub}/refunds`);
  await expect(page.getByText('Vrácení kreditu z čipu').first()).toBeVisible();
  await page.goto(`${urls.hub}/reports`);
  await page.getByRole('combobox', { name: 'Akce' }).selectOption({ label: 'Léto pod lipami 2027' });
  const report = page.getByTestId('bar-report');
  await expect(report).toContainText('Bary a kredit na čipech');
  await expect(report.getByRole('region', { name: 'Dobití podle kanálu' })).toBeVisible();
  await expectAccessible(page, 'bar report');
  await reviewScreenshot(page, 'test-results/hub-bar-report-1280.png', true);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(report).toBeVisible();
  // The charts take their new width when their resize observer fires, a moment after the viewport changes.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
