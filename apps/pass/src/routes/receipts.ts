// Handlers of the receipt endpoints.
import type { receiptEndpoints } from '@repo/contract/receipts';
import { orderStatus } from '@repo/enums';
import type { Db } from '../db/database';
import { orderCreditNotes } from '../db/queries/hub-order-detail';
import { listPaidExtraOrders } from '../db/queries/orders';
import { buildCreditNoteDocument } from '../receipts/credit-note';
import type { HandlersOf } from '../http/register-endpoint';
import type { RequestContext } from '../http/request-context';
import type { Receipt } from '../receipts/receipt';
import { orderReceipt, paidOrderReceipt } from '../selling/order-documents';
import type { OrderRow } from '../selling/orders';
import { orderOr404 } from './orders';

/** A refunded order was paid: its receipt stays (its credit notes correct it). */
const isPaid = (order: OrderRow) =>
  order.statusId === orderStatus.ids.paid || order.statusId === orderStatus.ids.refunded;

/** The receipt as issued to the buyer (order language); 409 while the order is unpaid. */
async function receiptOf(db: Db, orderId: string): Promise<Receipt> {
  const { order } = await orderOr404(db, orderId);
  return paidOrderReceipt(db, order);
}

/** An order's receipts: one once paid, none before. `ctx` set: in the caller's language instead. */
async function receiptsOf(db: Db, orderId: string, ctx?: RequestContext): Promise<Receipt[]> {
  const { order } = await orderOr404(db, orderId);
  if (!isPaid(order)) return [];
  // orderReceipt writes in the order's language; the v2 reader asks for its own, so it lends that one.
  return [await orderReceipt(db, ctx ? { ...order, languageId: ctx.languageId } : order)];
}

export const receiptHandlers: HandlersOf<typeof receiptEndpoints> = {
  receiptProducts: async ({ db, query }) => {
    const receipt = await receiptOf(db, query.orderId);
    return {
      errorText: 'OK',
      receiptNumber: receipt.receiptNumber,
      currencyId: receipt.currencyId,
      products: receipt.lines,
    };
  },
  receiptVatTable: async ({ db, query }) => {
    const receipt = await receiptOf(db, query.orderId);
    return {
      errorText: 'OK',
      receiptNumber: receipt.receiptNumber,
      currencyId: receipt.currencyId,
      taxDocument: receipt.taxDocument,
      vatTable: receipt.vatTable,
    };
  },
  orderReceipts: async ({ db, query }) => ({
    errorText: 'OK',
    receipts: await receiptsOf(db, query.orderId),
  }),
  orderReceiptsV2: async ({ db, query, ctx }) => ({
    errorText: 'OK',
    receipts: await receiptsOf(db, query.orderId, ctx),
  }),
  orderCreditNotes: async ({ db, query, ctx }) => {
    const { order } = await orderOr404(db, query.orderId);
    const notes = await orderCreditNotes(db, order.id);
    if (notes.length === 0 || !isPaid(order)) return { errorText: 'OK', creditNotes: [] };
    const receipt = await orderReceipt(db, { ...order, languageId: ctx.languageId });
    return {
      errorText: 'OK',
      creditNotes: notes.map((note) =>
        buildCreditNoteDocument({
          number: note.number,
          issuedAt: note.issuedAt,
          reason: note.reason,
          lines: note.lines,
          vatRows: note.vatRows,
          receipt,
          language: ctx.language,
        }),
      ),
    };
  },
  extraOrderReceipts: async ({ db, query }) => {
    await orderOr404(db, query.orderId);
    // Extra orders (order-create-extra) point at the order they extend; each paid one has its own receipt.
    const extras = await listPaidExtraOrders(db, query.orderId);
    return { errorText: 'OK', receipts: await Promise.all(extras.map((extra) => orderReceipt(db, extra))) };
  },
};
