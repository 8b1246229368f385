// Helpers of the account and hub specs: the development outbox, unique e-mails, an order over the API.
import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { urls } from './ports';

/** Signs in to the hub in Czech with e-mail and password, as a person does, and waits for the overview. */
export async function signInToHub(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto(`${urls.hub}/login`);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Heslo').fill(account.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(`${urls.hub}/`);
}

/** A unique address per run, so reruns against a kept server never collide. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Opens the newest e-mail to `to` with `subject` in the pass's development outbox, as a person would. */
export async function openEmail(page: Page, to: string, subject: string): Promise<void> {
  await expect(async () => {
    await page.goto(`${urls.pass}/dev/outbox`);
    const row = page.getByRole('row').filter({ hasText: to }).filter({ hasText: subject }).first();
    await expect(row.getByRole('link', { name: subject })).toBeVisible({ timeout: 1_000 });
    await row.getByRole('link', { name: subject }).click();
    await expect(page.getByText(to).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Places a card order for one festival weekend ticket with `email`, over the pass API (not paid yet); with an
 * account's `token` the order is that account's (its chip too).
 */
export async function placeOrder(request: APIRequestContext, email: string, token?: string) {
  const response = await request.post(`${urls.pass}/pass/order/order-create-v2`, {
    headers: { 'idempotency-key': `e2e-${email}`, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    data: {
      // The demo world's festival and its weekend ticket (apps/pass/src/db/seed/demo-ids.ts).
      eventId: '20000000-0000-4000-8000-000000000001',
      tickets: [{ ticketTypeId: '40000000-0000-4000-8000-000000000001', quantity: 1 }],
      email,
      name: 'Jana Nováková',
      paymentMethodId: 1,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as {
    order: { orderId: string; orderNumber: number };
    payment: { redirectUrl: string | null };
  };
  return { ...body.order, paymentPage: body.payment.redirectUrl ?? '' };
}

/** Pays an order on the demo card gateway's hosted page, as the buyer would. */
export async function payOnDemoGateway(page: Page, paymentPage: string): Promise<void> {
  await page.goto(paymentPage);
  await page.locator('button[data-action="pay"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/pass/payment/demo/'));
}
