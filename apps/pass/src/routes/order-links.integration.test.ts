// Links sent to a buyer keep the order's language and brand host: the paid e-mail's link and the card gateway's return.
import { orderEndpoints } from '@repo/contract/orders';
import { language, paymentMethod } from '@repo/enums';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEvents, demoTicketTypes } from '../db/seed/demo-ids';
import { readOutboxDir } from '../mail/mailer';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const orderPath = 'event/pod-lipami-production/leto-pod-lipami-2027/order';

describe.each(testDatabaseKinds)('links to the order page on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { env: { PUBLIC_TICKETS_URL: 'https://tickets.example.cz/' } });
  });
  afterAll(() => t.close());

  async function paidOrder(email: string, languageId: number, headers: Record<string, string> = {}) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/pass/order/order-create-v2',
      headers,
      payload: {
        eventId: demoEvents.festival.id,
        tickets: [{ ticketTypeId: demoTicketTypes.festivalWeekend, quantity: 1 }],
        email,
        name: 'Anna Example',
        paymentMethodId: paymentMethod.ids.paymentCard,
        languageId,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { order, payment } = orderEndpoints.orderCreateV2.response.parse(created.json());
    const paid = await t.app.inject({ method: 'POST', url: `/pass/payment/demo/${payment.paymentId}/pay` });
    expect(paid.statusCode).toBe(303);
    return { order, returnedTo: paid.headers.location };
  }

  it("return from the gateway and the e-mail's link open the page in the buyer's language", async () => {
    const english = await paidOrder('anna.en@example.com', language.ids.english);
    expect(english.returnedTo).toBe(`https://tickets.example.cz/en/${orderPath}/${english.order.orderId}`);
    const german = await paidOrder('anna.de@example.com', language.ids.german);
    expect(german.returnedTo).toBe(`https://tickets.example.cz/de/${orderPath}/${german.order.orderId}`);
    // Czech is the storefront's default language: no segment.
    const czech = await paidOrder('anna.cs@example.com', language.ids.czech);
    expect(czech.returnedTo).toBe(`https://tickets.example.cz/${orderPath}/${czech.order.orderId}`);

    expect(await t.outbox.runOnce()).toBe(3);
    const mails = await readOutboxDir(t.mailDir);
    const texts = new Map(
      await Promise.all(
        mails.map(async (mail) => [mail.to, (await simpleParser(mail.raw)).text ?? ''] as const),
      ),
    );
    const mailTo = (address: string) => [...texts].find(([to]) => to.includes(address))?.[1] ?? '';
    expect(mailTo('anna.en@example.com')).toContain(
      `https://tickets.example.cz/en/${orderPath}/${english.order.orderId}`,
    );
    expect(mailTo('anna.de@example.com')).toContain(
      `https://tickets.example.cz/de/${orderPath}/${german.order.orderId}`,
    );
    expect(mailTo('anna.cs@example.com')).toContain(
      `https://tickets.example.cz/${orderPath}/${czech.order.orderId}`,
    );
  });

  it("sends the buyer of a partner brand's storefront back to that brand's host", async () => {
    const brand = { 'x-storefront-brand': 'nanabrezi' };
    const { order, returnedTo } = await paidOrder('brand.en@example.com', language.ids.english, brand);
    const expected = `https://vstupenky.divadlonanabrezi.cz/en/${orderPath}/${order.orderId}`;
    expect(returnedTo).toBe(expected);
    expect(await t.outbox.runOnce()).toBe(1);
    const [mail] = (await readOutboxDir(t.mailDir)).filter((row) => row.to.includes('brand.en@example.com'));
    expect((await simpleParser(mail?.raw ?? '')).text).toContain(expected);
    // The platform's own storefront, and no header, stay on the platform's host.
    const platform = await paidOrder('brand.cs@example.com', language.ids.czech, {
      'x-storefront-brand': 'platform',
    });
    expect(platform.returnedTo).toBe(`https://tickets.example.cz/${orderPath}/${platform.order.orderId}`);
  });

  it('refuses a brand it does not know (400), so no link can point anywhere else', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/pass/order/order-create-v2',
      headers: { 'x-storefront-brand': 'evil.example' },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorText: 'ERROR_INVALID_HEADER' });
    expect(response.json().message).toContain('x-storefront-brand');
  });
});
