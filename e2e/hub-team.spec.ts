// The access model in the hub, as an owner uses it: invite a person, who accepts; change their role, remove them;
// the last owner stays. Then an API key shown once, and a till paired from a phone-sized browser.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { storeConsentChoice } from './consent-cookie';
import { urls } from './ports';
import { expectAccessible } from './accessibility';
import { openEmail, uniqueEmail } from './session-helpers';

// Several browsers, e-mails and axe runs per test; the default 30 s is tight on a busy 2-core machine.
test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ context }) => {
  await storeConsentChoice(context, urls.tickets);
  await storeConsentChoice(context, urls.hub);
});

// The demo world (apps/pass/src/db/seed/demo-ids.ts): the festival organizer, owned by the demo account.
const festival = { id: '10000000-0000-4000-8000-000000000001', name: 'Pod Lipami Production s.r.o.' };
const festivalEvent = 'Léto pod lipami 2027';
const owner = { email: 'demo@vstupenky.example', password: 'demo-heslo-2027' };

async function signIn(page: Page, email: string, password: string): Promise<void> {
  // The sign-in page may have come from a link or a redirect (not the fixture's goto, which waits for this):
  // typed into before hydration, the form would submit natively and lose what was typed.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Heslo').fill(password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
}

/** Signs the demo owner in and opens a section of the festival organizer from the overview's tabs. */
async function openAsOwner(page: Page, section: string): Promise<void> {
  await page.goto(`${urls.hub}/login`);
  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(`${urls.hub}/`);
  // The demo account may own more organizers (hub.spec.ts adds one); the address names the festival.
  await page.goto(`${urls.hub}/?organizer=${festival.id}`);
  await expect(page.getByTestId('organizer-name')).toHaveText(`${festival.name} · vlastník`);
  await page
    .getByRole('navigation', { name: 'Sekce pořadatele' })
    .getByRole('link', { name: section })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: section })).toBeVisible();
}

