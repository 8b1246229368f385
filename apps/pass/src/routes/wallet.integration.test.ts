import { walletEndpoints } from '@repo/contract/wallet';
import { language } from '@repo/enums';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { decodeProtectedHeader, importSPKI, jwtVerify } from 'jose';
import { createHash } from 'node:crypto';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, organizers, tickets } from '../db/schema';
import { demoEvents } from '../db/seed/demo-ids';
import { buyTheatreSeats } from '../test/order-helpers';
import { callEndpoint } from '../test/organizer-helpers';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';
import {
  makeWalletTestKeys,
  testIssuerId,
  testPassTypeId,
  testServiceAccount,
  testTeamId,
} from '../test/wallet-keys';
import type { WalletTestKeys } from '../test/wallet-keys';
import { localIsoDateTime } from '../wallet/local-time';

describe.each(testDatabaseKinds)('wallet passes on %s', (kind) => {
  let t: TestApp;
  let keys: WalletTestKeys;
  beforeAll(async () => {
    keys = makeWalletTestKeys();
    t = await startTestApp(kind, { env: keys.env });
  });
  afterAll(async () => {
    await t.close();
    keys.remove();
  });

  async function theatre() {
    const [row] = await t.database.db
      .select({ event: events, organizer: organizers })
      .from(events)
      .innerJoin(organizers, eq(organizers.id, events.organizerId))
      .where(eq(events.id, demoEvents.theatre.id));
    if (!row) throw new Error('no theatre');
    return row;
  }

  it('answers a signed .pkpass whose pass.json shows the event, local start, venue, seat and the QR code', async () => {
    const order = await buyTheatreSeats(t, 2, { languageId: language.ids.english });
    const links = walletEndpoints.orderWalletLinks.response.parse(
      (await callEndpoint(t, walletEndpoints.orderWalletLinks, { query: { orderId: order.orderId } })).json(),
    );
    expect(links.tickets).toHaveLength(2);
    const [first] = links.tickets;
    if (!first?.appleWalletPath || !first.googleWalletPath) throw new Error('no wallet links');

    const response = await t.app.inject({ url: first.appleWalletPath });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.apple.pkpass');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual(
      ['icon.png', 'icon@2x.png', 'icon@3x.png', 'manifest.json', 'pass.json', 'signature'].sort(),
    );

    const [ticket] = await t.database.db.select().from(tickets).where(eq(tickets.id, first.ticketId));
    const { event, organizer } = await theatre();
    const pass = JSON.parse(strFromU8(files['pass.json'] ?? new Uint8Array())) as Record<string, unknown>;
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: testPassTypeId,
      teamIdentifier: testTeamId,
      serialNumber: first.ticketId,
      organizationName: organizer.name,
      barcodes: [{ format: 'PKBarcodeFormatQR', message: ticket?.qrCode }],
    });
    const style = pass['eventTicket'] as Record<string, { key: string; label?: string; value: string }[]>;
    const field = (group: string, key: string) => style[group]?.find((entry) => entry.key === key);
    expect(field('primaryFields', 'event')).toMatchObject({ label: 'Event', value: 'Romeo and Juliet' });
    // The theatre plays at 19:00 Prague time, whatever zone the server or the phone is in.
    const startsAt = field('secondaryFields', 'date');
    expect(startsAt?.value).toBe(localIsoDateTime(event.startsAt, 'Europe/Prague'));
    expect(startsAt?.value).toMatch(/T19:00:00\+0[12]:00$/);
    expect(startsAt).toMatchObject({ ignoresTimeZone: true });
    expect(field('secondaryFields', 'venue')?.value).toMatch(/\S/);
    expect(field('auxiliaryFields', 'sector')).toMatchObject({ label: 'Sector' });
    expect(field('auxiliaryFields', 'row')?.value).toMatch(/\S/);
    expect(Number(field('auxiliaryFields', 'seat')?.value)).toBeGreaterThan(0);

    // Every file is in the manifest with its SHA-1, and the signature is a PKCS#7 by our pass certificate.
    const manifest = JSON.parse(strFromU8(files['manifest.json'] ?? new Uint8Array())) as Record<
      string,
      string
    >;
    for (const name of ['pass.json', 'icon.png', 'icon@2x.png', 'icon@3x.png']) {
      expect(manifest[name]).toBe(
        createHash('sha1')
          .update(files[name] ?? new Uint8Array())
          .digest('hex'),
      );
    }
    const signature = forge.pkcs7.messageFromAsn1(
      forge.asn1.fromDer(forge.util.binary.raw.encode(files.signature ?? new Uint8Array())),
    ) as forge.pkcs7.PkcsSignedData;
    const signerSerials = signature.certificates.map((cert) => cert.serialNumber);
    expect(signerSerials).toContain(forge.pki.certificateFromPem(keys.signerCertPem).serialNumber);
  });

  it('redirects to a Google Wallet save link whose JWT carries the ticket, signed by the service account', async () => {
    const order = await buyTheatreSeats(t, 1, { languageId: language.ids.german, name: 'Eva Lang' });
    const links = walletEndpoints.orderWalletLinks.response.parse(
      (await callEndpoint(t, walletEndpoints.orderWalletLinks, { query: { orderId: order.orderId } })).json(),
    );
    const [link] = links.tickets;
    if (!link?.googleWalletPath) throw new Error('no Google link');
    const response = await t.app.inject({ url: link.googleWalletPath });
    expect(response.statusCode).toBe(303);
    const location = String(response.headers.location);
    expect(location).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
    const jwt = location.split('/').at(-1) ?? '';
    expect(decodeProtectedHeader(jwt).alg).toBe('RS256');
    const { payload } = await jwtVerify(jwt, await importSPKI(keys.googlePublicKeyPem, 'RS256'), {
      audience: 'google',
      issuer: testServiceAccount,
    });
    const [ticket] = await t.database.db.select().from(tickets).where(eq(tickets.id, link.ticketId));
    const { event } = await theatre();
    expect(payload).toMatchObject({
      typ: 'savetowallet',
      origins: ['http://localhost:3000'],
      payload: {
        eventTicketClasses: [
          {
            id: `${testIssuerId}.event-${demoEvents.theatre.id}`,
            eventName: { defaultValue: { language: 'de', value: 'Romeo und Julia' } },
            dateTime: { start: localIsoDateTime(event.startsAt, 'Europe/Prague') },
          },
        ],
        eventTicketObjects: [
          {
            id: `${testIssuerId}.ticket-${link.ticketId}`,
            state: 'ACTIVE',
            barcode: { type: 'QR_CODE', value: ticket?.qrCode },
            ticketHolderName: ticket?.holderName ?? undefined,
            seatInfo: { section: { defaultValue: { language: 'de' } } },
          },
        ],
      },
    });
  });

  it('answers 404 for a ticket of another order and 409 before payment', async () => {
    const paid = await buyTheatreSeats(t, 1);
    const other = await buyTheatreSeats(t, 1);
    const [foreign] = await t.database.db.select().from(tickets).where(eq(tickets.orderId, other.orderId));
    const wrong = await callEndpoint(t, walletEndpoints.orderAppleWalletPass, {
      query: { orderId: paid.orderId, ticketId: foreign?.id },
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().errorText).toBe('ERROR_TICKET_NOT_FOUND');

    const unpaid = await buyTheatreSeats(t, 1, { pay: false });
    const none = await callEndpoint(t, walletEndpoints.orderWalletLinks, {
      query: { orderId: unpaid.orderId },
    });
    expect(none.json().tickets).toEqual([]);
    const early = await callEndpoint(t, walletEndpoints.orderAppleWalletPass, {
      query: { orderId: unpaid.orderId, ticketId: foreign?.id },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().errorText).toBe('ERROR_ORDER_NOT_PAID');
  });
});

describe('wallets without signing settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.close());

  it('offers no links and answers a clear 404 on both endpoints', async () => {
    const order = await buyTheatreSeats(t, 1);
    const links = walletEndpoints.orderWalletLinks.response.parse(
      (await callEndpoint(t, walletEndpoints.orderWalletLinks, { query: { orderId: order.orderId } })).json(),
    );
    expect(links.tickets).toEqual([
      { ticketId: expect.any(String), appleWalletPath: null, googleWalletPath: null },
    ]);
    const ticketId = links.tickets[0]?.ticketId;
    const apple = await callEndpoint(t, walletEndpoints.orderAppleWalletPass, {
      query: { orderId: order.orderId, ticketId },
    });
    expect(apple.statusCode).toBe(404);
    expect(apple.json()).toMatchObject({ errorText: 'ERROR_APPLE_WALLET_NOT_CONFIGURED' });
    const google = await callEndpoint(t, walletEndpoints.orderGoogleWalletSave, {
      query: { orderId: order.orderId, ticketId },
    });
    expect(google.statusCode).toBe(404);
    expect(google.json()).toMatchObject({ errorText: 'ERROR_GOOGLE_WALLET_NOT_CONFIGURED' });
  });
});
