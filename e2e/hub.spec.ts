// Organiser hub in Chromium: register an organizer, see it on the overview, sign out, sign in again.
import { expect, test } from './fixtures';
import { storeConsentChoice } from './consent-cookie';
import { urls } from './ports';
import { expectAccessible } from './accessibility';
import { payOnDemoGateway, placeOrder, uniqueEmail } from './session-helpers';

// Whole journeys with several page loads and axe runs; the default 30 s is tight on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

// A stored consent choice keeps the cookie banner (tested in consent.spec.ts) from fading in over the pages here.
test.beforeEach(async ({ context }) => {
  await storeConsentChoice(context, urls.tickets);
  await storeConsentChoice(context, urls.hub);
});

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

test('the demo organizer sees tickets sold and revenue per event, and switches between its organizers', async ({
  page,
  request,
}) => {
  // A paid order for the demo festival, so its row has sales to show.
  const order = await placeOrder(request, uniqueEmail('divak'));
  await payOnDemoGateway(page, order.paymentPage);

  await page.goto(`${urls.hub}/login`);
  // The demo account of the seed (docs/api.md): owner of the festival organizer.
  await page.getByLabel('E-mail').fill('demo@vstupenky.example');
  await page.getByLabel('Heslo').fill('demo-heslo-2027');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(`${urls.hub}/`);

  const festival = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Léto pod lipami 2027' }) });
  await expect(festival).toBeVisible();
  const sold = Number(await festival.getByRole('cell').nth(2).textContent());
  expect(sold).toBeGreaterThanOrEqual(1);
  await expect(festival.getByRole('cell').nth(3)).toContainText('Kč');
  // The start in the festival's own zone (Prague), whatever zone the hub's server and the browser run in.
  const detail = await (
    await request.get(`${urls.pass}/pass/v2/event/pod-lipami-production/leto-pod-lipami-2027`)
  ).json();
  const prague = new Intl.DateTimeFormat('cs', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Prague',
  });
  await expect(festival.getByRole('cell').nth(0)).toHaveText(prague.format(new Date(detail.event.startsAt)));
  await expect(page.getByTestId('total-revenue')).toContainText('Kč');
  // Prepaid chip credit is shown apart from revenue.
  await expect(page.getByTestId('total-chip-credit')).toBeVisible();
  await expectAccessible(page);

  // A second organizer for the same account: the overview gains a switcher.
  const second = `Druhý pořadatel ${Date.now()}`;
  await page.goto(`${urls.hub}/register`);
  await expect(
    page.getByText('Jste přihlášeni jako demo@vstupenky.example; vytvoříme jen pořadatele.'),
  ).toBeVisible();
  await page.getByLabel('Název pořadatele').fill(second);
  await page.getByRole('button', { name: 'Vytvořit pořadatele' }).click();
  await expect(page).toHaveURL(`${urls.hub}/`);
  const switcher = page.getByLabel('Pořadatel', { exact: true });
  await expect(switcher.locator('option')).toHaveCount(2);
  await switcher.selectOption({ label: second });
  await expect(page.getByTestId('organizer-name')).toHaveText(`${second} · vlastník`);
  await expect(page.getByText('Zatím tu nejsou žádné akce.')).toBeVisible();
  await switcher.selectOption({
    index: (await switcher.locator('option').allTextContents()).findIndex((text) => text !== second),
  });
  await expect(festival).toBeVisible();
});
