// Webhooks in the hub, as an owner sets up an integration: adds an endpoint (its signing secret shown once),
// sends a test event to a receiver on this machine, and sees the signed delivery with the receiver's answer.
// At a phone's width.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { storeConsentChoice } from './consent-cookie';
import { urls } from './ports';
import { reviewScreenshot } from './review-screenshot';

test.describe.configure({ timeout: 120_000 });

// The demo world (apps/pass/src/db/seed/demo-ids.ts): the festival organizer, owned by the demo account.
const festival = '10000000-0000-4000-8000-000000000001';
const owner = { email: 'demo@vstupenky.example', password: 'demo-heslo-2027' };

test.beforeEach(async ({ context }) => {
  await storeConsentChoice(context, urls.hub);
});

async function openWebhooks(page: Page, organizerId: string): Promise<void> {
  await page.goto(`${urls.hub}/login`);
  await page.getByLabel('E-mail').fill(owner.email);
  await page.getByLabel('Heslo').fill(owner.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(`${urls.hub}/`);
  await page.goto(`${urls.hub}/?organizer=${organizerId}`);
  await page
    .getByRole('navigation', { name: 'Sekce pořadatele' })
    .getByRole('link', { name: 'Webhooky' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooky' })).toBeVisible();
}

// At phone width only: the same flow at 1280 px cost CI a browser test's worth of CPU and found nothing the phone
// run misses; these pages' desktop layout is covered by other specs (team, catalogue, events, reports).
for (const viewport of [{ name: 'phone', width: 390, height: 844 }]) {
  test(`an owner adds a webhook endpoint and sees its signed test delivery (${viewport.name})`, async ({
    page,
  }) => {
    const received: { body: string; headers: Record<string, string> }[] = [];
    const receiver = createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        received.push({
          body,
          headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)])),
        });
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"received":true}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/${viewport.name}`;
    try {
      await page.setViewportSize(viewport);
      await openWebhooks(page, festival);
      await expectAccessible(page, 'webhooks page');

      await page.getByLabel('URL koncového bodu').fill(url);
      await page.getByLabel('Popis').fill(`Účetnictví ${viewport.name}`);
      await page.getByRole('checkbox', { name: /order\.canceled/ }).check();
      await page.getByRole('button', { name: 'Přidat koncový bod' }).click();
      const secretField = page.getByTestId('webhook-secret');
      await expect(secretField).toHaveValue(/^whsec_/);
      const secret = await secretField.inputValue();
      await expectAccessible(page, 'webhook secret dialog');
      await page.getByRole('button', { name: 'Klíč mám uložený' }).click();

      const row = page.getByTestId('webhook-endpoint').filter({ hasText: url });
      await expect(row).toContainText('Aktivní');
      await expect(row).toContainText('order.paid');
      await expect(row).toContainText('order.canceled');
      await row.getByRole('button', { name: 'Poslat testovací událost' }).click();
      await expect(page.getByText('Testovací událost je na cestě.')).toBeVisible();
      await expect
        .poll(() => received.length, { timeout: 15_000, message: 'the test event reaches the receiver' })
        .toBe(1);
      const [delivery] = received;
      const event = new Webhook(secret).verify(delivery!.body, delivery!.headers) as { type: string };
      expect(event.type).toBe('webhook.test');

      const attempt = row.getByTestId('webhook-attempt').first();
      await expect(async () => {
        await row.getByRole('button', { name: 'Obnovit', exact: true }).click();
        await expect(attempt).toContainText('HTTP 200', { timeout: 2_000 });
      }).toPass({ timeout: 15_000 });
      await expect(attempt).toContainText('webhook.test');
      await attempt.getByText('Odpověď').click();
      await expect(attempt).toContainText('{"received":true}');
      await expectAccessible(page, 'webhook deliveries');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await reviewScreenshot(page, `test-results/hub-webhooks-${viewport.name}.png`, true);

      await row.getByRole('button', { name: `Smazat koncový bod ${url}` }).click();
      await page.getByRole('button', { name: 'Smazat koncový bod', exact: true }).click();
      await expect(page.getByText('Koncový bod byl smazán.')).toBeVisible();
      await expect(page.getByTestId('webhook-endpoint').filter({ hasText: url })).toHaveCount(0);
    } finally {
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });
}
