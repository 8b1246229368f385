// Coupons in the hub, as an owner uses them on a phone: single-ticket coupons generated in bulk, downloaded as
// CSV, one switched off; the form's rules checked in the browser first.
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { storeConsentChoice } from './consent-cookie';
import { urls } from './ports';
import { expectAccessible } from './accessibility';
import { signInToHub } from './session-helpers';

// The demo world (apps/pass/src/db/seed): the Ostrava stop of the festival organizer's tour.
const ostrava = { id: '20000000-0000-4000-8000-000000000008' };
const owner = { email: 'demo@vstupenky.example', password: 'demo-heslo-2027' };

test('an owner generates coupons on a phone, downloads them and switches one off', async ({
  page,
  context,
}) => {
  await storeConsentChoice(context, urls.hub);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToHub(page, owner);
  await page.goto(`${urls.hub}/events/${ostrava.id}/codes`);
  const coupons = page.getByTestId('coupons');
  await expect(coupons.getByRole('heading', { name: 'Kupóny a superkupóny' })).toBeVisible();

  const prefix = `K${Date.now() % 100000}`;
  await coupons.getByRole('button', { name: 'Vygenerovat hromadně' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hromadné kupóny' });
  await dialog.getByRole('textbox', { name: 'Počet kódů' }).fill('3');
  await dialog.getByRole('textbox', { name: 'Předpona' }).fill(prefix);
  await dialog.getByRole('textbox', { name: 'Název', exact: true }).fill('Volná vstupenka');
  await dialog.getByRole('textbox', { name: 'Vstupenek na akci' }).fill('2');
  await dialog.getByRole('button', { name: 'Vygenerovat kupóny' }).click();
  // The contract's rules, in the browser: no ticket type chosen, more per event than in total.
  await expect(
    dialog.getByText('Typy vstupenek: vyberte alespoň jeden typ vstupenky této akce.'),
  ).toBeVisible();
  await expect(
    dialog.getByText('Vstupenek na akci: celé číslo od 1, ne víc než vstupenek celkem.'),
  ).toBeVisible();
  await expectAccessible(page, 'the coupon dialog with errors');
  await dialog.getByRole('textbox', { name: 'Vstupenek na akci' }).fill('1');
  await dialog.getByRole('checkbox').first().check();
  await dialog.getByRole('button', { name: 'Vygenerovat kupóny' }).click();
  await expect(dialog).toBeHidden();
  await expect(coupons.getByText('Vytvořeno kódů: 3', { exact: false })).toBeVisible();
  const made = coupons.getByTestId('coupon').filter({ hasText: `${prefix}-` });
  await expect(made).toHaveCount(3);
  await expect(made.first()).toContainText('1 vstupenka');
  await expect(made.first()).toContainText('uplatněno 0 / 1 v 0 objednávkách');

  const downloading = page.waitForEvent('download');
  await coupons.getByRole('button', { name: 'Stáhnout nové jako CSV' }).click();
  const csv = await readFile((await (await downloading).path()) ?? '', 'utf8');
  expect(csv.trim().split(/\r?\n/)).toHaveLength(4);
  expect(csv).toContain(`${prefix}-`);

  const first = made.first();
  const code = (await first.locator('code').textContent()) ?? '';
  await first.getByRole('button', { name: `Vypnout kód ${code}` }).click();
  await expect(page.getByText(`Kupón ${code} je vypnutý; už nic neuplatní.`)).toBeVisible();
  await expect(coupons.getByTestId('coupon').filter({ hasText: code })).toContainText('Vypnutý');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page, 'the codes page with coupons');
});

// The tour the Ostrava stop belongs to, and its first stop, whose standing ticket the tour coupon is for.
const tourName = 'Mňága a Žďorp – Jarní turné 2027';
const brno = { id: '20000000-0000-4000-8000-000000000007' };

test('an owner adds a coupon for the whole tour on one stop, and every stop lists it', async ({
  page,
  context,
}) => {
  await storeConsentChoice(context, urls.hub);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToHub(page, owner);
  await page.goto(`${urls.hub}/events/${ostrava.id}/codes`);
  const tour = page.getByTestId('tour-coupons');
  await expect(tour.getByRole('heading', { name: `Kupóny pro celé turné ${tourName}` })).toBeVisible();

  const code = `TURNE-${Date.now() % 100000}`;
  await tour.getByRole('button', { name: 'Přidat kupón pro turné' }).click();
  const dialog = page.getByRole('dialog', { name: `Nový kupón pro turné ${tourName}` });
  await dialog.getByRole('textbox', { name: /^Kód/ }).fill(code);
  await dialog.getByRole('textbox', { name: 'Název', exact: true }).fill('Partner turné');
  await dialog.getByRole('button', { name: 'Přidat kupón' }).click();
  await expect(
    dialog.getByText('Typy vstupenek: vyberte alespoň jeden typ vstupenky některé akce turné.'),
  ).toBeVisible();
  // Each stop's ticket types, named with their event.
  await dialog.getByRole('checkbox', { name: /Praha: Stání$/ }).check();
  await dialog.getByRole('checkbox', { name: /Ostrava: Stání$/ }).check();
  await dialog.getByRole('button', { name: 'Přidat kupón' }).click();
  await expect(dialog).toBeHidden();
  const made = tour.getByTestId('coupon').filter({ hasText: code });
  await expect(made).toContainText('Praha: Stání');
  // The event's own coupon list does not show it.
  await expect(page.getByTestId('coupons').getByTestId('coupon').filter({ hasText: code })).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page, 'the codes page with tour coupons');

  await page.goto(`${urls.hub}/events/${brno.id}/codes`);
  await expect(
    page.getByTestId('tour-coupons').getByTestId('coupon').filter({ hasText: code }),
  ).toBeVisible();
});
