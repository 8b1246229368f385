// Buying with the organizer's own Stripe account, against a local stand-in of Stripe's API (the pass's Stripe
// SDK is pointed at it): the owner connects Stripe in the hub and registers the webhook address it shows, a
// buyer pays a card ticket on the Checkout page, Stripe's signed webhook reaches the pass, and the buyer lands
// on the paid order with the ticket. The account is disconnected again, so other specs keep the demo gateway.
import { expect, test } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { storeConsentChoice } from './consent-cookie';
import { ports, urls } from './ports';
import { fillCheckout } from './storefront-helpers';
import { startStripeStandIn } from '../apps/pass/src/test/stripe-stand-in';
import type { StripeStandIn } from '../apps/pass/src/test/stripe-stand-in';
import { reviewScreenshot } from './review-screenshot';

test.describe.configure({ timeout: 120_000 });

// The demo world (apps/pass/src/db/seed/demo-ids.ts): the festival organizer, owned by the demo account.
const festival = '10000000-0000-4000-8000-000000000001';
const owner = { email: 'demo@vstupenky.example', password: 'demo-heslo-2027' };
const secretKey = 'sk_test_e2eStandInKey0123456789abcdef';
const webhookSecret = 'whsec_e2eStandInSigningSecret';
const czechBuyer = { email: 'E-mail', name: 'Jméno a příjmení', terms: /Souhlasím s/, pay: '' };

let stripe: StripeStandIn;

test.beforeAll(async () => {
  stripe = await startStripeStandIn({ secretKey, webhookSecret, port: ports.stripe });
});

/** Back to the demo gateway whatever happened, through the pass API as the owner. */
async function disconnect(request: APIRequestContext) {
  const login = await request.post(`${urls.pass}/pass/account/login`, { data: owner });
  const token = ((await login.json()) as { account: { token: string } }).account.token;
  await request.post(`${urls.pass}/pass/hub/organizer/${festival}/payment-provider/remove`, {
    headers: { authorization: `Bearer ${token}` },
  });
}

test.afterAll(async ({ request }) => {
  await disconnect(request);
  await stripe?.close();
});

test.beforeEach(async ({ context }) => {
  await storeConsentChoice(context, urls.hub);
  await storeConsentChoice(context, urls.tickets);
});

async function openPayments(page: Page): Promise<void> {
  await page.goto(`${urls.hub}/login`);
  await page.getByLabel('E-mail').fill(owner.email);
  await page.getByLabel('Heslo').fill(owner.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(`${urls.hub}/`);
  await page.goto(`${urls.hub}/?organizer=${festival}`);
  await page
    .getByRole('navigation', { name: 'Sekce pořadatele' })
    .getByRole('link', { name: 'Platby kartou' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Platby kartou' })).toBeVisible();
}

// At phone width only: the same flow at 1280 px cost CI a browser test's worth of CPU and found nothing the phone
// run misses; these pages' desktop layout is covered by other specs (team, catalogue, events, reports).
for (const viewport of [{ name: 'phone', width: 390, height: 844 }]) {
  test(`the owner connects Stripe and a buyer pays a card ticket through Checkout (${viewport.name})`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await openPayments(page);
    const current = page.getByTestId('payment-provider');
    await expect(current).toContainText('Ukázková brána');
    await page.getByRole('radio', { name: /^Stripe/ }).check();
    // Password fields have no ARIA role; their labels end with the required mark.
    await page.getByLabel(/^Tajný klíč\*?$/).fill(secretKey);
    await page.getByLabel(/^Podpisový klíč webhooku\*?$/).fill(webhookSecret);
    await page.getByRole('button', { name: 'Připojit' }).click();
    await expect(page.getByRole('status')).toContainText('Uloženo');
    await expect(current).toContainText(`•••• ${secretKey.slice(-4)}`);
    await expect(current).toContainText(`•••• ${webhookSecret.slice(-4)}`);
    // The secrets are never shown again, not even in the form.
    await expect(page.locator('body')).not.toContainText(secretKey.slice(8, 20));
    await expectAccessible(page, 'the card payments page');
    await reviewScreenshot(page, testInfo.outputPath(`hub-payments-${viewport.name}.png`), true);
    // The owner registers the address the hub shows in Stripe (here: the stand-in delivers to it).
    stripe.setWebhookUrl((await page.getByTestId('stripe-webhook-url').textContent()) ?? '');

    await page.goto(`${urls.tickets}/event/pod-lipami-production/leto-pod-lipami-2027/cart`);
    await page.getByRole('button', { name: 'Přidat Jednodenní vstupenka – pátek' }).click();
    await page.getByRole('button', { name: 'Pokračovat k údajům' }).click();
    await fillCheckout(page, czechBuyer, 'Platební karta');
    await page.getByRole('button', { name: 'Objednat a zaplatit' }).click();
    await expect(page).toHaveURL(
      new RegExp(`^${urls.pass.replace(/\d+$/, '')}${ports.stripe}/c/pay/cs_test_`),
    );
    await expect(page.getByRole('heading', { name: /^Pay / })).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(
      /\/event\/pod-lipami-production\/leto-pod-lipami-2027\/order\/[0-9a-f-]{36}$/,
    );
    await expect(page.getByTestId('order-status')).toHaveText('Zaplaceno');
    await expect(page.getByTestId('ticket')).toHaveCount(1);
    await reviewScreenshot(page, testInfo.outputPath(`stripe-paid-${viewport.name}.png`));

    await disconnect(request);
  });
}
