// Bars (points of sale) of an event: their menus, the tills' shifts with their Z-reports, and every sale with
// its lines, which keep their own copies of name, price and VAT so menu edits touch new sales only.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { chips } from './chips';
import { createdAt, id, timestamptz } from './columns';
import { events } from './events';

export const bars = pgTable(
  'bar',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('bar_event_idx').on(table.eventId)],
);

/** A size of a product with its own price (minor units, VAT included); a product without sizes has one. */
export interface BarVariant {
  variantId: string;
  name: string;
  price: number;
}

export const barProducts = pgTable(
  'bar_product',
  {
    id: id(),
    barId: uuid('bar_id')
      .notNull()
      .references(() => bars.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** productCategory enumeration of @repo/enums (spec section 3). */
    productCategoryId: integer('product_category_id').notNull(),
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    /** Returnable-cup deposit per unit, minor units; 0 for none. */
    depositAmount: integer('deposit_amount').notNull().default(0),
    variants: jsonb('variants').$type<BarVariant[]>().notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    /** Off the menu: no longer sold, kept for the sales that name it. */
    active: boolean('active').notNull().default(true),
    /**
     * Raised by every edit; an offline till names the version it showed, so its sales are charged at those
     * prices (the versions before this one are kept in bar_product_version).
     */
    version: integer('version').notNull().default(1),
    /** Since when this version is on the menu. */
    versionFrom: timestamptz('version_from').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    index('bar_product_bar_idx').on(table.barId),
    check('bar_product_deposit', sql`${table.depositAmount} >= 0`),
    check('bar_product_vat', sql`${table.vatRateBasisPoints} between 0 and 10000`),
  ],
);

/**
 * A version of a product as it was on the menu before an edit replaced it (from validFrom to validTo): what an
 * offline till that still held it charged. The current version lives on the product row itself.
 */
export const barProductVersions = pgTable(
  'bar_product_version',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => barProducts.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    productCategoryId: integer('product_category_id').notNull(),
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    depositAmount: integer('deposit_amount').notNull(),
    variants: jsonb('variants').$type<BarVariant[]>().notNull(),
    active: boolean('active').notNull(),
    validFrom: timestamptz('valid_from').notNull(),
    validTo: timestamptz('valid_to').notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.version] })],
);

/**
 * A till's shift at a bar, from open to close. The till is a paired device or a member (tillKey names either,
 * so one open shift per till is a unique index). The Z-report is computed at close and kept.
 */
export const barShifts = pgTable(
  'bar_shift',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    barId: uuid('bar_id')
      .notNull()
      .references(() => bars.id),
    /** `device:<id>`, `account:<id>` or `apiKey:<id>`. */
    tillKey: text('till_key').notNull(),
    tillName: text('till_name').notNull(),
    deviceId: uuid('device_id'),
    accountId: uuid('account_id'),
    openedAt: timestamptz('opened_at').notNull().defaultNow(),
    closedAt: timestamptz('closed_at'),
    zReport: jsonb('z_report'),
  },
  (table) => [
    index('bar_shift_bar_idx').on(table.barId, table.openedAt),
    uniqueIndex('bar_shift_open_till_idx')
      .on(table.eventId, table.tillKey)
      .where(sql`${table.closedAt} is null`),
  ],
);

/** An event's bar settings: how much one chip may spend at a till while it is offline (0: no offline chip sales). */
export const barSettings = pgTable(
  'bar_settings',
  {
    eventId: uuid('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    offlineLimitPerChip: integer('offline_limit_per_chip').notNull().default(0),
  },
  (table) => [check('bar_settings_offline_limit', sql`${table.offlineLimitPerChip} >= 0`)],
);

/**
 * The secret a till signs its offline sales with (HMAC-SHA256), one per till of an event, made when the till
 * first reads its state and handed only to that till; the sync checks each queued sale against it.
 */
export const barTillKeys = pgTable(
  'bar_till_key',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    tillKey: text('till_key').notNull(),
    secret: text('secret').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('bar_till_key_till_idx').on(table.eventId, table.tillKey)],
);

