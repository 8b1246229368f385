// Galleries and their images (events, bands and performers each may have one).
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, optionalTranslated, translated } from './columns';

export const galleries = pgTable('gallery', {
  id: id(),
  name: translated('name'),
});

export const galleryImages = pgTable(
  'gallery_image',
  {
    id: id(),
    galleryId: uuid('gallery_id')
      .notNull()
      .references(() => galleries.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    caption: optionalTranslated('caption'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (table) => [index('gallery_image_gallery_idx').on(table.galleryId, table.displayOrder)],
);
