// The staff debugger on a production-stage hub: shift+D opens it for an allowed account and does nothing for others.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import cs from '../packages/i18n/src/locales/cs/privacy.json';
import { storeConsentChoice } from './consent-cookie';
import { ports, urls } from './ports';
import { uniqueEmail } from './session-helpers';

// Whole journeys with several page loads and axe runs; the default 30 s is tight on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

// A stored consent choice keeps the cookie banner (tested in consent.spec.ts) from fading in over the pages here.
test.beforeEach(async ({ context }) => {
  await storeConsentChoice(context, urls.tickets);
  await storeConsentChoice(context, urls.hub);
});

// The demo account of the seed (apps/pass/src/db/seed/demo-ids.ts, docs/api.md).
const demo = {
  id: '90000000-0000-4000-8000-000000000501',
  email: 'demo@vstupenky.example',
  password: 'demo-heslo-2027',
};
// A second hub build started by this spec with production settings; 5001+offset is outside every app's range.
const productionHubPort = ports.hub + 2000;
const productionHub = `http://127.0.0.1:${productionHubPort}`;

let hub: ChildProcess | undefined;

test.beforeAll(async () => {
  hub = spawn('npm', ['run', 'start', '--silent'], {
    cwd: 'apps/hub',
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(productionHubPort),
      APP_STAGE: 'production',
      DEBUG_ACCOUNT_IDS: demo.id,
      SESSION_SECRET: 'e2e-production-hub-session-secret-0123456789',
      PASS_API_URL: urls.pass,
      PUBLIC_TICKETS_URL: urls.tickets,
    },
  });
  await expect(async () => {
    expect((await fetch(`${productionHub}/login`)).status).toBe(200);
  }).toPass({ timeout: 60_000 });
});

test.afterAll(() => {
  // The npm script starts next as a child; the whole process group goes.
  if (hub?.pid) process.kill(-hub.pid, 'SIGTERM');
});

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${productionHub}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Heslo').fill(password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(`${productionHub}/`);
  await expect(page.getByTestId('signed-in-as')).toHaveText(`Přihlášen jako ${email}`);
}

test('shift+D opens the debugger for an allowed account in production and does nothing for another', async ({
  page,
  request,
}) => {
  const debuggerModal = page.getByRole('dialog', { name: cs['modal/DebuggerModal'].title });

  // Signed out: nobody is allowed in production.
  await page.goto(`${productionHub}/login`);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Shift+D');
  await expect(debuggerModal).toBeHidden();

  // The session cookies are Secure on a production stage.
  await signIn(page, demo.email, demo.password);
  const sessionCookie = (await page.context().cookies(productionHub)).find(
    (cookie) => cookie.name === 'hub_session',
  );
  expect(sessionCookie).toMatchObject({ secure: true, httpOnly: true });
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Shift+D');
  await expect(debuggerModal).toBeVisible();
  await page.keyboard.press('Shift+D');
  await expect(debuggerModal).toBeHidden();

  await page.getByRole('button', { name: 'Odhlásit se' }).click();
  await expect(page).toHaveURL(`${productionHub}/login`);

  const other = { email: uniqueEmail('bez-ladeni'), password: 'jine heslo 2027' };
  const registered = await request.post(`${urls.pass}/pass/account/account-register`, { data: other });
  expect(registered.status()).toBe(200);
  await signIn(page, other.email, other.password);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Shift+D');
  // Give the hotkey handler its chance before asserting that nothing opened.
  await page.waitForTimeout(500);
  await expect(debuggerModal).toBeHidden();
});
