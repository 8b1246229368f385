// The door scanner in Chromium: a paired scanner reads a ticket's QR code through Chromium's fake camera (a video of
// the ticket's code), admits it while the browser is offline and refuses it the second time; back online
// its queue syncs and the pass holds exactly one check-in; started again with no network, it still reads.
import type { BrowserType, LaunchOptions } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { expectAccessible } from './accessibility';
import { storeConsentChoice } from './consent-cookie';
import { expect, test } from './fixtures';
import { urls } from './ports';
import { passJson, useDeviceCredential } from './pass-api';
import { reviewScreenshot } from './review-screenshot';

const festivalId = '20000000-0000-4000-8000-000000000001';
const weekendPass = '40000000-0000-4000-8000-000000000001';
const demoAccount = { email: 'demo@vstupenky.example', password: 'demo-heslo-2027' };

/**
 * The ticket as Chromium's fake camera shows it: a Y4M video (one 4:2:0 frame, looped) of the code's QR symbol on
 * grey paper, 440 px with its quiet zone. Modules are not whole pixels wide and each pixel averages 4 × 4 samples,
 * so edges blur into grey as in a real picture of a phone screen.
 */
function ticketVideo(code: string): string {
  const [width, height, side, samples] = [640, 480, 440, 4];
  const modules = QRCode.create(code, { errorCorrectionLevel: 'M' }).modules;
  const unit = side / (modules.size + 8);
  const [left, top] = [(width - side) / 2, (height - side) / 2];
  // Video luma runs from 16 (black) to 235 (white); the paper around the symbol is a light grey.
  const [black, white, paper] = [16, 235, 220];
  const luma = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const column = (x + (sx + 0.5) / samples - left) / unit - 4;
          const row = (y + (sy + 0.5) / samples - top) / unit - 4;
          const inZone = column >= -4 && row >= -4 && column < modules.size + 4 && row < modules.size + 4;
          const inSymbol = column >= 0 && row >= 0 && column < modules.size && row < modules.size;
          const dark = inSymbol && modules.get(Math.floor(row), Math.floor(column));
          sum += !inZone ? paper : dark ? black : white;
        }
      }
      luma[y * width + x] = Math.round(sum / samples ** 2);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const file = join(mkdtempSync(join(tmpdir(), 'door-camera-')), 'ticket.y4m');
  const header = `YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`;
  writeFileSync(file, Buffer.concat([Buffer.from(header), luma, chroma]));
  return file;
}

/**
 * A Chromium of its own, launched as the configuration launches every browser, whose camera is the ticket's video
 * (the fake capture device takes its file at launch).
 */
