// Organiser hub in Chromium: register an organizer, see it on the overview, sign out, sign in again.
import { expect, test } from '@playwright/test';
import { urls } from './ports';
import { expectAccessible, uniqueEmail } from './session-helpers';

const password = 'poradatel 2027';

test('register an organizer, see the overview, sign out and sign in again', async ({ page, browser }) => {
  const email = uniqueEmail('poradatel');
  const name = `Kulturní spolek Šťastná Lípa ${Date.now()}`;

  await page.goto(`${urls.hub}/register`);
  await expect(page.getByRole('heading', { level: 1, name: 'Registrace pořadatele' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Heslo').fill(password);
  await page.getByLabel('Název pořadatele').fill(name);
  // The slug follows the name live, through @repo/links slugify.
  const slug = `kulturni-spolek-stastna-lipa-${name.split(' ').at(-1)}`;
  await expect(page.getByLabel('Adresa (slug)')).toHaveValue(slug);
  await expect(page.getByTestId('slug-preview')).toHaveText(
    `Vaše stránka: ${urls.tickets}/organizer/${slug}`,
  );
  await page.getByLabel('Země').selectOption({ label: 'Slovensko' });
  await page.getByLabel('Měna').selectOption({ label: 'EUR' });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Vytvořit účet a pořadatele' }).click();

  await expect(page).toHaveURL(`${urls.hub}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Přehled' })).toBeVisible();
  await expect(page.getByTestId('organizer-name')).toHaveText(`${name} · vlastník`);
  await expect(page.getByTestId('total-sold')).toHaveText('0');
  await expect(page.getByText('Zatím tu nejsou žádné akce.')).toBeVisible();
  await expect(page.getByTestId('signed-in-as')).toHaveText(`Přihlášen jako ${email}`);
  await expectAccessible(page);

  // A second browser is not signed in.
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(`${urls.hub}/`);
  await expect(strangerPage).toHaveURL(`${urls.hub}/login`);
  await stranger.close();

  await page.getByRole('button', { name: 'Odhlásit se' }).click();
  await expect(page).toHaveURL(`${urls.hub}/login`);
  await page.goto(`${urls.hub}/`);
  await expect(page).toHaveURL(`${urls.hub}/login`);

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Heslo').fill('spatne heslo');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByText('Nesprávný e-mail nebo heslo.')).toBeVisible();
  await page.getByLabel('Heslo').fill(password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(`${urls.hub}/`);
  await expect(page.getByTestId('organizer-name')).toHaveText(`${name} · vlastník`);
  await expectAccessible(page);
});

test('the hub switches language with a cookie and keeps it', async ({ page }) => {
  await page.goto(`${urls.hub}/login`);
  await page.getByLabel('Jazyk').selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Organizer sign-in');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Organizer sign-in');
  await page.getByLabel('Language').selectOption('de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmeldung für Veranstalter');
});
