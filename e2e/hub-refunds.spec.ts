// The refund queue in the hub, as a box office works it: a buyer pays a transfer order twice, the statement
// upload queues the second payment for refund, the owner approves it, exports the CZK batch (the Czech ABO
// "hromadný příkaz"), downloads it and, once the bank has sent it, marks the batch paid. At 390 px.
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { storeConsentChoice } from './consent-cookie';
import { urls } from './ports';
import { uniqueEmail } from './session-helpers';
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
    headers: { 'idempotency-key': `e2e-refund-${email}` },
    data: {
      eventId: '20000000-0000-4000-8000-000000000001',
      tickets: [{ ticketTypeId: '40000000-0000-4000-8000-000000000001', quantity: 1 }],
      email,
      name: 'Věra Vratková',
      paymentMethodId: 2,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { order: { orderNumber: number; totalAmount: number } }).order;
}

/** A GPC statement whose credits come from the Czech account 19-2000145399/0800. */
function gpcStatement(credits: { id: number; amount: number; symbol: string }[]): Buffer {
  const header =
    `0740000002001234567Pod Lipami Prod.    011126000000001000000+${'0'.repeat(14)}+${'0'.repeat(14)}0${'0'.repeat(14)}0001241126`.padEnd(
      128,
    );
  const lines = credits.map(
    (credit) =>
      '075' +
      '0000002001234567' +
      '0000192000145399' +
      String(credit.id).padStart(13, '0') +
      String(credit.amount).padStart(12, '0') +
      '2' +
      credit.symbol.padStart(10, '0') +
      '0008000308' +
      '0000000000' +
      '241126' +
      'Vera Vratkova'.padEnd(20) +
      '0' +
      '0203' +
      '241126',
  );
  return Buffer.from([header, ...lines].join('\r\n'), 'latin1');
}

async function signIn(page: Page): Promise<void> {
  await page.goto(`${urls.hub}/login`);
  await page.getByLabel('E-mail').fill(owner.email);
  await page.getByLabel('Heslo').fill(owner.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(`${urls.hub}/`);
}

const sections = (page: Page) => page.getByRole('navigation', { name: 'Sekce pořadatele' });

// At phone width only: the same flow at 1280 px cost CI a browser test's worth of CPU and found nothing the phone
// run misses; these pages' desktop layout is covered by other specs (team, catalogue, events, reports).
for (const viewport of [{ name: 'phone', width: 390, height: 844 }]) {
  test(`a double transfer is refunded through an approved CZK batch (${viewport.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const buyer = uniqueEmail('vratka');
    const order = await transferOrder(request, buyer);
    const base = (Date.now() % 1_000_000_000) + (viewport.name === 'phone' ? 0 : 500);

    await signIn(page);
    await page.goto(`${urls.hub}/bank?organizer=${festival}`);
    await page.getByLabel('Soubor výpisu').setInputFiles({
      name: 'vypis-dvakrat.gpc',
      mimeType: 'text/plain',
      buffer: gpcStatement([
        { id: base, amount: order.totalAmount, symbol: String(order.orderNumber) },
        { id: base + 1, amount: order.totalAmount, symbol: String(order.orderNumber) },
      ]),
    });
    await page.getByRole('button', { name: 'Nahrát a spárovat' }).click();
    await expect(page.getByTestId('import-summary')).toContainText('načteno plateb: 2');

    await sections(page).getByRole('link', { name: 'Vratky' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vratky' })).toBeVisible();
    const refund = page.getByTestId('hub-refund').filter({ hasText: `č. ${order.orderNumber}` });
    await expect(refund).toHaveCount(1);
    await expect(refund).toContainText('Čeká');
    await expect(refund).toContainText('Objednávka už byla zaplacena');
    await expect(refund).toContainText('19-2000145399/0800');
    await expectAccessible(page, 'refund queue');
    await refund.getByRole('button', { name: 'Schválit' }).click();
    await expect(refund).toContainText('Schváleno');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Vytvořit dávku CZK' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^payout-czk-\d{8}-\d+\.kpc$/);
    const file = await readFile(await download.path(), 'latin1');
    const lines = file.split('\r\n');
    expect(lines[0]).toMatch(/^UHL1\d{6}/);
    expect(lines[1]).toMatch(/^1 1501 \d{6} 2010$/);
    expect(lines).toContain(
      `19-2000145399 ${order.totalAmount} ${String(order.orderNumber).padStart(10, '0')} 08000558 0000000000 AV:Vraceni platby obj. ${order.orderNumber}`,
    );
    expect(lines.slice(-3)).toEqual(['3 +', '5 +', '']);
    await expect(page.getByRole('status').filter({ hasText: 'Dávka' })).toContainText(
      `Dávka ${download.suggestedFilename()} vytvořena`,
    );
    await expect(refund).toContainText('V dávce');

    const batch = page.getByTestId('payout-batch').filter({ hasText: download.suggestedFilename() });
    await expect(batch).toContainText('Předáno bance');
    // The same file can be downloaded again.
    const again = page.waitForEvent('download');
    await batch.getByRole('button', { name: 'Stáhnout' }).click();
    expect(await readFile(await (await again).path(), 'latin1')).toBe(file);

    await batch.getByRole('button', { name: 'Označit dávku zaplacenou' }).click();
    await expect(batch).toContainText('Zaplaceno');
    await expect(refund).toContainText('Zaplaceno');
    await expectAccessible(page, 'refund queue after payout');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await reviewScreenshot(page, `test-results/hub-refunds-${viewport.name}.png`, true);

    // The paid order's ticket is on the event's attendee list, found by e-mail and downloaded as CSV.
    await page.goto(
      `${urls.hub}/events/20000000-0000-4000-8000-000000000001/attendees?organizer=${festival}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Návštěvníci' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Hledat' }).fill(buyer);
    await page.getByRole('button', { name: 'Hledat', exact: true }).click();
    const attendee = page.getByTestId('hub-attendee');
    await expect(attendee).toHaveCount(1);
    await expect(attendee).toContainText('Věra Vratková');
    await expect(attendee).toContainText(String(order.orderNumber));
    await expect(attendee).toContainText('Nepřišel');
    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV' }).click();
    const list = await csv;
    expect(list.suggestedFilename()).toMatch(/^attendees-\d{8}\.csv$/);
    const rows = (await readFile(await list.path(), 'utf8')).split('\r\n');
    expect(rows[0]).toMatch(/^\ufeffDržitel;E-mail;Akce;Typ vstupenky;/);
    expect(rows.filter((row) => row.includes(buyer))).toHaveLength(1);
    await expectAccessible(page, 'attendee list');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await reviewScreenshot(page, `test-results/hub-attendees-${viewport.name}.png`, true);
  });
}
