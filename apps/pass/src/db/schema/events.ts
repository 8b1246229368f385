// Venues, event groups (tours) and events, with their sale windows, visibility and partner organizers.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, optionalTranslated, timestamptz, translated } from './columns';
import { galleries } from './galleries';
import { organizers } from './organizers';

export const venues = pgTable('venue', {
  id: id(),
  /** The organizer that keeps the venue in its list; null for venues of the shared catalogue. */
  organizerId: uuid('organizer_id').references(() => organizers.id),
  name: text('name').notNull(),
  venueTypeId: integer('venue_type_id').notNull(),
  street: text('street').notNull(),
  city: text('city').notNull(),
  postalCode: text('postal_code').notNull(),
  regionId: integer('region_id').notNull(),
  countryId: integer('country_id').notNull(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
});

export const eventGroups = pgTable(
  'event_group',
  {
    id: id(),
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => organizers.id),
    slug: text('slug').notNull().unique(),
    name: translated('name'),
    description: optionalTranslated('description'),
    headerImageUrl: text('header_image_url'),
    visible: boolean('visible').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [index('event_group_organizer_idx').on(table.organizerId)],
);

/** Organizers that co-sell a tour (resellers, partner stores). */
export const eventGroupPartners = pgTable(
  'event_group_partner',
  {
    eventGroupId: uuid('event_group_id')
      .notNull()
      .references(() => eventGroups.id, { onDelete: 'cascade' }),
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => organizers.id),
  },
  (table) => [primaryKey({ columns: [table.eventGroupId, table.organizerId] })],
);

export const events = pgTable(
  'event',
  {
    id: id(),
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => organizers.id),
    eventGroupId: uuid('event_group_id').references(() => eventGroups.id),
    venueId: uuid('venue_id').references(() => venues.id),
    galleryId: uuid('gallery_id').references(() => galleries.id),
    slug: text('slug').notNull(),
    name: translated('name'),
    description: optionalTranslated('description'),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    timeZone: text('time_zone').notNull().default('Europe/Prague'),
    categoryId: integer('category_id').notNull(),
    kindId: integer('kind_id').notNull(),
    sizeId: integer('size_id').notNull(),
    typeId: integer('type_id').notNull(),
    /** sectionType ids under which the storefront lists the event (popular, our pick, ...). */
    sectionTypeIds: integer('section_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    headerImageUrl: text('header_image_url'),
    saleStartsAt: timestamptz('sale_starts_at'),
    saleEndsAt: timestamptz('sale_ends_at'),
    currencyId: integer('currency_id').notNull(),
    /** Unpublished events are reachable only through the demo cart. */
    published: boolean('published').notNull().default(false),
    /** A publication the organizer scheduled; the publisher job sets published when it comes. */
    publishAt: timestamptz('publish_at'),
    /** Published but unlisted events open by link and are left out of listings. */
    listed: boolean('listed').notNull().default(true),
    termsUrl: text('terms_url'),
    /** Days after the event's end in which visitors may ask for unspent chip credit back; the rest is the organizer's. */
    creditRefundDays: integer('credit_refund_days').notNull().default(14),
    createdAt: createdAt(),
  },
  (table) => [
    unique('event_organizer_slug_unique').on(table.organizerId, table.slug),
    index('event_group_idx').on(table.eventGroupId),
    index('event_listing_idx').on(table.published, table.listed, table.startsAt),
    check('event_dates_order', sql`${table.endsAt} >= ${table.startsAt}`),
    check('event_slug_format', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

export const eventPaymentMethods = pgTable(
  'event_payment_method',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    paymentMethodId: integer('payment_method_id').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.paymentMethodId] })],
);

/**
 * VAT rate in basis points (1200 = 12 %) per country, item kind (entry, parking, product, ...) and, for goods,
 * product category (food, soft drinks, alcohol; 0 = the item kind's own rate). Defaults: receipts/vat-defaults.ts.
 */
export const vatRates = pgTable(
  'vat_rate',
  {
    countryId: integer('country_id').notNull(),
    itemTypeId: integer('item_type_id').notNull(),
    /** productCategory enumeration of @repo/enums; 0 for the item type's rate. */
    productCategoryId: integer('product_category_id').notNull().default(0),
    rateBasisPoints: integer('rate_basis_points').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.countryId, table.itemTypeId, table.productCategoryId] }),
    check('vat_rate_range', sql`${table.rateBasisPoints} between 0 and 10000`),
  ],
);
