// The demo cart of an unpublished event: opened with its base64 secret, one ticket bought on the demo card
// gateway, the order paid and marked DEMO; the event's normal cart and a wrong secret answer 404.
import { expect, test } from './fixtures';
import { expectAccessible } from './accessibility';
import { storeConsentChoice } from './consent-cookie';
import { urls } from './ports';
import { fillCheckout } from './storefront-helpers';

// demoEvents.unpublished of apps/pass/src/db/seed/demo-ids.ts.
const secretGig = {
  id: '20000000-0000-4000-8000-000000000009',
  path: '/event/pod-lipami-production/tajny-koncert',
};
const secretOf = (eventId: string) => Buffer.from(eventId, 'utf8').toString('base64');

// The cookie banner would cover the bottom of the page; its own behaviour is tested in consent.spec.ts.
test.beforeEach(async ({ context }) => {
  await storeConsentChoice(context, urls.tickets);
});

test('the demo cart sells a ticket of the unpublished event on the demo gateway', async ({ page }) => {
  await page.goto(`${urls.tickets}${secretGig.path}/cart/demo?secret=${secretOf(secretGig.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tajný koncert' })).toBeVisible();
  await expect(page.getByText('Ukázkový košík: platí se jen zkušební kartou')).toBeVisible();
  await expectAccessible(page, 'the demo cart');

  await page.getByRole('button', { name: 'Přidat Vstupenka', exact: true }).click();
  await expect(page.getByTestId('cart-summary')).toContainText('1× Vstupenka');
  await page.getByRole('button', { name: 'Pokračovat k údajům' }).click();
  await fillCheckout(page, { email: 'E-mail', name: 'Jméno a příjmení', pay: '' });
  await expectAccessible(page, 'the demo checkout form');
  await page.getByRole('button', { name: 'Objednat a zaplatit' }).click();

  await expect(page).toHaveURL(new RegExp(`^${urls.pass}/pass/payment/demo/`));
  await page.locator('button[data-action="pay"]').click();

  await expect(page).toHaveURL(new RegExp(`${secretGig.path}/order/[0-9a-f-]{36}$`));
  await expect(page.getByTestId('order-status')).toHaveText('Zaplaceno');
  await expect(page.getByTestId('order-demo')).toContainText('DEMO');
  await expect(page.getByTestId('ticket')).toHaveCount(1);
  await expectAccessible(page, 'the paid demo order page');
});

test('the unpublished event is 404 without its secret or with a wrong one', async ({ page }) => {
  const festivalId = '20000000-0000-4000-8000-000000000001';
  for (const path of [
    `${secretGig.path}/cart`,
    `${secretGig.path}/cart/demo`,
    `${secretGig.path}/cart/demo?secret=${secretOf(festivalId)}`,
    `${secretGig.path}/cart/demo?secret=not-base64-at-all`,
  ]) {
    const response = await page.goto(`${urls.tickets}${path}`);
    expect(response?.status(), path).toBe(404);
  }
  await expectAccessible(page, 'the not-found page');
});
