// Extras on a paid order in Chromium: a visitor is sent to sign in and back, the demo account adds parking to
// its paid festival order, pays it on the demo card gateway and sees the extra order paid with its receipt.
import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { expectAccessible } from './accessibility';
import { storeConsentChoice } from './consent-cookie';
import { urls } from './ports';
import { payOnDemoGateway } from './session-helpers';

// Whole journeys with several page loads and axe runs; the default 30 s is tight on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

// A stored consent choice keeps the cookie banner (tested in consent.spec.ts) from fading in over the pages here.
test.beforeEach(async ({ context }) => {
  await storeConsentChoice(context, urls.tickets);
});

// The demo account of the seed (apps/pass/src/db/seed/demo-ids.ts, docs/api.md); its e-mail is verified.
const demo = { email: 'demo@vstupenky.example', password: 'demo-heslo-2027' };

test('the demo account adds parking to its paid order and pays it on the demo gateway', async ({
  page,
  request,
}) => {
  // A card order of one weekend ticket to the demo account's e-mail; a fresh key per run, never a replay.
  const placed = await request.post(`${urls.pass}/pass/order/order-create-v2`, {
    headers: { 'idempotency-key': `e2e-extras-${randomUUID()}` },
    data: {
      eventId: '20000000-0000-4000-8000-000000000001',
      tickets: [{ ticketTypeId: '40000000-0000-4000-8000-000000000001', quantity: 1 }],
      email: demo.email,
      name: 'Demo Účet',
      paymentMethodId: 1,
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const { order, payment } = (await placed.json()) as {
    order: { orderId: string; orderNumber: number };
    payment: { redirectUrl: string | null };
  };
  await payOnDemoGateway(page, payment.redirectUrl ?? '');
  const orderPage = `${urls.tickets}/event/pod-lipami-production/leto-pod-lipami-2027/order/${order.orderId}`;
  await expect(page).toHaveURL(orderPage);
  await expect(page.getByTestId('order-status')).toHaveText('Zaplaceno');

  // Signed out: the section asks to sign in, and the sign-in page returns here.
  const extras = page.getByTestId('order-extras');
  await expect(extras.getByRole('heading', { level: 2, name: 'Doplňky k objednávce' })).toBeVisible();
  await expect(extras.getByTestId('extra-product')).toHaveCount(0);
  await expectAccessible(page, 'the paid order page, signed out');
  await extras.getByRole('link', { name: 'Přihlásit se a dokoupit doplňky' }).click();
  await expect(page).toHaveURL(/\/account\/sign-in\?returnTo=%2Fevent%2F/);
  await page.getByLabel('E-mail').fill(demo.email);
  await page.getByLabel('Heslo').fill(demo.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(orderPage);

  // Signed in: the event's extras with quantities and a total.
  await expect(extras.getByTestId('extra-product').first()).toBeVisible();
  await expect(extras.getByTestId('extra-order')).toHaveCount(0);
  await extras.getByRole('button', { name: 'Přidat Parkování na celý festival' }).click();
  await expect(extras.getByRole('status', { name: 'Počet: Parkování na celý festival' })).toHaveText('1');
  await expect(extras.getByTestId('extras-total')).toHaveText(/^400[,.]00\sKč$/);
  await expectAccessible(page, 'the add-extras form');
  await extras.getByRole('button', { name: 'Zaplatit doplňky' }).click();

  // The demo card gateway, then the extra order's own page, which links back to the first order.
  await expect(page).toHaveURL(new RegExp(`^${urls.pass}/pass/payment/demo/`));
  await page.locator('button[data-action="pay"]').click();
  await expect(page).toHaveURL(/\/event\/pod-lipami-production\/leto-pod-lipami-2027\/order\/[0-9a-f-]{36}$/);
  expect(page.url()).not.toBe(orderPage);
  await expect(page.getByTestId('order-status')).toHaveText('Zaplaceno');
  await expect(page.getByTestId('parent-order')).toContainText(
    `Toto jsou doplňky k objednávce č. ${order.orderNumber}.`,
  );
  await expect(page.getByTestId('order-extras')).toHaveCount(0);
  await expectAccessible(page, 'the paid extra order page');
  await page.getByRole('link', { name: `Zpět na objednávku č. ${order.orderNumber}` }).click();

  // Back on the first order: the extra order paid under it, and its receipt.
  await expect(page).toHaveURL(orderPage);
  const extraOrder = extras.getByTestId('extra-order');
  await expect(extraOrder).toHaveCount(1);
  await expect(extraOrder).toHaveAttribute('data-status', 'paid');
  await expect(extraOrder).toContainText('Zaplaceno');
  const receipts = page.getByRole('region', { name: 'Doklady za doplňky' });
  await expect(receipts.getByRole('article')).toHaveCount(1);
  await expect(receipts).toContainText('1× Parkování na celý festival');
  await expectAccessible(page, 'the paid order page with its extras');
});