test('an owner invites a door person, who accepts; the owner changes the role and removes them', async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail('pozvany');
  const password = 'pozvany heslo 2027';

  await openAsOwner(page, 'Tým');
  await expect(page).toHaveURL(`${urls.hub}/team?organizer=${festival.id}`);
  const owners = page.getByTestId('team-member').filter({ hasText: owner.email });
  await expect(owners).toContainText('vy');
  await expectAccessible(page, 'team page');

  // Invite a door person for the festival only.
  const invite = page.getByRole('form', { name: 'Pozvat člověka' });
  await invite.getByLabel('E-mail').fill(email);
  await invite.getByLabel('Role').selectOption({ label: 'Vstup' });
  await invite.getByRole('checkbox', { name: new RegExp(festivalEvent) }).check();
  await expectAccessible(page, 'invite form with events');
  await invite.getByRole('button', { name: 'Poslat pozvánku' }).click();
  await expect(page.getByText(`Pozvánka odeslána na ${email}.`)).toBeVisible();
  const invitation = page.getByTestId('team-invitation').filter({ hasText: email });
  await expect(invitation).toContainText('Vstup');
  await expect(invitation).toContainText(festivalEvent);

  // Inviting the owner again is refused with a clear text.
  await invite.getByLabel('E-mail').fill(owner.email);
  await invite.getByRole('button', { name: 'Poslat pozvánku' }).click();
  await expect(invite.getByRole('alert')).toHaveText('Tato osoba už je členem týmu. Změňte jí raději roli.');

  // The invited person registers through the pass API and verifies the address from the e-mail.
  const registered = await request.post(`${urls.pass}/pass/account/account-register`, {
    data: { email, password },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const guestContext = await browser.newContext();
  await storeConsentChoice(guestContext, urls.tickets);
  await storeConsentChoice(guestContext, urls.hub);
  const guest = await guestContext.newPage();
  await openEmail(guest, email, 'Potvrďte svůj e-mail');
  await guest.getByRole('link', { name: /\/account\/verify-email\?token=/ }).click();
  await expect(guest.getByText(`E-mail ${email} je ověřený.`)).toBeVisible();

  // The invitation link: sign in first, then back on the invitation.
  await openEmail(guest, email, `Pozvánka do týmu ${festival.name}`);
  await guest.getByRole('link', { name: /\/invitation\?token=/ }).click();
  await expect(guest).toHaveURL(/\/login\?returnTo=%2Finvitation%3Ftoken%3D/);
  await signIn(guest, email, password);
  await expect(guest).toHaveURL(/\/invitation\?token=/);
  await expect(guest.getByTestId('invitation-offer')).toHaveText(
    `${festival.name} vás zve do svého týmu v roli Vstup`,
  );
  await expect(guest.getByText(email, { exact: true })).toBeVisible();
  await expectAccessible(guest, 'invitation page');
  await guest.getByRole('button', { name: 'Přijmout pozvánku' }).click();
  await expect(guest).toHaveURL(`${urls.hub}/?organizer=${festival.id}`);
  await expect(guest.getByTestId('organizer-name')).toHaveText(`${festival.name} · vstup`);
  await expect(guest.getByText('Vaše role nezahrnuje přehled prodejů.', { exact: false })).toBeVisible();
  // Door staff may not open the team page.
  await guest.goto(`${urls.hub}/team?organizer=${festival.id}`);
  await expect(
    guest.getByText(`Vaše role u pořadatele ${festival.name} (vstup) tuto stránku nezahrnuje.`),
  ).toBeVisible();

  // The owner sees the new member with the festival, and no invitation left.
  await page.reload();
  const member = page.getByTestId('team-member').filter({ hasText: email });
  await expect(member.getByTestId('member-role')).toHaveText('Vstup');
  await expect(member).toContainText(festivalEvent);
  await expect(page.getByTestId('team-invitation').filter({ hasText: email })).toHaveCount(0);

  // Change the role to accountant.
  await member.getByRole('button', { name: 'Změnit roli' }).click();
  const roleDialog = page.getByRole('dialog', { name: `Role uživatele ${email}` });
  await roleDialog.getByLabel('Role').selectOption({ label: 'Účetní' });
  await expectAccessible(page, 'role dialog');
  await roleDialog.getByRole('button', { name: 'Uložit roli' }).click();
  await expect(roleDialog).toBeHidden();
  await expect(page.getByText(`${email} má nyní roli Účetní.`)).toBeVisible();
  await expect(member.getByTestId('member-role')).toHaveText('Účetní');

  // The accountant now has the audit log, where the invitation and the role change are recorded.
  await guest.goto(`${urls.hub}/?organizer=${festival.id}`);
  await expect(guest.getByTestId('organizer-name')).toHaveText(`${festival.name} · účetní`);
  await guest.getByRole('link', { name: 'Auditní log' }).click();
  await expect(guest.getByRole('heading', { level: 1, name: 'Auditní log' })).toBeVisible();
  const entries = guest.getByTestId('audit-entry').filter({ hasText: email });
  await expect(entries.first()).toContainText('Změna role člena');
  await expect(entries.filter({ hasText: 'Přijetí pozvánky' })).toHaveCount(1);
  await expect(entries.filter({ hasText: 'Pozvání do týmu' })).toHaveCount(1);
  await expectAccessible(guest, 'audit log');

  // Remove them, with confirmation.
  await member.getByRole('button', { name: 'Odebrat' }).click();
  const confirm = page.getByRole('dialog', { name: `Odebrat ${email} z týmu?` });
  await expectAccessible(page, 'remove confirmation');
  await confirm.getByRole('button', { name: 'Odebrat z týmu' }).click();
  await expect(page.getByText(`${email} už není členem týmu.`)).toBeVisible();
  await expect(page.getByTestId('team-member').filter({ hasText: email })).toHaveCount(0);
  await guest.reload();
  await expect(guest.getByText('Váš účet zatím nepatří k žádnému pořadateli.')).toBeVisible();
  await guestContext.close();
});

test('the last owner cannot step down, and is not offered to remove themselves', async ({ page }) => {
  await openAsOwner(page, 'Tým');
  const owners = page.getByTestId('team-member').filter({ hasText: owner.email });
  // The refusal is explained in the dialog and nothing changes.
  await owners.getByRole('button', { name: 'Změnit roli' }).click();
  const ownDialog = page.getByRole('dialog', { name: `Role uživatele ${owner.email}` });
  await ownDialog.getByLabel('Role').selectOption({ label: 'Manažer' });
  await ownDialog.getByRole('button', { name: 'Uložit roli' }).click();
  await expect(ownDialog.getByRole('alert')).toHaveText(
    'Pořadatel musí mít alespoň jednoho vlastníka. Nejprve udělejte vlastníkem někoho jiného, pak tohoto změňte nebo odeberte.',
  );
  await expectAccessible(page, 'last owner refusal');
  await ownDialog.getByRole('button', { name: 'Zrušit' }).click();
  await expect(owners.getByTestId('member-role')).toHaveText('Vlastník');
  // Nobody offers to remove yourself.
  await expect(owners.getByRole('button', { name: 'Odebrat' })).toHaveCount(0);
});

test('an owner creates an API key shown once, and pairs a till from a phone with the code', async ({
  page,
  browser,
  request,
}) => {
  const keyName = `Export ${Date.now()}`;
  await openAsOwner(page, 'API klíče');

  const create = page.getByRole('form', { name: 'Vytvořit klíč' });
  await create.getByLabel('Název').fill(keyName);
  await create.getByLabel('Rozsah').selectOption({ label: 'Účetní' });
  await create.getByRole('button', { name: 'Vytvořit klíč' }).click();
  const secretDialog = page.getByRole('dialog', { name: `Klíč ${keyName} je připraven` });
  await expect(secretDialog.getByText('Zobrazujeme ho jen tentokrát', { exact: false })).toBeVisible();
  const secret = await secretDialog.getByLabel('API klíč').inputValue();
  expect(secret).toMatch(/^ok_[A-Za-z0-9_-]{43}$/);
  await expect(secretDialog.getByRole('button', { name: 'Kopírovat' })).toBeVisible();
  await expectAccessible(page, 'API key secret');
  await secretDialog.getByRole('button', { name: 'Klíč mám uložený' }).click();
  await expect(secretDialog).toBeHidden();

  // The key works with the accountant's permissions, and its secret is never shown again.
  const withKey = () =>
    request.get(`${urls.pass}/pass/hub/organizer/${festival.id}/events`, {
      headers: { authorization: `Bearer ${secret}` },
    });
  expect((await withKey()).status()).toBe(200);
  const key = page.getByTestId('api-key').filter({ hasText: keyName });
  await expect(key).toContainText('Aktivní');
  await expect(key).toContainText('Účetní');
  await page.reload();
  await expect(key).toBeVisible();
  expect(await page.content()).not.toContain(secret);

  await key.getByRole('button', { name: `Zneplatnit klíč ${keyName}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Zneplatnit klíč' }).click();
  await expect(key).toContainText('Zneplatněný');
  expect((await withKey()).status()).toBe(401);

  // A till for the festival, with an inventory number for its label.
  const deviceName = `Bar ${Date.now() % 100_000}`;
  await page
    .getByRole('navigation', { name: 'Sekce pořadatele' })
    .getByRole('link', { name: 'Zařízení' })
    .click();
  const add = page.getByRole('form', { name: 'Přidat zařízení' });
  const eventSelect = add.getByLabel('Akce');
  const festivalOption = eventSelect.locator('option', { hasText: festivalEvent });
  await eventSelect.selectOption((await festivalOption.getAttribute('value')) ?? '');
  await add.getByRole('radio', { name: 'Pokladna' }).check();
  await add.getByLabel('Název').fill(deviceName);
  await add.getByLabel('Inventární číslo').fill('INV-7');
  await add.getByRole('button', { name: 'Přidat a zobrazit párovací kód' }).click();

  const pairing = page.getByRole('dialog', { name: `Spárovat ${deviceName}` });
  const code = (await pairing.getByTestId('pairing-code').getAttribute('data-code')) ?? '';
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
  await expect(pairing.getByTestId('pairing-code')).toHaveText(code);
  await expect(
    pairing.getByRole('img', { name: 'QR kód, který otevře párovací stránku s tímto kódem' }),
  ).toBeVisible();
  const pairingUrl = (await pairing.getByTestId('pairing-qr').getAttribute('data-value')) ?? '';
  expect(pairingUrl).toBe(`${urls.hub}/device/pair?code=${code}`);
  await expect(pairing.getByRole('timer')).toContainText(/Kód vyprší za (10:00|9:\d\d)\./);
  await expectAccessible(page, 'pairing dialog');

  // The phone opens the QR code's address: the code is filled in.
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  await storeConsentChoice(phoneContext, urls.hub);
  const phone = await phoneContext.newPage();
  await phone.goto(pairingUrl);
  await expect(phone.getByLabel('Párovací kód')).toHaveValue(code);
  await expectAccessible(phone, 'device pairing page');
  await phone.getByRole('button', { name: 'Spárovat zařízení' }).click();
  await expect(phone.getByTestId('paired-as')).toHaveText(
    `Spárováno jako ${deviceName} — Pokladna na akci ${festivalEvent}`,
  );
  await expect(phone.getByTestId('device-check')).toContainText('Spojení ověřeno');
  await expect(phone).toHaveURL(`${urls.hub}/device/pair`);
  const stored = await phone.evaluate(() => window.localStorage.getItem('hub.deviceCredential.v1'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ name: deviceName, kind: 'till' });
  expect(JSON.parse(stored ?? '{}').token).toMatch(/^dv_/);
  await expectAccessible(phone, 'paired device');

  // A used code does not pair twice.
  await phone.getByRole('button', { name: 'Spárovat jiným kódem' }).click();
  await phone.getByLabel('Párovací kód').fill('abc');
  await phone.getByRole('button', { name: 'Spárovat zařízení' }).click();
  await expect(phone.getByText('Zadejte osmiznakový kód zobrazený v hubu.')).toBeVisible();
  await phone.getByLabel('Párovací kód').fill(code);
  await phone.getByRole('button', { name: 'Spárovat zařízení' }).click();
  await expect(phone.getByRole('alert').filter({ hasText: 'Kód neznáme' })).toHaveText(
    'Kód neznáme, už byl použit nebo vypršel. Zobrazte v hubu nový párovací kód a zkuste to znovu.',
  );

  // The hub notices the pairing while its dialog is open.
  await expect(pairing.getByText(`${deviceName} je spárováno a připraveno.`)).toBeVisible({
    timeout: 15_000,
  });
  await pairing.getByRole('button', { name: 'Hotovo' }).click();
  const device = page.getByTestId('device').filter({ hasText: deviceName });
  await expect(device.getByTestId('device-status')).toHaveText('Spárováno');
  await expect(device.getByRole('link', { name: 'Tisk štítku' })).toHaveAttribute(
    'href',
    /^NFCtronLabel:label=device;/,
  );

  // Revoked: the phone is told on its next check.
  await device.getByRole('button', { name: 'Zneplatnit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Zneplatnit zařízení' }).click();
  await expect(device.getByTestId('device-status')).toHaveText('Zneplatněno');
  await phone.reload();
  await expect(phone.getByText('Pass toto zařízení už nepřijímá.', { exact: false })).toBeVisible();
  await phoneContext.close();
});

test('the team page speaks Czech, Slovak, English and German', async ({ page, context }) => {
  await openAsOwner(page, 'Tým');
  const expected = [
    { language: 'sk', title: 'Tím', invite: 'Poslať pozvánku', role: 'Vlastník' },
    { language: 'en', title: 'Team', invite: 'Send invitation', role: 'Owner' },
    { language: 'de', title: 'Team', invite: 'Einladung senden', role: 'Inhaber' },
    { language: 'cs', title: 'Tým', invite: 'Poslat pozvánku', role: 'Vlastník' },
  ];
  for (const { language, title, invite, role } of expected) {
    await context.addCookies([{ name: 'hub_language', value: language, url: urls.hub }]);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('button', { name: invite })).toBeVisible();
    await expect(
      page.getByTestId('team-member').filter({ hasText: owner.email }).getByTestId('member-role'),
    ).toHaveText(role);
  }
});
