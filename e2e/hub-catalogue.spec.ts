// The catalogue in the hub, as an owner builds it, and the sale it makes: two ticket types sharing one quota, an
// extra product and a discount code for a seeded tour stop; a visitor then buys with the code on a phone and on
// a desktop, and the hub shows the pool and the code used.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { storeConsentChoice } from './consent-cookie';
import { urls } from './ports';
import { expectAccessible } from './accessibility';
import { fillCheckout } from './storefront-helpers';

// Two browsers, five hub forms, two purchases and axe on each page: longer than the default on two cores.
test.describe.configure({ timeout: 300_000 });

test.beforeEach(async ({ context }) => {
  await storeConsentChoice(context, urls.tickets);
  await storeConsentChoice(context, urls.hub);
});

// The demo world (apps/pass/src/db/seed): the festival organizer, owned by the demo account, and its Brno tour stop.
const festival = { id: '10000000-0000-4000-8000-000000000001' };
const brno = {
  id: '20000000-0000-4000-8000-000000000007',
  name: 'Mňága a Žďorp – Jarní turné 2027 – Brno',
  cart: `${urls.tickets}/event/pod-lipami-production/jarni-turne-brno/cart`,
};
const owner = { email: 'demo@vstupenky.example', password: 'demo-heslo-2027' };