function launchWithCamera(browserType: BrowserType, launchOptions: LaunchOptions, video: string) {
  return browserType.launch({
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}

test('a scanner admits a camera-read ticket offline once, and the pass keeps one check-in', async ({
  playwright,
  launchOptions,
  request,
}) => {
  // The owner pairs a scanner to the festival and a visitor buys a weekend pass.
  const owner = await passJson(request, 'POST', '/pass/account/login', undefined, demoAccount);
  const ownerToken: string = owner.account.token;
  const created = await passJson(request, 'POST', `/pass/hub/event/${festivalId}/device-create`, ownerToken, {
    kind: 'scanner',
    name: 'Brána E2E',
  });
  const paired = await passJson(request, 'POST', '/pass/device/pair', undefined, {
    pairingCode: created.pairing.pairingCode,
  });
  const order = await passJson(request, 'POST', '/pass/order/order-create-v2', undefined, {
    eventId: festivalId,
    tickets: [{ ticketTypeId: weekendPass, quantity: 1 }],
    email: 'vratny@example.cz',
    name: 'Eva Vrátná',
    paymentMethodId: 1,
  });
  await passJson(request, 'POST', `/pass/payment/demo/${order.payment.paymentId}/pay`);
  const sold = await passJson(request, 'GET', `/pass/order/order-tickets?orderId=${order.order.orderId}`);
  const code: string = sold.tickets[0].qrCode;
  expect(code).toMatch(/^T1[A-Z2-7]+$/);
  const list = await passJson(request, 'GET', `/pass/door/event/${festivalId}/list`, paired.token);
  // Counted from here: a retry of this test (or another spec) admits weekend passes of the festival too.
  const weekendNow = async () => {
    const progress = await passJson(request, 'GET', `/pass/door/event/${festivalId}/progress`, ownerToken);
    const row = progress.progress.byTicketType.find(
      (entry: { ticketTypeId: string }) => entry.ticketTypeId === weekendPass,
    );
    return { admitted: row?.admitted ?? 0, inside: row?.inside ?? 0, conflicts: progress.progress.conflicts };
  };
  const before = await weekendNow();

  const browser = await launchWithCamera(playwright.chromium, launchOptions, ticketVideo(code));
  try {
    const context = await browser.newContext({
      permissions: ['camera'],
      viewport: { width: 390, height: 844 },
      timezoneId: 'America/New_York',
    });
    await storeConsentChoice(context, urls.hub);
    await useDeviceCredential(context, paired, 'scanner');
    const page = await context.newPage();
    // The gate is on the festival's first evening (the browser's clock; the pass judges synced scans by it).
    const gateTime = new Date(Date.parse(list.list.startsAt) + 3 * 3_600_000);
    const scanUrl = `${urls.hub}/door/${festivalId}/scan`;
    await page.clock.setFixedTime(gateTime);
    await page.goto(scanUrl);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByTestId('door-list')).toHaveAttribute('data-state', 'ready');
    await expectAccessible(page, 'door scanner');

    await context.setOffline(true);
    await expect(page.getByTestId('door-status')).toContainText(/offline/i);
    await page.getByRole('button', { name: 'Zapnout kameru' }).click();
    await expect(page.getByRole('button', { name: 'Vypnout kameru' })).toBeVisible();
    const result = page.getByTestId('scan-result');
    await expect(result).toHaveAttribute('data-result', 'admitted', { timeout: 20_000 });
    await expect(result).toContainText('Vpustit');
    await page.getByRole('button', { name: 'Vypnout kameru' }).click();
    // The same ticket again, typed the way a hardware scanner types (the code and Enter): now refused.
    await page.getByLabel('Kód vstupenky nebo voucheru').fill(code);
    await page.keyboard.press('Enter');
    await expect(result).toHaveAttribute('data-result', 'alreadyUsed');
    await expect(result).toContainText('Už použito');
    await expect(page.getByTestId('door-queued')).toHaveAttribute('data-count', '2');

    await context.setOffline(false);
    await expect(page.getByTestId('door-queued')).toHaveAttribute('data-count', '0', { timeout: 20_000 });
    await reviewScreenshot(page, 'test-results/door-scanner-390.png', true);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);

    // Later the phone starts the scanner again with no network at all: the service worker kept the page, its files
    // and the decoder from the first visit, the stored door list decides, and the camera still reads the code.
    await page.close();
    await context.setOffline(true);
    const restarted = await context.newPage();
    await restarted.clock.setFixedTime(gateTime);
    await restarted.goto(scanUrl);
    await expect(restarted.getByTestId('door-list')).toHaveAttribute('data-state', 'ready');
    await expect(restarted.getByTestId('door-status')).toContainText(/offline/i);
    await restarted.getByRole('button', { name: 'Zapnout kameru' }).click();
    await expect(restarted.getByTestId('scan-result')).toHaveAttribute('data-result', 'alreadyUsed', {
      timeout: 20_000,
    });
    await context.setOffline(false);
    await expect(restarted.getByTestId('door-queued')).toHaveAttribute('data-count', '0', {
      timeout: 20_000,
    });
  } finally {
    await browser.close();
  }

  const after = await weekendNow();
  expect([after.admitted - before.admitted, after.inside - before.inside]).toEqual([1, 1]);
  expect(after.conflicts).toEqual([]);
  // Online now, the pass refuses the ticket too.
  const again = await passJson(request, 'POST', `/pass/door/event/${festivalId}/scan`, paired.token, {
    scanId: randomUUID(),
    code,
  });
  expect(again.scan.result).not.toBe('admitted');
});

test('the organizer opens the door section and watches the festival check-in at 390 and 1280 px', async ({
  page,
}) => {
  await storeConsentChoice(page.context(), urls.hub);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${urls.hub}/login`);
  await page.getByLabel('E-mail').fill(demoAccount.email);
  await page.getByLabel('Heslo').fill(demoAccount.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(`${urls.hub}/`);
  await page.goto(`${urls.hub}/door?organizer=10000000-0000-4000-8000-000000000001`);
  const festivalRow = page.getByRole('listitem').filter({ hasText: 'Léto pod lipami 2027' });
  await expect(festivalRow.getByRole('link', { name: 'Otevřít skener' })).toBeVisible();
  await expectAccessible(page, 'door events');
  await reviewScreenshot(page, 'test-results/door-events-390.png', true);
  await festivalRow.getByRole('link', { name: 'Průběh' }).click();
  await expect(page.getByTestId('door-inside')).toContainText(/Uvnitř \d+ z \d+/);
  await expect(page.getByRole('table', { name: 'Podle typu vstupenky' })).toBeVisible();
  // The owner sets the door rules here: reduced tickets need an ID check.
  const rules = page.getByRole('group', { name: 'Kontrola průkazu' });
  await rules.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Uložit pravidla' }).click();
  await expect(page.getByText('Pravidla vstupu jsou uložena.')).toBeVisible();
  await expect(rules.getByRole('checkbox').first()).toBeChecked();
  await expectAccessible(page, 'door progress');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await reviewScreenshot(page, 'test-results/door-progress-390.png', true);
  await page.setViewportSize({ width: 1280, height: 900 });
  await reviewScreenshot(page, 'test-results/door-progress-1280.png', true);
});
