// The organizer's refund queue in the hub: the refunds its orders and statements owe, approving them, marking
// them paid, and paying approved bank refunds out in a batch file (pain.001 for EUR, ABO/KPC for CZK).
import { z } from 'zod';
import { organizerAccess } from './access';
import { binary, enumId, isoDateTime, minorUnits, ok, uuid } from './common';
import type { EndpointDefinition } from './endpoint';
import { defineEndpoint } from './endpoint';
import { pendingRefund, refundStatuses } from './payments';

export const HUB_REFUNDS_PAGE = 50;
export const HUB_PAYOUT_BATCHES_PAGE = 20;

export const hubRefund = pendingRefund.extend({
  buyerName: z.string().nullable(),
  buyerEmail: z.string().nullable(),
  /** The account the batch file pays to (IBAN), or null when there is no usable one for the currency. */
  payoutIban: z.string().nullable(),
  /** A bank refund whose account cannot be paid by batch: it needs an account before it can go out. */
  needsAccount: z.boolean(),
  approvedAt: isoDateTime.nullable(),
  approvedBy: z.string().nullable(),
  refundedAt: isoDateTime.nullable(),
  refundedBy: z.string().nullable(),
  payoutBatchId: uuid.nullable(),
});
export type HubRefund = z.infer<typeof hubRefund>;

export const payoutBatchFormats = ['pain.001.001.03', 'abo-kpc'] as const;

export const hubPayoutBatch = z.object({
  payoutBatchId: uuid,
  currencyId: enumId,
  format: z.enum(payoutBatchFormats),
  fileName: z.string(),
  count: z.int().positive(),
  total: minorUnits,
  status: z.enum(['exported', 'paid']),
  createdAt: isoDateTime,
  createdBy: z.string(),
  paidAt: isoDateTime.nullable(),
  paidBy: z.string().nullable(),
});
export type HubPayoutBatch = z.infer<typeof hubPayoutBatch>;

const organizerParams = z.object({ organizerId: uuid });
const refundParams = z.object({ organizerId: uuid, refundId: uuid });
const batchParams = z.object({ organizerId: uuid, payoutBatchId: uuid });

export const hubRefundEndpoints = {
  hubRefunds: defineEndpoint({
    id: 'hubRefunds',
    method: 'GET',
    path: '/pass/hub/organizer/{organizerId}/refunds',
    tag: 'hub',
    summary: "The organizer's refund queue, oldest first, by state and currency; keyset pages",
    access: organizerAccess('reports', 'params.organizerId'),
    params: organizerParams,
    query: z.object({
      status: z.enum(refundStatuses).optional(),
      currencyId: z.coerce.number().int().positive().optional(),
      payoutBatchId: uuid.optional(),
      /** The last refund id of the previous page. */
      after: uuid.optional(),
    }),
    response: ok({ refunds: z.array(hubRefund), nextAfter: uuid.nullable() }),
    errors: [403, 404],
  }),
  hubRefundApprove: defineEndpoint({
    id: 'hubRefundApprove',
    method: 'POST',
    path: '/pass/hub/organizer/{organizerId}/refund/{refundId}/approve',
    tag: 'hub',
    summary: 'Approve a pending refund: it may then be paid by hand or go into a payout batch',
    access: organizerAccess('orders', 'params.organizerId'),
    params: refundParams,
    response: ok({ refund: hubRefund }),
    errors: [403, 404, 409],
  }),
  hubRefundMarkPaid: defineEndpoint({
    id: 'hubRefundMarkPaid',
    method: 'POST',
    path: '/pass/hub/organizer/{organizerId}/refund/{refundId}/paid',
    tag: 'hub',
    summary: 'Mark an approved refund as sent back (e.g. refunded in the card gateway or paid by hand)',
    access: organizerAccess('orders', 'params.organizerId'),
    params: refundParams,
    response: ok({ refund: hubRefund }),
    errors: [403, 404, 409],
  }),
  hubPayoutBatchCreate: defineEndpoint({
    id: 'hubPayoutBatchCreate',
    method: 'POST',
    path: '/pass/hub/organizer/{organizerId}/payout-batches',
    tag: 'hub',
    summary:
      'Write the approved refunds of a currency that have usable accounts into a bank batch file (EUR: SEPA ' +
      'pain.001.001.03, CZK: Czech ABO/KPC); they become exported',
    access: organizerAccess('orders', 'params.organizerId'),
    params: organizerParams,
    body: z.object({ currencyId: z.int().positive() }),
    response: ok({
      batch: hubPayoutBatch,
      /** Approved refunds left out because they have no usable account. */
      skipped: z.int().nonnegative(),
    }),
    errors: [403, 404, 422],
  }),
  hubPayoutBatches: defineEndpoint({
    id: 'hubPayoutBatches',
    method: 'GET',
    path: '/pass/hub/organizer/{organizerId}/payout-batches',
    tag: 'hub',
    summary: "The organizer's payout batches, newest first; keyset pages",
    access: organizerAccess('reports', 'params.organizerId'),
    params: organizerParams,
    query: z.object({ after: uuid.optional() }),
    response: ok({ batches: z.array(hubPayoutBatch), nextAfter: uuid.nullable() }),
    errors: [403, 404],
  }),
  hubPayoutBatchFile: defineEndpoint({
    id: 'hubPayoutBatchFile',
    method: 'GET',
    path: '/pass/hub/organizer/{organizerId}/payout-batch/{payoutBatchId}/file',
    tag: 'hub',
    summary:
      'The batch file as written when it was exported (XML for pain.001, text for ABO), as an attachment',
    access: organizerAccess('reports', 'params.organizerId'),
    params: batchParams,
    produces: 'text/plain',
    response: binary,
    errors: [403, 404],
  }),
  hubPayoutBatchPaid: defineEndpoint({
    id: 'hubPayoutBatchPaid',
    method: 'POST',
    path: '/pass/hub/organizer/{organizerId}/payout-batch/{payoutBatchId}/paid',
    tag: 'hub',
    summary: 'The bank sent the batch: mark it and every refund in it paid',
    access: organizerAccess('orders', 'params.organizerId'),
    params: batchParams,
    response: ok({ batch: hubPayoutBatch, refunded: z.int().nonnegative() }),
    errors: [403, 404, 409],
  }),
} as const satisfies Record<string, EndpointDefinition>;
