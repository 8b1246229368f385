// The seat plan editor as a manager uses it on a phone: a sector, a block of 20 seats made in one step (odd/even
// numbering, an aisle) and the plan assigned to a ticket type; then the same page on a desktop, checked by axe;
// a visitor then picks one of the new seats on the storefront's seat map.
import { expect, test } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { storeConsentChoice } from './consent-cookie';
import { urls } from './ports';
import { expectAccessible } from './accessibility';
import { openEmail, uniqueEmail } from './session-helpers';
import { reviewScreenshot } from './review-screenshot';

test.describe.configure({ timeout: 240_000 });

// The demo world (apps/pass/src/db/seed): the festival organizer, owned by the demo account, and its Ostrava tour stop.
const festival = { id: '10000000-0000-4000-8000-000000000001', name: 'Pod Lipami Production' };
const ostrava = {
  id: '20000000-0000-4000-8000-000000000008',
  cart: `${urls.tickets}/event/pod-lipami-production/jarni-turne-ostrava/cart`,
};
const owner = { email: 'demo@vstupenky.example', password: 'demo-heslo-2027' };

async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post(`${urls.pass}/pass/account/login`, { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { account: { token: string } }).account.token;
}

/** A new account that became a manager of the festival organizer: invited by the owner, verified, accepted. */
async function newManager(page: Page, request: APIRequestContext) {
  const email = uniqueEmail('manazer');
  const password = 'manazer heslo 2027';
  const ownerToken = await apiLogin(request, owner.email, owner.password);
  const registered = await request.post(`${urls.pass}/pass/account/account-register`, {
    data: { email, password },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  await openEmail(page, email, 'Potvrďte svůj e-mail');
  await page.getByRole('link', { name: /\/account\/verify-email\?token=/ }).click();
  await expect(page.getByText(`E-mail ${email} je ověřený.`)).toBeVisible();
  const invited = await request.post(`${urls.pass}/pass/hub/organizer/${festival.id}/member-invite`, {
    headers: { authorization: `Bearer ${ownerToken}` },
    data: { email, role: 'manager' },
  });
  expect(invited.status(), await invited.text()).toBe(200);
  await openEmail(page, email, 'Pozvánka do týmu');
  const link = await page.getByRole('link', { name: /\/invitation\?token=/ }).getAttribute('href');
  const token = new URL(link ?? '', urls.hub).searchParams.get('token');
  const managerToken = await apiLogin(request, email, password);
  const accepted = await request.post(`${urls.pass}/pass/hub/invitation-accept`, {
    headers: { authorization: `Bearer ${managerToken}` },
    data: { token },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { email, password, token: managerToken };
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a manager builds a block of 20 seats on a phone and assigns the plan to a ticket type', async ({
  page,
  context,
  request,
}) => {
  await storeConsentChoice(context, urls.tickets);
  await storeConsentChoice(context, urls.hub);
  await page.setViewportSize({ width: 390, height: 844 });
  const manager = await newManager(page, request);

  // The price category: a ticket type without sales (made over the API; the ticket-type page has its own test).
  const typeName = `Sezení ${Date.now() % 100000}`;
  const created = await request.post(`${urls.pass}/pass/hub/event/${ostrava.id}/ticket-type-create`, {
    headers: { authorization: `Bearer ${manager.token}` },
    data: {
      name: { cs: typeName },
      groupId: null,
      quotaId: null,
      price: 45000,
      vatRateBasisPoints: null,
      capacity: null,
      minPerOrder: 1,
      maxPerOrder: 6,
      saleStartsAt: null,
      saleEndsAt: null,
      visible: true,
      accessCodeOnly: false,
      items: [{ kind: 'eventEntry', quantity: 1, chipCreditMin: null, chipCreditMax: null }],
    },
  });
  expect(created.status(), await created.text()).toBe(200);

  await page.goto(`${urls.hub}/login`);
  await page.getByLabel('E-mail').fill(manager.email);
  await page.getByLabel('Heslo').fill(manager.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(`${urls.hub}/`);
  await page.goto(`${urls.hub}/events/${ostrava.id}/seats`);
  await expect(page.getByRole('heading', { level: 1, name: 'Plán sálu' })).toBeVisible();

  // A sector, named in the dialog and saved with the keyboard.
  const sectorName = `Tribuna ${Date.now() % 100000}`;
  await page.getByRole('button', { name: 'Přidat sektor' }).click();
  const sectorDialog = page.getByRole('dialog', { name: 'Nový sektor' });
  await sectorDialog.getByRole('textbox', { name: 'Čeština' }).fill(sectorName);
  await sectorDialog.getByRole('textbox', { name: 'Čeština' }).press('Enter');
  await expect(sectorDialog).toBeHidden();
  const sector = page.getByTestId('sector').filter({ hasText: sectorName });
  await expect(sector).toContainText('Zatím žádná sedadla.');

  // The plan is assigned to the ticket type: it sells seat by seat in this sector.
  await sector.getByRole('checkbox', { name: typeName }).check();
  await sector.getByRole('button', { name: 'Uložit typy vstupenek' }).click();
  await expect(page.getByText(`Typy vstupenek sektoru ${sectorName} jsou uloženy.`)).toBeVisible();

  // A block of 2 × 10 seats in one step, odd numbers left and even right, with an aisle after the fifth.
  await page
    .getByTestId('sector')
    .filter({ hasText: sectorName })
    .getByRole('button', { name: 'Přidat blok sedadel' })
    .click();
  const blockDialog = page.getByRole('dialog', { name: `Nový blok v sektoru ${sectorName}` });
  await blockDialog.getByLabel('Cenová kategorie (typ vstupenky)').selectOption({ label: typeName });
  await blockDialog
    .getByLabel('Číslování')
    .selectOption({ label: 'Lichá vlevo, sudá vpravo (…3, 1 | 2, 4…)' });
  await blockDialog.getByRole('textbox', { name: 'Řady', exact: true }).fill('2');
  await blockDialog.getByRole('textbox', { name: 'Sedadel v řadě' }).fill('10');
  await blockDialog.getByRole('textbox', { name: 'Uličky za sedadlem' }).fill('5');
  await expect(
    blockDialog.getByText('20 nových sedadel; čísla v řadě zleva: 9 7 5 3 1 2 4 6 8 10'),
  ).toBeVisible();
  await noSidewaysScroll(page);
  await blockDialog.getByRole('button', { name: 'Vytvořit sedadla' }).click();
  await expect(blockDialog).toBeHidden();
  await expect(page.getByText(`Do sektoru ${sectorName} přibylo 20 sedadel.`)).toBeVisible();
  const filled = page.getByTestId('sector').filter({ hasText: sectorName });
  await expect(filled).toContainText('20 sedadel · 0 prodáno · 0 blokováno');
  await expect(filled.getByTestId('seat-row')).toHaveCount(2);
  await expect(filled.getByTestId('seat-row').first()).toContainText('9 7 5 3 1 2 4 6 8 10');
  await expect(filled.getByRole('checkbox', { name: typeName })).toBeChecked();
  await noSidewaysScroll(page);

  // The same page on a desktop.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(filled.getByRole('img', { name: 'Plánek: 20 sedadel v 2 řadách' })).toBeVisible();
  await reviewScreenshot(page, test.info().outputPath('seat-plan-1280.png'), true);
  await expectAccessible(page, 'the seat plan page');

  // A visitor picks a seat of the new block on the storefront's seat map (its catalogue cache may need a reload).
  await page.goto(ostrava.cart);
  const seat = page.getByRole('button', { name: new RegExp(`^${sectorName}, řada A, místo 1,`) });
  await expect(async () => {
    await page.reload();
    await expect(seat).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  await seat.click();
  await expect(seat).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('cart-summary')).toContainText(`1× ${typeName}`);
});
