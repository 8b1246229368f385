// The door scanner in Chromium: a paired scanner reads a ticket's QR code through the camera (a canvas stream
// showing the ticket's code), admits it while the browser is offline and refuses it the second time; back online
// its queue syncs and the pass holds exactly one check-in.
import type { BrowserContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
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

// One retry in this file. The camera-read admit finds no code in 20 s now and then on a loaded machine, with the QR
// plainly on the video and the camera on: twice in about twenty runs beside eight busy loops before the scanner
// waited for the camera's picture and restarted a ZXing loop that ended on an error; after that 12 of 12 and 15 of
// 15 runs passed under load here, and yet a clean-clone CI run on 2026-11-25 (adcfaac, retry removed) failed on it
// once. So the cause is not found, and the retry stays: it can pass, since the check-in counts are compared with
// those before the test. A second failure still fails the run.
test.describe.configure({ retries: 1 });

/**
 * The phone's camera, played by the page itself: getUserMedia answers with a canvas stream that shows the code as a
 * QR symbol, black on white, ten frames a second. The scanner's decoder then reads real video frames from its video
 * element. Chromium's own fake capture device (a Y4M file) left the video without a readable frame in CI twice
 * while passing every local run, so the test no longer depends on it.
 */
async function fakeCamera(context: BrowserContext, code: string) {
  const symbol = await QRCode.toDataURL(code, { errorCorrectionLevel: 'M', margin: 4, scale: 10 });
  await context.addInitScript((dataUrl: string) => {
    navigator.mediaDevices.getUserMedia = async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 480;
      const graphics = canvas.getContext('2d');
      const image = new Image();
      image.src = dataUrl;
      await image.decode();
      const draw = () => {
        if (!graphics) return;
        graphics.fillStyle = '#ececec';
        graphics.fillRect(0, 0, canvas.width, canvas.height);
        const side = Math.min(440, image.width);
        graphics.drawImage(image, (canvas.width - side) / 2, (canvas.height - side) / 2, side, side);
      };
      draw();
      window.setInterval(draw, 100);
      return canvas.captureStream(10);
    };
  }, symbol);
}

test('a scanner admits a camera-read ticket offline once, and the pass keeps one check-in', async ({
  browser,
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

  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    timezoneId: 'America/New_York',
  });
  try {
    await fakeCamera(context, code);
    await storeConsentChoice(context, urls.hub);
    await useDeviceCredential(context, paired, 'scanner');
    const page = await context.newPage();
    // The gate is on the festival's first evening (the browser's clock; the pass judges synced scans by it).
    await page.clock.setFixedTime(new Date(Date.parse(list.list.startsAt) + 3 * 3_600_000));
    await page.goto(`${urls.hub}/door/${festivalId}/scan`);
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
  } finally {
    await context.close();
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
