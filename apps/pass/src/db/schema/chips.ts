// NFC chips: the cashless wristbands/cards a visitor pays with at an event.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, id } from './columns';
import { events } from './events';

export const chips = pgTable(
  'chip',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    /** The UID printed on / read from the NFC tag. */
    chipUid: text('chip_uid').notNull().unique(),
    chipTypeId: integer('chip_type_id').notNull(),
    /** Balance in minor units of currencyId; the ledger that moves it arrives with cashless payments. */
    balance: integer('balance').notNull().default(0),
    currencyId: integer('currency_id').notNull(),
    /** The ticket the chip came with, and the account that owns it (linked when the visitor signs in). */
    ticketId: uuid('ticket_id'),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('chip_event_idx').on(table.eventId),
    index('chip_account_idx').on(table.accountId),
    check('chip_balance_nonnegative', sql`${table.balance} >= 0`),
  ],
);

/**
 * The chip ledger: every change of a balance is a row, written in the same transaction as the balance, so
 * the sum of a chip's rows always equals its balance. A top-up order credits its chip once (unique key).
 */
export const chipTransactions = pgTable(
  'chip_transaction',
  {
    id: id(),
    chipId: uuid('chip_id')
      .notNull()
      .references(() => chips.id),
    /** Positive for top-ups, negative for spending (the cashless side). */
    amount: integer('amount').notNull(),
    kind: text('kind', { enum: ['topUp', 'spend', 'refund'] }).notNull(),
    orderId: uuid('order_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('chip_transaction_chip_idx').on(table.chipId),
    uniqueIndex('chip_transaction_order_unique').on(table.orderId, table.chipId),
  ],
);
