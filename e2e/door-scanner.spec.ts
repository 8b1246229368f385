// The door scanner in Chromium: a paired scanner reads a ticket's QR code through the fake camera (a video made
// from the ticket's code), admits it while the browser is offline and refuses it the second time; back online
// its queue syncs and the pass holds exactly one check-in.
import { chromium } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { expectAccessible } from './accessibility';
import { storeConsentChoice } from './consent-cookie';
import { expect, test } from './fixtures';
import { urls } from './ports';

const festivalId = '20000000-0000-4000-8000-000000000001';
const weekendPass = '40000000-0000-4000-8000-000000000001';
const demoAccount = { email: 'demo@vstupenky.example', password: 'demo-heslo-2027' };

/** One Y4M frame (4:2:0) of the code as a QR symbol, black on white, centred; Chromium loops it as the camera. */
function qrVideo(code: string): string {
  const width = 640;
  const height = 480;
  const symbol = QRCode.create(code, { errorCorrectionLevel: 'M' });
  const size = symbol.modules.size;
  const scale = Math.floor((height - 40) / (size + 8));
  const left = Math.floor((width - size * scale) / 2);
  const top = Math.floor((height - size * scale) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < size * scale; y += 1) {
    for (let x = 0; x < size * scale; x += 1) {
      if (symbol.modules.get(Math.floor(y / scale), Math.floor(x / scale))) {
        luma[(top + y) * width + left + x] = 16;
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const file = join(mkdtempSync(join(tmpdir(), 'door-video-')), 'ticket.y4m');
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`),
      luma,
      chroma,
    ]),
  );
  return file;
}

async function passJson(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  token?: string,
  data?: unknown,
) {
  const response = await request.fetch(`${urls.pass}${path}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(data === undefined ? {} : { data }),
    maxRedirects: 0,
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(400);
  return response.headers()['content-type']?.includes('json') ? response.json() : null;
}

test('a scanner admits a camera-read ticket offline once, and the pass keeps one check-in', async ({
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

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--headless',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${qrVideo(code)}`,
    ],
  });
  try {
    const context = await browser.newContext({
      permissions: ['camera'],
      viewport: { width: 390, height: 844 },
      timezoneId: 'America/New_York',
    });
    await storeConsentChoice(context, urls.hub);
    await context.addInitScript(
      ([credential]) => window.localStorage.setItem('hub.deviceCredential.v1', credential as string),
      [
        JSON.stringify({
          token: paired.token,
          deviceId: paired.device.deviceId,
          organizerId: paired.device.organizerId,
          eventId: festivalId,
          eventNamePub: paired.device.eventNamePub,
          kind: 'scanner',
          name: paired.device.name,
          number: paired.device.number,
          pairedAt: paired.device.pairedAt,
        }),
      ],
    );
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
    const result = page.getByTestId('scan-result');
    // Decoding the fake camera's frames is CPU work: in CI, beside the pass suite on two cores, it took over 20 s
    // once (2026-11-24).
    await expect(result).toHaveAttribute('data-result', 'admitted', { timeout: 45_000 });
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
    await page.screenshot({ path: 'test-results/door-scanner-390.png', fullPage: true });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
  } finally {
    await browser.close();
  }

  const progress = await passJson(request, 'GET', `/pass/door/event/${festivalId}/progress`, ownerToken);
  const weekend = progress.progress.byTicketType.find(
    (row: { ticketTypeId: string }) => row.ticketTypeId === weekendPass,
  );
  expect(weekend).toMatchObject({ admitted: 1, inside: 1 });
  expect(progress.progress.conflicts).toEqual([]);
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
  await page.screenshot({ path: 'test-results/door-events-390.png', fullPage: true });
  await festivalRow.getByRole('link', { name: 'Průběh' }).click();
  await expect(page.getByTestId('door-inside')).toContainText(/Uvnitř \d+ z \d+/);
  await expect(page.getByRole('table', { name: 'Podle typu vstupenky' })).toBeVisible();
  await expectAccessible(page, 'door progress');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/door-progress-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/door-progress-1280.png', fullPage: true });
});
