// Handlers of the hub's refund queue: the list, approve, mark paid, and the payout batches with their files.
import type { HubPayoutBatch, HubRefund, hubRefundEndpoints } from '@repo/contract/hub-refunds';
import { HUB_PAYOUT_BATCHES_PAGE, HUB_REFUNDS_PAGE } from '@repo/contract/hub-refunds';
import type { OrganizerRefundRow, PayoutBatchSummary } from '../db/queries/refunds';
import { listOrganizerRefunds, listPayoutBatches } from '../db/queries/refunds';
import type { HandlersOf } from '../http/register-endpoint';
import {
  approveOrganizerRefund,
  exportPayoutBatch,
  markOrganizerRefundPaid,
  markPayoutBatchPaidOut,
  payoutAccountOf,
  payoutBatchFile,
} from '../payments/refund-payouts';

function toHubRefund({ refund, orderNumber, buyerName, buyerEmail }: OrganizerRefundRow): HubRefund {
  const account = payoutAccountOf(refund);
  return {
    refundId: refund.id,
    orderId: refund.orderId,
    orderNumber,
    paymentId: refund.paymentId,
    bankTransactionId: refund.bankTransactionId,
    provider: refund.provider,
    reason: refund.reason,
    amount: refund.amount,
    currencyId: refund.currencyId,
    counterpartyAccount: refund.counterpartyAccount,
    status: refund.status,
    createdAt: refund.createdAt.toISOString(),
    buyerName,
    buyerEmail,
    payoutIban: account?.iban ?? null,
    needsAccount:
      (refund.bankTransactionId !== null || refund.creditRefundRequestId !== null) && account === null,
    approvedAt: refund.approvedAt?.toISOString() ?? null,
    approvedBy: refund.approvedBy,
    refundedAt: refund.refundedAt?.toISOString() ?? null,
    refundedBy: refund.refundedBy,
    payoutBatchId: refund.payoutBatchId,
  };
}

function toHubBatch(batch: PayoutBatchSummary): HubPayoutBatch {
  return {
    payoutBatchId: batch.id,
    currencyId: batch.currencyId,
    format: batch.format,
    fileName: batch.fileName,
    count: batch.count,
    total: batch.total,
    status: batch.status,
    createdAt: batch.createdAt.toISOString(),
    createdBy: batch.createdBy,
    paidAt: batch.paidAt?.toISOString() ?? null,
    paidBy: batch.paidBy,
  };
}

export const hubRefundHandlers: HandlersOf<typeof hubRefundEndpoints> = {
  hubRefunds: async ({ db, params, query }) => {
    const rows = await listOrganizerRefunds(db, {
      organizerId: params.organizerId,
      status: query.status,
      currencyId: query.currencyId,
      payoutBatchId: query.payoutBatchId,
      after: query.after,
      limit: HUB_REFUNDS_PAGE + 1,
    });
    const page = rows.slice(0, HUB_REFUNDS_PAGE);
    return {
      errorText: 'OK',
      refunds: page.map(toHubRefund),
      nextAfter: rows.length > HUB_REFUNDS_PAGE ? (page.at(-1)?.refund.id ?? null) : null,
    };
  },
  hubRefundApprove: async ({ db, params, principal, audit }) => {
    const row = await approveOrganizerRefund(db, params.organizerId, params.refundId, principal.actor.name);
    audit.resource('refund', row.refund.id);
    audit.detail({ amount: row.refund.amount, currencyId: row.refund.currencyId });
    return { errorText: 'OK', refund: toHubRefund(row) };
  },
  hubRefundMarkPaid: async ({ db, params, principal, audit }) => {
    const row = await markOrganizerRefundPaid(db, params.organizerId, params.refundId, principal.actor.name);
    audit.resource('refund', row.refund.id);
    audit.detail({ amount: row.refund.amount, currencyId: row.refund.currencyId });
    return { errorText: 'OK', refund: toHubRefund(row) };
  },
  hubPayoutBatchCreate: async ({ db, params, body, principal, audit }) => {
    const { batch, skipped } = await exportPayoutBatch(
      db,
      params.organizerId,
      body.currencyId,
      principal.actor.name,
    );
    audit.resource('payoutBatch', batch.id);
    audit.detail({ currencyId: batch.currencyId, count: batch.count, total: batch.total, skipped });
    return { errorText: 'OK', batch: toHubBatch(batch), skipped };
  },
  hubPayoutBatches: async ({ db, params, query }) => {
    const rows = await listPayoutBatches(db, params.organizerId, query.after, HUB_PAYOUT_BATCHES_PAGE + 1);
    const page = rows.slice(0, HUB_PAYOUT_BATCHES_PAGE);
    return {
      errorText: 'OK',
      batches: page.map(toHubBatch),
      nextAfter: rows.length > HUB_PAYOUT_BATCHES_PAGE ? (page.at(-1)?.id ?? null) : null,
    };
  },
  hubPayoutBatchFile: async ({ db, params, reply }) => {
    const batch = await payoutBatchFile(db, params.organizerId, params.payoutBatchId);
    void reply.type(
      batch.format === 'abo-kpc' ? 'text/plain; charset=utf-8' : 'application/xml; charset=utf-8',
    );
    void reply.header('content-disposition', `attachment; filename="${batch.fileName}"`);
    return batch.content;
  },
  hubPayoutBatchPaid: async ({ db, params, principal, audit }) => {
    const { batch, refunded } = await markPayoutBatchPaidOut(
      db,
      params.organizerId,
      params.payoutBatchId,
      principal.actor.name,
    );
    audit.resource('payoutBatch', batch.id);
    audit.detail({ refunded, total: batch.total, currencyId: batch.currencyId });
    return { errorText: 'OK', batch: toHubBatch(batch), refunded };
  },
};
