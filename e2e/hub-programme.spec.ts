// The programme in the hub, as a festival's manager builds one concert's evening on a phone: a stage, a band of
// their own, the line-up with the band as headliner and an entry at 20:30 in Prague; the storefront's event page
// then shows the band and the entry. The page also checked at a desktop's width.
import { expect, test } from './fixtures';
import { expectAccessible } from './accessibility';
import { storeConsentChoice } from './consent-cookie';
import { urls } from './ports';
import { reviewScreenshot } from './review-screenshot';

// The demo world (apps/pass/src/db/seed/demo-ids.ts): the spring tour's Prague concert of the festival organizer.
const tourPrague = '20000000-0000-4000-8000-000000000006';
const storefrontPath = '/event/pod-lipami-production/jarni-turne-praha/cart';
const owner = { email: 'demo@vstupenky.example', password: 'demo-heslo-2027' };

test.beforeEach(async ({ context }) => {
  await storeConsentChoice(context, urls.hub);
  await storeConsentChoice(context, urls.tickets);
});

test('a manager adds a stage, an own band as headliner and an entry; the event page shows them', async ({
  page,
}) => {
  const band = `Lipový kvartet ${Date.now() % 100_000}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${urls.hub}/login`);
  await page.getByLabel('E-mail').fill(owner.email);
  await page.getByLabel('Heslo').fill(owner.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(`${urls.hub}/`);
  await page.goto(`${urls.hub}/events/${tourPrague}/tickets`);
  await page.getByRole('navigation', { name: 'Katalog akce' }).getByRole('link', { name: 'Program' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Program a line-up' })).toBeVisible();

  await page.getByRole('button', { name: 'Přidat scénu' }).click();
  const stageDialog = page.getByRole('dialog', { name: 'Nová scéna' });
  await stageDialog.getByRole('textbox', { name: /^Čeština/ }).fill('Malá scéna');
  await stageDialog.getByRole('textbox', { name: 'Angličtina' }).fill('Small stage');
  await stageDialog.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByTestId('stage').filter({ hasText: 'Malá scéna' })).toBeVisible();

  await page.getByRole('button', { name: 'Přidat umělce' }).click();
  const artistDialog = page.getByRole('dialog', { name: 'Nový umělec' });
  await artistDialog.getByRole('textbox', { name: /^Jméno/ }).fill(band);
  await artistDialog.getByRole('textbox', { name: /^Žánr/ }).fill('folk');
  await artistDialog.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByTestId('artist').filter({ hasText: band })).toBeVisible();

  await page
    .getByRole('combobox', { name: 'Přidat do line-upu' })
    .selectOption({ label: `${band} (Kapela)` });
  await page.getByRole('button', { name: 'Přidat', exact: true }).click();
  const lineUpRow = page.getByTestId('line-up-artist').filter({ hasText: band });
  await lineUpRow.getByRole('checkbox', { name: 'Hlavní hvězda' }).check();
  await expect(lineUpRow.getByRole('checkbox', { name: 'Hlavní hvězda' })).toBeChecked();

  await page.getByRole('button', { name: 'Přidat bod programu' }).click();
  const entryDialog = page.getByRole('dialog', { name: 'Nový bod programu' });
  await entryDialog.getByRole('combobox', { name: 'Scéna' }).selectOption({ label: 'Malá scéna' });
  await entryDialog.getByRole('textbox', { name: /^Čeština/ }).fill('Večerní koncert');
  await entryDialog.getByRole('textbox', { name: /^Začátek/ }).fill('2027-04-17T20:30');
  await entryDialog.getByRole('textbox', { name: /^Konec/ }).fill('2027-04-17T20:00');
  await entryDialog.getByRole('button', { name: 'Uložit' }).click();
  await expect(entryDialog.getByText('Konec: zadejte datum a čas po začátku.')).toBeVisible();
  await entryDialog.getByRole('textbox', { name: /^Konec/ }).fill('2027-04-17T22:00');
  await entryDialog.getByRole('checkbox', { name: band }).check();
  await entryDialog.getByRole('button', { name: 'Uložit' }).click();
  const entry = page.getByTestId('programme-entry').filter({ hasText: 'Večerní koncert' });
  await expect(entry).toContainText('20:30–22:00');
  await expect(entry).toContainText(band);

  await expectAccessible(page, 'programme page');
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await reviewScreenshot(page, 'test-results/hub-programme-phone.png', true);
  await page.setViewportSize({ width: 1280, height: 900 });
  await reviewScreenshot(page, 'test-results/hub-programme-desktop.png', true);

  // The change reaches the storefront's cached event page (the catalogue caches are told).
  await expect(async () => {
    await page.goto(`${urls.tickets}${storefrontPath}`);
    const lineup = page.getByRole('region', { name: 'Line-up' });
    await expect(lineup.getByTestId('lineup-band').filter({ hasText: band })).toContainText('Hlavní hvězda', {
      timeout: 1_000,
    });
    const programme = page.getByRole('region', { name: 'Program' });
    await expect(
      programme.getByTestId('programme-entry').filter({ hasText: 'Večerní koncert' }),
    ).toContainText('20:30', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
});
