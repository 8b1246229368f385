// Payments: attempts per order, deduplicated provider notifications, and imported bank transactions.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns';
import { creditRefundRequests } from './credit-refunds';
import { organizers } from './organizers';
import { orders } from './selling';

export const paymentStatuses = ['created', 'paid', 'failed', 'canceled'] as const;

export const payments = pgTable(
  'payment',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').notNull(),
    paymentMethodId: integer('payment_method_id').notNull(),
    status: text('status', { enum: paymentStatuses }).notNull().default('created'),
    amount: integer('amount').notNull(),
    currencyId: integer('currency_id').notNull(),
    /** The provider's id of the payment (Stripe Checkout Session id, GoPay payment id); null until created. */
    providerPaymentId: text('provider_payment_id'),
    /** The provider's hosted page the buyer is sent to; kept so a reload does not create a second payment. */
    providerRedirectUrl: text('provider_redirect_url'),
    /** What the provider kept of the payment (minor units of the payment's currency), where it reports it. */
    feeAmount: integer('fee_amount'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('payment_order_idx').on(table.orderId),
    uniqueIndex('payment_provider_payment_unique').on(table.provider, table.providerPaymentId),
  ],
);

export const paymentProviderKinds = ['stripe', 'gopay'] as const;

/**
 * An organizer's own account at a card provider: card payments of its events go there instead of the demo
 * gateway. The secrets are one sealed JSON value (secret-box.ts); the hub sees only their last four characters.
 */
export const paymentProviderAccounts = pgTable('payment_provider_account', {
  id: id(),
  organizerId: uuid('organizer_id')
    .notNull()
    .unique()
    .references(() => organizers.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: paymentProviderKinds }).notNull(),
  /** What is not secret: GoPay's GoID and client id; nothing for Stripe. */
  settings: jsonb('settings').$type<Record<string, string>>().notNull().default({}),
  /** Sealed JSON of the secrets: Stripe secretKey and webhookSecret; GoPay clientSecret. */
  secrets: text('secrets').notNull(),
  /** The last four characters of each secret, by name, for the hub. */
  secretHints: jsonb('secret_hints').$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** Every provider notification once: a repeated delivery hits the unique key and changes nothing. */
export const paymentNotifications = pgTable(
  'payment_notification',
  {
    id: id(),
    provider: text('provider').notNull(),
    notificationId: text('notification_id').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id),
    payload: jsonb('payload').notNull(),
    receivedAt: createdAt(),
  },
  (table) => [uniqueIndex('payment_notification_unique').on(table.provider, table.notificationId)],
);

export const bankMatchStatuses = [
  'matched',
  'underpaid',
  'overpaid',
  'unmatched',
  'alreadyPaid',
  'wrongCurrency',
] as const;

export const bankTransactions = pgTable(
  'bank_transaction',
  {
    id: id(),
    /** The bank's own id of the movement; importing a statement twice changes nothing. */
    bankReference: text('bank_reference').notNull(),
    bookedAt: timestamptz('booked_at').notNull(),
    amount: integer('amount').notNull(),
    currencyId: integer('currency_id').notNull(),
    variableSymbol: text('variable_symbol'),
    counterpartyAccount: text('counterparty_account'),
    message: text('message'),
    orderId: uuid('order_id').references(() => orders.id),
    matchStatus: text('match_status', { enum: bankMatchStatuses }).notNull(),
    /**
     * The organizer whose statement it came from (uploaded in the hub); null for the operator's import. Its
     * orders are the only ones the statement may pay, and a bank's movement ids are unique per organizer.
     */
    organizerId: uuid('organizer_id').references(() => organizers.id),
    importedAt: createdAt(),
  },
  (table) => [
    unique('bank_transaction_reference_unique').on(table.organizerId, table.bankReference).nullsNotDistinct(),
    index('bank_transaction_organizer_idx').on(table.organizerId, table.importedAt),
    index('bank_transaction_order_idx').on(table.orderId),
    check('bank_transaction_amount', sql`${table.amount} > 0`),
  ],
);

/**
 * pending: queued, waiting for the organizer; approved: the box office agreed to send it back; exported: in a
 * payout batch file handed to the bank; refunded: the money went out (marked by hand or with its batch).
 */
export const refundStatuses = ['pending', 'approved', 'exported', 'refunded'] as const;
/**
 * Why money must go back: orderClosed (paid after the order expired or was canceled, or paid in part before it
 * closed unpaid), alreadyPaid (the order
 * was paid by another payment), overpaid (a transfer above what was owed), wrongCurrency (a transfer in another
 * currency than the order's).
 */
