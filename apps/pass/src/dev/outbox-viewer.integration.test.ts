import { orderEndpoints } from '@repo/contract/orders';
import { paymentMethod } from '@repo/enums';
import { eq } from 'drizzle-orm';
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema';
import { demoEvents, demoTicketTypes } from '../db/seed/demo-ids';
import { createMailer, readOutboxDir } from '../mail/mailer';
import { enqueueOutbox } from '../outbox/enqueue';
import { outboxMessageId } from '../outbox/worker';
import { ORDER_PAID_MAIL } from '../selling/order-paid';
import { startSmtpStub } from '../test/smtp-stub';
import type { SmtpStub } from '../test/smtp-stub';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

/** Orders one festival ticket by card and pays it on the demo gateway; the paid-order e-mail is then due. */
async function placePaidOrder(t: TestApp, email: string) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/pass/order/order-create-v2',
    payload: {
      eventId: demoEvents.festival.id,
      tickets: [{ ticketTypeId: demoTicketTypes.festivalWeekend, quantity: 1 }],
      email,
      name: 'Petr Svoboda',
      phone: '+420 777 000 111',
      paymentMethodId: paymentMethod.ids.paymentCard,
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  const { order, payment } = orderEndpoints.orderCreateV2.response.parse(created.json());
  const paid = await t.app.inject({ method: 'POST', url: `/pass/payment/demo/${payment.paymentId}/pay` });
  expect(paid.statusCode).toBe(303);
  return order;
}

