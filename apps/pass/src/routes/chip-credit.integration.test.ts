// Chip credit over HTTP: a top-up order from the printed chip code, paid, credits its chip exactly once.
import { chipCreditEndpoints } from '@repo/contract/chip-credit';
import { orderEndpoints } from '@repo/contract/orders';
import { demoSignatureHeader } from '@repo/contract/payments';
import { accountEndpoints } from '@repo/contract/accounts';
import { hubEndpoints } from '@repo/contract/hub';
import { chipType, currency, orderStatus, paymentMethod } from '@repo/enums';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chips, chipTransactions, orders, productItems, refunds, ticketProducts } from '../db/schema';
import { demoAccount, demoEvents, demoOrganizers, demoProductItems, demoProducts } from '../db/seed/demo-ids';
import { signNotification } from '../payments/demo-gateway/signature';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const festival = demoEvents.festival.id;
const buyer = { email: 'Petr.Svoboda@example.cz', name: 'Petr Svoboda', phone: '+420 777 654 321' };
/** What a regular festival chip may hold (10,000 Kč), as its product texts say; the VIP chip's 20,000 Kč does not apply. */
const festivalMaxCredit = 1_000_000;
/** The smallest top-up of a festival chip (200 Kč). */
const festivalMinCredit = 20_000;

