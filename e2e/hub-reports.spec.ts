// The sales report in the hub, as an organizer reads it after a sale: a card payment shows up in the revenue,
// the day's bar and the tables by ticket type and payment method. At a phone's width and a desktop's.
import { expect, test } from './fixtures';
import { expectAccessible } from './accessibility';
import { storeConsentChoice } from './consent-cookie';
import { urls } from './ports';
import { uniqueEmail } from './session-helpers';
import { reviewScreenshot } from './review-screenshot';

test.describe.configure({ timeout: 120_000 });

// The demo world (apps/pass/src/db/seed/demo-ids.ts): the festival organizer, owned by the demo account.
const festival = '10000000-0000-4000-8000-000000000001';
const owner = { email: 'demo@vstupenky.example', password: 'demo-heslo-2027' };

test.beforeEach(async ({ context }) => {
  await storeConsentChoice(context, urls.hub);
});

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`the report shows a paid card order in revenue, the chart and the tables (${viewport.name})`, async ({
    page,
    request,
  }) => {
    const created = await request.post(`${urls.pass}/pass/order/order-create-v2`, {
      headers: { 'idempotency-key': `e2e-report-${viewport.name}-${Date.now()}` },
      data: {
        eventId: '20000000-0000-4000-8000-000000000001',
        tickets: [{ ticketTypeId: '40000000-0000-4000-8000-000000000001', quantity: 2 }],
        email: uniqueEmail('prehled'),
        name: 'Radka Přehledná',
        paymentMethodId: 1,
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const { payment } = (await created.json()) as { payment: { paymentId: string } };
    const paid = await request.post(`${urls.pass}/pass/payment/demo/${payment.paymentId}/pay`, {
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);

    await page.setViewportSize(viewport);
    await page.goto(`${urls.hub}/login`);
    await page.getByLabel('E-mail').fill(owner.email);
    await page.getByLabel('Heslo').fill(owner.password);
    await page.getByRole('button', { name: 'Přihlásit se' }).click();
    await expect(page).toHaveURL(`${urls.hub}/`);
    await page.goto(`${urls.hub}/?organizer=${festival}`);
    await page
      .getByRole('navigation', { name: 'Sekce pořadatele' })
      .getByRole('link', { name: 'Přehledy' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Přehledy' })).toBeVisible();
    await page.getByLabel('Akce').selectOption({ label: 'Léto pod lipami 2027' });

    const report = page.getByTestId('event-report');
    await expect(report.getByRole('heading', { name: 'Léto pod lipami 2027' })).toBeVisible();
    await expect(report.getByText('Tržba s DPH').first()).toBeVisible();
    await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
    const byType = report.getByRole('table', { name: 'Podle typu vstupenky' });
    await expect(byType).toBeVisible();
    await expect(report.getByRole('table', { name: 'Podle způsobu platby' })).toContainText('Platební karta');
    await expect(report.getByRole('table', { name: 'Tržba podle sazby DPH' })).toContainText('%');
    await expectAccessible(page, 'report page');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await reviewScreenshot(page, `test-results/hub-reports-${viewport.name}.png`, true);
  });
}
