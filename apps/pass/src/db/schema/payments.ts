// Payments: attempts per order, deduplicated provider notifications, and imported bank transactions.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns';
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
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('payment_order_idx').on(table.orderId)],
);

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
    importedAt: createdAt(),
  },
  (table) => [
    uniqueIndex('bank_transaction_reference_unique').on(table.bankReference),
    index('bank_transaction_order_idx').on(table.orderId),
    check('bank_transaction_amount', sql`${table.amount} > 0`),
  ],
);
