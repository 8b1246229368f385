import { orderEndpoints } from '@repo/contract/orders';
import { language, paymentMethod } from '@repo/enums';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, orderVouchers, organizers, seats, sectors, tickets, venues } from '../db/schema';
import { demoEvents, demoProducts, demoTicketTypes } from '../db/seed/demo-ids';
import { readOutboxDir } from '../mail/mailer';
import { buyTheatreSeats } from '../test/order-helpers';
import { callEndpoint } from '../test/organizer-helpers';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';
import { makeWalletTestKeys } from '../test/wallet-keys';
import type { WalletTestKeys } from '../test/wallet-keys';

/** The one e-mail sent to `email`, parsed: headers, HTML and plain-text parts, attachments. */
async function mailTo(t: TestApp, email: string) {
  await t.outbox.runOnce();
  const files = (await readOutboxDir(t.mailDir)).filter((file) => file.to.includes(email));
  expect(files).toHaveLength(1);
  return simpleParser(files[0]?.raw ?? '');
}

describe.each(testDatabaseKinds)('the paid-order e-mail on %s', (kind) => {
  let t: TestApp;
  let keys: WalletTestKeys;
  beforeAll(async () => {
    keys = makeWalletTestKeys();
    t = await startTestApp(kind, {
      env: { ...keys.env, PUBLIC_TICKETS_URL: 'https://vstupenky.example.cz' },
    });
  });
  afterAll(async () => {
    await t.close();
    keys.remove();
  });

  it('sends HTML and text with the event, local date and time, venue, seats, wallet links and the receipt', async () => {
    const order = await buyTheatreSeats(t, 2, { email: 'petra.mala@example.cz', name: 'Petra Malá' });
    const mail = await mailTo(t, 'petra.mala@example.cz');
    const [theatre] = await t.database.db
      .select({ organizer: organizers.name, venue: venues.name })
      .from(events)
      .innerJoin(organizers, eq(organizers.id, events.organizerId))
      .innerJoin(venues, eq(venues.id, events.venueId))
      .where(eq(events.id, demoEvents.theatre.id));
    const seated = await t.database.db
      .select({ ticket: tickets, row: seats.rowLabel, number: seats.seatNumber, sector: sectors.name })
      .from(tickets)
      .innerJoin(seats, eq(seats.id, tickets.seatId))
      .innerJoin(sectors, eq(sectors.id, seats.sectorId))
      .where(eq(tickets.orderId, order.orderId));
    expect(seated).toHaveLength(2);

    // The organiser's name is the sender's, at the service's own address.
    expect(mail.from?.value).toEqual([{ name: theatre?.organizer, address: 'vstupenky@localhost' }]);
    expect(mail.subject).toBe(`Vstupenky – Romeo a Julie (objednávka ${order.orderNumber})`);

    const html = String(mail.html);
    const text = mail.text ?? '';
    expect(html).toMatch(/<html[^>]*lang="cs"/);
    const orderUrl = `https://vstupenky.example.cz/event/divadlo-na-nabrezi/romeo-a-julie/order/${order.orderId}`;
    for (const part of [html, text]) {
      expect(part).toContain('Romeo a Julie');
      // The play starts at 19:00 in Prague; the test process runs in whatever zone the machine has.
      expect(part).toMatch(/19:00/);
      expect(part).toContain(theatre?.venue ?? '-');
      expect(part).toContain(orderUrl);
      expect(part).toContain('Zjednodušený daňový doklad');
      for (const { ticket, row, number, sector } of seated) {
        expect(part).toContain(ticket.qrCode);
        expect(part).toContain(`${sector.cs}, řada ${row}, místo ${number}`);
        const apple = `https://vstupenky.example.cz/pass/order/order-apple-wallet-pass?orderId=${order.orderId}&ticketId=${ticket.id}`;
        const google = `https://vstupenky.example.cz/pass/order/order-google-wallet?orderId=${order.orderId}&ticketId=${ticket.id}`;
        expect(part).toContain(part === html ? apple.replace(/&/g, '&amp;') : apple);
        expect(part).toContain(part === html ? google.replace(/&/g, '&amp;') : google);
      }
    }
    expect(html).toContain('Přidat do Apple Wallet');
    expect(html).toContain('Uložit do Peněženky Google');
    expect(text).toMatch(/Datum: \S+ \d+\. \S+ \d{4}/);
    // A total in crowns, in the HTML summary and in the text receipt.
    expect(html).toMatch(/Celkem[\s\S]*?\d[\d\s ]*,\d\d\s?Kč/);
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([
      `vstupenky-${order.orderNumber}.pdf`,
    ]);
  });

  it('writes in the buyer language, lists the vouchers and escapes what the buyer typed', async () => {
    const created = await callEndpoint(t, orderEndpoints.orderCreateV2, {
      body: {
        eventId: demoEvents.festival.id,
        tickets: [{ ticketTypeId: demoTicketTypes.festivalWeekend, quantity: 1 }],
        extraProducts: [{ ticketProductId: demoProducts.festivalParking, quantity: 1 }],
        email: 'jonas.weber@example.de',
        name: 'Jonas Weber <b>',
        paymentMethodId: paymentMethod.ids.paymentCard,
        languageId: language.ids.german,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { order, payment } = orderEndpoints.orderCreateV2.response.parse(created.json());
    await t.app.inject({ method: 'POST', url: `/pass/payment/demo/${payment.paymentId}/pay` });
    const mail = await mailTo(t, 'jonas.weber@example.de');
    const [voucher] = await t.database.db
      .select()
      .from(orderVouchers)
      .where(eq(orderVouchers.orderId, order.orderId));
    const html = String(mail.html);
    expect(mail.subject).toMatch(/^Ihre Tickets – .+ \(Bestellung \d+\)$/);
    for (const part of [html, mail.text ?? '']) {
      expect(part).toContain('Gutscheine');
      expect(part).toContain(voucher?.code ?? '-');
      expect(part).toContain('Gesamt');
      expect(part).toContain(`/de/event/`);
    }
    expect(html).toMatch(/<html[^>]*lang="de"/);
    expect(html).toContain('Zu Apple Wallet hinzufügen');
    // The buyer's name is text, never markup.
    expect(html).not.toContain('Jonas Weber <b>');
    expect(html).toContain('Jonas Weber &lt;b&gt;');
    expect(mail.text).toContain('Inhaber: Jonas Weber <b>');
  });
});

describe('the paid-order e-mail without wallet settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.close());

  it('shows no wallet buttons or links', async () => {
    await buyTheatreSeats(t, 1, { email: 'ondrej.novy@example.cz', languageId: language.ids.english });
    const mail = await mailTo(t, 'ondrej.novy@example.cz');
    const html = String(mail.html);
    expect(html).toContain('Romeo and Juliet');
    expect(html).toMatch(/row \S+, seat \d+/);
    for (const part of [html, mail.text ?? '']) {
      expect(part).not.toMatch(/Apple Wallet|Google Wallet|order-apple-wallet-pass|order-google-wallet/);
    }
  });
});
