// NFC chips: the cashless wristbands/cards a visitor pays with at an event.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, id, timestamptz } from './columns';
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
    /** A lost chip blocked at the box office: it neither spends nor takes credit any more. */
    blockedAt: timestamptz('blocked_at'),
    /** The chip a blocked chip's balance moved to. */
    replacedByChipId: uuid('replaced_by_chip_id').references((): AnyPgColumn => chips.id),
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
     * transfer: the balance of a lost chip moved to its replacement (negative on the lost chip, positive on the
     * new one).
     */
    kind: text('kind', {
      enum: ['topUp', 'spend', 'storno', 'refund', 'debt', 'debtSettled', 'transfer', 'orderRefund'],
    }).notNull(),
    orderId: uuid('order_id'),
    /** The top-up record (desk or online) a topUp row belongs to. */
    topUpId: uuid('top_up_id'),
    /** The other chip of a transfer row. */
    counterChipId: uuid('counter_chip_id'),
    /** The bar sale (or storno) a spend or storno row belongs to; no foreign key, bar.ts imports this module. */
    saleId: uuid('sale_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('chip_transaction_chip_idx').on(table.chipId),
    // An order loads a chip once, and takes that credit back once when it is refunded (orderRefund).
    uniqueIndex('chip_transaction_order_unique').on(table.orderId, table.chipId, table.kind),
    uniqueIndex('chip_transaction_sale_unique').on(table.saleId),
    // A chip's credit goes back once: the refund row of its approved credit refund request.
    uniqueIndex('chip_transaction_refund_once')
      .on(table.chipId)
      .where(sql`${table.kind} = 'refund'`),
    uniqueIndex('chip_transaction_top_up_unique').on(table.topUpId),
  ],
);

export const chipTopUpChannels = ['online', 'preload', 'cash', 'card'] as const;

/**
 * A top-up's record, the receipt of who loaded how much on which chip and how: at the top-up desk (cash or card
 * terminal) or online (a paid top-up order or credit preloaded with a ticket). amount is the credit loaded; fee
 * the first-top-up fee the visitor paid on top of it (organiser revenue, never credit). The desk's own id makes
 * a retry answer the first top-up. receiptCode is printed on the receipt: with the chip UID it proves the chip.
 */
export const chipTopUps = pgTable(
  'chip_top_up',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    chipId: uuid('chip_id')
      .notNull()
      .references(() => chips.id),
    /** cash or card at the desk; online: a top-up order; preload: credit bought with a ticket. */
    channel: text('channel', { enum: chipTopUpChannels }).notNull(),
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull().default(0),
    /**
     * The fee's VAT rate when it was charged (the seller country's standard rate): the fee is a service sold, taxed
     * at once, unlike the credit (a multi-purpose voucher, taxed when spent). 0 without a fee.
     */
    feeVatRateBasisPoints: integer('fee_vat_rate_basis_points').notNull().default(0),
    currencyId: integer('currency_id').notNull(),
    /** Online top-ups: the paid order. */
    orderId: uuid('order_id'),
    /** Desk top-ups: the desk's own id of the top-up (idempotency). */
    clientTopUpId: text('client_top_up_id'),
    /** Who topped up at the desk: a member's account or a paired device, and their name as shown then. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    deviceId: uuid('device_id'),
    actorName: text('actor_name'),
    receiptCode: text('receipt_code').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('chip_top_up_chip_idx').on(table.chipId),
    index('chip_top_up_event_idx').on(table.eventId),
    uniqueIndex('chip_top_up_client_unique').on(table.eventId, table.clientTopUpId),
    check('chip_top_up_amounts', sql`${table.amount} >= 0 and ${table.fee} >= 0`),
  ],
);

/** An event's top-up desk rules, set by its owner or manager: the smallest top-up and the first-top-up fee. */
export const eventTopUpSettings = pgTable(
  'event_top_up_setting',
  {
    eventId: uuid('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** Minor units; 0 for none. A chip item's own minimum still holds. */
    minTopUp: integer('min_top_up').notNull().default(0),
    /** Charged once per chip, on its first top-up at the desk, on top of the credit. */
    firstTopUpFee: integer('first_top_up_fee').notNull().default(0),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('event_top_up_setting_amounts', sql`${table.minTopUp} >= 0 and ${table.firstTopUpFee} >= 0`),
  ],
);
