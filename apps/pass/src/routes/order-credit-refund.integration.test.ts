// Refunding an order that loaded chip credit (preloaded with tickets): the whole refund takes the credit back off
// the chips with an orderRefund ledger row; a chip that spent part of it refuses the whole refund and names what
// can go back without the credit; a partial refund never returns credit; the ledger check stays balanced.
import { barEndpoints } from '@repo/contract/bar';
import { hubOrderDetailEndpoints } from '@repo/contract/hub-order-detail';
import { orderEndpoints } from '@repo/contract/orders';
import { paymentMethod } from '@repo/enums';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chips, chipTransactions } from '../db/schema';
import { demoEvents, demoProductItems, demoTicketTypes } from '../db/seed/demo-ids';
import { moveChip } from '../selling/chip-ledger';
import { demoOwnerToken } from '../test/catalogue-helpers';
import { callEndpoint } from '../test/organizer-helpers';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const festival = demoEvents.festival.id;
/** The 3-day pass's price (1,890 Kč). */
const weekendPrice = 189_000;

describe.each(testDatabaseKinds)('refunds of orders that loaded chip credit on %s', (kind) => {
  let t: TestApp;
  let ownerToken: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    ownerToken = await demoOwnerToken(t);
  });
  afterAll(() => t.close());

  /** A paid card order of two weekend passes with 500 Kč preloaded on each pass's chip; its chips. */
  async function paidPreloadOrder(email: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/pass/order/order-create-v2',
      payload: {
        email,
        name: 'Jana Nováková',
        paymentMethodId: paymentMethod.ids.paymentCard,
        eventId: festival,
        tickets: [{ ticketTypeId: demoTicketTypes.festivalWeekend, quantity: 2 }],
        chips: [{ productItemId: demoProductItems.festivalChip, amount: 50_000 }],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { order, payment } = orderEndpoints.orderCreateV2.response.parse(response.json());
    const paid = await t.app.inject({ method: 'POST', url: `/pass/payment/demo/${payment.paymentId}/pay` });
    expect(paid.statusCode).toBe(303);
    const issued = await t.database.db
      .select()
      .from(chips)
      .where(eq(chips.orderId, order.orderId))
      .orderBy(asc(chips.id));
    expect(issued.map((chip) => chip.balance)).toEqual([50_000, 50_000]);
    return { orderId: order.orderId, issued };
  }

  const refund = (orderId: string, body: unknown) =>
    callEndpoint(t, hubOrderDetailEndpoints.hubOrderRefund, { params: { orderId }, body }, ownerToken);

  async function ledgerBalanced() {
    const answer = await callEndpoint(
      t,
      barEndpoints.hubLedgerCheck,
      { params: { eventId: festival } },
      ownerToken,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    return barEndpoints.hubLedgerCheck.response.parse(answer.json()).check;
  }

  it('takes the credit back off both chips with the whole refund, once', async () => {
    const { orderId, issued } = await paidPreloadOrder('cela@example.cz');
    const before = await ledgerBalanced();
    const response = await refund(orderId, { kind: 'full', reason: 'Nepřijede' });
    expect(response.statusCode, response.body).toBe(200);
    for (const chip of issued) {
      const [now] = await t.database.db.select().from(chips).where(eq(chips.id, chip.id));
      expect(now?.balance).toBe(0);
      const rows = await t.database.db
        .select({ kind: chipTransactions.kind, amount: chipTransactions.amount })
        .from(chipTransactions)
        .where(eq(chipTransactions.chipId, chip.id))
        .orderBy(asc(chipTransactions.createdAt));
      expect(rows).toEqual([
        { kind: 'topUp', amount: 50_000 },
        { kind: 'orderRefund', amount: -50_000 },
      ]);
    }
    const after = await ledgerBalanced();
    expect(after.balanced).toBe(true);
    expect(after.refunds - before.refunds).toBe(100_000);
    // The order is refunded: nothing is left to take back or to refund.
    expect((await refund(orderId, { kind: 'full', reason: 'Znovu' })).statusCode).toBe(409);
  });

  it('refuses the whole refund once a chip spent some credit, and refunds the tickets without it', async () => {
    const { orderId, issued } = await paidPreloadOrder('utraceno@example.cz');
    const [first] = issued;
    if (!first) throw new Error('no chip');
    await t.database.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(chips).where(eq(chips.id, first.id)).for('update');
      if (!locked) throw new Error('no chip');
      await moveChip(tx, locked, -12_000, { kind: 'spend' });
    });

    const whole = await refund(orderId, { kind: 'full', reason: 'Nepřijede' });
    expect(whole.statusCode).toBe(409);
    expect(whole.json()).toMatchObject({
      errorText: 'ERROR_ORDER_NOT_REFUNDABLE',
      refundable: 2 * weekendPrice,
    });
    const tooMuch = await refund(orderId, { kind: 'amount', amount: 2 * weekendPrice + 1, reason: 'Sleva' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ refundable: 2 * weekendPrice });

    const tickets = await refund(orderId, {
      kind: 'amount',
      amount: 2 * weekendPrice,
      reason: 'Jen vstupenky',
    });
    expect(tickets.statusCode, tickets.body).toBe(200);
    const balances = await t.database.db
      .select({ balance: chips.balance })
      .from(chips)
      .where(eq(chips.orderId, orderId))
      .orderBy(asc(chips.id));
    expect(balances.map((row) => row.balance)).toEqual([38_000, 50_000]);
    expect((await ledgerBalanced()).balanced).toBe(true);
  });
});
