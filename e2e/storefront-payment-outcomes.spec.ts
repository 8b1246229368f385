// What a buyer sees when the money side is not the plain card payment: free children's tickets go straight to
// the paid order, a declined card says so and offers the card again or a bank transfer, and the demo gateway
// refuses an order that can no longer be paid. Each at a phone's 390 px and a desktop's 1280 px.
import { expect, test } from './fixtures';
import { storeConsentChoice } from './consent-cookie';
import { urls } from './ports';
import { expectAccessible } from './accessibility';
import { fillCheckout } from './storefront-helpers';
import { reviewScreenshot } from './review-screenshot';

const czechBuyer = { email: 'E-mail', name: 'Jméno a příjmení', terms: /Souhlasím s/, pay: '' };

test.beforeEach(async ({ context }) => {
  await storeConsentChoice(context, urls.tickets);
});

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('free children’s tickets by bank transfer go straight to the paid order with tickets', async ({
      page,
    }) => {
      await page.goto(`${urls.tickets}/event/bratislava-live/dunajske-slavnosti/cart`);
      const add = page.getByRole('button', { name: 'Přidat Děti do 12 let', exact: true });
      await add.click();
      await add.click();
      await page.getByRole('button', { name: 'Pokračovat k údajům' }).click();
      await fillCheckout(page, czechBuyer, 'Bankovní převod');
      await page.getByRole('button', { name: 'Objednat a zaplatit' }).click();

      await expect(page).toHaveURL(/\/event\/bratislava-live\/dunajske-slavnosti\/order\/[0-9a-f-]{36}$/);
      await expect(page.getByTestId('order-status')).toHaveText('Zaplaceno');
      await expect(page.getByTestId('ticket')).toHaveCount(2);
      await expect(page.getByRole('link', { name: 'Stáhnout vstupenky (PDF)' })).toBeVisible();
      await expect(page.getByTestId('payment-qr')).toHaveCount(0);
    });

    test('a declined card shows as declined, and the buyer pays by bank transfer instead', async ({
      page,
    }, testInfo) => {
      await page.goto(`${urls.tickets}/event/pod-lipami-production/leto-pod-lipami-2027/cart`);
      await page.getByRole('button', { name: 'Přidat Jednodenní vstupenka – pátek' }).click();
      await page.getByRole('button', { name: 'Pokračovat k údajům' }).click();
      await fillCheckout(page, czechBuyer, 'Platební karta');
      await page.getByRole('button', { name: 'Objednat a zaplatit' }).click();
      await expect(page).toHaveURL(new RegExp(`^${urls.pass}/pass/payment/demo/`));
      await page.locator('button[data-action="fail"]').click();

      await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const status = page.getByTestId('order-status');
      await expect(status).toHaveText('Platba kartou zamítnuta');
      await expect(page.getByText('Čeká na platbu')).toHaveCount(0);
      const panel = page.getByTestId('card-trouble');
      await expect(panel).toContainText('nic jsme vám nestrhli');
      const retry = page.getByRole('link', { name: 'Zkusit kartu znovu' });
      await expect(retry).toHaveAttribute('href', new RegExp(`^${urls.pass}/pass/payment/demo/`));
      await expect(page.getByRole('button', { name: 'Zaplatit převodem' })).toBeVisible();
      await expectAccessible(page, 'the declined order page');
      await panel.scrollIntoViewIfNeeded();
      await reviewScreenshot(page, testInfo.outputPath(`declined-${width}.png`));

      await page.getByRole('button', { name: 'Zaplatit převodem' }).click();
      await expect(status).toHaveText('Čeká na platbu');
      const qr = page.getByRole('img', { name: 'QR kód pro platbu převodem' });
      await expect(qr).toBeVisible();
      await expect(page.getByText('Účet (IBAN)')).toBeVisible();
      await expect(page.getByText('Bankovní převod').last()).toBeVisible();
    });

    test('the demo gateway refuses an order that was canceled and says why', async ({ page }, testInfo) => {
      await page.goto(`${urls.tickets}/event/pod-lipami-production/leto-pod-lipami-2027/cart`);
      await page.getByRole('button', { name: 'Přidat Jednodenní vstupenka – pátek' }).click();
      await page.getByRole('button', { name: 'Pokračovat k údajům' }).click();
      await fillCheckout(page, czechBuyer, 'Platební karta');
      // The create's answer is read as it passes: the page navigates to the gateway at once, after which the
      // browser no longer holds the response body.
      let orderId = '';
      await page.route('**/pass/order/order-create*', async (route) => {
        const response = await route.fetch();
        orderId = ((await response.json()) as { order: { orderId: string } }).order.orderId;
        await route.fulfill({ response });
      });
      await page.getByRole('button', { name: 'Objednat a zaplatit' }).click();
      await expect(page).toHaveURL(new RegExp(`^${urls.pass}/pass/payment/demo/`));
      const order = { orderId };
      expect(order.orderId).toMatch(/^[0-9a-f-]{36}$/);
      const paymentId = new URL(page.url()).pathname.split('/').pop() ?? '';
      // Meanwhile the order is canceled (another tab, the buyer's e-mail link): the gateway must not take money.
      const cancel = await page.request.post(`${urls.pass}/pass/order/order-cancel?orderId=${order.orderId}`);
      expect(cancel.status()).toBe(200);

      await page.locator('button[data-action="pay"]').click();
      await expect(page).toHaveURL(new RegExp(`^${urls.pass}/pass/payment/demo/${paymentId}$`));
      await expect(page.getByRole('heading', { name: 'Tuto objednávku už nelze zaplatit' })).toBeVisible();
      await expect(page.getByRole('alert')).toContainText('Objednávka byla zrušena');
      await expect(page.locator('button[data-action="pay"]')).toHaveCount(0);
      await reviewScreenshot(page, testInfo.outputPath(`gateway-closed-${width}.png`));
      await page.getByRole('link', { name: 'Zpět na objednávku' }).click();
      await expect(page.getByTestId('order-status')).toHaveText('Zrušeno');
    });
  });
}
