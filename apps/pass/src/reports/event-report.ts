// The event sales report: every paid order's receipt is built by the receipt code itself (buildReceipt), and its
// VAT rows and totals are summed, so the report matches the receipts to the minor unit whatever the rounding.
import type { EventReport } from '@repo/contract/hub-reports';
import { paymentMethod } from '@repo/enums';
import type { LabelLanguage } from '@repo/enums';
import type { Db } from '../db/database';
import {
  eventProviderFees,
  eventRefunds,
  paidOrdersWithLines,
  reportEvent,
  reportTicketTypes,
  validTicketsByType,
} from '../db/queries/event-report';
import type { ReportOrder } from '../db/queries/event-report';
import { DomainError } from '../domain/domain-error';
import { pickText } from '../i18n-text';
import { localDay } from '../receipts/format';
import { buildReceipt } from '../receipts/receipt';
import { receiptLineOf } from '../selling/order-documents';

/** Orders read per round trip: bounded memory at any event size. */
const BATCH = 500;

type Seller = { countryId: number; vatId: string | null };

/** The receipt of one paid order as its buyer got it, reduced to what the report sums. */
function receiptOf(order: ReportOrder, seller: Seller, timeZone: string) {
  const paidAt = order.paidAt ?? order.createdAt;
  return buildReceipt({
    receiptNumber: 'report',
    issuedAt: paidAt,
    timeZone,
    language: 'cs',
    currencyId: order.currencyId,
    seller: { name: '-', countryId: seller.countryId, vatId: seller.vatId, companyId: null, address: null },
    lines: order.lines.map((item) => receiptLineOf(item, 'cs')),
    // The method only names itself on the receipt; an unknown id must not stop a report.
    paymentMethodId: paymentMethod.has(order.paymentMethodId) ? order.paymentMethodId : 0,
  });
}

function add<K>(map: Map<K, number>, key: K, amount: number) {
  map.set(key, (map.get(key) ?? 0) + amount);
}

