// Payment endpoints: the demo card gateway's hosted page, its actions and its signed webhook; bank transfers.
import { operatorAccess, publicAccess } from './access';
import { z } from 'zod';
import { binary, enumId, isoDateTime, minorUnits, ok, uuid } from './common';
import { defineEndpoint } from './endpoint';

export const demoNotification = z.object({
  notificationId: z.string().min(8).max(100),
  paymentId: uuid,
  status: z.enum(['paid', 'failed', 'canceled']),
  amount: minorUnits,
  currencyId: enumId,
  sentAt: isoDateTime,
});
export type DemoNotification = z.infer<typeof demoNotification>;

export const demoSignatureHeader = 'x-demo-signature';

/** A merchant's refund request to the demo gateway; refundId makes repeats (retries) refund once. */
export const demoRefundRequest = z.object({
  refundId: uuid,
  paymentId: uuid,
  amount: minorUnits.positive(),
  currencyId: enumId,
  sentAt: isoDateTime,
});
export type DemoRefundRequest = z.infer<typeof demoRefundRequest>;

/** The gateway's answer, signed in x-demo-signature like its notifications. */
export const demoRefundResponse = z.object({
  errorText: z.literal('OK'),
  refundId: uuid,
  providerRefundId: z.string(),
  status: z.literal('refunded'),
  amount: minorUnits,
});
export type DemoRefundResponse = z.infer<typeof demoRefundResponse>;

export const bankTransaction = z.object({
  bankTransactionId: uuid,
  bankReference: z.string(),
  bookedAt: isoDateTime,
  amount: minorUnits,
  currencyId: enumId,
  variableSymbol: z.string().nullable(),
  counterpartyAccount: z.string().nullable(),
  message: z.string().nullable(),
  orderId: uuid.nullable(),
  matchStatus: z.enum(['matched', 'underpaid', 'overpaid', 'unmatched', 'alreadyPaid', 'wrongCurrency']),
});

/**
 * A refund's way out: pending (queued), approved (by the organizer's box office), exported (in a payout batch
 * file handed to the bank), refunded (the money went back).
 */
