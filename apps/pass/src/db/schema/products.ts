// Extra products sold beside tickets (parking, camping, merchandise), their groups, variants and items.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { id, optionalTranslated, timestamptz, translated } from './columns';
import { events } from './events';
import { ticketTypes } from './tickets';

/** A family of products shown together, e.g. "Festival T-shirt" with its size variants. */
export const productGroups = pgTable(
  'product_group',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: translated('name'),
    description: optionalTranslated('description'),
    imageUrl: text('image_url'),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (table) => [index('product_group_event_idx').on(table.eventId)],
);

/** A dimension of a product group, e.g. "Size". */
export const variants = pgTable(
  'variant',
  {
    id: id(),
    productGroupId: uuid('product_group_id')
      .notNull()
      .references(() => productGroups.id, { onDelete: 'cascade' }),
    name: translated('name'),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (table) => [index('variant_group_idx').on(table.productGroupId)],
);

/** One value of a variant, e.g. "M". */
export const variantValues = pgTable(
  'variant_value',
  {
    id: id(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    value: translated('value'),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (table) => [index('variant_value_variant_idx').on(table.variantId)],
);

export const ticketProducts = pgTable(
  'ticket_product',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    productGroupId: uuid('product_group_id').references(() => productGroups.id),
    name: translated('name'),
    description: optionalTranslated('description'),
    imageUrl: text('image_url'),
    price: integer('price').notNull(),
    currencyId: integer('currency_id').notNull(),
    /** productCategory enumeration of @repo/enums (food, drinks...); 0 when none. Picks the VAT rate of goods. */
    productCategoryId: integer('product_category_id').notNull().default(0),
    /** The organizer's own VAT rate in basis points; null = the default of the country, item and category. */
    vatRateBasisPoints: integer('vat_rate_basis_points'),
    /** null = unlimited stock. */
    stock: integer('stock'),
    sold: integer('sold').notNull().default(0),
    held: integer('held').notNull().default(0),
    maxPerOrder: integer('max_per_order').notNull().default(10),
    saleStartsAt: timestamptz('sale_starts_at'),
    saleEndsAt: timestamptz('sale_ends_at'),
    displayOrder: integer('display_order').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
  },
  (table) => [
    index('ticket_product_event_idx').on(table.eventId, table.displayOrder),
    check('ticket_product_price_nonnegative', sql`${table.price} >= 0`),
    check(
      'ticket_product_within_stock',
      sql`${table.stock} is null or ${table.sold} + ${table.held} <= ${table.stock}`,
    ),
    check('ticket_product_counts_nonnegative', sql`${table.sold} >= 0 and ${table.held} >= 0`),
    check('ticket_product_max_per_order', sql`${table.maxPerOrder} >= 1`),
    check(
      'ticket_product_vat_rate',
      sql`${table.vatRateBasisPoints} is null or ${table.vatRateBasisPoints} between 0 and 10000`,
    ),
  ],
);

/** The variant values a product is, e.g. the "M" T-shirt. */
export const ticketProductValues = pgTable(
  'ticket_product_value',
  {
    ticketProductId: uuid('ticket_product_id')
      .notNull()
      .references(() => ticketProducts.id, { onDelete: 'cascade' }),
    variantValueId: uuid('variant_value_id')
      .notNull()
      .references(() => variantValues.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.ticketProductId, table.variantValueId] })],
);

/** Extra products offered together with a ticket type. */
export const ticketTypeExtraProducts = pgTable(
  'ticket_type_extra_product',
  {
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id, { onDelete: 'cascade' }),
    ticketProductId: uuid('ticket_product_id')
      .notNull()
      .references(() => ticketProducts.id, { onDelete: 'cascade' }),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.ticketTypeId, table.ticketProductId] })],
);

/**
 * What a ticket type or an extra product contains, by itemType: an entry, a parking place, an NFC chip
 * (with the credit a buyer may preload), a workshop seat... The cart's chips[] refer to these ids.
 */
export const productItems = pgTable(
  'product_item',
  {
    id: id(),
    ticketTypeId: uuid('ticket_type_id').references(() => ticketTypes.id, { onDelete: 'cascade' }),
    ticketProductId: uuid('ticket_product_id').references(() => ticketProducts.id, { onDelete: 'cascade' }),
    itemTypeId: integer('item_type_id').notNull(),
    name: translated('name'),
    quantity: integer('quantity').notNull().default(1),
    /** NFC chip items: credit a buyer may preload, in minor units of the event currency. */
    chipCreditMin: integer('chip_credit_min'),
    chipCreditMax: integer('chip_credit_max'),
    /**
     * Items of a ticket type with their own VAT rate (a beer mug in an entry, a dinner in a tasting): the part of
     * the ticket's price, VAT included, that this item stands for. The entry takes the rest. Null: the item is
     * ancillary and rides in the entry's price and rate.
     */
    priceShare: integer('price_share'),
    /** productCategory of @repo/enums for goods items (food, drinks), picking their rate; 0 when none. */
    productCategoryId: integer('product_category_id').notNull().default(0),
  },
  (table) => [
    check(
      'product_item_one_owner',
      sql`(${table.ticketTypeId} is null) <> (${table.ticketProductId} is null)`,
    ),
    check('product_item_quantity_positive', sql`${table.quantity} >= 1`),
    check(
      'product_item_chip_credit',
      sql`${table.chipCreditMin} is null or ${table.chipCreditMax} is null or ${table.chipCreditMax} >= ${table.chipCreditMin}`,
    ),
    check('product_item_price_share', sql`${table.priceShare} is null or ${table.priceShare} >= 0`),
    index('product_item_ticket_type_idx').on(table.ticketTypeId),
    index('product_item_ticket_product_idx').on(table.ticketProductId),
  ],
);
