// NFC chips: the cashless wristbands/cards a visitor pays with at an event.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, id } from './columns';
import { events } from './events';
import { productItems } from './products';

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
    /**
     * What the visitor owes after offline sales spent more than the balance (the balance is then 0). A chip in
     * debt is refused online sales; the next top-up pays the debt first (bar/chip-moves.ts).
     */
    debt: integer('debt').notNull().default(0),
    currencyId: integer('currency_id').notNull(),
    /** The ticket the chip came with, and the account that owns it (linked when the visitor signs in). */
    ticketId: uuid('ticket_id'),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /**
     * The order that issued the chip (bought with a ticket or as a product); null for chips handed out at the
     * event. Its account, or the account verifying its e-mail, becomes the chip's (selling/chip-links.ts).
     * No foreign key: orders live in selling.ts, which imports this module.
     */
    orderId: uuid('order_id'),
    /** The NFC chip item (of a ticket type or a product) the chip was issued for. */
    productItemId: uuid('product_item_id').references(() => productItems.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('chip_event_idx').on(table.eventId),
    index('chip_account_idx').on(table.accountId),
    index('chip_order_idx').on(table.orderId),
    index('chip_ticket_idx').on(table.ticketId),
    check('chip_balance_nonnegative', sql`${table.balance} >= 0`),
    check('chip_debt_nonnegative', sql`${table.debt} >= 0`),
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
    /**
     * spend: a bar sale (negative; positive when returned cups pay back more); storno: its reversal. debt: the
     * part of offline spending the balance did not cover, lent to the chip (positive); debtSettled: debt paid
     * back by a later top-up, storno or cup return (negative). The chip's debt is the sum of those two kinds.
     */
    kind: text('kind', {
      enum: ['topUp', 'spend', 'storno', 'refund', 'debt', 'debtSettled'],
    }).notNull(),
    orderId: uuid('order_id'),
    /** The bar sale (or storno) a spend or storno row belongs to; no foreign key, bar.ts imports this module. */
    saleId: uuid('sale_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('chip_transaction_chip_idx').on(table.chipId),
    uniqueIndex('chip_transaction_order_unique').on(table.orderId, table.chipId),
    uniqueIndex('chip_transaction_sale_unique').on(table.saleId),
    // A chip's credit goes back once: the refund row of its approved credit refund request.
    uniqueIndex('chip_transaction_refund_once')
      .on(table.chipId)
      .where(sql`${table.kind} = 'refund'`),
  ],
);
