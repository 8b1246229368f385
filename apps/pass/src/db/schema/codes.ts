// Discount codes: percent or fixed, per ticket type, with a usage limit held under concurrency.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { id, timestamptz } from './columns';
import { events } from './events';
import { ticketTypes } from './tickets';

export const discountKinds = ['percent', 'fixed'] as const;

export const discountCodes = pgTable(
  'discount_code',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    kind: text('kind', { enum: discountKinds }).notNull(),
    /** Percent in basis points (1500 = 15 %) or a fixed amount in minor units per ticket. */
    value: integer('value').notNull(),
    usageLimit: integer('usage_limit'),
    used: integer('used').notNull().default(0),
    validFrom: timestamptz('valid_from'),
    validUntil: timestamptz('valid_until'),
  },
  (table) => [
    unique('discount_code_event_code_unique').on(table.eventId, table.code),
    check('discount_code_usage', sql`${table.usageLimit} is null or ${table.used} <= ${table.usageLimit}`),
    check(
      'discount_code_value',
      sql`${table.value} > 0 and (${table.kind} <> 'percent' or ${table.value} <= 10000)`,
    ),
  ],
);

/** Ticket types a code applies to; none listed means every ticket type of the event. */
export const discountCodeTicketTypes = pgTable(
  'discount_code_ticket_type',
  {
    discountCodeId: uuid('discount_code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.discountCodeId, table.ticketTypeId] })],
);
