// One order in the hub's box office: its detail (items, tickets, payments, refunds, documents, e-mails, audit
// trail) and the actions on it: resend tickets, rename a holder, cancel, take a payment by hand, refund.
import { z } from 'zod';
import { organizerAccess } from './access';
import { enumId, isoDateTime, minorUnits, ok, uuid } from './common';
import type { EndpointDefinition } from './endpoint';
import { defineEndpoint } from './endpoint';
import { hubOrderStates } from './hub-orders';
import { creditNoteDocument, receipt } from './receipts';

const text = z.string();

export const hubOrderTicket = z.object({
  ticketId: uuid,
  orderItemId: uuid,
  /** The ticket's code (what its QR code carries). */
  code: text,
  ticketTypeName: text,
  holderName: text.nullable(),
  status: z.enum(['valid', 'canceled']),
  /** "Sector, row 3, seat 12" for a seated ticket. */
  seat: text.nullable(),
  /** What the ticket cost (its line's unit price after discount). */
  price: minorUnits,
  canceledAt: isoDateTime.nullable(),
});
export type HubOrderTicket = z.infer<typeof hubOrderTicket>;

export const hubRefund = z.object({
  refundId: uuid,
  provider: text,
  reason: text,
  amount: minorUnits,
  currencyId: enumId,
  /** pending: at the provider (retry when lastError is set) or in the refund queue (bank transfers). */
  status: text,
  counterpartyAccount: text.nullable(),
  attempts: z.int().nonnegative(),
  lastError: text.nullable(),
  /** A card refund the provider has not confirmed: the box office can send it again. */
  retryable: z.boolean(),
  createdAt: isoDateTime,
  refundedAt: isoDateTime.nullable(),
});
export type HubRefund = z.infer<typeof hubRefund>;

export { creditNoteDocument } from './receipts';
export type { CreditNoteDocument } from './receipts';

export const hubCreditNote = z.object({
  creditNoteId: uuid,
  number: text,
  refundId: uuid,
  amount: minorUnits,
  reason: text,
  issuedAt: isoDateTime,
  document: creditNoteDocument,
});
export type HubCreditNote = z.infer<typeof hubCreditNote>;

export const hubOrderDetail = z.object({
  /** Whether the caller may act on the order (owner, box office); the accountant reads only. */
  canAct: z.boolean(),
  order: z.object({
    orderId: uuid,
    orderNumber: z.int(),
    eventId: uuid,
    eventName: text,
    state: z.enum(hubOrderStates),
    email: text,
    name: text,
    phone: text.nullable(),
    totalAmount: minorUnits,
    paidAmount: minorUnits,
    refundedAmount: minorUnits,
    /** What can still be refunded: paid minus refunded. */
    refundable: minorUnits,
    currencyId: enumId,
    paymentMethodId: enumId,
    demo: z.boolean(),
    createdAt: isoDateTime,
    expiresAt: isoDateTime,
    paidAt: isoDateTime.nullable(),
    canceledAt: isoDateTime.nullable(),
  }),
  items: z.array(
    z.object({
      orderItemId: uuid,
      kind: text,
      name: text,
      quantity: z.int(),
      unitPrice: minorUnits,
      discount: minorUnits,
      vatRateBasisPoints: z.int(),
      seat: text.nullable(),
    }),
  ),
  tickets: z.array(hubOrderTicket),
  payments: z.array(
    z.object({
      paymentId: uuid,
      provider: text,
      paymentMethodId: enumId,
      status: text,
      amount: minorUnits,
      currencyId: enumId,
      /** What the card provider kept of it, where the provider reports it (Stripe); null otherwise. */
      feeAmount: minorUnits.nullable(),
      createdAt: isoDateTime,
    }),
  ),
  refunds: z.array(hubRefund),
  vouchers: z.array(z.object({ voucherId: uuid, code: text, name: text, quantity: z.int(), status: text })),
  /** The receipt as issued (null while unpaid). */
  receipt: receipt.nullable(),
  creditNotes: z.array(hubCreditNote),
  emails: z.array(
    z.object({
      messageId: z.int(),
      kind: text,
      status: text,
      attempts: z.int(),
      createdAt: isoDateTime,
      processedAt: isoDateTime.nullable(),
      lastError: text.nullable(),
    }),
  ),
  audit: z.array(
    z.object({
      auditId: z.int(),
      action: text,
      actorName: text,
      actorKind: text,
      detail: z.record(z.string(), z.unknown()),
      createdAt: isoDateTime,
    }),
  ),
});
export type HubOrderDetail = z.infer<typeof hubOrderDetail>;

const orderParams = z.object({ orderId: uuid });
const reason = z.string().trim().min(1, { error: 'say why' }).max(300);
const detail = ok({ detail: hubOrderDetail });

/** What a refund did: the refund (null when only free tickets were canceled) and the order afterwards. */
const refundAnswer = ok({
  refund: hubRefund.nullable(),
  creditNoteId: uuid.nullable(),
  detail: hubOrderDetail,
});

