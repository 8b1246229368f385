// The development outbox viewer: a developer pays an order through the API, then reads the e-mail in the browser.
import { expect, test } from './fixtures';
import { urls } from './ports';

const pass = urls.pass;
// paymentMethod.ids.paymentCard of @repo/enums; the e2e project does not depend on workspace packages, and
// the test checks below that the event accepts it, so a changed id fails here instead of testing nothing.
const PAYMENT_CARD = 1;

test('an e-mail sent after a paid order shows in /dev/outbox with its text, link and tickets', async ({
  page,
  request,
}) => {
  const eventAnswer = await request.get(`${pass}/pass/v2/event/pod-lipami-production/leto-pod-lipami-2027`);
  expect(eventAnswer.ok()).toBe(true);
  const { eventId } = (await eventAnswer.json()).event as { eventId: string };
  const methods = (await (await request.get(`${pass}/pass/event/${eventId}/payment-method`)).json())
    .paymentMethods as { paymentMethodId: number }[];
  expect(methods.map((method) => method.paymentMethodId)).toContain(PAYMENT_CARD);
  const types = (
    await (await request.get(`${pass}/pass/ticket/ticket-types-by-event?eventId=${eventId}`)).json()
  ).ticketTypes as { ticketTypeId: string; saleState: string; available: number | null }[];
  const ticketType = types.find(
    (type) => type.saleState === 'on_sale' && (type.available === null || type.available >= 1),
  );
  expect(ticketType).toBeDefined();

  const email = `outbox-e2e-${Date.now()}@example.cz`;
  const created = await request.post(`${pass}/pass/order/order-create-v2`, {
    data: {
      eventId,
      tickets: [{ ticketTypeId: ticketType?.ticketTypeId, quantity: 1 }],
      email,
      name: 'Eva Dvořáková',
      phone: '+420 777 222 333',
      paymentMethodId: PAYMENT_CARD,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { order, payment } = (await created.json()) as {
    order: { orderId: string; orderNumber: number };
    payment: { paymentId: string };
  };
  // The demo gateway's "pay" button; its redirect goes to the storefront, which this test does not need.
  const paid = await request.post(`${pass}/pass/payment/demo/${payment.paymentId}/pay`, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);

  // The worker sends right after the payment commits; reload until the message is listed as sent.
  await page.goto(`${pass}/dev/outbox`);
  await expect(page.getByRole('heading', { name: 'Outbox (development)' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('done', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(row).toContainText('order-paid-mail');

  await row.getByRole('link', { name: new RegExp(`objednávka ${order.orderNumber}`) }).click();
  await expect(page.getByRole('heading', { name: /^Outbox message \d+$/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /^To/ })).toContainText(email);
  await expect(page.locator('pre.mail-text')).toContainText('Děkujeme za nákup.');
  // The order page's link (the wallet links below it carry the order id too, as a query parameter).
  const orderLink = page
    .locator('pre.mail-text')
    .getByRole('link', { name: new RegExp(`/order/${order.orderId}$`) });
  await expect(orderLink).toHaveAttribute('href', new RegExp(`/order/${order.orderId}$`));

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: `vstupenky-${order.orderNumber}.pdf` }).click();
  expect((await download).suggestedFilename()).toBe(`vstupenky-${order.orderNumber}.pdf`);
});
