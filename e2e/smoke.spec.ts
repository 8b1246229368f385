// Smoke tests: each built app answers in a real Chromium, the way a visitor or organiser would reach it.
import { expect, test } from './fixtures';
import { urls } from './ports';

test('storefront home page shows its heading in Czech', async ({ page }) => {
  await page.goto(`${urls.tickets}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vstupenky');
});

test('organiser hub sends a signed-out visitor from its home page to sign-in', async ({ page }) => {
  await page.goto(`${urls.hub}/`);
  await expect(page).toHaveURL(`${urls.hub}/login`);
  await expect(page.getByRole('link', { name: 'Hub pro pořadatele' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Přihlášení pořadatele');
});

test('pass service reports healthy', async ({ request }) => {
  const response = await request.get(`${urls.pass}/health`);
  expect(response.ok()).toBe(true);
  expect(await response.json()).toMatchObject({ errorText: 'OK', status: 'ok' });
});
