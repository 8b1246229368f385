// Bank reconciliation in the hub, as a box office uses it: a buyer orders by bank transfer, the organizer uploads
// the bank's GPC statement, the order is paid and the buyer gets the tickets e-mail; a transfer without a
// variable symbol is matched to its order by hand; the order list finds the paid order by the buyer's e-mail.
// At a phone's width.
import { expect, test } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { storeConsentChoice } from './consent-cookie';
import { urls } from './ports';
import { openEmail, uniqueEmail } from './session-helpers';
import { reviewScreenshot } from './review-screenshot';

test.describe.configure({ timeout: 180_000 });

// The demo world (apps/pass/src/db/seed/demo-ids.ts): the festival organizer, owned by the demo account.
const festival = '10000000-0000-4000-8000-000000000001';
const owner = { email: 'demo@vstupenky.example', password: 'demo-heslo-2027' };

test.beforeEach(async ({ context }) => {
  await storeConsentChoice(context, urls.hub);
  await storeConsentChoice(context, urls.pass);
});

async function transferOrder(request: APIRequestContext, email: string) {
  const response = await request.post(`${urls.pass}/pass/order/order-create-v2`, {
    headers: { 'idempotency-key': `e2e-bank-${email}` },
    data: {
      eventId: '20000000-0000-4000-8000-000000000001',
      tickets: [{ ticketTypeId: '40000000-0000-4000-8000-000000000001', quantity: 1 }],
      email,
      name: 'Pavel Převodník',
      paymentMethodId: 2,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { order: { orderNumber: number; totalAmount: number } }).order;
}

/** A GPC statement (header and credit records at the format's positions), as Czech banks export it. */
function gpcStatement(credits: { id: number; amount: number; symbol: string; note: string }[]): Buffer {
  const header =
    `0740000002001234567Pod Lipami Prod.    011126000000001000000+${'0'.repeat(14)}+${'0'.repeat(14)}0${'0'.repeat(14)}0001241126`.padEnd(
      128,
    );
  const lines = credits.map(
    (credit) =>
      '075' +
      '0000002001234567' +
      '0000000123456789' +
      String(credit.id).padStart(13, '0') +
      String(credit.amount).padStart(12, '0') +
      '2' +
      credit.symbol.padStart(10, '0') +
      '0008000308' +
      '0000000000' +
      '241126' +
      credit.note.padEnd(20).slice(0, 20) +
      '0' +
      '0203' +
      '241126',
  );
  return Buffer.from([header, ...lines].join('\r\n'), 'latin1');
}

async function openBank(page: Page): Promise<void> {
  await page.goto(`${urls.hub}/login`);
  await page.getByLabel('E-mail').fill(owner.email);
  await page.getByLabel('Heslo').fill(owner.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(`${urls.hub}/`);
  await page.goto(`${urls.hub}/?organizer=${festival}`);
  await page
    .getByRole('navigation', { name: 'Sekce pořadatele' })
    .getByRole('link', { name: 'Banka' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bankovní výpisy' })).toBeVisible();
}

// At phone width only: the same flow at 1280 px cost CI a browser test's worth of CPU and found nothing the phone
// run misses; these pages' desktop layout is covered by other specs (team, catalogue, events, reports).
for (const viewport of [{ name: 'phone', width: 390, height: 844 }]) {
  test(`a GPC statement pays a transfer order and an unmarked transfer is matched by hand (${viewport.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const paidBySymbol = uniqueEmail('prevod');
    const paidByHand = uniqueEmail('bez-symbolu');
    const first = await transferOrder(request, paidBySymbol);
    const second = await transferOrder(request, paidByHand);
    const base = Date.now() % 1_000_000_000;

    await openBank(page);
    await expectAccessible(page, 'bank page');
    await page.getByLabel('Soubor výpisu').setInputFiles({
      name: 'vypis-listopad.gpc',
      mimeType: 'text/plain',
      buffer: gpcStatement([
        { id: base, amount: first.totalAmount, symbol: String(first.orderNumber), note: 'Pavel Prevodnik' },
        { id: base + 1, amount: second.totalAmount, symbol: '', note: `Bez symbolu ${viewport.name}` },
      ]),
    });
    await page.getByRole('button', { name: 'Nahrát a spárovat' }).click();
    const summary = page.getByTestId('import-summary');
    await expect(summary).toContainText('vypis-listopad.gpc (GPC): načteno plateb: 2.');
    await expect(summary).toContainText('Zaplaceno objednávek: 1, k řešení: 1');

    const paidRow = page.getByTestId('bank-transaction').filter({ hasText: String(first.orderNumber) });
    await expect(paidRow).toContainText('Zaplaceno');
    // The bank's booking day, the same in any time zone of the browser.
    await expect(paidRow).toContainText('24. 11. 2026');
    const unmatched = page
      .getByTestId('bank-transaction')
      .filter({ hasText: `Bez symbolu ${viewport.name}` });
    await expect(unmatched).toContainText('Nespárováno');
    await unmatched.getByLabel('Číslo objednávky').fill(String(second.orderNumber));
    await unmatched.getByRole('button', { name: 'Přiřadit' }).click();
    const matched = page.getByTestId('bank-transaction').filter({ hasText: `Bez symbolu ${viewport.name}` });
    await expect(matched).toContainText('Zaplaceno');
    await expect(matched).toContainText(String(second.orderNumber));
    await expectAccessible(page, 'bank page after matching');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await reviewScreenshot(page, `test-results/hub-bank-${viewport.name}.png`, true);

    // The box office finds the paid order in the order list by the buyer's e-mail.
    await page
      .getByRole('navigation', { name: 'Sekce pořadatele' })
      .getByRole('link', { name: 'Objednávky' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Objednávky' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Hledat' }).fill(paidBySymbol);
    await page.getByRole('button', { name: 'Hledat', exact: true }).click();
    const found = page.getByTestId('hub-order');
    await expect(found).toHaveCount(1);
    await expect(found).toContainText(`Objednávka ${first.orderNumber}`);
    await expect(found).toContainText('Zaplacená');
    await expect(found).toContainText('Bankovní převod');
    await expectAccessible(page, 'order list');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await reviewScreenshot(page, `test-results/hub-orders-${viewport.name}.png`, true);

    // Both buyers get their tickets.
    await openEmail(page, paidBySymbol, `(objednávka ${first.orderNumber})`);
    await openEmail(page, paidByHand, `(objednávka ${second.orderNumber})`);
  });
}
