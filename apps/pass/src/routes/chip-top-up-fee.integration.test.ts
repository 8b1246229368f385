// The first-top-up fee whatever the channel, and top-ups by channel in the bar report: a chip's first credit pays
// the event's fee once (at the desk for cash or card, or online, where it is the order's own line taxed at the
// standard rate), later top-ups pay none, and the report sums credit and fees per channel from the top-up records
// (desk cash, desk card, online, bought with a ticket), not from the orders' request source.
import { accountEndpoints } from '@repo/contract/accounts';
import { chipCreditEndpoints } from '@repo/contract/chip-credit';
import { creditRefundEndpoints } from '@repo/contract/credit-refunds';
import type { BarReport } from '@repo/contract/credit-refunds';
import { orderEndpoints } from '@repo/contract/orders';
import { topUpDeskEndpoints } from '@repo/contract/top-up-desk';
import { hubOrderDetailEndpoints } from '@repo/contract/hub-order-detail';
import { chipType, paymentMethod } from '@repo/enums';
import { and, asc, eq, notExists } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chips, chipTopUps, chipTransactions, creditNotes, events, orders, refunds } from '../db/schema';
import { demoAccount, demoEvents, demoProductItems, demoTicketTypes } from '../db/seed/demo-ids';
import { callEndpoint, organizerClient } from '../test/organizer-helpers';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const eventId = demoEvents.festival.id;
const FEE = 2_000;
/** The standard Czech rate: the fee is a service the organiser keeps, not credit. */
const STANDARD_RATE = 2_100;
/** 20 Kč × 21 / 121, rounded: the VAT a receipt shows in the fee. */
const FEE_VAT = 347;
const buyer = {
  email: 'fee.test@example.cz',
  name: 'Fee Test',
  paymentMethodId: paymentMethod.ids.paymentCard,
};

function newUid(): string {
  return randomUUID().replaceAll('-', '').slice(0, 14).toUpperCase();
}

