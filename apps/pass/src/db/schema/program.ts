// Line-up: bands, performers, their public profiles, stages and the program entries of an event.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { id, optionalTranslated, timestamptz, translated } from './columns';
import { events } from './events';
import { galleries } from './galleries';
import { organizers } from './organizers';
import { ticketProducts } from './products';

export const bands = pgTable(
  'band',
  {
    id: id(),
    /**
     * The organiser that added it in the hub and may edit it; null for the platform's shared directory (the
     * seeded artists), which any organiser may book but none may change.
     */
    organizerId: uuid('organizer_id').references(() => organizers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    genre: text('genre'),
    countryId: integer('country_id'),
    description: optionalTranslated('description'),
    imageUrl: text('image_url'),
    galleryId: uuid('gallery_id').references(() => galleries.id),
  },
  (table) => [index('band_organizer_idx').on(table.organizerId)],
);

export const performers = pgTable(
  'performer',
  {
    id: id(),
    /**
     * The organiser that added it in the hub and may edit it; null for the platform's shared directory (the
     * seeded artists), which any organiser may book but none may change.
     */
    organizerId: uuid('organizer_id').references(() => organizers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    role: optionalTranslated('role'),
    description: optionalTranslated('description'),
    imageUrl: text('image_url'),
    galleryId: uuid('gallery_id').references(() => galleries.id),
  },
  (table) => [index('performer_organizer_idx').on(table.organizerId)],
);

export const bandPerformers = pgTable(
  'band_performer',
  {
    bandId: uuid('band_id')
      .notNull()
      .references(() => bands.id, { onDelete: 'cascade' }),
    performerId: uuid('performer_id')
      .notNull()
      .references(() => performers.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.bandId, table.performerId] })],
);

/** Public profile page of a band or a performer, addressed by slug. */
export const profiles = pgTable(
  'profile',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    bandId: uuid('band_id').references(() => bands.id, { onDelete: 'cascade' }),
    performerId: uuid('performer_id').references(() => performers.id, { onDelete: 'cascade' }),
    headline: optionalTranslated('headline'),
    website: text('website'),
    instagram: text('instagram'),
    spotify: text('spotify'),
  },
  (table) => [
    check('profile_one_owner', sql`(${table.bandId} is null) <> (${table.performerId} is null)`),
    index('profile_band_idx').on(table.bandId),
    index('profile_performer_idx').on(table.performerId),
  ],
);

/** Bands on an event's line-up; main bands headline the event page. */
export const eventBands = pgTable(
  'event_band',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    bandId: uuid('band_id')
      .notNull()
      .references(() => bands.id),
    isMain: boolean('is_main').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.bandId] })],
);

export const eventPerformers = pgTable(
  'event_performer',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    performerId: uuid('performer_id')
      .notNull()
      .references(() => performers.id),
    isMain: boolean('is_main').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.performerId] })],
);

export const stages = pgTable(
  'stage',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: translated('name'),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (table) => [index('stage_event_idx').on(table.eventId)],
);

export const programEntries = pgTable(
  'program_entry',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    stageId: uuid('stage_id')
      .notNull()
      .references(() => stages.id, { onDelete: 'cascade' }),
    name: translated('name'),
    description: optionalTranslated('description'),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
  },
  (table) => [
    index('program_entry_stage_idx').on(table.stageId, table.startsAt),
    index('program_entry_event_idx').on(table.eventId),
    check('program_entry_times', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

export const entryBands = pgTable(
  'entry_band',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => programEntries.id, { onDelete: 'cascade' }),
    bandId: uuid('band_id')
      .notNull()
      .references(() => bands.id),
  },
  (table) => [primaryKey({ columns: [table.entryId, table.bandId] })],
);

export const entryPerformers = pgTable(
  'entry_performer',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => programEntries.id, { onDelete: 'cascade' }),
    performerId: uuid('performer_id')
      .notNull()
      .references(() => performers.id),
  },
  (table) => [primaryKey({ columns: [table.entryId, table.performerId] })],
);

/** Products tied to a program entry (a workshop seat, a tasting flight). */
export const entryProducts = pgTable(
  'entry_product',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => programEntries.id, { onDelete: 'cascade' }),
    ticketProductId: uuid('ticket_product_id')
      .notNull()
      .references(() => ticketProducts.id),
  },
  (table) => [primaryKey({ columns: [table.entryId, table.ticketProductId] })],
);
