// The box office refunds one ticket of a card order: it finds the order by the buyer's e-mail in the order list,
// opens it, refunds the ticket on the demo card gateway (its refund call over HTTP), the credit note appears, and
// the ticket's place is on sale again. At a phone's width.
import { expect, test } from './fixtures';
import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { storeConsentChoice } from './consent-cookie';
import { urls } from './ports';
import { uniqueEmail } from './session-helpers';
import { reviewScreenshot } from './review-screenshot';

test.describe.configure({ timeout: 180_000 });

// The demo world (apps/pass/src/db/seed/demo-ids.ts): the festival, its weekend ticket and the area it sells into.
const festival = '10000000-0000-4000-8000-000000000001';
const festivalArea = '50000000-0000-4000-8000-000000000001';
const festivalEvent = '20000000-0000-4000-8000-000000000001';
const owner = { email: 'demo@vstupenky.example', password: 'demo-heslo-2027' };

test.beforeEach(async ({ context }) => {
  await storeConsentChoice(context, urls.hub);
  await storeConsentChoice(context, urls.pass);
});

/** Places left in the festival area (live, never cached). */
async function available(request: APIRequestContext): Promise<number> {
  const response = await request.get(`${urls.pass}/pass/reservation/reservation/sector/${festivalArea}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { available: number }).available;
}

/** Two weekend tickets by card, paid on the demo gateway. */
async function paidOrder(request: APIRequestContext, email: string) {
  const created = await request.post(`${urls.pass}/pass/order/order-create-v2`, {
    headers: { 'idempotency-key': `e2e-box-office-${email}` },
    data: {
      eventId: festivalEvent,
      tickets: [{ ticketTypeId: '40000000-0000-4000-8000-000000000001', quantity: 2 }],
      email,
      name: 'Renata Vracená',
      paymentMethodId: 1,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const body = (await created.json()) as {
    order: { orderNumber: number };
    payment: { paymentId: string };
  };
  const paid = await request.post(`${urls.pass}/pass/payment/demo/${body.payment.paymentId}/pay`, {
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  return body.order;
}

// At phone width only: the same flow at 1280 px cost CI a browser test's worth of CPU and found nothing the phone
// run misses; these pages' desktop layout is covered by other specs (team, catalogue, events, reports).
for (const viewport of [{ name: 'phone', width: 390, height: 844 }]) {
  test(`the box office refunds one ticket on the demo card gateway (${viewport.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const email = uniqueEmail('vraceni');
    const before = await available(request);
    const order = await paidOrder(request, email);
    expect(await available(request)).toBe(before - 2);

    await page.goto(`${urls.hub}/login`);
    await page.getByLabel('E-mail').fill(owner.email);
    await page.getByLabel('Heslo').fill(owner.password);
    await page.getByRole('button', { name: 'Přihlásit se' }).click();
    await expect(page).toHaveURL(`${urls.hub}/`);
    await page.goto(`${urls.hub}/orders?organizer=${festival}`);
    await page.getByRole('searchbox', { name: 'Hledat' }).fill(email);
    // The ticket type filter waits for an event; with the festival and its 3-day pass the order is found.
    await expect(page.getByRole('combobox', { name: 'Typ vstupenky' })).toBeDisabled();
    await page.getByRole('combobox', { name: 'Akce' }).selectOption({ value: festivalEvent });
    await page.getByRole('combobox', { name: 'Typ vstupenky' }).selectOption({ label: 'Třídenní vstupenka' });
    await page.getByRole('button', { name: 'Hledat', exact: true }).click();
    await expect(page.getByTestId('hub-order')).toHaveCount(1);
    await page.getByRole('link', { name: `Objednávka ${order.orderNumber}` }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: `Objednávka ${order.orderNumber}` }),
    ).toBeVisible();
    await expect(page.getByTestId('order-ticket')).toHaveCount(2);
    await expectAccessible(page, 'order detail');
    const [first] = await page.getByTestId('order-ticket').all();
    if (!first) throw new Error('no ticket on the page');
    await first.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Vrátit vybrané vstupenky' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Vrátit vstupenky (1)?');
    // The confirm step says why nothing was sent without a reason.
    await dialog.getByRole('button', { name: 'Vrátit' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Uveďte důvod');
    await dialog.getByLabel('Důvod').fill('Kupující onemocněl');
    await dialog.getByRole('button', { name: 'Vrátit' }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByTestId('order-notice')).toContainText('Vráceno');
    await expect(page.getByTestId('order-refund')).toContainText('Vráceno');
    await expect(page.getByTestId('order-ticket').filter({ hasText: 'Zrušená' })).toHaveCount(1);
    const note = page.getByTestId('credit-note');
    await expect(note).toHaveCount(1);
    await expect(note).toContainText(/Opravný doklad OD\d+/);
    await note.getByRole('button', { name: 'Zobrazit' }).click();
    await expect(page.getByTestId('document-title')).toContainText('Opravný');
    await expect(page.getByTestId('document-original')).toHaveText(`D${order.orderNumber}`);
    await expect(page.getByTestId('document-total')).toContainText(/Celkem: [-−]\d/);
    await expectAccessible(page, 'credit note');
    await reviewScreenshot(page, `test-results/hub-credit-note-${viewport.name}.png`, true);
    await page.keyboard.press('Escape');

    // The refunded ticket's place is on sale again.
    expect(await available(request)).toBe(before - 1);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await reviewScreenshot(page, `test-results/hub-order-detail-${viewport.name}.png`, true);

    // The event's report counts the refund.
    await page.goto(`${urls.hub}/reports?organizer=${festival}`);
    await page.getByLabel('Akce').selectOption({ label: 'Léto pod lipami 2027' });
    const refunded = page.getByTestId('report-refunded');
    await expect(refunded.locator('dd').first()).toContainText('Kč');
    await expect(refunded.locator('dd').first()).not.toHaveText('0,00 Kč');
  });
}