describe.each(testDatabaseKinds)('the first-top-up fee and top-ups by channel on %s', (kind) => {
  let t: TestApp;
  let ownerToken: string;

  const call = (endpoint: Parameters<typeof callEndpoint>[1], input: object, token: string) =>
    callEndpoint(t, endpoint, input, token);
  const post = (url: string, payload?: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as never });
  const pay = async (paymentId: string) =>
    expect((await post(`/pass/payment/demo/${paymentId}/pay`)).statusCode).toBe(303);

  async function deskTopUp(chipUid: string, amount: number, channel: 'cash' | 'card') {
    const response = await call(
      topUpDeskEndpoints.deskTopUp,
      { params: { eventId }, body: { clientTopUpId: randomUUID(), chipUid, amount, channel } },
      ownerToken,
    );
    expect(response.statusCode, response.body).toBe(200);
    return topUpDeskEndpoints.deskTopUp.response.parse(response.json()).topUp;
  }

  async function onlineTopUp(chipCode: string, amount: number) {
    const response = await post('/pass/order/order-create-credit-from-code', { ...buyer, chipCode, amount });
    expect(response.statusCode, response.body).toBe(200);
    const created = chipCreditEndpoints.orderCreateCreditFromCode.response.parse(response.json());
    const content = orderEndpoints.orderContent.response.parse(
      (await t.app.inject({ url: `/pass/order/order-content?orderId=${created.order.orderId}` })).json(),
    );
    return { ...created, items: content.items };
  }

  async function report(): Promise<BarReport> {
    const response = await call(creditRefundEndpoints.hubBarReport, { params: { eventId } }, ownerToken);
    expect(response.statusCode, response.body).toBe(200);
    return creditRefundEndpoints.hubBarReport.response.parse(response.json()).report;
  }

  /** A report's top-ups by channel, as { channel: [amount, count, fees, VAT in the fees] }. */
  function byChannel(figures: BarReport): Record<string, [number, number, number, number]> {
    return Object.fromEntries(
      figures.topUps.map((row) => [row.channel, [row.amount, row.count, row.fees, row.feesVat]]),
    );
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    const login = await organizerClient(t).accounts.post('/pass/account/login', {
      email: demoAccount.email,
      password: demoAccount.password,
    });
    ownerToken = accountEndpoints.login.response.parse(login.json()).account.token;
    await t.database.db
      .update(events)
      .set({ startsAt: new Date(Date.now() - 3_600_000), endsAt: new Date(Date.now() + 2 * 86_400_000) })
      .where(eq(events.id, eventId));
    const settings = await call(
      topUpDeskEndpoints.hubTopUpSettingsUpdate,
      { params: { eventId }, body: { minTopUp: 0, firstTopUpFee: FEE } },
      ownerToken,
    );
    expect(settings.statusCode, settings.body).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('charges the fee on a chip’s first top-up only, at the desk and online, and reports every channel from the ledger', async () => {
    const db = t.database.db;
    const before = byChannel(await report());

    // The desk: two new chips activated for cash and by card, each paying the fee; the second cash top-up none.
    const cashChip = newUid();
    const cardChip = newUid();
    const activated = await deskTopUp(cashChip, 30_000, 'cash');
    expect(activated).toMatchObject({ fee: FEE, feeVatRateBasisPoints: STANDARD_RATE, feeVat: FEE_VAT });
    expect((await deskTopUp(cardChip, 20_000, 'card')).fee).toBe(FEE);
    expect(await deskTopUp(cashChip, 20_000, 'cash')).toMatchObject({
      fee: 0,
      feeVatRateBasisPoints: 0,
      feeVat: 0,
    });
    // The desk's receipt: the credit (a voucher, 0 %) and the fee at the standard rate, as a tax document.
    const page = await t.app.inject({
      url: `/pass/desk/receipt/${activated.topUpId}`,
      headers: { 'accept-language': 'cs' },
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(activated.receiptCode);
    expect(page.body).toContain('Poplatek za první dobití čipu');
    expect(page.body).toContain('Dobití čipu');
    expect(page.body).toMatch(/21\s*%/);
    expect(page.body).toContain('3,47');
    const unknown = await t.app.inject({ url: `/pass/desk/receipt/${randomUUID()}` });
    expect(unknown.statusCode).toBe(404);

    // Online: a seeded chip that has never had credit pays the fee as its own order line, taxed at the standard
    // rate (credit is 0 %); the order and its payment are for credit + fee.
    const [fresh] = await db
      .select()
      .from(chips)
      .where(
        and(
          eq(chips.eventId, eventId),
          notExists(db.select().from(chipTransactions).where(eq(chipTransactions.chipId, chips.id))),
        ),
      )
      .limit(1);
    if (!fresh) throw new Error('the seed has no festival chip without credit');
    const first = await onlineTopUp(fresh.chipUid, 50_000);
    expect(first.order.totalAmount).toBe(50_000 + FEE);
    expect(
      first.items.map((item) => [item.kind, item.quantity, item.unitPrice, item.vatRateBasisPoints]).sort(),
    ).toEqual([
      ['chipCredit', 1, 50_000, 0],
      ['chipFee', 1, FEE, STANDARD_RATE],
    ]);
    await pay(first.payment.paymentId);
    // The fee is not credit: the chip holds what was loaded; its top-up record keeps the fee.
    const [loaded] = await db.select().from(chips).where(eq(chips.id, fresh.id));
    expect(loaded?.balance).toBe(50_000);
    const records = await db.select().from(chipTopUps).where(eq(chipTopUps.chipId, fresh.id));
    expect(records.map((row) => [row.channel, row.amount, row.fee, row.feeVatRateBasisPoints])).toEqual([
      ['online', 50_000, FEE, STANDARD_RATE],
    ]);
    // The next online top-up, and one of a chip first loaded at the desk, pay no fee.
    const second = await onlineTopUp(fresh.chipUid, 30_000);
    expect(second.order.totalAmount).toBe(30_000);
    expect(second.items.map((item) => item.kind)).toEqual(['chipCredit']);
    await pay(second.payment.paymentId);
    const afterDesk = await onlineTopUp(cashChip, 20_000);
    expect(afterDesk.order.totalAmount).toBe(20_000);
    await pay(afterDesk.payment.paymentId);

    // Credit bought with a ticket: the preload channel.
    const ticketOrder = await post('/pass/order/order-create-v2', {
      ...buyer,
      eventId,
      tickets: [{ ticketTypeId: demoTicketTypes.festivalWeekend, quantity: 1 }],
      chips: [{ productItemId: demoProductItems.festivalChip, amount: 40_000 }],
    });
    expect(ticketOrder.statusCode, ticketOrder.body).toBe(200);
    const preload = orderEndpoints.orderCreateV2.response.parse(ticketOrder.json());
    await pay(preload.payment.paymentId);

    const after = byChannel(await report());
    const grown = (channel: string) => {
      const [amount, count, fees, feesVat] = after[channel] ?? [0, 0, 0, 0];
      const [amountBefore, countBefore, feesBefore, vatBefore] = before[channel] ?? [0, 0, 0, 0];
      return [amount - amountBefore, count - countBefore, fees - feesBefore, feesVat - vatBefore];
    };
    expect(grown('cash')).toEqual([50_000, 2, FEE, FEE_VAT]);
    expect(grown('card')).toEqual([20_000, 1, FEE, FEE_VAT]);
    expect(grown('online')).toEqual([100_000, 3, FEE, FEE_VAT]);
    expect(grown('preload')).toEqual([40_000, 1, 0, 0]);
    // Every top-up in the ledger is in one channel: the channels add up to the report's total.
    const total = (await report()).totals.topUps;
    expect(Object.values(after).reduce((sum, [amount]) => sum + amount, 0)).toBe(total);
  });

  it('two top-ups placed before either is paid both carry the fee; the one paid later gives it back with a credit note', async () => {
    const db = t.database.db;
    const freshChip = async () => {
      const chipUid = newUid();
      await db
        .insert(chips)
        .values({ eventId, chipUid, chipTypeId: chipType.ids.regular, currencyId: 1, balance: 0 });
      return chipUid;
    };
    const feeBack = async (orderId: string) => {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      const queued = await db.select().from(refunds).where(eq(refunds.orderId, orderId));
      const notes = await db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
      return { refundedAmount: order?.refundedAmount, queued, notes };
    };

    // Two tabs, or a stranger who knows the UID: both orders are placed while the chip has had no credit.
    const chipUid = await freshChip();
    const first = await onlineTopUp(chipUid, 30_000);
    const second = await onlineTopUp(chipUid, 20_000);
    expect([first.order.totalAmount, second.order.totalAmount]).toEqual([30_000 + FEE, 20_000 + FEE]);
    // Whichever is paid first pays the fee: paying only the order without it dodges nothing.
    await pay(second.payment.paymentId);
    expect(await feeBack(second.order.orderId)).toMatchObject({ refundedAmount: 0, queued: [], notes: [] });
    await pay(first.payment.paymentId);
    const [chip] = await db.select().from(chips).where(eq(chips.chipUid, chipUid));
    expect(chip?.balance).toBe(50_000);
    const records = await db
      .select()
      .from(chipTopUps)
      .where(eq(chipTopUps.chipId, chip?.id ?? ''))
      .orderBy(asc(chipTopUps.createdAt));
    expect(records.map((row) => [row.orderId, row.amount, row.fee])).toEqual([
      [second.order.orderId, 20_000, FEE],
      [first.order.orderId, 30_000, 0],
    ]);
    const back = await feeBack(first.order.orderId);
    expect(back.refundedAmount).toBe(FEE);
    expect(back.queued.map((row) => [row.reason, row.amount, row.status])).toEqual([
      ['chipFee', FEE, 'pending'],
    ]);
    const feeItem = first.items.find((item) => item.kind === 'chipFee');
    expect(back.notes).toHaveLength(1);
    expect(back.notes[0]).toMatchObject({
      amount: FEE,
      refundId: back.queued[0]?.id,
      reason: expect.stringContaining('Poplatek za první dobití nebyl splatný'),
      lines: [
        { orderItemId: feeItem?.orderItemId, quantity: 1, unitPrice: FEE, vatRateBasisPoints: STANDARD_RATE },
      ],
      vatRows: [{ vatRateBasisPoints: STANDARD_RATE, base: FEE - FEE_VAT, vat: FEE_VAT, total: FEE }],
    });
    // The box office cannot give the fee back a second time: only the credit is left to refund.
    const detail = await call(
      hubOrderDetailEndpoints.hubOrderDetail,
      { params: { orderId: first.order.orderId } },
      ownerToken,
    );
    expect(detail.statusCode, detail.body).toBe(200);
    expect(hubOrderDetailEndpoints.hubOrderDetail.response.parse(detail.json()).detail.order.refundable).toBe(
      30_000,
    );

    // A desk top-up between placing and paying an order takes the first top-up's place just the same.
    const deskFirst = await freshChip();
    const online = await onlineTopUp(deskFirst, 30_000);
    expect(online.order.totalAmount).toBe(30_000 + FEE);
    expect((await deskTopUp(deskFirst, 20_000, 'cash')).fee).toBe(FEE);
    await pay(online.payment.paymentId);
    const afterDesk = await feeBack(online.order.orderId);
    expect(afterDesk.queued.map((row) => [row.reason, row.amount])).toEqual([['chipFee', FEE]]);
    expect(afterDesk.notes.map((note) => note.amount)).toEqual([FEE]);
  });

  it('tells the signed-in visitor the fee their chip’s next top-up pays', async () => {
    const db = t.database.db;
    const [chip] = await db
      .select()
      .from(chips)
      .where(
        and(
          eq(chips.eventId, eventId),
          notExists(db.select().from(chipTransactions).where(eq(chipTransactions.chipId, chips.id))),
        ),
      )
      .limit(1);
    if (!chip) throw new Error('the seed has no festival chip without credit');
    const register = await post('/pass/account/account-register', {
      email: `fee-${randomUUID()}@example.cz`,
      password: 'heslo-1234',
    });
    expect(register.statusCode, register.body).toBe(200);
    const account = accountEndpoints.accountRegister.response.parse(register.json()).account;
    await db.update(chips).set({ accountId: account.accountId }).where(eq(chips.id, chip.id));
    const listed = async () => {
      const response = await t.app.inject({
        url: `/pass/account/account-chips-by-event?eventId=${eventId}`,
        headers: { authorization: `Bearer ${account.token}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      return accountEndpoints.accountChipsByEvent.response.parse(response.json()).chips;
    };
    expect((await listed()).map((row) => [row.chipUid, row.topUpFee])).toEqual([[chip.chipUid, FEE]]);
    await deskTopUp(chip.chipUid, 20_000, 'card');
    expect((await listed()).map((row) => row.topUpFee)).toEqual([0]);
  });
});
