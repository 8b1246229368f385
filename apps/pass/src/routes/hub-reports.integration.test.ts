// The event sales report adds up to the receipts the buyers got, to the minor unit: revenue per VAT rate, chip
// credit apart from revenue, refunds; and only members whose role includes reports may read it.
import { accountEndpoints } from '@repo/contract/accounts';
import { hubReportEndpoints } from '@repo/contract/hub-reports';
import { chipType, orderStatus, paymentMethod } from '@repo/enums';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chips, orders } from '../db/schema';
import { demoAccount, demoEvents, demoOrganizers, demoTicketTypes } from '../db/seed/demo-ids';
import { queuePaymentRefund } from '../payments/refund-queue';
import { paidOrderReceipt } from '../selling/order-documents';
import { callEndpoint, organizerClient } from '../test/organizer-helpers';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const festival = demoEvents.festival.id;

describe.each(testDatabaseKinds)('the event sales report on %s', (kind) => {
  let t: TestApp;
  let ownerToken: string;
  let org: ReturnType<typeof organizerClient>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    org = organizerClient(t);
    const login = await org.accounts.post('/pass/account/login', {
      email: demoAccount.email,
      password: demoAccount.password,
    });
    ownerToken = accountEndpoints.login.response.parse(login.json()).account.token;
  });
  afterAll(() => t?.close());

  async function pay(response: { statusCode: number; body: string; json: () => unknown }) {
    expect(response.statusCode, response.body).toBe(200);
    const { order, payment } = response.json() as {
      order: { orderId: string };
      payment: { paymentId: string };
    };
    const paid = await t.app.inject({ method: 'POST', url: `/pass/payment/demo/${payment.paymentId}/pay` });
    expect(paid.statusCode).toBe(303);
    return order.orderId;
  }

  const buyer = { email: 'report@example.cz', name: 'Renata Reportová' };

  async function ticketOrder(quantity: number, ticketTypeId: string) {
    return pay(
      await t.app.inject({
        method: 'POST',
        url: '/pass/order/order-create-v2',
        payload: {
          eventId: festival,
          tickets: [{ ticketTypeId, quantity }],
          ...buyer,
          paymentMethodId: paymentMethod.ids.paymentCard,
        },
      }),
    );
  }

  async function chipTopUp(amount: number) {
    const [chip] = await t.database.db
      .select()
      .from(chips)
      .where(and(eq(chips.eventId, festival), eq(chips.chipTypeId, chipType.ids.regular)))
      .limit(1);
    if (!chip) throw new Error('the seed has no regular festival chip');
    return pay(
      await t.app.inject({
        method: 'POST',
        url: '/pass/order/order-create-credit-from-code',
        payload: { chipCode: chip.chipUid, amount, ...buyer, paymentMethodId: paymentMethod.ids.paymentCard },
      }),
    );
  }

  async function report(token = ownerToken) {
    return callEndpoint(t, hubReportEndpoints.hubEventReport, { params: { eventId: festival } }, token);
  }

  it('matches the receipts of the paid orders to the haléř, with chip credit apart and refunds', async () => {
    await ticketOrder(3, demoTicketTypes.festivalWeekend);
    await ticketOrder(1, demoTicketTypes.festivalVip);
    const refundedOrder = await ticketOrder(1, demoTicketTypes.festivalWeekend);
    await chipTopUp(30_000);
    // One refund paid out, one still open.
    const [refundedRow] = await t.database.db.select().from(orders).where(eq(orders.id, refundedOrder));
    await queuePaymentRefund(t.database.db, {
      paymentId: (await t.database.db.query.payments.findFirst({
        where: (p, { eq: is }) => is(p.orderId, refundedOrder),
      }))!.id,
      orderId: refundedOrder,
      provider: 'demo-card',
      reason: 'orderClosed',
      amount: 1_000,
      currencyId: refundedRow!.currencyId,
    });

    const answer = await report();
    expect(answer.statusCode, answer.body).toBe(200);
    const { report: figures } = hubReportEndpoints.hubEventReport.response.parse(answer.json());

    // What the buyers' receipts say, one by one, through the receipt code the buyers' documents come from.
    const paidOrders = await t.database.db
      .select()
      .from(orders)
      .where(
        and(eq(orders.eventId, festival), eq(orders.statusId, orderStatus.ids.paid), eq(orders.demo, false)),
      );
    let total = 0;
    const byRate = new Map<number, { gross: number; net: number; vat: number }>();
    for (const order of paidOrders) {
      const receipt = await paidOrderReceipt(t.database.db, order);
      total += receipt.total;
      for (const row of receipt.vatTable.rows) {
        const sum = byRate.get(row.vatRateBasisPoints) ?? { gross: 0, net: 0, vat: 0 };
        byRate.set(row.vatRateBasisPoints, {
          gross: sum.gross + row.total,
          net: sum.net + row.base,
          vat: sum.vat + row.vat,
        });
      }
    }
    expect(figures.totals.paidOrders).toBe(paidOrders.length);
    expect(figures.totals.receiptsTotal).toBe(total);
    expect(figures.totals.chipCredit).toBeGreaterThanOrEqual(30_000);
    expect(figures.totals.revenueGross + figures.totals.chipCredit).toBe(total);
    // Per rate: the report's revenue rows plus the credit (at 0 %) are exactly the receipts' rows.
    const reported = new Map(figures.vatRates.map((row) => [row.vatRateBasisPoints, row]));
    for (const [rate, sum] of byRate) {
      const row = reported.get(rate) ?? { gross: 0, net: 0, vat: 0 };
      const credit = rate === 0 ? figures.totals.chipCredit : 0;
      expect({ rate, gross: row.gross + credit, net: row.net + credit, vat: row.vat }).toEqual({
        rate,
        ...sum,
      });
    }
    expect(figures.totals.revenueNet + figures.totals.revenueVat).toBe(figures.totals.revenueGross);
    expect(figures.vatRates.reduce((s, row) => s + row.vat, 0)).toBe(figures.totals.revenueVat);
    // The breakdowns add up to the totals.
    expect(figures.days.reduce((s, day) => s + day.orders, 0)).toBe(paidOrders.length);
    expect(figures.days.reduce((s, day) => s + day.revenueGross, 0)).toBe(figures.totals.revenueGross);
    expect(figures.channels.reduce((s, row) => s + row.revenueGross, 0)).toBe(figures.totals.revenueGross);
    expect(figures.paymentMethods.reduce((s, row) => s + row.receiptsTotal, 0)).toBe(total);
    const weekend = figures.ticketTypes.find((row) => row.ticketTypeId === demoTicketTypes.festivalWeekend);
    expect(weekend?.sold).toBeGreaterThanOrEqual(4);
    expect(figures.totals.refundsOpen).toBe(1_000);
    expect(figures.totals.refunded).toBe(0);
  });

  it('lets owners, managers, the box office and accountants read it, not the door or the bar', async () => {
    const organizerId = demoOrganizers.festival.id;
    for (const role of ['accountant', 'manager', 'boxOffice'] as const) {
      const member = await org.member(ownerToken, organizerId, role);
      expect((await report(member.token)).statusCode).toBe(200);
    }
    for (const role of ['door', 'bar'] as const) {
      const member = await org.member(ownerToken, organizerId, role);
      expect((await report(member.token)).statusCode).toBe(403);
    }
    expect(
      (await callEndpoint(t, hubReportEndpoints.hubEventReport, { params: { eventId: festival } }))
        .statusCode,
    ).toBe(401);
  });
});
