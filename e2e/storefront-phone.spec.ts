// A purchase on a touch phone 390 px wide (taps, the sticky cart total, focus on each new step), and a seat chosen
// with the keyboard alone: one Tab stop for the map, arrow keys between seats, the seat named in the cart and on the
// order page with the bank transfer's send-by day.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { storeConsentChoice } from './consent-cookie';
import { expectAccessible } from './accessibility';
import { urls } from './ports';

const festivalCart = /\/event\/pod-lipami-production\/leto-pod-lipami-2027\/cart$/;

test.beforeEach(async ({ context }) => {
  await storeConsentChoice(context, urls.tickets);
});

async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${what} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

test.describe('on a touch phone 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a visitor buys two passes and parking with taps; the total stays at hand and focus follows the steps', async ({
    page,
  }) => {
    await page.goto(`${urls.tickets}/`);
    await expectNoSidewaysScroll(page, 'the home page');
    await page.getByRole('link', { name: 'Léto pod lipami 2027' }).first().tap();
    await expect(page).toHaveURL(festivalCart);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

    const bar = page.getByTestId('cart-summary-bar');
    // Nothing chosen yet: no bar.
    await expect(bar).toBeHidden();
    const add = page.getByRole('button', { name: 'Přidat Třídenní vstupenka', exact: true });
    await add.tap();
    await add.tap();
    await page.getByRole('button', { name: 'Přidat Parkování na celý festival' }).tap();
    await expect(page.getByRole('status', { name: 'Počet: Třídenní vstupenka', exact: true })).toHaveText(
      '2',
    );
    await expectNoSidewaysScroll(page, 'the cart');

    // The summary is far below the ticket list on a phone: the bar shows its total and the next step.
    await expect(bar).toBeVisible();
    const total = await page.getByTestId('cart-total').textContent();
    await expect(page.getByTestId('cart-bar-total')).toHaveText(total ?? '');
    const barBox = await bar.boundingBox();
    expect(barBox && barBox.y + barBox.height).toBeCloseTo(844, 0);
    await bar.getByRole('button', { name: 'Pokračovat', exact: true }).tap();

    // The checkout step begins at its heading, scrolled into view; the bar steps aside for the form's own button.
    const heading = page.getByTestId('checkout-heading');
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(bar).toBeHidden();
    await expect(page.getByTestId('cart-summary')).toContainText('2× Třídenní vstupenka');
    await page.getByLabel('E-mail').fill('eva.novakova@example.cz');
    await page.getByLabel('Jméno a příjmení').fill('Eva Nováková');
    await page.getByRole('checkbox', { name: /Souhlasím s/ }).tap();
    await expectNoSidewaysScroll(page, 'the checkout form');
    await expectAccessible(page, 'the checkout form on a phone');
    await page.getByRole('button', { name: 'Objednat a zaplatit' }).tap();

    await expect(page).toHaveURL(new RegExp(`^${urls.pass}/pass/payment/demo/`));
    await page.locator('button[data-action="pay"]').tap();

    await expect(page).toHaveURL(/\/leto-pod-lipami-2027\/order\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('order-status')).toHaveText('Zaplaceno');
    await expect(page.getByTestId('ticket')).toHaveCount(2);
    await expect(page).toHaveTitle(/^Objednávka č\. \d+ \| Vstupenky$/);
    // Quantity and price read apart: "2 × 1 890,00 Kč" under the item, the line total beside it.
    await expect(page.getByTestId('order-items')).toContainText('2 × 1 890,00 Kč');
    await expectNoSidewaysScroll(page, 'the order page');
  });
});

