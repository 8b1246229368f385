// The top-up desk on a phone: the owner sets the festival's first-top-up fee in the hub, opens the box office's
// top-up desk, reads a chip the service does not know yet (typed like a USB reader: the UID and Enter), loads
// 500 Kč for cash, and the chip is activated with the fee paid on top; then the same desk at 1280 px.
import { randomBytes } from 'node:crypto';
import { expectAccessible } from './accessibility';
import { storeConsentChoice } from './consent-cookie';
import { expect, test } from './fixtures';
import { urls } from './ports';
import { reviewScreenshot } from './review-screenshot';

const organizerId = '10000000-0000-4000-8000-000000000001';
const festivalId = '20000000-0000-4000-8000-000000000001';
const owner = { email: 'demo@vstupenky.example', password: 'demo-heslo-2027' };

test('the box office activates a new chip with a cash top-up and the first-top-up fee (phone)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await storeConsentChoice(page.context(), urls.hub);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${urls.hub}/login`);
  await page.getByLabel('E-mail').fill(owner.email);
  await page.getByLabel('Heslo').fill(owner.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(`${urls.hub}/`);

  // The desk rules, on the event's bars page.
  await page.goto(`${urls.hub}/events/${festivalId}/bars`);
  const rules = page.getByTestId('top-up-settings');
  await rules.getByLabel('Nejmenší dobití', { exact: true }).fill('100');
  await rules.getByLabel('Poplatek za první dobití', { exact: true }).fill('20');
  await rules.getByRole('button', { name: 'Uložit pravidla' }).click();
  await expect(rules.getByText('Uloženo.')).toBeVisible();

  // The desk, from the box office's list of events.
  await page.goto(`${urls.hub}/topup?organizer=${organizerId}`);
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Léto pod lipami' })
    .getByRole('link', { name: 'Otevřít dobíjení' })
    .click();
  await expect(page).toHaveURL(`${urls.hub}/topup/${festivalId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dobíjecí místo' })).toBeVisible();

  const chipUid = randomBytes(7).toString('hex').toUpperCase();
  const uidField = page.getByLabel('UID čipu', { exact: true });
  await uidField.fill(chipUid.toLowerCase());
  await uidField.press('Enter');
  const chip = page.getByTestId('desk-chip');
  await expect(chip.getByText('Nový čip: dobitím se aktivuje.')).toBeVisible();
  await expect(chip.getByText(/Poplatek za první dobití: 20/)).toBeVisible();
  // The cashier types on: the amount field has the focus once the chip is read.
  await expect(chip.getByLabel('Nabít kredit', { exact: true })).toBeFocused();
  await chip.getByLabel('Nabít kredit', { exact: true }).fill('500');
  await chip.getByRole('radio', { name: 'Hotově' }).check();
  await expect(chip.getByText(/K zaplacení: 520/)).toBeVisible();
  await expectAccessible(page, 'top-up desk');
  await chip.getByRole('button', { name: 'Dobít' }).click();

  const done = page.getByTestId('desk-done');
  await expect(done).toContainText(`na čip ${chipUid}`);
  await expect(done).toContainText('Čip byl aktivován.');
  await expect(done).toContainText(/Zaplaceno 520.*hotově|Zaplaceno 520.*Hotově/);
  // The fee is a service sold with VAT; the QR opens the desk's tax receipt with it.
  await expect(done).toContainText(/Poplatek obsahuje DPH 21 %: 3,47/);
  const receiptUrl = await done.getByRole('img', { name: 'QR kód dokladu' }).getAttribute('data-value');
  const receipt = await request.get(receiptUrl ?? '', { headers: { 'accept-language': 'cs' } });
  expect(receipt.status()).toBe(200);
  expect(await receipt.text()).toContain('Poplatek za první dobití čipu');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await reviewScreenshot(page, 'test-results/top-up-desk-390.png', true);

  // The service holds the chip with its credit (the fee is not credit).
  const login = await request.post(`${urls.pass}/pass/account/login`, { data: owner });
  const token = ((await login.json()) as { account: { token: string } }).account.token;
  const read = await request.get(`${urls.pass}/pass/desk/event/${festivalId}/chip/${chipUid}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(read.status()).toBe(200);
  expect(((await read.json()) as { chip: { balance: number; feeDue: number } }).chip).toMatchObject({
    balance: 50_000,
    feeDue: 0,
  });
  // The desk lists the top-up, and the next chip starts from an empty field.
  await expect(page.getByRole('listitem').filter({ hasText: chipUid })).toBeVisible();
  await done.getByRole('button', { name: 'Další čip' }).click();
  await expect(uidField).toHaveValue('');
  await expect(uidField).toBeFocused();
  // The same desk on a computer's screen: the last top-ups beside the chip.
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await reviewScreenshot(page, 'test-results/top-up-desk-1280.png', true);
});
