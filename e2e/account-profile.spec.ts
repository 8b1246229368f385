// The signed-in account at phone and desktop width: a name that checkout fills in, a chip's first top-up paid on the
// card gateway with the festival's first-top-up fee on top, and a password change that keeps this browser signed in.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { storeConsentChoice } from './consent-cookie';
import { urls } from './ports';
import { festivalId, passJson } from './pass-api';
import { payOnDemoGateway, placeOrder, uniqueEmail } from './session-helpers';

const password = 'heslo-1234';

test.beforeEach(async ({ context }) => {
  await storeConsentChoice(context, urls.tickets);
});

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

async function signIn(page: Page, email: string, secret: string): Promise<void> {
  await page.goto(`${urls.tickets}/account/sign-in`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Heslo').fill(secret);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(`${urls.tickets}/account`);
}

for (const width of [390, 1280]) {
  test(`name, chip top-up, checkout prefill and password change at ${width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = uniqueEmail(`ucet-${width}`);
    const registered = await request.post(`${urls.pass}/pass/account/account-register`, {
      data: { email, password },
    });
    expect(registered.status()).toBe(200);
    const { account } = (await registered.json()) as { account: { token: string } };
    // A festival ticket bought signed in brings the account a chip.
    const order = await placeOrder(request, email, account.token);
    await payOnDemoGateway(page, order.paymentPage);

    await signIn(page, email, password);

    // The name is stored on the account.
    const name = page.getByLabel('Jméno a příjmení');
    await expect(name).toHaveValue('');
    await name.fill('Eva Nováková');
    const profile = page.getByRole('region', { name: 'Osobní a fakturační údaje' });
    await profile.getByRole('button', { name: 'Uložit' }).click();
    await expect(profile.getByText('Uloženo.')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'the account page');

    // The festival's desk rules (the same the top-up desk spec sets in the hub): a 20 Kč first-top-up fee.
    const owner = await passJson(request, 'POST', '/pass/account/login', undefined, {
      email: 'demo@vstupenky.example',
      password: 'demo-heslo-2027',
    });
    await passJson(request, 'POST', `/pass/hub/event/${festivalId}/top-up-settings`, owner.account.token, {
      minTopUp: 10_000,
      firstTopUpFee: 2_000,
    });
    await page.reload();

    // Chip top-up: a quick pick, the fee of the chip's first top-up said before paying, the card gateway, the fee
    // as its own line of the order, and the balance (credit only) on the account page afterwards.
    const topUp = page.getByRole('region', { name: 'Dobití čipu' });
    await expect(topUp.getByRole('combobox', { name: 'Čip' })).toContainText('Léto pod lipami 2027');
    await topUp.getByRole('button', { name: '500,00 Kč' }).click();
    await expect(topUp.getByLabel('Částka (CZK)')).toHaveValue('500');
    await expect(topUp.getByTestId('chip-top-up-fee')).toContainText(/Poplatek za první dobití: 20,00\s?Kč/);
    await expect(topUp.getByTestId('chip-top-up-fee')).toContainText(/Zaplatíte 520,00\s?Kč/);
    await expectNoSidewaysScroll(page);
    await topUp.getByRole('button', { name: 'Dobít a zaplatit kartou' }).click();
    await expect(page).toHaveURL(new RegExp(`^${urls.pass}/pass/payment/demo/`));
    await page.locator('button[data-action="pay"]').click();
    await expect(page).toHaveURL(
      /\/event\/pod-lipami-production\/leto-pod-lipami-2027\/order\/[0-9a-f-]{36}$/,
    );
    await expect(page.getByTestId('order-status')).toHaveText('Zaplaceno');
    // The fee is the receipt's own line, taxed at the standard rate; the credit is 0 %.
    await expect(page.getByTestId('order-items').getByText('Poplatek za první dobití čipu')).toBeVisible();
    const vatTable = page.getByRole('table', { name: 'Rozpis DPH' });
    await expect(vatTable.getByRole('row').filter({ hasText: '21 %' })).toContainText(/20,00\s?Kč/);
    await expect(vatTable.getByRole('row').filter({ hasText: '0 %' })).toContainText(/500,00\s?Kč/);
    await page.goto(`${urls.tickets}/account`);
    await expect(page.getByTestId('account-event')).toContainText(/Zůstatek 500,00\s?Kč/);
    // The chip has had its first top-up: no fee on the next.
    await expect(topUp.getByTestId('chip-top-up-fee')).toHaveCount(0);

    // A top-up beyond what the chip may hold says how much it can still take.
    await topUp.getByLabel('Částka (CZK)').fill('50000');
    await topUp.getByRole('button', { name: 'Dobít a zaplatit kartou' }).click();
    await expect(topUp.getByText(/Na tento čip lze dobít nejvýše 9\s?500,00\s?Kč\./)).toBeVisible();

    // Checkout fills in the signed-in visitor's e-mail and name (the cart's phone layout is checked elsewhere).
    await page.goto(`${urls.tickets}/event/pod-lipami-production/leto-pod-lipami-2027/cart`);
    await page.getByRole('button', { name: 'Přidat Třídenní vstupenka', exact: true }).click();
    await page.getByRole('button', { name: 'Pokračovat k údajům' }).click();
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await expect(page.getByLabel('Jméno a příjmení')).toHaveValue('Eva Nováková');

    // Password change: a wrong current password is refused; the right one changes it and keeps us signed in.
    await page.goto(`${urls.tickets}/account`);
    const passwordForm = page.getByRole('region', { name: 'Heslo' });
    await passwordForm.getByLabel('Současné heslo').fill('spatne-heslo');
    await passwordForm.getByRole('textbox', { name: 'Nové heslo', exact: true }).fill('nove-heslo-5678');
    await passwordForm.getByLabel('Nové heslo znovu').fill('nove-heslo-5678');
    await passwordForm.getByRole('button', { name: 'Změnit heslo' }).click();
    await expect(passwordForm.getByText('Současné heslo nesouhlasí.')).toBeVisible();
    await passwordForm.getByLabel('Současné heslo').fill(password);
    await passwordForm.getByRole('button', { name: 'Změnit heslo' }).click();
    await expect(passwordForm.getByText('Heslo je změněné.', { exact: false })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.reload();
    await expect(page.getByTestId('signed-in-as')).toHaveText(`Přihlášen jako ${email}`);

    await page.getByRole('button', { name: 'Odhlásit se' }).click();
    await signIn(page, email, 'nove-heslo-5678');
    await expect(page.getByLabel('Jméno a příjmení')).toHaveValue('Eva Nováková');
  });
}
