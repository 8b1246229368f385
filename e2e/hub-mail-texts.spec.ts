// E-mail texts in the hub, as an organizer adds a note for one event's buyers: the paragraph saved on a phone
// appears in the next buyer's tickets e-mail; the page also checked at a desktop's width.
import { expect, test } from './fixtures';
import { expectAccessible } from './accessibility';
import { storeConsentChoice } from './consent-cookie';
import { urls } from './ports';
import { openEmail, uniqueEmail } from './session-helpers';
import { reviewScreenshot } from './review-screenshot';

test.describe.configure({ timeout: 120_000 });

// The demo world (apps/pass/src/db/seed/demo-ids.ts): the festival organizer, owned by the demo account.
const festival = '10000000-0000-4000-8000-000000000001';
const owner = { email: 'demo@vstupenky.example', password: 'demo-heslo-2027' };

test.beforeEach(async ({ context }) => {
  await storeConsentChoice(context, urls.hub);
  await storeConsentChoice(context, urls.pass);
});

test("an organizer's paragraph for one event reaches that event's buyers", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${urls.hub}/login`);
  await page.getByLabel('E-mail').fill(owner.email);
  await page.getByLabel('Heslo').fill(owner.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(`${urls.hub}/`);
  await page.goto(`${urls.hub}/?organizer=${festival}`);
  await page
    .getByRole('navigation', { name: 'Sekce pořadatele' })
    .getByRole('link', { name: 'Texty e-mailů' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Texty e-mailů' })).toBeVisible();
  await page.getByRole('combobox', { name: /^Pro/ }).selectOption({ label: 'Léto pod lipami 2027' });
  await expect(page.getByText('Texty této akce nahradí obecné')).toBeVisible();
  const note = `Parkoviště P2 otevíráme v 8:00 (${Date.now()}).`;
  await page.getByLabel('Čeština', { exact: true }).fill(note);
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByText('Texty byly uloženy.')).toBeVisible();
  await expectAccessible(page, 'e-mail texts page');
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await reviewScreenshot(page, 'test-results/hub-mail-texts-phone.png', true);
  await page.setViewportSize({ width: 1280, height: 900 });
  await reviewScreenshot(page, 'test-results/hub-mail-texts-desktop.png', true);

  const buyer = uniqueEmail('parkoviste');
  const created = await request.post(`${urls.pass}/pass/order/order-create-v2`, {
    headers: { 'idempotency-key': `e2e-mail-texts-${buyer}` },
    data: {
      eventId: '20000000-0000-4000-8000-000000000001',
      tickets: [{ ticketTypeId: '40000000-0000-4000-8000-000000000001', quantity: 1 }],
      email: buyer,
      name: 'Pavla Parkovací',
      paymentMethodId: 1,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { order, payment } = (await created.json()) as {
    order: { orderNumber: number };
    payment: { paymentId: string };
  };
  const paid = await request.post(`${urls.pass}/pass/payment/demo/${payment.paymentId}/pay`, {
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  await openEmail(page, buyer, `(objednávka ${order.orderNumber})`);
  await expect(page.getByText(note).first()).toBeVisible();
});
