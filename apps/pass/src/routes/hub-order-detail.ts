// Handlers of one order in the hub's box office: the detail, and the actions (each audited on the order).
import type { HubOrderDetail, HubRefund, hubOrderDetailEndpoints } from '@repo/contract/hub-order-detail';
import { orderStatus } from '@repo/enums';
import type { Db } from '../db/database';
import type { RefundRow } from '../db/queries/hub-order-detail';
import {
  orderAuditRows,
  orderEvent,
  orderCreditNotes,
  orderOutboxMessages,
  orderPayments,
  orderRefunds,
  orderVoucherRows,
} from '../db/queries/hub-order-detail';
import type { HandlersOf } from '../http/register-endpoint';
import { pickText } from '../i18n-text';
import type { PaymentProviders } from '../payments/providers';
import { buildCreditNoteDocument } from '../receipts/credit-note';
import {
  assertRetryable,
  recordManualPayment,
  refundOrder,
  renameTicketHolder,
  resendTicketsMail,
  sendRefundToProvider,
} from '../selling/box-office';
import type { RefundRequest } from '../selling/box-office';
import { orderReceipt } from '../selling/order-documents';
import { orderLines, orderTicketRows } from '../selling/order-views';
import { cancelOrder, effectiveStatusId, orderStatusKey } from '../selling/orders';
import type { LabelLanguage } from '@repo/enums';
import { roleHasPermission } from '@repo/contract/access';
import { orderOr404 } from './orders';

export interface HubOrderDetailConfig {
  /** The service's database outside any request transaction: provider calls run after the write commits. */
  rootDb: Db;
  providers: PaymentProviders;
  /** Wakes the e-mail worker after a commit that queued an e-mail. */
  onPaid: () => void;
}

function toHubRefund(row: RefundRow, providers: PaymentProviders): HubRefund {
  return {
    refundId: row.id,
    provider: row.provider,
    reason: row.reason,
    amount: row.amount,
    currencyId: row.currencyId,
    status: row.status,
    counterpartyAccount: row.counterpartyAccount,
    attempts: row.attempts,
    lastError: row.lastError,
    retryable: row.status === 'pending' && providers[row.provider] !== undefined,
    createdAt: row.createdAt.toISOString(),
    refundedAt: row.refundedAt?.toISOString() ?? null,
  };
}

function seatText(
  seat: { rowLabel: string | null; seatNumber: number | null } | null,
  sector: string | null,
): string | null {
  if (!seat?.rowLabel || seat.seatNumber === null) return null;
  return [sector, `${seat.rowLabel}/${String(seat.seatNumber)}`].filter(Boolean).join(', ');
}

