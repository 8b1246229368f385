// What a visitor can buy entry with: sectors and seats, ticket-type groups, ticket types, their items and access codes.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, optionalTranslated, timestamptz, translated } from './columns';
import { events } from './events';
import { organizers } from './organizers';

export const sectorKind = pgEnum('sector_kind', ['crowd', 'seated']);

export const sectors = pgTable(
  'sector',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: translated('name'),
    kind: sectorKind('kind').notNull(),
    /** Crowd sectors: how many people fit. Seated sectors: the number of seats. */
    capacity: integer('capacity').notNull(),
    /** Places taken by paid orders and by live holds; the database keeps sold + held within capacity. */
    sold: integer('sold').notNull().default(0),
    held: integer('held').notNull().default(0),
    displayOrder: integer('display_order').notNull().default(0),
    /** Seat-map canvas size, in the same units as seat x/y. */
    mapWidth: integer('map_width'),
    mapHeight: integer('map_height'),
  },
  (table) => [
    index('sector_event_idx').on(table.eventId),
    check('sector_capacity_positive', sql`${table.capacity} >= 0`),
    check(
      'sector_within_capacity',
      sql`${table.sold} >= 0 and ${table.held} >= 0 and ${table.sold} + ${table.held} <= ${table.capacity}`,
    ),
  ],
);

export const ticketTypeGroups = pgTable(
  'ticket_type_group',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: translated('name'),
    description: optionalTranslated('description'),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (table) => [index('ticket_type_group_event_idx').on(table.eventId)],
);

/**
 * A pool of places several ticket types sell from ("early bird" and "regular" share one): selling either counts
 * against the pool, held under concurrency like a ticket type's own capacity.
 */
export const ticketQuotas = pgTable(
  'ticket_quota',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    capacity: integer('capacity').notNull(),
    sold: integer('sold').notNull().default(0),
    held: integer('held').notNull().default(0),
  },
  (table) => [
    index('ticket_quota_event_idx').on(table.eventId),
    check('ticket_quota_capacity_positive', sql`${table.capacity} >= 0`),
    check(
      'ticket_quota_within_capacity',
      sql`${table.sold} >= 0 and ${table.held} >= 0 and ${table.sold} + ${table.held} <= ${table.capacity}`,
    ),
  ],
);

export const ticketTypes = pgTable(
  'ticket_type',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ticketTypeGroupId: uuid('ticket_type_group_id').references(() => ticketTypeGroups.id),
    sectorId: uuid('sector_id').references(() => sectors.id),
    /** The shared pool the type also sells from; null = only its own capacity and sector limit it. */
    quotaId: uuid('quota_id').references(() => ticketQuotas.id),
    name: translated('name'),
    description: optionalTranslated('description'),
    price: integer('price').notNull(),
    currencyId: integer('currency_id').notNull(),
    /** The organizer's own VAT rate in basis points; null = the default of the seller's country and item kind. */
    vatRateBasisPoints: integer('vat_rate_basis_points'),
    /** null = limited only by the sector or not at all. */
    capacity: integer('capacity'),
    sold: integer('sold').notNull().default(0),
    /** Tickets in live holds and unpaid orders; sold + held never exceeds capacity (a check constraint). */
    held: integer('held').notNull().default(0),
    minPerOrder: integer('min_per_order').notNull().default(1),
    maxPerOrder: integer('max_per_order').notNull().default(10),
    saleStartsAt: timestamptz('sale_starts_at'),
    saleEndsAt: timestamptz('sale_ends_at'),
    displayOrder: integer('display_order').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
    /** Hidden from the cart until an access code that names it is entered. */
    accessCodeOnly: boolean('access_code_only').notNull().default(false),
  },
  (table) => [
    index('ticket_type_event_idx').on(table.eventId, table.displayOrder),
    check('ticket_type_price_nonnegative', sql`${table.price} >= 0`),
    check(
      'ticket_type_within_capacity',
      sql`${table.capacity} is null or ${table.sold} + ${table.held} <= ${table.capacity}`,
    ),
    check('ticket_type_counts_nonnegative', sql`${table.sold} >= 0 and ${table.held} >= 0`),
    check(
      'ticket_type_vat_rate',
      sql`${table.vatRateBasisPoints} is null or ${table.vatRateBasisPoints} between 0 and 10000`,
    ),
    index('ticket_type_quota_idx').on(table.quotaId),
    check(
      'ticket_type_per_order',
      sql`${table.minPerOrder} >= 1 and ${table.maxPerOrder} >= ${table.minPerOrder}`,
    ),
  ],
);

export const seats = pgTable(
  'seat',
  {
    id: id(),
    sectorId: uuid('sector_id')
      .notNull()
      .references(() => sectors.id, { onDelete: 'cascade' }),
    /** The price category the seat sells under. */
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id),
    rowLabel: text('row_label').notNull(),
    seatNumber: integer('seat_number').notNull(),
    x: integer('x').notNull(),
    y: integer('y').notNull(),
  },
  (table) => [
    unique('seat_position_unique').on(table.sectorId, table.rowLabel, table.seatNumber),
    index('seat_ticket_type_idx').on(table.ticketTypeId),
  ],
);

/** Ticket types a partner organizer may sell (org-partner channel). */
export const ticketTypePartners = pgTable(
  'ticket_type_partner',
  {
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id, { onDelete: 'cascade' }),
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => organizers.id),
  },
  (table) => [primaryKey({ columns: [table.ticketTypeId, table.organizerId] })],
);

/** Codes that unlock access-code-only ticket types (the `codes` of links and deep links). */
export const accessCodes = pgTable(
  'access_code',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    validFrom: timestamptz('valid_from'),
    validUntil: timestamptz('valid_until'),
    /** Switched off by the organizer: unlocks nothing any more, kept for the record. */
    active: boolean('active').notNull().default(true),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [unique('access_code_event_code_unique').on(table.eventId, table.code)],
);

export const accessCodeTicketTypes = pgTable(
  'access_code_ticket_type',
  {
    accessCodeId: uuid('access_code_id')
      .notNull()
      .references(() => accessCodes.id, { onDelete: 'cascade' }),
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.accessCodeId, table.ticketTypeId] })],
);