/**
 * chipLimit: the part of a paid top-up that no longer fit under the chip's maximum when it was credited.
 * chipFee: a first-top-up fee paid with a top-up that another top-up of the chip had come before (not due).
 * boxOffice: a refund the organizer's box office gave from the hub (whole or part of a paid order).
 * chipCredit: a chip's unspent credit a visitor asked back after the event (an approved credit refund request).
 */
export const refundReasons = [
  'orderClosed',
  'alreadyPaid',
  'overpaid',
  'wrongCurrency',
  'chipLimit',
  'chipFee',
  'boxOffice',
  'chipCredit',
] as const;

/** The queue's own reasons: money no order keeps, queued once per payment or transfer whatever the repeats. */
export const automaticRefundReasons = refundReasons.filter(
  (reason) => reason !== 'boxOffice' && reason !== 'chipCredit',
);

/**
 * The refund queue: money received that no order keeps. One entry per card payment or bank transaction (unique
 * keys), written in the transaction that recorded the money, so repeated notifications and re-imports add
 * nothing. An operator refunds it and marks it refunded.
 */
export const refunds = pgTable(
  'refund',
  {
    id: id(),
    orderId: uuid('order_id').references(() => orders.id),
    paymentId: uuid('payment_id').references(() => payments.id),
    bankTransactionId: uuid('bank_transaction_id').references(() => bankTransactions.id),
    /** The credit refund request it pays out (reason chipCredit): no payment or transfer is its source. */
    creditRefundRequestId: uuid('credit_refund_request_id').references(() => creditRefundRequests.id),
    provider: text('provider').notNull(),
    reason: text('reason', { enum: refundReasons }).notNull(),
    amount: integer('amount').notNull(),
    currencyId: integer('currency_id').notNull(),
    /** Where a bank transfer came from (the account to send it back to); null for card payments. */
    counterpartyAccount: text('counterparty_account'),
    status: text('status', { enum: refundStatuses }).notNull().default('pending'),
    createdAt: createdAt(),
    refundedAt: timestamptz('refunded_at'),
    /** Who approved it in the hub (the audit actor's name) and when. */
    approvedAt: timestamptz('approved_at'),
    approvedBy: text('approved_by'),
    /** Who marked it paid (by hand or with its batch). */
    refundedBy: text('refunded_by'),
    /** The payout batch file it went out in; set when exported. */
    payoutBatchId: uuid('payout_batch_id').references(() => payoutBatches.id),
    /** The provider's id of the refund (card refunds made through its refund call). */
    providerRefundId: text('provider_refund_id'),
    /** Calls of the provider's refund call so far, and why the last one failed (null once it went through). */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    lastAttemptAt: timestamptz('last_attempt_at'),
  },
  (table) => [
    // Automatic reasons stay once per payment (repeated notifications add nothing); box-office refunds of one
    // payment may be several (partial refunds).
    uniqueIndex('refund_payment_unique')
      .on(table.paymentId)
      .where(sql`${table.reason} <> 'boxOffice'`),
    index('refund_order_idx').on(table.orderId),
    uniqueIndex('refund_bank_transaction_unique').on(table.bankTransactionId),
    index('refund_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    index('refund_payout_batch_idx').on(table.payoutBatchId),
    check('refund_amount_positive', sql`${table.amount} > 0`),
    check(
      'refund_one_source',
      sql`num_nonnulls(${table.paymentId}, ${table.bankTransactionId}, ${table.creditRefundRequestId}) = 1`,
    ),
    uniqueIndex('refund_credit_refund_request_unique').on(table.creditRefundRequestId),
  ],
);

export const payoutBatchStatuses = ['exported', 'paid'] as const;

/**
 * A payout batch: approved refunds of one organizer in one currency, written out as one bank file (pain.001 for
 * EUR, the Czech ABO/KPC batch for CZK). The file is kept so that it can be downloaded again byte for byte.
 */
export const payoutBatches = pgTable(
  'payout_batch',
  {
    id: id(),
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => organizers.id),
    currencyId: integer('currency_id').notNull(),
    format: text('format', { enum: ['pain.001.001.03', 'abo-kpc'] }).notNull(),
    fileName: text('file_name').notNull(),
    content: text('content').notNull(),
    count: integer('count').notNull(),
    total: integer('total').notNull(),
    status: text('status', { enum: payoutBatchStatuses }).notNull().default('exported'),
    createdAt: createdAt(),
    createdBy: text('created_by').notNull(),
    paidAt: timestamptz('paid_at'),
    paidBy: text('paid_by'),
  },
  (table) => [
    index('payout_batch_organizer_idx').on(table.organizerId, table.createdAt),
    check('payout_batch_count_positive', sql`${table.count} > 0`),
  ],
);
