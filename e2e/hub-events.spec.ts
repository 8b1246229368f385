// A new organiser sets up a sale in the hub: registers, fills the profile, adds a venue, creates an event with
// a header picture, previews and publishes it, and finds it on the storefront within seconds (390 and 1280 px).
// On the phone the whole sale is built too (two ticket types sharing a quota, a hall of 20 seats, parking, a
// discount code), and a visitor buys a seat with the code, which the organizer's overview then counts.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './accessibility';
import { storeConsentChoice } from './consent-cookie';
import { urls } from './ports';
import { uniqueEmail } from './session-helpers';
import { fillCheckout } from './storefront-helpers';

test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ context }) => {
  await storeConsentChoice(context, urls.tickets);
  await storeConsentChoice(context, urls.hub);
});

// An 8×8 teal PNG: the pass cuts and scales it into the logo and header sizes.
const picture = {
  name: 'obrazek.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPgL8vDihiGlgQApWE8welJnBIAAAAASUVORK5CYII=',
    'base64',
  ),
};

async function expectFits(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}

async function checkPage(page: Page): Promise<void> {
  await expectFits(page);
  await expectAccessible(page);
}

/** Goes to another catalogue tab of the event. */
async function catalogueTab(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Katalog akce' }).getByRole('link', { name }).click();
}

/**
 * The sale of the new event, set up on a phone: a shared quota of 30 for an early-bird and a regular ticket, a hall
 * of 2 × 10 seats sold as the regular ticket, a parking product and a 10 % code.
 */
