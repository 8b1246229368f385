// Credit preloaded with a ticket (the cart's chips[] in order creation, credited when paid), and chip limits held
// at payment by each chip item's own range: two 20,000 Kč top-ups paid at once onto a 20,000 Kč VIP chip load one
// and refund the other.
import { chipCreditEndpoints } from '@repo/contract/chip-credit';
import { orderEndpoints } from '@repo/contract/orders';
import { reservationEndpoints } from '@repo/contract/reservations';
import { chipType, itemType, paymentMethod } from '@repo/enums';
import { and, asc, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chips, chipTopUps, chipTransactions, productItems, refunds } from '../db/schema';
import { demoEvents, demoProductItems, demoTicketTypes } from '../db/seed/demo-ids';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const festival = demoEvents.festival.id;
const buyer = {
  email: 'jana.novakova@example.cz',
  name: 'Jana Nováková',
  paymentMethodId: paymentMethod.ids.paymentCard,
};
/** The 3-day pass's price (1,890 Kč). */
const weekendPrice = 189_000;

describe.each(testDatabaseKinds)('chip credit preload and limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as never });
  const pay = (paymentId: string) => post(`/pass/payment/demo/${paymentId}/pay`);

  async function ledgerOf(chipId: string) {
    const [chip] = await t.database.db.select().from(chips).where(eq(chips.id, chipId));
    const rows = await t.database.db
      .select()
      .from(chipTransactions)
      .where(eq(chipTransactions.chipId, chipId));
    return { balance: chip?.balance, rows, sum: rows.reduce((total, row) => total + row.amount, 0) };
  }

  it('order-create-v2 takes chips[]: the credit is an order line, loaded on every chip of the item when paid', async () => {
    const response = await post('/pass/order/order-create-v2', {
      ...buyer,
      eventId: festival,
      tickets: [{ ticketTypeId: demoTicketTypes.festivalWeekend, quantity: 2 }],
      chips: [{ productItemId: demoProductItems.festivalChip, amount: 50_000 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { order, payment } = orderEndpoints.orderCreateV2.response.parse(response.json());
    expect(order.totalAmount).toBe(2 * weekendPrice + 2 * 50_000);
    const content = orderEndpoints.orderContent.response.parse(
      (await t.app.inject({ url: `/pass/order/order-content?orderId=${order.orderId}` })).json(),
    );
    expect(content.items.find((item) => item.kind === 'chipCredit')).toMatchObject({
      quantity: 2,
      unitPrice: 50_000,
      vatRateBasisPoints: 0,
    });
    expect((await pay(payment.paymentId)).statusCode).toBe(303);
    const issued = await t.database.db
      .select()
      .from(chips)
      .where(eq(chips.orderId, order.orderId))
      .orderBy(asc(chips.id));
    expect(issued).toHaveLength(2);
    for (const chip of issued) {
      const ledger = await ledgerOf(chip.id);
      expect([ledger.balance, ledger.sum]).toEqual([50_000, 50_000]);
      expect(ledger.rows).toMatchObject([{ kind: 'topUp', amount: 50_000, orderId: order.orderId }]);
    }
    const records = await t.database.db
      .select()
      .from(chipTopUps)
      .where(eq(chipTopUps.orderId, order.orderId));
    expect(records.map((row) => [row.channel, row.amount])).toEqual([
      ['preload', 50_000],
      ['preload', 50_000],
    ]);
    // Paid twice (a repeated notification): nothing more is loaded.
    await pay(payment.paymentId);
    for (const chip of issued) expect((await ledgerOf(chip.id)).balance).toBe(50_000);
  });

  it('order-create (from a hold) takes chips[] too; an item the order issues no chip of, or an amount out of range, is refused', async () => {
    const hold = async () => {
      const held = await post('/pass/reservation', {
        eventId: festival,
        tickets: [{ ticketTypeId: demoTicketTypes.festivalWeekend, quantity: 1 }],
      });
      expect(held.statusCode, held.body).toBe(200);
      return reservationEndpoints.reservationCreate.response.parse(held.json()).reservation.reservationId;
    };
    const [vipItem] = await t.database.db
      .select({ id: productItems.id })
      .from(productItems)
      .where(
        and(
          eq(productItems.ticketTypeId, demoTicketTypes.festivalVip),
          eq(productItems.itemTypeId, itemType.ids.vipNfcChip),
        ),
      );
    if (!vipItem) throw new Error('the seed has no VIP chip item');
    const notOrdered = await post('/pass/order/order-create', {
      ...buyer,
      reservationId: await hold(),
      chips: [{ productItemId: vipItem.id, amount: 50_000 }],
    });
    expect(notOrdered.statusCode).toBe(422);
    expect(notOrdered.json()).toMatchObject({ errorText: 'ERROR_CHIP_PRELOAD_INVALID' });
    const tooLittle = await post('/pass/order/order-create', {
      ...buyer,
      reservationId: await hold(),
      chips: [{ productItemId: demoProductItems.festivalChip, amount: 10_000 }],
    });
    expect(tooLittle.statusCode).toBe(422);
    expect(tooLittle.json()).toMatchObject({ errorText: 'ERROR_CHIP_CREDIT_LIMIT' });
    const ok = await post('/pass/order/order-create', {
      ...buyer,
      reservationId: await hold(),
      chips: [{ productItemId: demoProductItems.festivalChip, amount: 30_000 }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const created = orderEndpoints.orderCreate.response.parse(ok.json());
    expect(created.order.totalAmount).toBe(weekendPrice + 30_000);
    expect((await pay(created.payment.paymentId)).statusCode).toBe(303);
    const [chip] = await t.database.db.select().from(chips).where(eq(chips.orderId, created.order.orderId));
    expect(chip?.balance).toBe(30_000);
  });

  async function creditOrder(chipCode: string, amount: number) {
    const response = await post('/pass/order/order-create-credit-from-code', { ...buyer, chipCode, amount });
    expect(response.statusCode, response.body).toBe(200);
    return chipCreditEndpoints.orderCreateCreditFromCode.response.parse(response.json());
  }

  it('two 20,000 Kč top-ups paid at once onto a VIP chip of 20,000 Kč: one is loaded, the other refunded', async () => {
    const [vipItem] = await t.database.db
      .select({ id: productItems.id, max: productItems.chipCreditMax })
      .from(productItems)
      .where(
        and(
          eq(productItems.ticketTypeId, demoTicketTypes.festivalVip),
          eq(productItems.itemTypeId, itemType.ids.vipNfcChip),
        ),
      );
    expect(vipItem?.max).toBe(2_000_000);
    const chipUid = randomBytes(7).toString('hex').toUpperCase();
    const [chip] = await t.database.db
      .insert(chips)
      .values({
        eventId: festival,
        chipUid,
        chipTypeId: chipType.ids.vip,
        currencyId: 1,
        productItemId: vipItem?.id ?? null,
      })
      .returning();
    if (!chip) throw new Error('chip insert returned nothing');
    const first = await creditOrder(chipUid, 2_000_000);
    const second = await creditOrder(chipUid, 2_000_000);
    const paid = await Promise.all([pay(first.payment.paymentId), pay(second.payment.paymentId)]);
    expect(paid.map((response) => response.statusCode)).toEqual([303, 303]);
    const ledger = await ledgerOf(chip.id);
    expect([ledger.balance, ledger.sum]).toEqual([2_000_000, 2_000_000]);
    const refunded = await t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.reason, 'chipLimit'))
      .then((rows) =>
        rows.filter((row) => [first.order.orderId, second.order.orderId].includes(row.orderId ?? '')),
      );
    // The second payment is kept (the order stays paid) and its whole amount goes back through the refund queue.
    expect(refunded).toHaveLength(1);
    expect(refunded[0]?.amount).toBe(2_000_000);
  });

  it("a chip issued for an item takes that item's maximum, not the loosest of the event", async () => {
    // The pass's chip now holds at most 3,000 Kč; the event's other chip item still allows 10,000 Kč.
    await t.database.db
      .update(productItems)
      .set({ chipCreditMax: 300_000 })
      .where(eq(productItems.id, demoProductItems.festivalChip));
    const chipUid = randomBytes(7).toString('hex').toUpperCase();
    const [chip] = await t.database.db
      .insert(chips)
      .values({
        eventId: festival,
        chipUid,
        chipTypeId: chipType.ids.regular,
        currencyId: 1,
        productItemId: demoProductItems.festivalChip,
      })
      .returning();
    if (!chip) throw new Error('chip insert returned nothing');
    const first = await creditOrder(chipUid, 200_000);
    const second = await creditOrder(chipUid, 200_000);
    await Promise.all([pay(first.payment.paymentId), pay(second.payment.paymentId)]);
    const ledger = await ledgerOf(chip.id);
    expect([ledger.balance, ledger.sum]).toEqual([300_000, 300_000]);
    // Past the item's own maximum by UID: refused at order creation already.
    const response = await post('/pass/order/order-create-credit-from-code', {
      ...buyer,
      chipCode: chipUid,
      amount: 400_000,
    });
    expect(response.statusCode).toBe(422);
  });
});
