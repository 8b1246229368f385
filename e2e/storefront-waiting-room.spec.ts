// The waiting room on a phone (issue #20): with the room on, a hold straight through the API is refused; a visitor
// opening the cart is sent to the queue page, sees the place in line, is admitted at the configured rate and lands
// in the cart with fromQueue=true, where the hold goes through. Its own new event, so no other spec's sale queues.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './accessibility';
import { createEventOnSale, demoOwner as owner, festival } from './event-on-sale';
import { storeConsentChoice } from './consent-cookie';
import { urls } from './ports';
import { reviewScreenshot } from './review-screenshot';

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ context }) => {
  await storeConsentChoice(context, urls.tickets);
  await storeConsentChoice(context, urls.hub);
});

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a queued visitor is admitted, lands in the cart with fromQueue=true and holds a ticket', async ({
  page,
  request,
}) => {
  const { auth, slug, eventId, ticketTypeId } = await createEventOnSale(request, 'Koncert s frontou');
  // The organiser turns the room on in the hub, on a phone.
  await page.goto(`${urls.hub}/login`);
  await page.getByLabel('E-mail').fill(owner.email);
  await page.getByLabel('Heslo').fill(owner.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(`${urls.hub}/`);
  await page.goto(`${urls.hub}/events/${eventId}?organizer=${festival.id}`);
  const card = page.getByTestId('waiting-room-panel');
  await card.getByRole('checkbox', { name: 'Čekárna zapnutá' }).check();
  await card.getByLabel('Začátek prodeje (váš čas)', { exact: true }).fill('2030-07-01T10:00');
  await card.getByLabel('Vpuštěno návštěvníků za minutu', { exact: true }).fill('6');
  await card.getByLabel('Nejvýše nakupujících najednou', { exact: true }).fill('50');
  await card.getByRole('button', { name: 'Uložit čekárnu' }).click();
  await expect(card.getByText('Čekárna je uložená.')).toBeVisible();
  await expectAccessible(page, 'the event page with the waiting room card on a phone');
  const saved = await request.get(`${urls.pass}/pass/hub/event/${eventId}/waiting-room`, { headers: auth });
  expect((await saved.json()).waitingRoom).toMatchObject({
    active: true,
    admitPerMinute: 6,
    maxShoppers: 50,
  });

  // The opening moved to a second ago over the API (the hub's field has minutes). Six a minute: one at the
  // opening, then one every ten seconds.
  const room = await request.post(`${urls.pass}/pass/hub/event/${eventId}/waiting-room-update`, {
    headers: auth,
    data: {
      active: true,
      opensAt: new Date(Date.now() - 1000).toISOString(),
      admitPerMinute: 6,
      maxShoppers: 50,
    },
  });
  expect(room.status(), await room.text()).toBe(200);

  // Calling the API directly skips nothing.
  const direct = await request.post(`${urls.pass}/pass/reservation`, {
    data: { eventId, tickets: [{ ticketTypeId, quantity: 1 }] },
  });
  expect(direct.status()).toBe(403);
  expect((await direct.json()).errorText).toBe('ERROR_ADMISSION_REQUIRED');
  // Someone else took the opening's admission: the phone's visitor waits for the next.
  const first = await request.post(`${urls.pass}/pass/waiting-room/${eventId}/visit`, {
    data: { browserId: randomUUID() },
  });
  expect((await first.json()).visit.state).toBe('admitted');

  await page.goto(`${urls.tickets}/event/${festival.slug}/${slug}/cart`);
  await expect(page).toHaveURL(new RegExp(`/event/${festival.slug}/${slug}/queue$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Čekárna: Koncert s frontou' })).toBeVisible();
  await expect(page.getByTestId('queue-position')).toHaveText('Vaše pořadí: 1');
  await expect(page.getByText(/Odhadovaná doba čekání/)).toBeVisible();
  await expectAccessible(page, 'the queue page on a phone');
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  await reviewScreenshot(page, 'test-results/waiting-room-queue-phone.png', true);

  await expect(page).toHaveURL(new RegExp(`/event/${festival.slug}/${slug}/cart\\?fromQueue=true$`), {
    timeout: 30_000,
  });
  await expect(page.getByText(/Jste na řadě\. Vyberte vstupenky do/)).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Přidat Stání', exact: true }).tap();
  // A short cart: the summary's own button is in view (the sticky bar only stands in for it when it is not).
  await page.getByRole('button', { name: 'Pokračovat k údajům', exact: true }).tap();
  await expect(page.getByTestId('checkout-heading')).toBeFocused();
  await expect(page.getByTestId('cart-summary')).toContainText('1× Stání');
});

test('three browsers that arrive before the opening are admitted one by one at the configured rate, with their places shown', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const { auth, slug, eventId, ticketTypeId } = await createEventOnSale(request, 'Otevření s frontou');
  // Six a minute: one at the opening, then one every 10 s, slow enough to read each page's place between
  // admissions (the queue page polls every 5 s). The opening is set far ahead until the three browsers have
  // arrived, then moved to just after that, as an organiser may do: a fixed lead time had to cover a slow machine's
  // page loads and was otherwise waited out (45 s of every run).
  const setOpening = async (opensAt: number) => {
    const room = await request.post(`${urls.pass}/pass/hub/event/${eventId}/waiting-room-update`, {
      headers: auth,
      data: {
        active: true,
        opensAt: new Date(opensAt).toISOString(),
        admitPerMinute: 6,
        maxShoppers: 50,
      },
    });
    expect(room.status(), await room.text()).toBe(200);
  };
  await setOpening(Date.now() + 3_600_000);

  // A hold without an admission token is refused, before the opening and after it alike.
  const direct = await request.post(`${urls.pass}/pass/reservation`, {
    data: { eventId, tickets: [{ ticketTypeId, quantity: 1 }] },
  });
  expect(direct.status()).toBe(403);
  expect((await direct.json()).errorText).toBe('ERROR_ADMISSION_REQUIRED');

  const cart = `${urls.tickets}/event/${festival.slug}/${slug}/cart`;
  const pages: Page[] = [];
  for (let index = 0; index < 3; index += 1) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      timezoneId: 'America/New_York',
    });
    await storeConsentChoice(context, urls.tickets);
    const page = await context.newPage();
    await page.goto(cart);
    await expect(page).toHaveURL(new RegExp(`/event/${festival.slug}/${slug}/queue$`));
    // Before the opening nobody has a place yet: the order is drawn at the opening.
    await expect(page.getByText(/^Prodej začne /)).toBeVisible();
    await expect(page.getByTestId('queue-position')).toHaveCount(0);
    pages.push(page);
  }
  const opensAt = Date.now() + 2_000;
  await setOpening(opensAt);

  // Each browser's admission: when its queue page moved on to the cart, and the places it showed until then.
  const seen = pages.map(() => new Set<string>());
  const admittedAt = pages.map(() => 0);
  const watchPlaces = setInterval(() => {
    pages.forEach((page, index) => {
      void page
        .getByTestId('queue-position')
        .textContent({ timeout: 500 })
        .then((text) => text && seen[index]?.add(text))
        .catch(() => undefined);
    });
  }, 500);
  try {
    await Promise.all(
      pages.map(async (page, index) => {
        await page.waitForURL(/\/cart\?fromQueue=true$/, { timeout: 150_000 });
        admittedAt[index] = Date.now();
      }),
    );
  } finally {
    clearInterval(watchPlaces);
  }

  const order = [0, 1, 2].sort((a, b) => admittedAt[a]! - admittedAt[b]!);
  order.forEach((which, rank) => {
    const at = admittedAt[which]! - opensAt;
    // Never earlier than the rate allows (a second for the clocks), and within a poll and a slow page after it.
    expect(at, `admission ${rank + 1} after the opening`).toBeGreaterThanOrEqual(rank * 10_000 - 1_000);
    expect(at, `admission ${rank + 1} after the opening`).toBeLessThan(rank * 10_000 + 15_000);
  });
  // The second waited as number 1; the third as number 2, then 1.
  expect([...seen[order[1]!]!]).toEqual(['Vaše pořadí: 1']);
  expect([...seen[order[2]!]!]).toEqual(['Vaše pořadí: 2', 'Vaše pořadí: 1']);
  for (const page of pages) {
    await expect(page.getByText(/Jste na řadě\. Vyberte vstupenky do/)).toBeVisible();
    await page.context().close();
  }
});