async function setUpCatalogue(page: Page, eventId: string): Promise<void> {
  await page.goto(`${urls.hub}/events/${eventId}/tickets`);
  await expect(page.getByRole('heading', { level: 1, name: 'Druhy vstupenek' })).toBeVisible();
  await page.getByRole('button', { name: 'Přidat kvótu' }).click();
  const quotaDialog = page.getByRole('dialog', { name: 'Nová sdílená kvóta' });
  await quotaDialog.getByLabel('Název').fill('Sál');
  await quotaDialog.getByLabel('Počet míst').fill('30');
  await quotaDialog.getByRole('button', { name: 'Přidat kvótu' }).click();
  await expect(quotaDialog).toBeHidden();
  for (const [name, price] of [
    ['Včasná vstupenka', '390'],
    ['Běžná vstupenka', '490'],
  ] as const) {
    await page.getByRole('button', { name: 'Přidat vstupenku' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nová vstupenka' });
    await dialog.getByRole('textbox', { name: 'Čeština' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Cena', exact: true }).fill(price);
    await dialog.getByLabel('Sdílená kvóta').selectOption({ label: 'Sál (30)' });
    await dialog.getByRole('button', { name: 'Přidat vstupenku' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(page.getByTestId('quotas')).toContainText('prodáno 0 z 30');

  await catalogueTab(page, 'Plán sálu');
  await page.getByRole('button', { name: 'Přidat sektor' }).click();
  const sectorDialog = page.getByRole('dialog', { name: 'Nový sektor' });
  await sectorDialog.getByRole('textbox', { name: 'Čeština' }).fill('Přízemí');
  await sectorDialog.getByRole('textbox', { name: 'Čeština' }).press('Enter');
  await expect(sectorDialog).toBeHidden();
  const sector = page.getByTestId('sector').filter({ hasText: 'Přízemí' });
  await sector.getByRole('checkbox', { name: 'Běžná vstupenka' }).check();
  await sector.getByRole('button', { name: 'Uložit typy vstupenek' }).click();
  await expect(page.getByText('Typy vstupenek sektoru Přízemí jsou uloženy.')).toBeVisible();
  await sector.getByRole('button', { name: 'Přidat blok sedadel' }).click();
  const blockDialog = page.getByRole('dialog', { name: 'Nový blok v sektoru Přízemí' });
  await blockDialog.getByLabel('Cenová kategorie (typ vstupenky)').selectOption({ label: 'Běžná vstupenka' });
  await blockDialog.getByRole('textbox', { name: 'Řady', exact: true }).fill('2');
  await blockDialog.getByRole('textbox', { name: 'Sedadel v řadě' }).fill('10');
  await blockDialog.getByRole('button', { name: 'Vytvořit sedadla' }).click();
  await expect(blockDialog).toBeHidden();
  await expect(sector).toContainText('20 sedadel · 0 prodáno');

  await catalogueTab(page, 'Doplňkové produkty');
  await page.getByRole('button', { name: 'Přidat produkt' }).click();
  const productDialog = page.getByRole('dialog', { name: 'Nový doplňkový produkt' });
  await productDialog.getByRole('textbox', { name: 'Čeština' }).fill('Parkování u řeky');
  await productDialog.getByLabel('Co to je').selectOption({ label: 'Parkování' });
  await productDialog.getByRole('textbox', { name: 'Cena', exact: true }).fill('100');
  await productDialog.getByLabel('Zásoba').fill('10');
  await productDialog.getByRole('button', { name: 'Přidat produkt' }).click();
  await expect(productDialog).toBeHidden();

  await catalogueTab(page, 'Kódy');
  await page.getByRole('button', { name: 'Přidat slevový kód' }).click();
  const codeDialog = page.getByRole('dialog', { name: 'Nový slevový kód' });
  await codeDialog.getByRole('textbox', { name: 'Kód', exact: true }).fill('reka-sleva');
  await codeDialog.getByLabel('Sleva (%)').fill('10');
  await codeDialog.getByRole('button', { name: 'Přidat kód' }).click();
  await expect(codeDialog).toBeHidden();
  await checkPage(page);
  await page.goto(`${urls.hub}/events/${eventId}`);
}

for (const width of [390, 1280]) {
  test(`a new organiser publishes an event that the storefront then sells, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const stamp = `${width}-${Date.now()}`;
    const organizerName = `Jazz u řeky ${stamp}`;
    const eventName = `Jazz na vodě ${stamp}`;

    // Register: a new account and its organizer.
    await page.goto(`${urls.hub}/register`);
    await page.getByLabel('E-mail').fill(uniqueEmail(`jazz-${width}`));
    await page.getByLabel('Heslo').fill('poradatel 2027');
    await page.getByLabel('Název pořadatele').fill(organizerName);
    await page.getByRole('button', { name: 'Vytvořit účet a pořadatele' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Přehled' })).toBeVisible();

    // Profile: reached from the section navigation; a wrong IBAN is named before anything is sent.
    await page
      .getByRole('navigation', { name: 'Sekce pořadatele' })
      .getByRole('link', { name: 'Profil' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profil pořadatele' })).toBeVisible();
    await page.getByLabel('Obchodní firma').fill('Jazz u řeky s.r.o.');
    await page.getByLabel('IČO').fill('27082440');
    await page.getByLabel('DIČ').fill('CZ27082440');
    await page.getByLabel('Ulice a číslo').fill('Rašínovo nábřeží 1');
    await page.getByLabel('Obec').fill('Praha');
    await page.getByLabel('PSČ').fill('12800');
    await page.getByLabel('IBAN pro bankovní převody').fill('CZ65 0800 0000 1920 0014 5398');
    await page.getByLabel('Kontaktní e-mail').fill('info@jazz.example');
    await page.getByRole('button', { name: 'Uložit' }).click();
    const iban = page.getByLabel('IBAN pro bankovní převody');
    await expect(iban).toHaveAttribute('aria-invalid', 'true');
    await expect(iban).toBeFocused();
    await expect(page.getByText('Zadejte platný IBAN')).toBeVisible();
    await iban.fill('CZ65 0800 0000 1920 0014 5399');
    await page.getByRole('button', { name: 'Uložit' }).click();
    await expect(page.getByTestId('profile-saved')).toBeVisible();
    await expect(iban).toHaveValue('CZ6508000000192000145399');
    await page.getByLabel('Nahrát logo').setInputFiles(picture);
    await expect(page.getByText('Logo je uloženo.')).toBeVisible();
    await expect(page.getByTestId('logo')).toHaveJSProperty('complete', true);
    await checkPage(page);

    // Venues: one added on their own page.
    await page
      .getByRole('navigation', { name: 'Sekce pořadatele' })
      .getByRole('link', { name: 'Místa konání' })
      .click();
    await expect(page.getByText('Zatím žádná místa.')).toBeVisible();
    await page.getByLabel('Název místa').fill('Náplavka u Výtoně');
    await page.getByLabel('Typ místa').selectOption({ label: 'Město' });
    await page.getByLabel('Ulice a číslo').fill('Rašínovo nábřeží');
    await page.getByLabel('Obec').fill('Praha');
    await page.getByLabel('PSČ').fill('12800');
    await page.getByLabel('Kraj').selectOption({ label: 'Hlavní město Praha' });
    await page.getByLabel('Zeměpisná šířka').fill('50,0685');
    await page.getByLabel('Zeměpisná délka').fill('14.4148');
    await page.getByRole('button', { name: 'Přidat místo konání' }).click();
    await expect(page.getByTestId('venue-notice')).toHaveText('Místo Náplavka u Výtoně je přidáno.');
    await expect(page.getByTestId('venue')).toHaveCount(1);
    await checkPage(page);

    // A new event: empty required fields are named first, then it is saved as a draft.
    await page
      .getByRole('navigation', { name: 'Sekce pořadatele' })
      .getByRole('link', { name: 'Akce' })
      .click();
    await expect(page.getByText('Zatím žádné akce.')).toBeVisible();
    await checkPage(page);
    await page.getByRole('link', { name: 'Nová akce' }).click();
    await page.getByRole('button', { name: 'Založit akci' }).click();
    await expect(page.getByLabel('Název (Čeština)')).toBeFocused();
    await expect(page.getByText('Zadejte český název')).toBeVisible();
    await page.getByLabel('Název (Čeština)').fill(eventName);
    await page.getByLabel('Název (Angličtina)').fill(`Jazz on the water ${stamp}`);
    await page.getByLabel('Popis (Čeština)').fill('Večer jazzu u řeky.');
    await expect(page.getByLabel('Webová adresa')).toHaveValue(`jazz-na-vode-${stamp}`);
    await page.getByLabel('Kategorie').selectOption({ label: 'Hudba' });
    await page.getByRole('combobox', { name: 'Druh', exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Velikost').selectOption({ index: 1 });
    await page.getByLabel('Místo konání').selectOption({ label: 'Náplavka u Výtoně, Praha' });
    await page.getByRole('textbox', { name: 'Začátek', exact: true }).fill('2030-07-15T19:00');
    await page.getByRole('textbox', { name: 'Konec', exact: true }).fill('2030-07-15T23:00');
    await checkPage(page);
    await page.getByRole('button', { name: 'Založit akci' }).click();
    await expect(page.getByTestId('event-name')).toHaveText(eventName);
    await expect(page.getByText('Koncept', { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Začátek', exact: true })).toHaveValue('2030-07-15T19:00');
    await expect(
      page.getByRole('navigation', { name: 'Části akce' }).getByRole('link', { name: 'Podrobnosti' }),
    ).toHaveAttribute('aria-current', 'page');
    await page.getByLabel('Nahrát obrázek').setInputFiles(picture);
    await expect(page.getByTestId('header-image')).toHaveJSProperty('complete', true);
    await checkPage(page);
    // On the phone the whole sale is set up too (the desktop run checks the event pages' layout).
    const eventId = page.url().split('/events/')[1]?.split(/[?/]/)[0] ?? '';
    if (width === 390) await setUpCatalogue(page, eventId);

    // Before publishing: the storefront does not know it, the demo-cart preview does.
    const storefrontPath = new URL(
      (await page.getByTestId('preview-link').getAttribute('href')) ?? '',
    ).pathname.replace(/\/demo$/, '');
    const storefront = await page.context().newPage();
    await storefront.setViewportSize({ width, height: 900 });
    const previewHref = (await page.getByTestId('preview-link').getAttribute('href')) ?? '';
    await storefront.goto(previewHref);
    await expect(storefront.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
    const missing = await storefront.goto(`${urls.tickets}${storefrontPath}`);
    expect(missing?.status()).toBe(404);

    // Publish: the storefront shows it within the 5 seconds promised.
    await page.getByRole('button', { name: 'Zveřejnit hned' }).click();
    await expect(page.getByTestId('publish-notice')).toBeVisible();
    await expect(page.getByText('V prodeji', { exact: true })).toBeVisible();
    const published = Date.now();
    await expect
      .poll(async () => (await storefront.goto(`${urls.tickets}${storefrontPath}`))?.status(), {
        timeout: 5_000,
      })
      .toBe(200);
    expect(Date.now() - published).toBeLessThan(5_000);
    await expect(storefront.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
    await expect(storefront.getByText('Náplavka u Výtoně').first()).toBeVisible();
    await expectFits(storefront);
    if (width === 390) {
      // A visitor buys seat 1 of row A with the code, and the organizer's overview counts the sale.
      const seat = storefront.getByRole('button', { name: /^Přízemí, řada A, místo 1,/ });
      await seat.click();
      await expect(seat).toHaveAttribute('aria-pressed', 'true');
      await storefront.getByLabel('Slevový kód').fill('reka-sleva');
      await storefront.getByRole('button', { name: 'Použít' }).last().click();
      await expect(storefront.getByText('Sleva s kódem REKA-SLEVA je uplatněna.')).toBeVisible();
      await expect(storefront.getByTestId('cart-summary')).toContainText('Přízemí');
      await storefront.getByRole('button', { name: 'Pokračovat k údajům' }).click();
      await fillCheckout(storefront, {
        email: 'E-mail',
        name: 'Jméno a příjmení',
        pay: '',
      });
      await storefront.getByRole('button', { name: 'Objednat a zaplatit' }).click();
      await storefront.locator('button[data-action="pay"]').click();
      await expect(storefront.getByTestId('order-status')).toHaveText('Zaplaceno');
      await expect(storefront.getByTestId('ticket')).toHaveCount(1);
    }
    await storefront.close();
    await checkPage(page);

    // The list shows it on sale.
    await page.getByRole('link', { name: '← Všechny akce' }).click();
    await expect(page.getByTestId('hub-event').filter({ hasText: eventName })).toContainText('V prodeji');
    if (width === 390) {
      await page.goto(`${urls.hub}/`);
      await expect(page.getByTestId('total-sold')).toHaveText('1');
    }
  });
}