export const refundStatuses = ['pending', 'approved', 'exported', 'refunded'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/** Money received that no order keeps, waiting for an operator to send it back. */
export const pendingRefund = z.object({
  refundId: uuid,
  orderId: uuid.nullable(),
  orderNumber: z.int().nullable(),
  /** The card payment, or the bank transaction, the money came with (exactly one is set). */
  paymentId: uuid.nullable(),
  bankTransactionId: uuid.nullable(),
  provider: z.string(),
  /**
   * orderClosed: paid after the order expired or was canceled; alreadyPaid: the order was paid by another
   * payment; overpaid: a transfer above what was owed; wrongCurrency: a transfer in another currency;
   * chipLimit: the part of a paid chip top-up that no longer fit under the chip's maximum; chipFee: a first-top-up
   * fee paid with a top-up that another top-up of the chip had come before; boxOffice: a
   * refund the organizer's box office gave from the hub; chipCredit: a chip's unspent credit asked back.
   */
  reason: z.enum([
    'orderClosed',
    'alreadyPaid',
    'overpaid',
    'wrongCurrency',
    'chipLimit',
    'chipFee',
    'boxOffice',
    'chipCredit',
  ]),
  amount: minorUnits,
  currencyId: enumId,
  /** The account a bank transfer came from; null for card payments (refunded through the gateway). */
  counterpartyAccount: z.string().nullable(),
  status: z.enum(refundStatuses),
  createdAt: isoDateTime,
});

export const paymentEndpoints = {
  demoPaymentPage: defineEndpoint({
    id: 'demoPaymentPage',
    method: 'GET',
    path: '/pass/payment/demo/{paymentId}',
    tag: 'payment',
    access: publicAccess,
    summary:
      'Hosted payment page of the demo card gateway (pay, fail or cancel), or why the order can no longer be paid (expired, canceled, paid)',
    params: z.object({ paymentId: uuid }),
    response: binary,
    produces: 'text/html',
    errors: [404],
  }),
  demoPaymentAction: defineEndpoint({
    id: 'demoPaymentAction',
    method: 'POST',
    path: '/pass/payment/demo/{paymentId}/{action}',
    tag: 'payment',
    access: publicAccess,
    summary:
      'The buyer pays, fails or cancels on the demo gateway; it notifies the service and redirects (303) to the order page. An expired or canceled order is not paid: it redirects back to the gateway page, which says why',
    params: z.object({ paymentId: uuid, action: z.enum(['pay', 'fail', 'cancel']) }),
    response: ok({ redirectUrl: z.string() }),
    errors: [404, 409],
  }),
  demoPaymentWebhook: defineEndpoint({
    id: 'demoPaymentWebhook',
    method: 'POST',
    path: '/pass/payment/demo/webhook',
    tag: 'payment',
    access: publicAccess,
    summary:
      'Signed notification of the demo gateway (HMAC-SHA256 in x-demo-signature); repeats change nothing',
    body: demoNotification,
    headers: [
      { name: demoSignatureHeader, description: 'hex HMAC-SHA256 of the notification', required: true },
    ],
    response: ok({ duplicate: z.boolean(), orderStatusId: enumId }),
    errors: [401, 404, 422],
  }),
  demoGatewayRefund: defineEndpoint({
    id: 'demoGatewayRefund',
    method: 'POST',
    path: '/pass/payment/demo-gateway/refunds',
    tag: 'payment',
    access: publicAccess,
    summary:
      "The demo gateway's refund call, as a provider's API: a signed request (HMAC-SHA256 in x-demo-signature) " +
      'refunds part or all of a paid card payment, once per refundId; the answer is signed likewise',
    body: demoRefundRequest,
    headers: [{ name: demoSignatureHeader, description: 'hex HMAC-SHA256 of the request', required: true }],
    response: demoRefundResponse,
    errors: [401, 404, 409, 422],
  }),
  orderPaymentQr: defineEndpoint({
    id: 'orderPaymentQr',
    method: 'GET',
    path: '/order/{orderId}/spayd-qr',
    tag: 'payment',
    access: publicAccess,
    summary: 'Bank-transfer QR code of an order: QR Platba (SPAYD) for CZK, PAY by square for EUR',
    params: z.object({ orderId: uuid }),
    query: z.object({ format: z.enum(['png', 'svg']).default('png') }),
    response: binary,
    produces: 'image/png',
    errors: [404, 409, 422],
  }),
  bankStatementImport: defineEndpoint({
    id: 'bankStatementImport',
    method: 'POST',
    path: '/pass/order/bank-statement-import',
    tag: 'payment',
    summary:
      'Import a bank statement (CSV: reference;booked_at;amount;currency;variable_symbol;counterparty_account;message); exact payments mark orders paid, other amounts are flagged',
    body: z.string().min(1, { error: 'the statement is empty' }),
    consumes: 'text/csv',
    access: operatorAccess,
    response: ok({
      transactions: z.array(
        z.object({
          bankReference: z.string(),
          matchStatus: bankTransaction.shape.matchStatus.nullable(),
          orderId: uuid.nullable(),
          orderNumber: z.int().nullable(),
          paidNow: z.boolean(),
        }),
      ),
      duplicates: z.int().nonnegative(),
      skipped: z.int().nonnegative(),
      errors: z.array(z.object({ line: z.int(), message: z.string() })),
    }),
    errors: [401, 403],
  }),
  refundsPending: defineEndpoint({
    id: 'refundsPending',
    method: 'GET',
    path: '/pass/payment/refunds-pending',
    tag: 'payment',
    summary:
      'The refund queue (operators; bearer BANK_IMPORT_TOKEN): late card payments, bank over-payments and late transfers',
    access: operatorAccess,
    response: ok({ refunds: z.array(pendingRefund) }),
    errors: [401, 403],
  }),
  bankTransactionsOfOrder: defineEndpoint({
    id: 'bankTransactionsOfOrder',
    method: 'GET',
    path: '/pass/order/bank-transaction',
    tag: 'payment',
    access: publicAccess,
    summary: 'Imported bank transactions matched to an order, with how they matched',
    query: z.object({ orderId: uuid }),
    response: ok({ transactions: z.array(bankTransaction) }),
    errors: [404],
  }),
} as const;
