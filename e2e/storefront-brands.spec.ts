// Partner brands: a brand's own hostname shows its logo and colours and only its organizers' events.
import { expect, test } from './fixtures';
import { storeConsentChoice } from './consent-cookie';
import { ports, urls } from './ports';
import { expectAccessible } from './accessibility';

// Chromium resolves every *.localhost name to the loopback address, so brand hosts need no DNS.
const brandUrl = (brand: string) => `http://${brand}.localhost:${ports.tickets}`;

// The cookie banner would cover the bottom of the page; its own behaviour is tested in consent.spec.ts.
test.beforeEach(async ({ context }) => {
  await storeConsentChoice(context, urls.tickets);
  for (const brand of ['nanabrezi', 'bratislavalive']) await storeConsentChoice(context, brandUrl(brand));
});

test('a partner hostname shows its own logo and only its organizers', async ({ page }) => {
  await page.goto(`${brandUrl('nanabrezi')}/`);
  const logo = page.getByRole('img', { name: 'Divadlo Na Nábřeží – úvodní stránka' });
  await expect(logo).toHaveAttribute('src', '/brands/nanabrezi.svg');
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Divadlo Na Nábřeží');

  const eventLinks = page.locator('main a[href*="/event/"]');
  await expect(eventLinks.first()).toBeVisible();
  const hrefs = await eventLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.every((href) => href?.startsWith('/event/divadlo-na-nabrezi/'))).toBe(true);
  await expect(page.getByRole('link', { name: 'Léto pod lipami 2027' })).toHaveCount(0);
  await expectAccessible(page, 'a partner home page');

  // Another organizer's event is not sold on this brand.
  const other = await page.goto(
    `${brandUrl('nanabrezi')}/event/pod-lipami-production/leto-pod-lipami-2027/cart`,
  );
  expect(other?.status()).toBe(404);

  // The platform's own storefront lists both.
  await page.goto(`${urls.tickets}/`);
  await expect(page.getByRole('link', { name: 'Léto pod lipami 2027' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Romeo a Julie' }).first()).toBeVisible();
});

test('the Slovak partner opens in Slovak and the language switcher keeps the choice', async ({ page }) => {
  await page.goto(`${brandUrl('bratislavalive')}/`);
  await expect(page).toHaveURL(`${brandUrl('bratislavalive')}/sk`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sk');
  await expect(page.getByRole('img', { name: /^Bratislava Live/ })).toBeVisible();

  await page.getByRole('navigation', { name: 'Jazyk' }).getByRole('link', { name: 'CS' }).click();
  await expect(page).toHaveURL(`${brandUrl('bratislavalive')}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
});

test("an order placed through a partner's storefront comes back to that partner's host", async ({
  page,
  request,
}) => {
  const shop = brandUrl('bratislavalive');
  await page.goto(`${shop}/`);
  // Everything through the brand host's own /pass forwarding, from the page, as the storefront's pages call it
  // (only the browser resolves *.localhost). A visitor naming another brand is overruled by the host.
  const { order, payment } = await page.evaluate(async () => {
    const get = async (path: string) => (await fetch(path)).json();
    const { event } = await get('/pass/v2/event/bratislava-live/koncert-na-hrade');
    const { ticketTypes } = await get(`/pass/ticket/ticket-types-by-event?eventId=${event.eventId}`);
    const ticketType = (ticketTypes as { ticketTypeId: string; saleState: string; price: number }[]).find(
      (type) => type.saleState === 'on_sale' && type.price > 0,
    );
    const created = await fetch('/pass/order/order-create-v2', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-storefront-brand': 'nanabrezi' },
      body: JSON.stringify({
        eventId: event.eventId,
        tickets: [{ ticketTypeId: ticketType?.ticketTypeId, quantity: 1 }],
        email: `brand-e2e-${Date.now()}@example.sk`,
        name: 'Jana Nováková',
        paymentMethodId: 1,
        languageId: 2,
      }),
    });
    if (!created.ok) throw new Error(await created.text());
    return (await created.json()) as { order: { orderId: string }; payment: { paymentId: string } };
  });
  const paid = await request.post(`${urls.pass}/pass/payment/demo/${payment.paymentId}/pay`, {
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  expect(paid.headers().location).toBe(
    `${shop}/sk/event/bratislava-live/koncert-na-hrade/order/${order.orderId}`,
  );
});
