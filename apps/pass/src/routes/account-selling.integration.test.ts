// Selling for signed-in accounts over HTTP: chips linked to tickets and accounts, order-create-credit, order-create-extra.
import { chipCreditEndpoints } from '@repo/contract/chip-credit';
import { orderEndpoints } from '@repo/contract/orders';
import { receiptEndpoints } from '@repo/contract/receipts';
import { language, paymentMethod } from '@repo/enums';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueVerificationToken } from '../accounts/codes';
import { issueToken } from '../accounts/tokens';
import { insertAccount } from '../db/queries/accounts';
import { chips, outbox, tickets } from '../db/schema';
import { demoEvents, demoProductItems, demoProducts, demoTicketTypes } from '../db/seed/demo-ids';
import { readOutboxDir } from '../mail/mailer';
import { ORDER_PAID_MAIL } from '../selling/order-paid';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const day = 86_400_000;

describe.each(testDatabaseKinds)('account selling on %s', (kind) => {
  let t: TestApp;
  /** Bearer headers of Alena (signed in, e-mail not verified yet) and Bohdan (verified). */
  let alena: Record<string, string>;
  let bohdan: Record<string, string>;
  let alenaId: string;
  let bohdanId: string;

  async function signedIn(email: string, verified: boolean) {
    const account = await insertAccount(t.database.db, {
      email,
      passwordHash: null,
      languageId: language.ids.czech,
      emailVerifiedAt: verified ? new Date() : null,
    });
    if (!account) throw new Error(`account ${email} exists already`);
    const { token } = await issueToken(t.database.db, account.id, day);
    return { id: account.id, headers: { authorization: `Bearer ${token}` } };
  }

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  /** Creates and pays (card) an order; answers it. */
  async function buy(payload: object, headers: Record<string, string> = {}) {
    const response = await post(
      '/pass/order/order-create-v2',
      {
        eventId: demoEvents.festival.id,
        name: 'Alena Horáková',
        paymentMethodId: paymentMethod.ids.paymentCard,
        ...payload,
      },
      headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    const created = orderEndpoints.orderCreateV2.response.parse(response.json());
    await pay(created.payment.paymentId);
    return created.order;
  }
  async function pay(paymentId: string) {
    const response = await post(`/pass/payment/demo/${paymentId}/pay`, {});
    expect(response.statusCode).toBe(303);
  }
  const chipsOfOrder = (orderId: string) =>
    t.database.db.select().from(chips).where(eq(chips.orderId, orderId)).orderBy(asc(chips.productItemId));

  let alenaOrder: { orderId: string; tickets: string[]; chipIds: string[] };

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ id: alenaId, headers: alena } = await signedIn('alena.horakova@example.cz', false));
    ({ id: bohdanId, headers: bohdan } = await signedIn('bohdan.kral@example.cz', true));
  }, 60_000);
  afterAll(() => t.close());

  it('issues the chips of a paid order linked to its ticket and to the signed-in account', async () => {
    const order = await buy(
      {
        email: 'alena.horakova@example.cz',
        tickets: [{ ticketTypeId: demoTicketTypes.festivalWeekend, quantity: 1 }],
        extraProducts: [{ ticketProductId: demoProducts.festivalChipCredit, quantity: 1 }],
      },
      alena,
    );
    const [ticket] = await t.database.db.select().from(tickets).where(eq(tickets.orderId, order.orderId));
    if (!ticket) throw new Error('no ticket issued');
    const issued = await chipsOfOrder(order.orderId);
    // One chip with the pass (its type's chip item), one bought as a product beside it: both travel with the ticket.
    expect(issued).toHaveLength(2);
    for (const chip of issued) {
      expect(chip).toMatchObject({
        ticketId: ticket.id,
        accountId: alenaId,
        eventId: demoEvents.festival.id,
      });
      expect(chip.chipUid).toMatch(/^[0-9A-F]{14}$/);
    }
    expect(issued.some((chip) => chip.productItemId === demoProductItems.festivalChip)).toBe(true);
    alenaOrder = { orderId: order.orderId, tickets: [ticket.id], chipIds: issued.map((chip) => chip.id) };
  });

  it("links an anonymous order's chips to the account that verifies the order's e-mail, never taking over", async () => {
    const email = 'cyril.novy@example.cz';
    const first = await buy({
      email,
      tickets: [{ ticketTypeId: demoTicketTypes.festivalWeekend, quantity: 2 }],
    });
    const issued = await chipsOfOrder(first.orderId);
    expect(issued).toHaveLength(2);
    expect(issued.every((chip) => chip.accountId === null && chip.ticketId !== null)).toBe(true);
    const [given, kept] = issued;
    if (!given || !kept) throw new Error('two chips expected');
    // One of them was given to Bohdan meanwhile: verification must not take it back.
    await t.database.db.update(chips).set({ accountId: bohdanId }).where(eq(chips.id, given.id));

    const cyril = await insertAccount(t.database.db, {
      email,
      passwordHash: null,
      languageId: language.ids.czech,
    });
    if (!cyril) throw new Error('account not created');
    const { token } = await issueVerificationToken(t.database.db, cyril.id, day);
    const verified = await post('/pass/account/account-verify-email', { token });
    expect(verified.statusCode, verified.body).toBe(200);
    const after = new Map((await chipsOfOrder(first.orderId)).map((chip) => [chip.id, chip.accountId]));
    expect(after.get(kept.id)).toBe(cyril.id);
    expect(after.get(given.id)).toBe(bohdanId);
  });

  it('tops up a chip of the account (order-create-credit) and refuses chips of others', async () => {
    const [chipId] = alenaOrder.chipIds;
    if (!chipId) throw new Error('no chip');
    const body = { chipId, amount: 50_000, paymentMethodId: paymentMethod.ids.paymentCard };
    const response = await post('/pass/order/order-create-credit', body, alena);
    expect(response.statusCode, response.body).toBe(200);
    const created = chipCreditEndpoints.orderCreateCredit.response.parse(response.json());
    expect(created.order).toMatchObject({ email: 'alena.horakova@example.cz', name: 'Alena Horáková' });
    await pay(created.payment.paymentId);
    const [chip] = await t.database.db.select().from(chips).where(eq(chips.id, chipId));
    expect(chip?.balance).toBe(50_000);

    const foreign = await post('/pass/order/order-create-credit', body, bohdan);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ errorText: 'ERROR_CHIP_NOT_YOURS' });
    expect((await post('/pass/order/order-create-credit', body)).statusCode).toBe(401);
    const unknown = await post(
      '/pass/order/order-create-credit',
      { ...body, chipId: '00000000-0000-4000-8000-000000000000' },
      alena,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('adds products to a paid order of the account as a linked order whose receipt is an extra-order receipt', async () => {
    const body = {
      orderId: alenaOrder.orderId,
      extraProducts: [{ ticketProductId: demoProducts.festivalTshirtM, quantity: 1 }],
      paymentMethodId: paymentMethod.ids.paymentCard,
    };
    expect((await post('/pass/order/order-create-extra', body)).statusCode).toBe(401);
    const foreign = await post('/pass/order/order-create-extra', body, bohdan);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ errorText: 'ERROR_ORDER_NOT_YOURS' });

    const before = await t.app.inject({
      url: `/pass/order/extra-order-receipts?orderId=${alenaOrder.orderId}`,
    });
    expect(receiptEndpoints.extraOrderReceipts.response.parse(before.json()).receipts).toEqual([]);

    const response = await post('/pass/order/order-create-extra', body, alena);
    expect(response.statusCode, response.body).toBe(200);
    const created = orderEndpoints.orderCreateExtra.response.parse(response.json());
    expect(created.order).toMatchObject({
      parentOrderId: alenaOrder.orderId,
      totalAmount: 45_000,
      email: 'alena.horakova@example.cz',
      status: 'pending',
    });
    await pay(created.payment.paymentId);

    const receipts = receiptEndpoints.extraOrderReceipts.response.parse(
      (await t.app.inject({ url: `/pass/order/extra-order-receipts?orderId=${alenaOrder.orderId}` })).json(),
    ).receipts;
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.lines.map((line) => [line.name, line.total, line.vatRateBasisPoints])).toEqual([
      ['Festivalové tričko – M', 45_000, 2100],
    ]);
    const vouchers = orderEndpoints.orderVouchers.response.parse(
      (await t.app.inject({ url: `/pass/order/order-vouchers?orderId=${created.order.orderId}` })).json(),
    ).vouchers;
    expect(vouchers.map((voucher) => voucher.ticketProductId)).toEqual([demoProducts.festivalTshirtM]);

    // Its paid e-mail goes out without a ticket PDF (it has no tickets) instead of failing and retrying.
    while ((await t.outbox.runOnce()) > 0) {
      // Earlier tests left paid e-mails too; each run handles one batch.
    }
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.kind, ORDER_PAID_MAIL));
    const extraMail = mails.find((mail) => mail.payload.orderId === created.order.orderId);
    expect(extraMail?.status).toBe('done');
    const sent = (await readOutboxDir(t.mailDir)).find((mail) =>
      mail.subject.startsWith(`Objednávka ${created.order.orderNumber} `),
    );
    expect(sent?.subject).toBe(`Objednávka ${created.order.orderNumber} – Léto pod lipami 2027`);
    expect(sent?.raw).not.toContain('application/pdf');

    // Only a paid order can be extended.
    const unpaid = await post(
      '/pass/order/order-create-v2',
      {
        eventId: demoEvents.festival.id,
        tickets: [{ ticketTypeId: demoTicketTypes.festivalWeekend, quantity: 1 }],
        email: 'alena.horakova@example.cz',
        name: 'Alena Horáková',
        paymentMethodId: paymentMethod.ids.paymentCard,
      },
      alena,
    );
    const unpaidId = orderEndpoints.orderCreateV2.response.parse(unpaid.json()).order.orderId;
    const refused = await post('/pass/order/order-create-extra', { ...body, orderId: unpaidId }, alena);
    expect(refused.statusCode).toBe(409);
    const missing = await post(
      '/pass/order/order-create-extra',
      { ...body, orderId: '00000000-0000-4000-8000-000000000000' },
      alena,
    );
    expect(missing.statusCode).toBe(404);
  });
});
