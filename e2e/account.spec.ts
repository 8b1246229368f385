// Storefront accounts in Chromium: an order placed before registering appears once the e-mail is verified.
import { expect, test } from './fixtures';
import { storeConsentChoice } from './consent-cookie';
import { urls } from './ports';
import { expectAccessible } from './accessibility';
import { openEmail, payOnDemoGateway, placeOrder, uniqueEmail } from './session-helpers';

// Whole journeys with several page loads and axe runs; the default 30 s is tight on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

// A stored consent choice keeps the cookie banner (tested in consent.spec.ts) from fading in over the pages here.
test.beforeEach(async ({ context }) => {
  await storeConsentChoice(context, urls.tickets);
  await storeConsentChoice(context, urls.hub);
});

const password = 'dlouhe heslo 2027';

test('register, verify through the e-mailed link, sign in, see the earlier order, sign out', async ({
  page,
  request,
  browser,
}) => {
  const email = uniqueEmail('kupujici');
  const order = await placeOrder(request, email);
  await payOnDemoGateway(page, order.paymentPage);

  await page.goto(`${urls.tickets}/account/register`);
  await expect(page.getByRole('heading', { level: 1, name: 'Registrace' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Heslo').fill(password);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Vytvořit účet' }).click();
  await expect(page.getByText(`Na adresu ${email} jsme poslali odkaz pro ověření.`)).toBeVisible();

  await openEmail(page, email, 'Potvrďte svůj e-mail');
  await page.getByRole('link', { name: /\/account\/verify-email\?token=/ }).click();
  await expect(page).toHaveURL(/\/account\/verify-email\?token=/);
  await expect(page.getByText(`E-mail ${email} je ověřený.`)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Přihlásit se' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Přihlášení' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Heslo').fill('spatne heslo');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByText('Nesprávný e-mail nebo heslo.')).toBeVisible();
  await page.getByLabel('Heslo').fill(password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();

  await expect(page).toHaveURL(`${urls.tickets}/account`);
  await expect(page.getByTestId('signed-in-as')).toHaveText(`Přihlášen jako ${email}`);
  const orderRow = page
    .getByTestId('account-order')
    .filter({ hasText: `Objednávka č. ${order.orderNumber}` });
  await expect(orderRow).toBeVisible();
  await expect(orderRow).toContainText('Zaplaceno');
  // The paid order's ticket appears under its event.
  await expect(page.getByTestId('account-event')).toHaveCount(1);
  await expect(page.getByTestId('account-event')).toContainText('Kód ');
  await expectAccessible(page);

  // The http-only id cookie is not readable by scripts; only the marker is.
  const cookies = await page.context().cookies(urls.tickets);
  expect(cookies.find((cookie) => cookie.name === 'tickets_session')).toMatchObject({
    httpOnly: true,
    sameSite: 'Lax',
  });
  expect(await page.evaluate<string>('document.cookie')).toContain('tickets_session_marker=1');
  expect(await page.evaluate<string>('document.cookie')).not.toContain('tickets_session=');

  // Another browser sees nothing of it.
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  expect((await strangerPage.request.get(`${urls.tickets}/api/auth/user`)).status()).toBe(401);
  await strangerPage.goto(`${urls.tickets}/account`);
  await expect(strangerPage).toHaveURL(`${urls.tickets}/account/sign-in`);
  await expect(strangerPage.getByText(`Objednávka č. ${order.orderNumber}`)).toHaveCount(0);
  await stranger.close();

  await page.getByRole('button', { name: 'Odhlásit se' }).click();
  await expect(page).toHaveURL(`${urls.tickets}/account/sign-in`);
  expect((await page.request.get(`${urls.tickets}/api/auth/user`)).status()).toBe(401);
  await page.goto(`${urls.tickets}/account`);
  await expect(page).toHaveURL(`${urls.tickets}/account/sign-in`);
});

test('passwordless sign-in with the e-mailed code, in English', async ({ page, request }) => {
  const email = uniqueEmail('bez-hesla');
  const created = await request.post(`${urls.pass}/pass/account/account-register`, {
    data: { email, password, languageId: 3 },
  });
  expect(created.status()).toBe(200);

  await page.goto(`${urls.tickets}/en/account/sign-in`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('radio', { name: 'With an e-mailed code' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'E-mail me a code' }).click();
  await expect(page.getByText(`If ${email} has an account, we have sent it a code.`)).toBeVisible();

  const mail = await page.context().newPage();
  await openEmail(mail, email, 'Your sign-in code');
  const code = /Your sign-in code ([0-9A-Z-]{8,9})/.exec(
    (await mail.locator('body').textContent()) ?? '',
  )?.[1];
  expect(code, 'the access code in the e-mail').toBeTruthy();
  await mail.close();

  await page.getByLabel('Code from the e-mail').fill(code ?? '');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${urls.tickets}/en/account`);
  await expect(page.getByTestId('signed-in-as')).toHaveText(`Signed in as ${email}`);
  await expectAccessible(page);
});

test('forgotten password: the e-mailed link sets a new password and signs in', async ({ page, request }) => {
  const email = uniqueEmail('zapomnetlivy');
  const created = await request.post(`${urls.pass}/pass/account/account-register`, {
    data: { email, password, languageId: 1 },
  });
  expect(created.status()).toBe(200);

  await page.goto(`${urls.tickets}/account/forgot-password`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Poslat odkaz' }).click();
  await expect(
    page.getByText(`Pokud k e-mailu ${email} existuje účet, poslali jsme na něj odkaz.`),
  ).toBeVisible();

  await openEmail(page, email, 'Nastavení nového hesla');
  await page.getByRole('link', { name: /\/account\/set-password\?accessCode=/ }).click();
  await expect(page.getByText(`Účet ${email}`)).toBeVisible();
  await expectAccessible(page);
  const newPassword = 'nove heslo 2027';
  await page.getByLabel('Nové heslo').fill(newPassword);
  await page.getByRole('button', { name: 'Nastavit heslo a přihlásit se' }).click();
  await expect(page).toHaveURL(`${urls.tickets}/account`);
  await expect(page.getByTestId('signed-in-as')).toHaveText(`Přihlášen jako ${email}`);

  // The old password no longer works; the new one does.
  const oldLogin = await request.post(`${urls.pass}/pass/account/login`, { data: { email, password } });
  expect(oldLogin.status()).toBe(401);
  const newLogin = await request.post(`${urls.pass}/pass/account/login`, {
    data: { email, password: newPassword },
  });
  expect(newLogin.status()).toBe(200);
});