describe.each(testDatabaseKinds)('development outbox viewer on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { env: { DEV_TOOLS: 'true' } });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ url });
  let orderNumber: number;
  let orderId: string;
  let messageId: number;

  it('lists the e-mail of a paid order and shows it as it went out', async () => {
    const order = await placePaidOrder(t, 'petr.svoboda@example.cz');
    orderNumber = order.orderNumber;
    orderId = order.orderId;
    expect(await t.outbox.runOnce()).toBe(1);
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.kind, ORDER_PAID_MAIL));
    messageId = row?.id ?? -1;

    const list = await get('/dev/outbox');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toMatch(/^text\/html/);
    expect(list.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(list.body).toContain('petr.svoboda@example.cz');
    expect(list.body).toContain(`Vstupenky – Léto pod lipami 2027 (objednávka ${orderNumber})`);
    expect(list.body).toContain(`href="/dev/outbox/${messageId}"`);
    expect(list.body).toContain(ORDER_PAID_MAIL);
    expect(list.body).toContain('status-done');

    const detail = await get(`/dev/outbox/${messageId}`);
    expect(detail.statusCode).toBe(200);
    // Headers, decoded.
    expect(detail.body).toMatch(/<th>Subject<\/th><td>Vstupenky – Léto pod lipami 2027/);
    expect(detail.body).toMatch(/<th>Message-ID<\/th><td>&lt;outbox-\d+@localhost&gt;<\/td>/);
    // The text body with the order link clickable.
    const link = `http://localhost:3000/event/pod-lipami-production/leto-pod-lipami-2027/order/${orderId}`;
    expect(detail.body).toContain(`<a href="${link}" rel="noreferrer noopener">${link}</a>`);
    expect(detail.body).toContain('Děkujeme za nákup.');
    // The order e-mail's HTML part, in the sandboxed frame.
    expect(detail.body).toContain('<iframe title="HTML part" sandbox srcdoc="&lt;!doctype html&gt;');
    expect(detail.body).not.toContain('No HTML part.');
    // The PDF listed, and downloadable as the same bytes type.
    expect(detail.body).toContain(`vstupenky-${orderNumber}.pdf`);
    const pdf = await get(`/dev/outbox/${messageId}/attachments/0`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="vstupenky-${orderNumber}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const raw = await get(`/dev/outbox/${messageId}/raw`);
    expect(raw.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(raw.body).toMatch(/^Content-Type: multipart\/mixed/m);
    expect(raw.body).toMatch(/^Content-Type: multipart\/alternative/m);
  });

  it('escapes everything an e-mail or message carries and keeps its HTML in a sandbox', async () => {
    const script = '<script>alert(1)</script>';
    await enqueueOutbox(t.database.db, {
      kind: `<img src=x onerror=alert(2)>`,
      dedupeKey: 'viewer-escape',
      payload: { note: script },
    });
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.dedupeKey, 'viewer-escape'));
    if (!row) throw new Error('no row');
    await t.database.db.update(outbox).set({ status: 'done' }).where(eq(outbox.id, row.id));
    const mailer = createMailer({ from: 'Vstupenky <vstupenky@localhost>', outboxDir: t.mailDir });
    await mailer.send({
      to: 'hacker@example.cz',
      subject: `Hi ${script}`,
      text: `Click https://example.cz/?q="><script>alert(3)</script>\n${script}`,
      html: `<p>Hello</p>${script}<a href="javascript:alert(4)">x</a>`,
      messageId: outboxMessageId(row.id),
    });
    mailer.close();

    for (const url of ['/dev/outbox', `/dev/outbox/${row.id}`]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('<script>');
      expect(response.body).not.toContain('<img src=x');
      expect(response.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    }
    const detail = (await get(`/dev/outbox/${row.id}`)).body;
    expect(detail).toContain(
      '<iframe title="HTML part" sandbox srcdoc="&lt;p&gt;Hello&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(detail).toContain('<a href="https://example.cz/?q=" rel="noreferrer noopener">');
    expect(detail).not.toContain('href="javascript:');
  });

  it('shows a message without an e-mail yet, ignores files of an older database, and 404s unknown ids', async () => {
    await enqueueOutbox(t.database.db, { kind: ORDER_PAID_MAIL, dedupeKey: 'viewer-pending', payload: {} });
    const [pending] = await t.database.db.select().from(outbox).where(eq(outbox.dedupeKey, 'viewer-pending'));
    if (!pending) throw new Error('no row');
    // A file from long ago that happens to carry this id (the outbox ids of a wiped database start again).
    const mails = await readOutboxDir(t.mailDir);
    const paidMail = mails.find((mail) => mail.messageId.includes(`outbox-${messageId}@`));
    if (!paidMail) throw new Error('no paid mail');
    await copyFile(
      paidMail.path,
      join(t.mailDir, `2001-01-01T00-00-00-000Z-outbox-${pending.id}_localhost.eml`),
    );
    const stale = (await get('/dev/outbox')).body;
    expect(stale).toContain(`href="/dev/outbox/${pending.id}">message ${pending.id}</a>`);
    expect((await get(`/dev/outbox/${pending.id}`)).body).toContain('Not sent yet.');

    for (const id of ['999999', 'abc', '-1']) {
      const response = await get(`/dev/outbox/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
    expect((await get(`/dev/outbox/${messageId}/attachments/7`)).statusCode).toBe(404);
    expect((await get(`/dev/outbox/${pending.id}/raw`)).statusCode).toBe(404);
  });
});

describe.each(testDatabaseKinds)('development outbox viewer with SMTP on %s', (kind) => {
  let smtp: SmtpStub;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpStub();
    t = await startTestApp(kind, { env: { DEV_TOOLS: 'true', SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('shows the kept copy of a paid-order e-mail that went out over SMTP', async () => {
    const order = await placePaidOrder(t, 'eva@example.cz');
    expect(await t.outbox.runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.kind, ORDER_PAID_MAIL));
    if (!row) throw new Error('no row');

    const list = (await t.app.inject({ url: '/dev/outbox' })).body;
    expect(list).toContain('Mail goes over SMTP; copies are kept in');
    expect(list).toContain('eva@example.cz');
    expect(list).toContain(`(objednávka ${order.orderNumber})`);
    const detail = (await t.app.inject({ url: `/dev/outbox/${row.id}` })).body;
    const link = `http://localhost:3000/event/pod-lipami-production/leto-pod-lipami-2027/order/${order.orderId}`;
    expect(detail).toContain(`<a href="${link}" rel="noreferrer noopener">${link}</a>`);
    expect(smtp.received[0]?.data).toContain(`Message-ID: <outbox-${row.id}@localhost>`);
  });
});

describe.each(testDatabaseKinds)('development outbox viewer switched off on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { seed: false });
  });
  afterAll(() => t.close());

  it('is not registered without DEV_TOOLS: 404 ERROR_NOT_FOUND', async () => {
    for (const url of ['/dev/outbox', '/dev/outbox/1', '/dev/outbox/1/raw']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ errorText: 'ERROR_NOT_FOUND' });
    }
  });
});
