// NFC chips: the cashless wristbands/cards a visitor pays with at an event.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
  },
  (table) => [
    index('chip_event_idx').on(table.eventId),
    check('chip_balance_nonnegative', sql`${table.balance} >= 0`),
  ],
);