async function signInToHub(page: Page): Promise<void> {
  await page.goto(`${urls.hub}/login`);
  await page.getByLabel('E-mail').fill(owner.email);
  await page.getByLabel('Heslo').fill(owner.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(`${urls.hub}/`);
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Fills a ticket type's dialog: Czech name, price and the shared quota. */
async function addTicketType(page: Page, name: string, price: string, quota: string): Promise<void> {
  await page.getByRole('button', { name: 'Přidat vstupenku' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nová vstupenka' });
  await dialog.getByRole('textbox', { name: 'Čeština' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Cena', exact: true }).fill(price);
  await dialog.getByLabel('Sdílená kvóta').selectOption({ label: quota });
  await dialog.getByRole('button', { name: 'Přidat vstupenku' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Vstupenka ${name} uložena.`)).toBeVisible();
}

/** Buys one ticket of the type and the parking with the discount code, paying by the demo card. */
async function buyWithCode(page: Page, ticketType: string): Promise<void> {
  await page.goto(brno.cart);
  await expect(page.getByRole('heading', { level: 1, name: brno.name })).toBeVisible();
  // The pass caches catalogue answers for a few seconds: the new types appear at the latest on a reload.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('button', { name: `Přidat ${ticketType}`, exact: true })).toBeVisible({
      timeout: 2000,
    });
  }).toPass({ timeout: 30_000 });
  await noSidewaysScroll(page);
  await page.getByRole('button', { name: `Přidat ${ticketType}`, exact: true }).click();
  await page.getByRole('button', { name: 'Přidat Parkování u haly' }).click();
  await page.getByLabel('Slevový kód').fill('brno-sleva');
  await page.getByRole('button', { name: 'Použít' }).last().click();
  await expect(page.getByText('Sleva s kódem BRNO-SLEVA je uplatněna.')).toBeVisible();
  const summary = page.getByTestId('cart-summary');
  await expect(summary).toContainText(`1× ${ticketType}`);
  await expect(summary).toContainText('1× Parkování u haly');
  await expect(summary).toContainText('Sleva');
  await expectAccessible(page, 'the cart with the discount code');

  await page.getByRole('button', { name: 'Pokračovat k údajům' }).click();
  await fillCheckout(page, { email: 'E-mail', name: 'Jméno a příjmení', terms: /Souhlasím s/, pay: '' });
  await page.getByRole('button', { name: 'Objednat a zaplatit' }).click();
  await expect(page).toHaveURL(new RegExp(`^${urls.pass}/pass/payment/demo/`));
  await page.locator('button[data-action="pay"]').click();
  await expect(page).toHaveURL(/\/event\/pod-lipami-production\/jarni-turne-brno\/order\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('order-status')).toHaveText('Zaplaceno');
  await expect(page.getByTestId('ticket')).toHaveCount(1);
  await noSidewaysScroll(page);
}

test('an owner sets up shared-quota tickets, parking and a code; visitors buy with the code', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToHub(page);
  await page.goto(`${urls.hub}/?organizer=${festival.id}`);
  await page.getByRole('link', { name: `Vstupenky akce ${brno.name}` }).click();
  await expect(page).toHaveURL(`${urls.hub}/events/${brno.id}/tickets`);
  await expect(page.getByRole('heading', { level: 1, name: 'Druhy vstupenek' })).toBeVisible();
  await expect(page.getByTestId('catalogue-event')).toHaveText(brno.name);
  await expect(page.getByTestId('ticket-type')).toHaveCount(1);
  await expectAccessible(page, 'the ticket types page');

  // One pool of 5 places for both types.
  await page.getByRole('button', { name: 'Přidat kvótu' }).click();
  const quotaDialog = page.getByRole('dialog', { name: 'Nová sdílená kvóta' });
  await quotaDialog.getByLabel('Název').fill('Hlavní kapacita');
  await quotaDialog.getByLabel('Počet míst').fill('0');
  await quotaDialog.getByRole('button', { name: 'Přidat kvótu' }).click();
  // The contract's rule, checked in the browser, names the field and keeps the focus there.
  await expect(quotaDialog.getByText('Velikost kvóty: zadejte celé číslo od 1')).toBeVisible();
  await expect(quotaDialog.getByLabel('Počet míst')).toBeFocused();
  await expectAccessible(page, 'the quota dialog with an error');
  await quotaDialog.getByLabel('Počet míst').fill('5');
  await quotaDialog.getByRole('button', { name: 'Přidat kvótu' }).click();
  await expect(quotaDialog).toBeHidden();
  await expect(page.getByTestId('quotas')).toContainText('prodáno 0 z 5, zbývá 5');

  await addTicketType(page, 'Včasná vstupenka', '450', 'Hlavní kapacita (5)');
  await addTicketType(page, 'Běžná vstupenka', '590,50', 'Hlavní kapacita (5)');
  const early = page.getByTestId('ticket-type').filter({ hasText: 'Včasná vstupenka' });
  await expect(early).toContainText('Kvóta: Hlavní kapacita');
  await expect(early).toContainText('450,00 Kč');
  await expect(early).toContainText('12 % (výchozí)');
  await expect(early.getByTestId('ticket-type-available')).toHaveText('5');

  // The extra product, from the catalogue tabs.
  await page
    .getByRole('navigation', { name: 'Katalog akce' })
    .getByRole('link', { name: 'Doplňkové produkty' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Doplňkové produkty' })).toBeVisible();
  await page.getByRole('button', { name: 'Přidat produkt' }).click();
  const productDialog = page.getByRole('dialog', { name: 'Nový doplňkový produkt' });
  await productDialog.getByRole('textbox', { name: 'Čeština' }).fill('Parkování u haly');
  await productDialog.getByLabel('Co to je').selectOption({ label: 'Parkování' });
  await productDialog.getByRole('textbox', { name: 'Cena', exact: true }).fill('100');
  await productDialog.getByLabel('Zásoba').fill('20');
  await expectAccessible(page, 'the product dialog');
  await productDialog.getByRole('button', { name: 'Přidat produkt' }).click();
  await expect(productDialog).toBeHidden();
  const parking = page.getByTestId('product').filter({ hasText: 'Parkování u haly' });
  await expect(parking).toContainText('21 % (výchozí)');
  await expect(parking).toContainText('0 z 20');

  // The discount code: 10 % on every ticket type, five uses.
  await page.getByRole('navigation', { name: 'Katalog akce' }).getByRole('link', { name: 'Kódy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Slevové a přístupové kódy' })).toBeVisible();
  await page.getByRole('button', { name: 'Přidat slevový kód' }).click();
  const codeDialog = page.getByRole('dialog', { name: 'Nový slevový kód' });
  await codeDialog.getByRole('textbox', { name: 'Kód', exact: true }).fill('brno-sleva');
  await codeDialog.getByLabel('Sleva (%)').fill('10');
  await codeDialog.getByLabel('Kolikrát lze použít').fill('5');
  await codeDialog.getByRole('button', { name: 'Přidat kód' }).click();
  await expect(codeDialog).toBeHidden();
  const discountCodes = page.getByTestId('discount-codes');
  const code = discountCodes.getByTestId('code').filter({ hasText: 'BRNO-SLEVA' });
  await expect(code).toContainText('10 %');
  await expect(code).toContainText('použito 0 / 5');
  await expectAccessible(page, 'the codes page');

  // A visitor on a phone buys the early-bird ticket with the code.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  await storeConsentChoice(phone, urls.tickets);
  const phonePage = await phone.newPage();
  await buyWithCode(phonePage, 'Včasná vstupenka');
  await phone.close();

  // Another on a desktop buys the regular one.
  const desktop = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await storeConsentChoice(desktop, urls.tickets);
  const desktopPage = await desktop.newPage();
  await buyWithCode(desktopPage, 'Běžná vstupenka');
  await desktop.close();

  // The hub: the code was used twice, both sales counted against the one pool.
  await page.reload();
  await expect(
    page.getByTestId('discount-codes').getByTestId('code').filter({ hasText: 'BRNO-SLEVA' }),
  ).toContainText('použito 2 / 5');
  await page
    .getByRole('navigation', { name: 'Katalog akce' })
    .getByRole('link', { name: 'Vstupenky' })
    .click();
  await expect(page.getByTestId('quotas')).toContainText('prodáno 2 z 5, zbývá 3');
  await expect(
    page
      .getByTestId('ticket-type')
      .filter({ hasText: 'Běžná vstupenka' })
      .getByTestId('ticket-type-available'),
  ).toHaveText('3');
});

test('the catalogue pages fit a phone and work with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToHub(page);
  for (const [path, heading] of [
    ['tickets', 'Druhy vstupenek'],
    ['seats', 'Plán sálu'],
    ['products', 'Doplňkové produkty'],
    ['codes', 'Slevové a přístupové kódy'],
  ] as const) {
    await page.goto(`${urls.hub}/events/${brno.id}/${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText('Načítání').first()).toBeHidden();
    await noSidewaysScroll(page);
    await expectAccessible(page, `the ${path} page at 390 px`);
  }

  // Keyboard only: open the new-group dialog, type the name, save; Escape-free, focus moves as a person expects.
  await page.goto(`${urls.hub}/events/${brno.id}/tickets`);
  const addGroup = page.getByRole('button', { name: 'Přidat skupinu' });
  await addGroup.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Nová skupina vstupenek' });
  await expect(dialog.getByRole('textbox', { name: 'Čeština' })).toBeFocused();
  await page.keyboard.type('Stání');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Skupina Stání uložena.')).toBeVisible();
});
