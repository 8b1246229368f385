// Discount codes: percent or fixed, per ticket type, with a usage limit held under concurrency.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamptz } from './columns';
import type { Translations } from './columns';
import { eventGroups, events } from './events';
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
    /** Switched off by the organizer: refused at checkout from then on, kept with its usage. */
    active: boolean('active').notNull().default(true),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
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

/**
 * Supercoupons: a prepaid code worth a number of tickets (a season pass, a sponsor's allotment), redeemed
 * for listed ticket types of one event or of a tour's events. Redemptions count under a limit like capacity.
 */
export const supercoupons = pgTable(
  'supercoupon',
  {
    id: id(),
    code: text('code').notNull().unique(),
    name: jsonb('name').$type<Translations>().notNull(),
    eventId: uuid('event_id').references(() => events.id),
    eventGroupId: uuid('event_group_id').references(() => eventGroups.id),
    /** Tickets the coupon can be redeemed for in total. */
    maxRedemptions: integer('max_redemptions').notNull(),
    redeemed: integer('redeemed').notNull().default(0),
    /** Tickets per event (a season pass gives one seat per match). */
    perEventLimit: integer('per_event_limit').notNull().default(1),
    validFrom: timestamptz('valid_from'),
    validUntil: timestamptz('valid_until'),
    /** Switched off by the organizer: redeems nothing any more, kept with its redemptions. */
    active: boolean('active').notNull().default(true),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    check(
      'supercoupon_redeemed',
      sql`${table.redeemed} >= 0 and ${table.redeemed} <= ${table.maxRedemptions}`,
    ),
    check('supercoupon_scope', sql`(${table.eventId} is null) <> (${table.eventGroupId} is null)`),
  ],
);

export const supercouponTicketTypes = pgTable(
  'supercoupon_ticket_type',
  {
    supercouponId: uuid('supercoupon_id')
      .notNull()
      .references(() => supercoupons.id, { onDelete: 'cascade' }),
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.supercouponId, table.ticketTypeId] })],
);

export const supercouponRedemptions = pgTable(
  'supercoupon_redemption',
  {
    id: id(),
    supercouponId: uuid('supercoupon_id')
      .notNull()
      .references(() => supercoupons.id),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    orderId: uuid('order_id').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('supercoupon_redemption_coupon_event_idx').on(table.supercouponId, table.eventId),
    check('supercoupon_redemption_quantity', sql`${table.quantity} >= 1`),
  ],
);