export const hubOrderDetailEndpoints = {
  hubOrderDetail: defineEndpoint({
    id: 'hubOrderDetail',
    method: 'GET',
    path: '/pass/hub/order/{orderId}',
    tag: 'hub',
    summary:
      'One order for the box office and the accountant: items, tickets, payments, refunds, vouchers, receipt and ' +
      'credit notes, the e-mails sent and the audit trail',
    access: organizerAccess('orderDetail', 'params.orderId'),
    params: orderParams,
    response: detail,
    errors: [403, 404],
  }),
  hubOrderResendTickets: defineEndpoint({
    id: 'hubOrderResendTickets',
    method: 'POST',
    path: '/pass/hub/order/{orderId}/resend-tickets',
    tag: 'hub',
    summary: "Send the paid order's tickets e-mail to the buyer again (through the outbox)",
    access: organizerAccess('orders', 'params.orderId'),
    params: orderParams,
    response: detail,
    errors: [403, 404, 409],
  }),
  hubOrderTicketHolder: defineEndpoint({
    id: 'hubOrderTicketHolder',
    method: 'PUT',
    path: '/pass/hub/order/{orderId}/ticket/{ticketId}/holder',
    tag: 'hub',
    summary: "Change a valid ticket's holder name",
    access: organizerAccess('orders', 'params.orderId'),
    params: z.object({ orderId: uuid, ticketId: uuid }),
    body: z.object({ holderName: z.string().trim().min(1, { error: 'enter a name' }).max(200) }),
    response: detail,
    errors: [403, 404, 409],
  }),
  hubOrderCancel: defineEndpoint({
    id: 'hubOrderCancel',
    method: 'POST',
    path: '/pass/hub/order/{orderId}/cancel',
    tag: 'hub',
    summary: 'Cancel an unpaid order: its tickets, seats and discount code use are given back',
    access: organizerAccess('orders', 'params.orderId'),
    params: orderParams,
    response: detail,
    errors: [403, 404, 409],
  }),
  hubOrderManualPayment: defineEndpoint({
    id: 'hubOrderManualPayment',
    method: 'POST',
    path: '/pass/hub/order/{orderId}/manual-payment',
    tag: 'hub',
    summary:
      'Record money taken at the box office (cash, or a card terminal) for an unpaid order: it becomes paid as ' +
      'by any payment (tickets, receipt, e-mail). The amount must be what the order owes',
    access: organizerAccess('orders', 'params.orderId'),
    params: orderParams,
    body: z.object({
      amount: minorUnits.positive(),
      /** paymentMethod enumeration: cash (6) or paymentCard (1) at the box office's terminal. */
      paymentMethodId: z.union([z.literal(6), z.literal(1)]).default(6),
    }),
    response: detail,
    errors: [403, 404, 409, 422],
  }),
  hubOrderTicketsCancel: defineEndpoint({
    id: 'hubOrderTicketsCancel',
    method: 'POST',
    path: '/pass/hub/order/{orderId}/tickets-cancel',
    tag: 'hub',
    summary:
      'Cancel single tickets of a paid order: their capacity and seats are free again, and what they cost is ' +
      'refunded with a credit note',
    access: organizerAccess('orders', 'params.orderId'),
    params: orderParams,
    body: z.object({ ticketIds: z.array(uuid).min(1).max(500), reason }),
    response: refundAnswer,
    errors: [403, 404, 409],
  }),
  hubOrderRefund: defineEndpoint({
    id: 'hubOrderRefund',
    method: 'POST',
    path: '/pass/hub/order/{orderId}/refund',
    tag: 'hub',
    summary:
      'Refund a paid order whole, per ticket or by an amount: card payments through the provider, bank ' +
      'transfers to the refund queue with the payer account; each refund issues a credit note; never more than ' +
      'was paid',
    access: organizerAccess('orders', 'params.orderId'),
    params: orderParams,
    body: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('full'), reason }),
      z.object({ kind: z.literal('tickets'), ticketIds: z.array(uuid).min(1).max(500), reason }),
      z.object({ kind: z.literal('amount'), amount: minorUnits.positive(), reason }),
    ]),
    response: refundAnswer,
    errors: [403, 404, 409],
  }),
  hubOrderRefundRetry: defineEndpoint({
    id: 'hubOrderRefundRetry',
    method: 'POST',
    path: '/pass/hub/order/{orderId}/refund/{refundId}/retry',
    tag: 'hub',
    summary: 'Send a card refund the provider rejected or did not answer to the provider again',
    access: organizerAccess('orders', 'params.orderId'),
    params: z.object({ orderId: uuid, refundId: uuid }),
    response: ok({ refund: hubRefund, detail: hubOrderDetail }),
    errors: [403, 404, 409],
  }),
} as const satisfies Record<string, EndpointDefinition>;