/** Everything the order page shows, in the caller's language. */
export async function loadOrderDetail(
  db: Db,
  orderId: string,
  ctx: { language: LabelLanguage; languageId: number },
  providers: PaymentProviders,
  canAct = true,
): Promise<HubOrderDetail> {
  const { language } = ctx;
  const { order } = await orderOr404(db, orderId);
  const now = new Date();
  const event = await orderEvent(db, order.eventId);
  const paidOnce = order.paidAt !== null;
  // One after another: inside a write the reads share the transaction's single connection.
  const lines = await orderLines(db, order.id, language);
  const ticketRows = await orderTicketRows(db, order.id);
  const paymentRows = await orderPayments(db, order.id);
  const refundRows = await orderRefunds(db, order.id);
  const noteRows = await orderCreditNotes(db, order.id);
  const voucherRows = await orderVoucherRows(db, order.id);
  const messages = await orderOutboxMessages(db, order.id);
  const auditRows = await orderAuditRows(db, event?.organizerId ?? '', order.id);
  // Documents are shown in the hub's language: the receipt lent that language, as the v2 receipts reader does.
  const receipt = paidOnce ? await orderReceipt(db, { ...order, languageId: ctx.languageId }) : null;
  return {
    canAct,
    order: {
      orderId: order.id,
      orderNumber: order.orderNumber,
      eventId: order.eventId,
      eventName: pickText(event?.name, language) ?? '',
      state: orderStatusKey(order.id, effectiveStatusId(order, now)),
      email: order.email,
      name: order.name,
      phone: order.phone,
      totalAmount: order.totalAmount,
      paidAmount: order.paidAmount,
      refundedAmount: order.refundedAmount,
      refundable: order.statusId === orderStatus.ids.paid ? order.paidAmount - order.refundedAmount : 0,
      currencyId: order.currencyId,
      paymentMethodId: order.paymentMethodId,
      demo: order.demo,
      createdAt: order.createdAt.toISOString(),
      expiresAt: order.expiresAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      canceledAt: order.canceledAt?.toISOString() ?? null,
    },
    items: lines.map((line) => ({
      orderItemId: line.orderItemId,
      kind: line.kind,
      name: line.namePub,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discount: line.discount,
      vatRateBasisPoints: line.vatRateBasisPoints,
      seat: line.seat ? `${line.seat.sectorNamePub}, ${line.seat.row}/${String(line.seat.number)}` : null,
    })),
    tickets: ticketRows.map(({ ticket, typeName, unitPrice, seat, sectorName }) => ({
      ticketId: ticket.id,
      orderItemId: ticket.orderItemId,
      code: ticket.qrCode,
      ticketTypeName: pickText(typeName, language),
      holderName: ticket.holderName,
      status: ticket.status,
      seat: seatText(seat, pickText(sectorName, language)),
      price: unitPrice,
      canceledAt: ticket.canceledAt?.toISOString() ?? null,
    })),
    payments: paymentRows.map((payment) => ({
      paymentId: payment.id,
      provider: payment.provider,
      paymentMethodId: payment.paymentMethodId,
      status: payment.status,
      amount: payment.amount,
      currencyId: payment.currencyId,
      feeAmount: payment.feeAmount,
      createdAt: payment.createdAt.toISOString(),
    })),
    refunds: refundRows.map((row) => toHubRefund(row, providers)),
    vouchers: voucherRows.map(({ voucher, name }) => ({
      voucherId: voucher.id,
      code: voucher.code,
      name: pickText(name, language),
      quantity: voucher.quantity,
      status: voucher.status,
    })),
    receipt,
    creditNotes: receipt
      ? noteRows.map((note) => {
          const document = buildCreditNoteDocument({
            number: note.number,
            issuedAt: note.issuedAt,
            reason: note.reason,
            lines: note.lines,
            vatRows: note.vatRows,
            receipt,
            language,
          });
          return {
            creditNoteId: note.id,
            number: document.creditNoteNumber,
            refundId: note.refundId,
            amount: note.amount,
            reason: note.reason,
            issuedAt: note.issuedAt.toISOString(),
            document,
          };
        })
      : [],
    emails: messages.map((message) => ({
      messageId: message.id,
      kind: message.kind,
      status: message.status,
      attempts: message.attempts,
      createdAt: message.createdAt.toISOString(),
      processedAt: message.processedAt?.toISOString() ?? null,
      lastError: message.lastError,
    })),
    audit: auditRows.map((row) => ({
      auditId: row.id,
      action: row.action,
      actorName: row.actorName,
      actorKind: row.actorKind,
      detail: row.detail,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

export function hubOrderDetailHandlers(
  config: HubOrderDetailConfig,
): HandlersOf<typeof hubOrderDetailEndpoints> {
  const { providers } = config;
  type Ctx = { language: LabelLanguage; languageId: number };
  const detailOf = (db: Db, orderId: string, ctx: Ctx) => loadOrderDetail(db, orderId, ctx, providers);

  /** A refund's answer: the provider is called after the commit, so the answer is filled in then. */
  const refunded = async (input: {
    db: Db;
    orderId: string;
    ctx: Ctx;
    request: RefundRequest;
    reason: string;
    audit: { resource(type: string, id: string): void; detail(values: Record<string, unknown>): void };
    afterCommit(callback: () => void | Promise<void>): void;
    log: { error(object: unknown, message: string): void };
  }) => {
    const outcome = await refundOrder(input.db, {
      orderId: input.orderId,
      request: input.request,
      reason: input.reason,
    });
    input.audit.resource('order', input.orderId);
    input.audit.detail({
      request: input.request.kind,
      reason: input.reason,
      amount: outcome.refund?.amount ?? 0,
      refundId: outcome.refund?.id ?? null,
      provider: outcome.refund?.provider ?? null,
      canceledTickets: outcome.canceledTicketIds,
    });
    const answer = {
      errorText: 'OK' as const,
      refund: outcome.refund ? toHubRefund(outcome.refund, providers) : null,
      creditNoteId: outcome.creditNoteId,
      detail: await detailOf(input.db, input.orderId, input.ctx),
    };
    const refundId = outcome.refund?.id;
    if (refundId && answer.refund?.retryable) {
      // The provider is called once the refund is committed (never inside the write's transaction): the answer
      // then says whether it went through, and a failure stays pending and retryable.
      input.afterCommit(async () => {
        try {
          const row = await sendRefundToProvider(config.rootDb, providers, refundId);
          answer.refund = toHubRefund(row, providers);
          answer.detail = await detailOf(config.rootDb, input.orderId, input.ctx);
        } catch (error) {
          // The refund is committed either way: it stays pending and retryable, and the answer says so.
          input.log.error({ err: error, refundId }, 'sending a refund to its provider failed');
        }
      });
    }
    return answer;
  };

  return {
    hubOrderDetail: async ({ db, params, ctx, principal }) => ({
      errorText: 'OK',
      detail: await loadOrderDetail(
        db,
        params.orderId,
        ctx,
        providers,
        principal.kind !== 'device' && roleHasPermission(principal.role, 'orders'),
      ),
    }),
    hubOrderResendTickets: async ({ db, params, ctx, audit, afterCommit }) => {
      await resendTicketsMail(db, params.orderId);
      audit.resource('order', params.orderId);
      afterCommit(config.onPaid);
      return { errorText: 'OK', detail: await detailOf(db, params.orderId, ctx) };
    },
    hubOrderTicketHolder: async ({ db, params, body, ctx, audit }) => {
      const { previous } = await renameTicketHolder(db, {
        orderId: params.orderId,
        ticketId: params.ticketId,
        holderName: body.holderName,
      });
      audit.resource('order', params.orderId);
      audit.detail({ ticketId: params.ticketId, from: previous, to: body.holderName });
      return { errorText: 'OK', detail: await detailOf(db, params.orderId, ctx) };
    },
    hubOrderCancel: async ({ db, params, ctx, audit }) => {
      await cancelOrder(db, params.orderId);
      audit.resource('order', params.orderId);
      return { errorText: 'OK', detail: await detailOf(db, params.orderId, ctx) };
    },
    hubOrderManualPayment: async ({ db, params, body, ctx, audit, afterCommit }) => {
      const { paymentId } = await recordManualPayment(db, {
        orderId: params.orderId,
        amount: body.amount,
        paymentMethodId: body.paymentMethodId,
      });
      audit.resource('order', params.orderId);
      audit.detail({ paymentId, amount: body.amount, paymentMethodId: body.paymentMethodId });
      afterCommit(config.onPaid);
      return { errorText: 'OK', detail: await detailOf(db, params.orderId, ctx) };
    },
    hubOrderTicketsCancel: async ({ db, params, body, ctx, audit, afterCommit, request }) =>
      refunded({
        log: request.log,
        db,
        orderId: params.orderId,
        ctx,
        request: { kind: 'tickets', ticketIds: body.ticketIds },
        reason: body.reason,
        audit,
        afterCommit,
      }),
    hubOrderRefund: async ({ db, params, body, ctx, audit, afterCommit, request }) =>
      refunded({
        log: request.log,
        db,
        orderId: params.orderId,
        ctx,
        request:
          body.kind === 'tickets'
            ? { kind: 'tickets', ticketIds: body.ticketIds }
            : body.kind === 'amount'
              ? { kind: 'amount', amount: body.amount }
              : { kind: 'full' },
        reason: body.reason,
        audit,
        afterCommit,
      }),
    hubOrderRefundRetry: async ({ db, params, ctx, audit, afterCommit, request }) => {
      await assertRetryable(db, providers, params.orderId, params.refundId);
      audit.resource('order', params.orderId);
      audit.detail({ refundId: params.refundId });
      const answer = {
        errorText: 'OK' as const,
        refund: toHubRefund(
          (await orderRefunds(db, params.orderId)).find((row) => row.id === params.refundId) as RefundRow,
          providers,
        ),
        detail: await detailOf(db, params.orderId, ctx),
      };
      afterCommit(async () => {
        try {
          answer.refund = toHubRefund(
            await sendRefundToProvider(config.rootDb, providers, params.refundId),
            providers,
          );
          answer.detail = await detailOf(config.rootDb, params.orderId, ctx);
        } catch (error) {
          request.log.error(
            { err: error, refundId: params.refundId },
            'sending a refund to its provider failed',
          );
        }
      });
      return answer;
    },
  };
}