export async function buildEventReport(
  db: Db,
  eventId: string,
  language: LabelLanguage,
): Promise<EventReport> {
  const event = await reportEvent(db, eventId);
  if (!event) throw new DomainError('EVENT_NOT_FOUND', `No event with id ${eventId}`);
  const seller: Seller = { countryId: event.sellerCountryId ?? 1, vatId: event.sellerVatId ?? null };

  let paidOrders = 0;
  let receiptsTotal = 0;
  let chipCredit = 0;
  const vat = new Map<number, { gross: number; net: number; vat: number }>();
  const days = new Map<
    string,
    { orders: number; tickets: number; revenueGross: number; chipCredit: number }
  >();
  const typeGross = new Map<string, number>();
  const typeSold = new Map<string, number>();
  const channels = new Map<
    string,
    { reqSourceId: number; brandId: string | null; orders: number; revenueGross: number }
  >();
  const methods = new Map<number, { orders: number; receiptsTotal: number }>();

  for (let after: string | null = null; ;) {
    const batch = await paidOrdersWithLines(db, eventId, after, BATCH);
    if (batch.length === 0) break;
    after = batch[batch.length - 1]?.id ?? null;
    for (const order of batch) {
      const receipt = receiptOf(order, seller, event.timeZone);
      paidOrders += 1;
      receiptsTotal += receipt.total;
      let orderCredit = 0;
      let orderTickets = 0;
      receipt.lines.forEach((line, index) => {
        const item = order.lines[index];
        if (!item) return;
        if (item.kind === 'chipCredit') orderCredit += line.total;
        if (item.kind === 'ticket' && item.ticketTypeId) {
          add(typeGross, item.ticketTypeId, line.total);
          add(typeSold, item.ticketTypeId, item.quantity);
          orderTickets += item.quantity;
        }
      });
      chipCredit += orderCredit;
      for (const row of receipt.vatTable.rows) {
        const sum = vat.get(row.vatRateBasisPoints) ?? { gross: 0, net: 0, vat: 0 };
        sum.gross += row.total;
        sum.net += row.base;
        sum.vat += row.vat;
        vat.set(row.vatRateBasisPoints, sum);
      }
      // Credit carries no VAT (it is taxed when spent), so it sits in the 0 % row: take it out of revenue there.
      if (orderCredit > 0) {
        const zero = vat.get(0) ?? { gross: 0, net: 0, vat: 0 };
        zero.gross -= orderCredit;
        zero.net -= orderCredit;
        vat.set(0, zero);
      }
      const revenue = receipt.total - orderCredit;
      const day = localDay(order.paidAt ?? order.createdAt, event.timeZone);
      const dayRow = days.get(day) ?? { orders: 0, tickets: 0, revenueGross: 0, chipCredit: 0 };
      dayRow.orders += 1;
      dayRow.tickets += orderTickets;
      dayRow.revenueGross += revenue;
      dayRow.chipCredit += orderCredit;
      days.set(day, dayRow);
      const channelKey = `${order.reqSourceId}:${order.brandId ?? ''}`;
      const channel = channels.get(channelKey) ?? {
        reqSourceId: order.reqSourceId,
        brandId: order.brandId,
        orders: 0,
        revenueGross: 0,
      };
      channel.orders += 1;
      channel.revenueGross += revenue;
      channels.set(channelKey, channel);
      const method = methods.get(order.paymentMethodId) ?? { orders: 0, receiptsTotal: 0 };
      method.orders += 1;
      method.receiptsTotal += receipt.total;
      methods.set(order.paymentMethodId, method);
    }
  }

  const [types, valid, refundRows, providerFees] = await Promise.all([
    reportTicketTypes(db, eventId),
    validTicketsByType(db, eventId),
    eventRefunds(db, eventId),
    eventProviderFees(db, eventId),
  ]);
  const validByType = new Map(valid.map((row) => [row.ticketTypeId, row.tickets]));
  const vatRates = [...vat.entries()]
    .filter(([, sum]) => sum.gross !== 0 || sum.vat !== 0)
    .sort(([a], [b]) => b - a)
    .map(([vatRateBasisPoints, sum]) => ({ vatRateBasisPoints, ...sum }));
  const revenueGross = receiptsTotal - chipCredit;
  const revenueVat = vatRates.reduce((total, row) => total + row.vat, 0);
  return {
    eventId,
    namePub: pickText(event.name, language),
    currencyId: event.currencyId,
    timeZone: event.timeZone,
    totals: {
      paidOrders,
      tickets: valid.reduce((total, row) => total + row.tickets, 0),
      receiptsTotal,
      revenueGross,
      revenueNet: revenueGross - revenueVat,
      revenueVat,
      chipCredit,
      refunded: refundRows.filter((row) => row.status === 'refunded').reduce((t, row) => t + row.amount, 0),
      refundsOpen: refundRows
        .filter((row) => row.status !== 'refunded')
        .reduce((t, row) => t + row.amount, 0),
      providerFees,
    },
    vatRates,
    days: [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, row]) => ({ day, ...row })),
    ticketTypes: types
      .filter((type) => typeSold.has(type.ticketTypeId) || validByType.has(type.ticketTypeId))
      .map((type) => ({
        ticketTypeId: type.ticketTypeId,
        namePub: pickText(type.name, language),
        tickets: validByType.get(type.ticketTypeId) ?? 0,
        sold: typeSold.get(type.ticketTypeId) ?? 0,
        gross: typeGross.get(type.ticketTypeId) ?? 0,
      })),
    channels: [...channels.values()].sort((a, b) => b.revenueGross - a.revenueGross),
    paymentMethods: [...methods.entries()]
      .map(([paymentMethodId, row]) => ({ paymentMethodId, ...row }))
      .sort((a, b) => b.receiptsTotal - a.receiptsTotal),
  };
}