describe.each(testDatabaseKinds)('chip credit on %s', (kind) => {
  let t: TestApp;
  let regularChips: (typeof chips.$inferSelect)[];
  beforeAll(async () => {
    t = await startTestApp(kind);
    regularChips = await t.database.db
      .select()
      .from(chips)
      .where(and(eq(chips.eventId, festival), eq(chips.chipTypeId, chipType.ids.regular)))
      .orderBy(chips.chipUid);
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as never, headers });

  async function chipState(chipId: string) {
    const [chip] = await t.database.db.select().from(chips).where(eq(chips.id, chipId));
    const ledger = await t.database.db
      .select()
      .from(chipTransactions)
      .where(eq(chipTransactions.chipId, chipId));
    return { balance: chip?.balance, ledger };
  }

  async function topUp(chipCode: string, amount: number, url = '/pass/order/order-create-credit-from-code') {
    const response = await post(url, {
      chipCode,
      amount,
      ...buyer,
      paymentMethodId: paymentMethod.ids.paymentCard,
    });
    expect(response.statusCode, response.body).toBe(200);
    return chipCreditEndpoints.orderCreateCreditFromCode.response.parse(response.json());
  }

  it('tops up a festival chip: pending order with one chipCredit line, paid -> balance credited once', async () => {
    const chip = regularChips[0];
    if (!chip) throw new Error('the seed has no regular festival chip');
    // Any case and spacing of the printed code finds the chip.
    const spaced = chip.chipUid
      .toLowerCase()
      .replace(/(.{4})/g, '$1 ')
      .trim();
    const { order, payment } = await topUp(spaced, 50_000);
    expect(order).toMatchObject({
      status: 'pending',
      eventId: festival,
      totalAmount: 50_000,
      currencyId: chip.currencyId,
      email: 'petr.svoboda@example.cz',
    });
    expect(payment.provider).toBe('demo-card');

    const content = orderEndpoints.orderContent.response.parse(
      (await t.app.inject({ url: `/pass/order/order-content?orderId=${order.orderId}` })).json(),
    );
    expect(content.items).toHaveLength(1);
    expect(content.items[0]).toMatchObject({
      kind: 'chipCredit',
      namePub: 'Dobití čipu',
      quantity: 1,
      unitPrice: 50_000,
      lineTotal: 50_000,
      vatRateBasisPoints: 0,
    });
    // Nothing moves before the payment.
    expect((await chipState(chip.id)).ledger).toHaveLength(0);

    const paid = await post(`/pass/payment/demo/${payment.paymentId}/pay`);
    expect(paid.statusCode).toBe(303);
    const status = orderEndpoints.orderCheck.response.parse(
      (await t.app.inject({ url: `/pass/order/order-check?orderId=${order.orderId}` })).json(),
    );
    expect(status.paid).toBe(true);

    const after = await chipState(chip.id);
    expect(after.balance).toBe(chip.balance + 50_000);
    expect(after.ledger).toHaveLength(1);
    expect(after.ledger[0]).toMatchObject({ kind: 'topUp', amount: 50_000, orderId: order.orderId });
    expect(after.ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(after.balance);
  });

  it('answers a top-up by UID by its amount alone; what no longer fits when paid is loaded in part and refunded', async () => {
    // The first chip again: the first test left it with credit on it.
    const chip = regularChips[0];
    if (!chip) throw new Error('the seed has no regular festival chip');
    const start = (await chipState(chip.id)).balance ?? 0;
    const pay = (paymentId: string) => post(`/pass/payment/demo/${paymentId}/pay`);
    const refundsOf = async (orderId: string) =>
      t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));

    // Two top-ups placed side by side that fit one by one but not together, paid at the same moment.
    const half = Math.floor((festivalMaxCredit - start) / 2) + 100_000;
    const first = await topUp(chip.chipUid, half);
    const second = await topUp(chip.chipUid, half);
    const paid = await Promise.all([pay(first.payment.paymentId), pay(second.payment.paymentId)]);
    expect(paid.map((response) => response.statusCode)).toEqual([303, 303]);
    const full = await chipState(chip.id);
    expect(full.balance).toBe(festivalMaxCredit);
    expect(full.ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(festivalMaxCredit);
    const excess = [...(await refundsOf(first.order.orderId)), ...(await refundsOf(second.order.orderId))];
    expect(excess).toHaveLength(1);
    expect(excess[0]).toMatchObject({
      reason: 'chipLimit',
      amount: start + 2 * half - festivalMaxCredit,
      provider: 'demo-card',
    });

    // On a full chip, whoever knows only the UID gets the same answer as on an empty one: the balance is not
    // to be found by trying amounts. Paid, nothing is loaded and all of it is refunded.
    const onFull = await topUp(chip.chipUid, 30_000);
    expect(onFull.order.totalAmount).toBe(30_000);
    expect((await pay(onFull.payment.paymentId)).statusCode).toBe(303);
    expect((await chipState(chip.id)).balance).toBe(festivalMaxCredit);
    expect(await refundsOf(onFull.order.orderId)).toMatchObject([
      { reason: 'chipLimit', amount: 30_000, paymentId: onFull.payment.paymentId },
    ]);
    const over = await post('/pass/v2/order/order-credit-from-code', {
      chipCode: chip.chipUid,
      amount: festivalMaxCredit + 1,
      ...buyer,
      paymentMethodId: paymentMethod.ids.paymentCard,
    });
    expect(over.statusCode, over.body).toBe(422);
    expect(over.json()).toMatchObject({ errorText: 'ERROR_CHIP_CREDIT_LIMIT', max: festivalMaxCredit });
    expect(over.json()).not.toHaveProperty('balance');
  });

  it('credits the chip once for ten concurrent signed paid notifications', async () => {
    const chip = regularChips[1];
    if (!chip) throw new Error('the seed has no second regular festival chip');
    const before = await chipState(chip.id);
    const { order, payment } = await topUp(chip.chipUid, 30_000, '/pass/v2/order/order-credit-from-code');
    const notification = {
      notificationId: `gw-${order.orderId}`,
      paymentId: payment.paymentId,
      status: 'paid' as const,
      amount: order.totalAmount,
      currencyId: order.currencyId,
      sentAt: new Date().toISOString(),
    };
    const signature = signNotification('development-only-demo-gateway-secret', notification);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        post('/pass/payment/demo/webhook', notification, { [demoSignatureHeader]: signature }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const after = await chipState(chip.id);
    expect(after.balance).toBe((before.balance ?? 0) + 30_000);
    expect(after.ledger.filter((row) => row.orderId === order.orderId)).toHaveLength(1);
    expect(after.ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(after.balance);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row?.statusId).toBe(orderStatus.ids.paid);
  });

  it('refuses an amount above the limit (422), an unknown chip (404) and bad input (400)', async () => {
    const chip = regularChips[2];
    if (!chip) throw new Error('the seed has no third regular festival chip');
    const body = { chipCode: chip.chipUid, ...buyer, paymentMethodId: paymentMethod.ids.paymentCard };
    const tooMuch = await post('/pass/order/order-create-credit-from-code', {
      ...body,
      amount: festivalMaxCredit + 1,
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errorText).toBe('ERROR_CHIP_CREDIT_LIMIT');
    expect(tooMuch.json().message).toContain('10000.00');
    // Someone who only knows the printed UID learns the limits, never what is on the chip.
    expect(tooMuch.json()).toMatchObject({ min: festivalMinCredit, max: festivalMaxCredit });
    expect(tooMuch.json()).not.toHaveProperty('balance');
    expect(tooMuch.json()).not.toHaveProperty('maxTopUp');
    expect(tooMuch.json().message).not.toMatch(/balance/i);
    const tooLittle = await post('/pass/order/order-create-credit-from-code', {
      ...body,
      amount: festivalMinCredit - 1,
    });
    expect(tooLittle.statusCode).toBe(422);
    expect(tooLittle.json()).not.toHaveProperty('balance');

    const unknown = await post('/pass/v2/order/order-credit-from-code', {
      ...body,
      chipCode: '04FFFFFFFFFF2F80',
      amount: 30_000,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorText).toBe('ERROR_CHIP_NOT_FOUND');

    for (const bad of [
      { ...body, amount: 0 },
      { ...body, amount: 10.5 },
      { ...body, amount: 30_000, chipCode: 'not a chip!' },
      { ...body, amount: 30_000, email: 'nobody' },
      { chipCode: chip.chipUid, amount: 30_000 },
    ]) {
      const response = await post('/pass/order/order-create-credit-from-code', bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().errorText).toBe('ERROR_INVALID_INPUT');
    }

    const method = await post('/pass/order/order-create-credit-from-code', {
      ...body,
      amount: 30_000,
      paymentMethodId: 999,
    });
    expect(method.statusCode).toBe(422);
    expect((await chipState(chip.id)).ledger).toHaveLength(0);
  });

  it('sells chips with the credit range their texts state, and enforces that range', async () => {
    const limitOf = async (productItemId: string) =>
      (await t.app.inject({ url: `/pass/ticket/chip-credit-limit?productItemId=${productItemId}` })).json();
    expect(await limitOf(demoProductItems.festivalChip)).toMatchObject({
      min: 20_000,
      max: festivalMaxCredit,
    });
    const [chipProduct] = await t.database.db
      .select({
        description: ticketProducts.description,
        min: productItems.chipCreditMin,
        max: productItems.chipCreditMax,
      })
      .from(ticketProducts)
      .innerJoin(productItems, eq(productItems.ticketProductId, ticketProducts.id))
      .where(eq(ticketProducts.id, demoProducts.festivalChipCredit));
    expect(chipProduct).toMatchObject({ min: festivalMinCredit, max: festivalMaxCredit });
    expect(chipProduct?.description?.cs).toContain('Kredit 200–10 000 Kč');
    expect(chipProduct?.description?.en).toContain('CZK 200–10,000');
  });

  it("shows chip credit in the hub apart from revenue: prepaid credit is not the organizer's revenue", async () => {
    const login = await post('/pass/account/login', {
      email: demoAccount.email,
      password: demoAccount.password,
    });
    const { token } = accountEndpoints.login.response.parse(login.json()).account;
    const sales = async () => {
      const response = await t.app.inject({
        url: `/pass/hub/organizer/${demoOrganizers.festival.id}/events`,
        headers: { authorization: `Bearer ${token}` },
      });
      const body = hubEndpoints.hubOrganizerEvents.response.parse(response.json());
      const event = body.events.find((row) => row.eventId === festival);
      const czk = (lines: readonly { currencyId: number; amount: number }[] = []) =>
        lines.find((line) => line.currencyId === currency.ids.czk)?.amount ?? 0;
      return {
        revenue: czk(event?.revenue),
        credit: czk(event?.chipCredit),
        totalRevenue: czk(body.revenue),
        totalCredit: czk(body.chipCredit),
      };
    };
    const before = await sales();
    // The third chip: the test above only tried it, so it has room left.
    const chip = regularChips[2];
    if (!chip) throw new Error('the seed has no third regular festival chip');
    const { order, payment } = await topUp(chip.chipUid, 40_000);
    const notification = {
      notificationId: `gw-hub-${order.orderId}`,
      paymentId: payment.paymentId,
      status: 'paid' as const,
      amount: order.totalAmount,
      currencyId: order.currencyId,
      sentAt: new Date().toISOString(),
    };
    const paid = await post('/pass/payment/demo/webhook', notification, {
      [demoSignatureHeader]: signNotification('development-only-demo-gateway-secret', notification),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const after = await sales();
    expect(after.revenue).toBe(before.revenue);
    expect(after.totalRevenue).toBe(before.totalRevenue);
    expect(after.credit - before.credit).toBe(40_000);
    expect(after.totalCredit - before.totalCredit).toBe(40_000);
  });

  it('answers 401 to order-create-credit without a signed-in account', async () => {
    const chip = regularChips[0];
    const response = await post('/pass/order/order-create-credit', {
      chipId: chip?.id,
      amount: 30_000,
      paymentMethodId: paymentMethod.ids.paymentCard,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().errorText).toBe('ERROR_UNAUTHORIZED');
  });
});
