// The pass service's interactive API documentation, as a developer opens it in a browser.
import { expect, test } from './fixtures';
import { urls } from './ports';

const pass = urls.pass;

test('the API docs list the catalogue endpoints, generated from the contract', async ({ page, request }) => {
  const document = await (await request.get(`${pass}/docs/openapi.json`)).json();
  const paths = Object.keys(document.paths as Record<string, unknown>);
  expect(paths).toContain('/pass/organizer/organizers-all');
  expect(paths).toContain('/pass/v2/event/{organizerSlug}/{eventSlug}');

  await page.goto(`${pass}/docs`);
  // Swagger UI parses the whole contract before it renders anything: slow on a busy machine.
  await expect(page.getByText('Pass API').first()).toBeVisible({ timeout: 30_000 });
  // Families open collapsed (a contract of ~150 operations renders slowly when expanded): open one as a person would.
  await page.getByRole('link', { name: 'organizer', exact: true }).click();
  await expect(page.getByText('/pass/organizer/organizers-all')).toBeVisible();
});

test('the pass service serves the demo world from its embedded database', async ({ request }) => {
  const health = await (await request.get(`${pass}/health`)).json();
  expect(health).toMatchObject({ errorText: 'OK', status: 'ok', database: 'pglite' });
  const organizers = await (await request.get(`${pass}/pass/organizer/organizers-all`)).json();
  expect(organizers.organizers.length).toBeGreaterThanOrEqual(4);
});
