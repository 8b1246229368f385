// Credit refunds: a visitor's request to have a chip's unspent credit sent back to a bank account after the event.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { chips } from './chips';
import { createdAt, id, timestamptz } from './columns';
import { events } from './events';

/** pending: waiting for the organizer; approved: debited from the chip and queued as a refund; rejected. */
export const creditRefundStatuses = ['pending', 'approved', 'rejected'] as const;

/**
 * Why a request needs an explicit review: sameAccount (the IBAN is on more than 3 requests), fewTransactions
 * (fewer than 2 ledger rows on the chip), cupsReturned (more cups returned than deposits paid on the chip).
 */
export const creditRefundFlags = ['sameAccount', 'fewTransactions', 'cupsReturned'] as const;

export const creditRefundRequests = pgTable(
  'credit_refund_request',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    chipId: uuid('chip_id')
      .notNull()
      .references(() => chips.id),
    /** The signed-in visitor who asked; null when asked with the chip UID and the receipt code. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The chip's balance when asked; on approval, what was debited (the balance then). */
    amount: integer('amount').notNull(),
    currencyId: integer('currency_id').notNull(),
    /** Electronic format (no spaces), mod-97 checked. */
    iban: text('iban').notNull(),
    holderName: text('holder_name').notNull(),
    flags: text('flags', { enum: creditRefundFlags })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: creditRefundStatuses }).notNull().default('pending'),
    createdAt: createdAt(),
    /** Who approved or rejected it in the hub (the audit actor's name) and when. */
    reviewedAt: timestamptz('reviewed_at'),
    reviewedBy: text('reviewed_by'),
  },
  (table) => [
    index('credit_refund_request_event_idx').on(table.eventId, table.createdAt),
    index('credit_refund_request_iban_idx').on(table.iban),
    // One live request per chip: a second one waits for the first to be rejected.
    uniqueIndex('credit_refund_request_chip_live_idx')
      .on(table.chipId)
      .where(sql`${table.status} <> 'rejected'`),
    check('credit_refund_request_amount_positive', sql`${table.amount} > 0`),
  ],
);