export const barPaymentMethods = ['chip', 'cash'] as const;

/**
 * One sale at a till, or the storno of one (stornoOfSaleId set, total negated, no lines). total is what the
 * payer was charged: positive for a purchase, negative when returned cups paid back more than was bought.
 */
export const barSales = pgTable(
  'bar_sale',
  {
    id: id(),
    /** Receipt numbers: B<number>. */
    number: bigserial('number', { mode: 'number' }).notNull().unique(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    barId: uuid('bar_id')
      .notNull()
      .references(() => bars.id),
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => barShifts.id),
    /** The till's own id of the sale (a UUID it makes): sending it again never sells twice. */
    clientSaleId: text('client_sale_id').notNull(),
    tillKey: text('till_key').notNull(),
    paymentMethod: text('payment_method', { enum: barPaymentMethods }).notNull(),
    chipId: uuid('chip_id').references(() => chips.id),
    total: integer('total').notNull(),
    /** When the till made the sale (its clock), which an offline sale sends later. */
    soldAt: timestamptz('sold_at').notNull(),
    receivedAt: createdAt(),
    offline: boolean('offline').notNull().default(false),
    stornoOfSaleId: uuid('storno_of_sale_id'),
    stornoedAt: timestamptz('stornoed_at'),
  },
  (table) => [
    uniqueIndex('bar_sale_client_idx').on(table.eventId, table.clientSaleId),
    uniqueIndex('bar_sale_storno_once_idx').on(table.stornoOfSaleId),
    index('bar_sale_shift_idx').on(table.shiftId, table.number),
    index('bar_sale_till_idx').on(table.eventId, table.tillKey, table.number),
    index('bar_sale_chip_idx').on(table.chipId),
  ],
);

export const barLineKinds = ['product', 'deposit', 'cupReturn'] as const;

export const barSaleLines = pgTable(
  'bar_sale_line',
  {
    id: id(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => barSales.id, { onDelete: 'cascade' }),
    /** The line's place on the receipt. */
    position: integer('position').notNull(),
    kind: text('kind', { enum: barLineKinds }).notNull(),
    productId: uuid('product_id').notNull(),
    variantId: text('variant_id'),
    name: text('name').notNull(),
    productCategoryId: integer('product_category_id').notNull(),
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    /** Per unit, VAT included; negative for a cup return. */
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    total: integer('total').notNull(),
  },
  (table) => [index('bar_sale_line_sale_idx').on(table.saleId)],
);

/**
 * An offline sale the till handed over and the sync refused (not signed by the till, a price no version of the
 * menu had, a product gone, a closed shift): kept with its reason so the organiser sees what a till sold that
 * was never charged. The till's sale id makes a second sync of it one row.
 */
export const barRefusedSales = pgTable(
  'bar_refused_sale',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    tillKey: text('till_key').notNull(),
    tillName: text('till_name').notNull(),
    /** The bar the sale names, when it is one of the event's. */
    barId: uuid('bar_id').references(() => bars.id),
    /** The till's open shift when the sale was refused, if any. */
    shiftId: uuid('shift_id').references(() => barShifts.id),
    clientSaleId: text('client_sale_id').notNull(),
    /** ERROR_<CODE>, as the till was answered. */
    reason: text('reason').notNull(),
    paymentMethod: text('payment_method', { enum: barPaymentMethods }).notNull(),
    chipUid: text('chip_uid'),
    /** What the till charged, when the sale says it (offline sales signed with their prices). */
    total: integer('total'),
    soldAt: timestamptz('sold_at').notNull(),
    /** The signed sale as it arrived. */
    sale: jsonb('sale').notNull(),
    refusedAt: createdAt(),
  },
  (table) => [
    uniqueIndex('bar_refused_sale_client_idx').on(table.eventId, table.tillKey, table.clientSaleId),
    index('bar_refused_sale_event_idx').on(table.eventId, table.soldAt),
  ],
);
