// Cart rules in the browser: seat picking on a seated event, sold-out types that cannot be added, 404s.
import { expect, test } from './fixtures';
import { storeConsentChoice } from './consent-cookie';
import { urls } from './ports';
import { expectAccessible } from './accessibility';

// The cookie banner would cover the bottom of the page; its own behaviour is tested in consent.spec.ts.
test.beforeEach(async ({ context }) => {
  await storeConsentChoice(context, urls.tickets);
});

test('a visitor picks two seats on the seat map of a seated event and holds them', async ({
  page,
  request,
}) => {
  await page.goto(`${urls.tickets}/event/divadlo-na-nabrezi/romeo-a-julie/cart`);
  await expect(page.getByRole('heading', { level: 1, name: 'Romeo a Julie' })).toBeVisible();
  const seat5 = page.getByRole('button', { name: /^Přízemí, řada C, místo 5,/ });
  const seat6 = page.getByRole('button', { name: /^Přízemí, řada C, místo 6,/ });
  await seat5.click();
  await seat6.click();
  await expect(seat5).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('cart-summary')).toContainText('2×');
  await expectAccessible(page, 'the seat map');

  await seat6.click();
  await expect(seat6).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('cart-summary')).toContainText('1×');

  await page.getByRole('button', { name: 'Pokračovat k údajům' }).click();
  await expect(page.getByTestId('hold-timer')).toBeVisible();
  // The seat is now held for this visitor: the live seat states of the pass service say so.
  const sectors = await (
    await request.get(`${urls.pass}/pass/event/20000000-0000-4000-8000-000000000002/sector`)
  ).json();
  const states = await Promise.all(
    sectors.sectors.map(async (sector: { sectorId: string }) =>
      (await request.get(`${urls.pass}/pass/reservation/reservation/sector/${sector.sectorId}/seat`)).json(),
    ),
  );
  const held = states
    .flatMap((answer: { seats: { state: string }[] }) => answer.seats)
    .filter((seat) => seat.state === 'held');
  expect(held.length).toBeGreaterThanOrEqual(1);
});