test('a seat is chosen with the keyboard alone: one Tab stop for the map, arrow keys between seats', async ({
  page,
  request,
}) => {
  await page.goto(`${urls.tickets}/event/divadlo-na-nabrezi/romeo-a-julie/cart`);
  const stalls = page.getByRole('grid', { name: 'Plánek sálu: Přízemí' });
  await expect(stalls).toBeVisible();
  // A roving tabindex: exactly one seat of the map is in the Tab order.
  await expect(stalls.locator('button[tabindex="0"]')).toHaveCount(1);

  // Tab from the top of the page into the map, counting the stops on the way.
  const focusedInStalls = () =>
    stalls.evaluate((grid) => grid.contains(document.activeElement) && document.activeElement !== grid);
  let stops = 0;
  while (!(await focusedInStalls())) {
    await page.keyboard.press('Tab');
    stops += 1;
    expect(stops, 'Tab never reached the seat map').toBeLessThan(40);
  }

  // Arrow keys move the one Tab stop: to the first seat, then along the rows to the first free seat.
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  await page.keyboard.press('Control+Home');
  expect(await focused()).toMatch(/^Přízemí, řada A, místo 1,/);
  await page.keyboard.press('ArrowRight');
  expect(await focused()).toMatch(/^Přízemí, řada A, místo 2,/);
  await page.keyboard.press('ArrowDown');
  expect(await focused()).toMatch(/^Přízemí, řada B, místo 2,/);
  await page.keyboard.press('Home');
  expect(await focused()).toMatch(/^Přízemí, řada B, místo 1,/);
  for (let moves = 0; (await focused()).includes('(Obsazené)'); moves += 1) {
    expect(moves, 'no free seat in the stalls').toBeLessThan(120);
    const atRowEnd = await page.evaluate(
      () => document.activeElement?.closest('[role="gridcell"]')?.nextElementSibling === null,
    );
    await page.keyboard.press(atRowEnd ? 'ArrowDown' : 'ArrowRight');
    if (atRowEnd) await page.keyboard.press('Home');
  }
  const label = await focused();
  const [, row, number] = /^Přízemí, řada (\w+), místo (\d+),/.exec(label) ?? [];
  await page.keyboard.press('Space');
  const seat = stalls.getByRole('button', { name: label, exact: true });
  await expect(seat).toHaveAttribute('aria-pressed', 'true');
  await expect(stalls.locator('button[tabindex="0"]')).toHaveCount(1);
  const seatName = `Přízemí, řada ${row}, místo ${number}`;
  await expect(page.getByTestId('cart-seats')).toHaveText(seatName);

  // Tab leaves the map at once (no stop per seat); Shift+Tab comes back to the seat last used.
  await page.keyboard.press('Tab');
  expect(await focusedInStalls()).toBe(false);
  await page.keyboard.press('Shift+Tab');
  await expect(seat).toBeFocused();
  await expectAccessible(page, 'the seat map with a chosen seat');

  // On to checkout by keyboard: focus lands on the new step's heading.
  const next = page.getByRole('button', { name: 'Pokračovat k údajům' });
  for (let presses = 0; !(await next.evaluate((button) => button === document.activeElement)); presses += 1) {
    expect(presses, 'Tab never reached "Continue"').toBeLessThan(80);
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('checkout-heading')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('E-mail')).toBeFocused();
  await page.keyboard.type('eva.novakova@example.cz');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Eva Nováková');
  // On by Tab to the payment methods (past the phone and the company billing switch).
  for (let presses = 0; ; presses += 1) {
    expect(presses, 'Tab never reached the payment methods').toBeLessThan(10);
    await page.keyboard.press('Tab');
    const onRadio = await page.evaluate(
      () => document.activeElement instanceof HTMLInputElement && document.activeElement.type === 'radio',
    );
    if (onRadio) break;
  }
  const transfer = page.getByRole('radio', { name: 'Bankovní převod' });
  for (let presses = 0; !(await transfer.isChecked()); presses += 1) {
    expect(presses, 'no bank transfer among the payment methods').toBeLessThan(6);
    await page.keyboard.press('ArrowDown');
  }
  const terms = page.getByRole('checkbox', { name: /Souhlasím s/ });
  if (await terms.count()) {
    await terms.focus();
    await page.keyboard.press('Space');
  }
  await page.getByRole('button', { name: 'Objednat a zaplatit' }).focus();
  await page.keyboard.press('Enter');

  // The order page names the seat and the day to send the transfer by, in the event's zone (Prague).
  await expect(page).toHaveURL(/\/romeo-a-julie\/order\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('order-seat')).toHaveText(seatName);
  await expect(page).toHaveTitle(/^Objednávka č\. \d+ \| Vstupenky$/);
  const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const contents = (await (await request.get(`${urls.pass}/pass/v2/order/${orderId}/contents`)).json()) as {
    bankTransferDueAt: string;
  };
  const day = new Intl.DateTimeFormat('cs', {
    weekday: 'short',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: 'Europe/Prague',
  }).format(new Date(contents.bankTransferDueAt));
  await expect(page.getByTestId('transfer-send-by')).toHaveText(day);
  await expectAccessible(page, 'the bank-transfer order page with a seat');
});
