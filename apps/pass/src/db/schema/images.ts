// Pictures organisers upload: each stored width of a picture as its own row of bytes, served forever by name.
import { customType, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { organizers } from './organizers';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer; handlers send either.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const uploadedImages = pgTable(
  'uploaded_image',
  {
    id: uuid('id').notNull(),
    width: integer('width').notNull(),
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => organizers.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.width] }),
    index('uploaded_image_organizer_idx').on(table.organizerId),
  ],
);