test('a sold-out ticket type cannot be added to the cart', async ({ page }) => {
  await page.goto(`${urls.tickets}/event/sk-slavoj-olomouc/slavoj-vs-sparta/cart`);
  const soldOut = page.getByTestId('ticket-type').filter({ hasText: 'Hlavní tribuna – sezení' });
  await expect(soldOut).toContainText('Vyprodáno');
  await expect(page.getByRole('button', { name: 'Přidat Hlavní tribuna – sezení' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Přidat Stání za brankou' })).toBeEnabled();
  await expect(page.getByTestId('cart-summary')).toHaveCount(0);
  await expectAccessible(page, 'a cart with a sold-out type');
});

test('unknown pages and events answer 404 with the storefront not-found page', async ({ page }) => {
  const response = await page.goto(`${urls.tickets}/event/nikdo/nic/cart`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stránka nenalezena');
  const english = await page.goto(`${urls.tickets}/en/no-such-page`);
  expect(english?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expectAccessible(page, 'the not-found page');
});

test('access codes unlock hidden ticket types, from the link and from the form', async ({ page }) => {
  const cart = `${urls.tickets}/event/pod-lipami-production/leto-pod-lipami-2027/cart`;
  const hidden = page.getByRole('button', { name: 'Přidat Vstupenka pro přátele festivalu' });

  await page.goto(cart);
  await expect(page.getByRole('heading', { level: 1, name: 'Léto pod lipami 2027' })).toBeVisible();
  await expect(hidden).toHaveCount(0);
  await page.getByLabel('Přístupový kód').fill('nic-takoveho');
  await page.getByRole('button', { name: 'Použít' }).first().click();
  await expect(page.getByText('Kód NIC-TAKOVEHO neplatí.')).toBeVisible();
  await page.getByLabel('Přístupový kód').fill('pratele2027');
  await page.getByRole('button', { name: 'Použít' }).first().click();
  await expect(page.getByText('Kód PRATELE2027 platí.')).toBeVisible();
  await expect(hidden).toBeEnabled();

  await page.goto(`${cart}?codes=PRATELE2027`);
  await hidden.click();
  await expect(page.getByTestId('cart-summary')).toContainText('1× Vstupenka pro přátele festivalu');
  await expectAccessible(page, 'a cart with an access code');
});

test('a cart page older than its stale time shows the availability of now, read and checked off the page', async ({
  page,
  request,
}) => {
  const eventId = '20000000-0000-4000-8000-000000000003';
  const cart = `${urls.tickets}/event/vinarstvi-u-kaplicky/svatomartinska-degustace/cart`;
  const goose = 'Degustace se svatomartinskou husou';
  type Types = { ticketTypes: { ticketTypeId: string; namePub: string; available: number }[] };
  const gooseOf = (answer: Types) => answer.ticketTypes.find((type) => type.namePub === goose);
  const typesUrl = `${urls.pass}/pass/v2/event/id/${eventId}/ticket-type`;
  // The cart page is cached with the count of now; then someone holds two, and the cached copy still says so.
  await request.get(cart);
  const before = gooseOf((await (await request.get(typesUrl)).json()) as Types);
  expect(before?.available).toBeGreaterThan(2);
  const hold = await request.post(`${urls.pass}/pass/reservation`, {
    data: { eventId, tickets: [{ ticketTypeId: before?.ticketTypeId, quantity: 2 }] },
  });
  expect(hold.status(), await hold.text()).toBe(200);
  // The pass keeps public catalogue answers a few seconds (CATALOGUE_CACHE_SECONDS): wait until it tells the hold.
  await expect
    .poll(async () => gooseOf((await (await request.get(typesUrl)).json()) as Types)?.available, {
      timeout: 10_000,
    })
    .toBe((before?.available ?? 0) - 2);

  // A minute on, the page's copy is older than the stale time: the cart asks its worker for the counts of now.
  await page.clock.setSystemTime(Date.now() + 60_000);
  const live = page.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith(`${eventId}/ticket-type`),
  );
  await page.goto(cart);
  const now = gooseOf((await (await live).json()) as Types);
  expect(now?.available).toBeLessThanOrEqual((before?.available ?? 0) - 2);
  await expect(page.getByTestId('ticket-type').filter({ hasText: goose })).toContainText(
    new RegExp(`Zbýv\\S* ${now?.available} kus`),
  );
});

test('a cart whose availability worker cannot start reads the availability on the page instead', async ({
  page,
}) => {
  // The worker's script never arrives (a blocked or failed download): its calls go to the client on the page.
  await page.context().route('**/_next/static/chunks/turbopack-worker-*', (route) => route.abort());
  await page.clock.setSystemTime(Date.now() + 60_000);
  const live = page.waitForResponse((response) => /\/ticket-type$/.test(new URL(response.url()).pathname));
  await page.goto(`${urls.tickets}/event/pod-lipami-production/leto-pod-lipami-2027/cart`);
  expect((await live).ok()).toBe(true);
  await expect(page.getByRole('button', { name: 'Přidat Jednodenní vstupenka – pátek' })).toBeEnabled();
});

test('the cached cart page carries its ticket types, and nothing moves when the live availability or the font comes', async ({
  page,
  request,
}) => {
  const cart = `${urls.tickets}/event/pod-lipami-production/leto-pod-lipami-2027/cart`;
  // What the cached HTML itself holds, before any script: the types with their prices.
  const html = await (await request.get(cart)).text();
  expect(html).toContain('Jednodenní vstupenka – pátek');
  expect(html).toMatch(/790,00\s*Kč/);
  expect(html.match(/data-testid="ticket-type"/g)?.length ?? 0).toBeGreaterThanOrEqual(7);

  // A browser clock a minute ahead makes the page's copy older than the cart's stale time, so the cart fetches
  // the availability at once, as it does on a page that has not been rendered again for a while.
  await page.clock.setSystemTime(Date.now() + 60_000);
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // A first visit: Poppins arrives after the first paint, and the fallback face with its metrics keeps the swap
  // from moving the hero (0.07 without it).
  await page.setViewportSize({ width: 390, height: 844 });
  const live = page.waitForResponse((response) => /\/ticket-type$/.test(new URL(response.url()).pathname));
  await page.goto(cart);
  await live;
  await expect(page.getByRole('button', { name: 'Přidat Jednodenní vstupenka – pátek' })).toBeEnabled();
  // Two frames after the answer, whatever it changed has been laid out.
  const shifted = await page.evaluate(
    () =>
      new Promise<number>((done) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            done((window as unknown as { layoutShifts: { total: number } }).layoutShifts.total),
          ),
        ),
      ),
  );
  expect(shifted).toBeLessThan(0.01);
});
