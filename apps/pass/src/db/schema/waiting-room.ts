// The on-sale waiting room of an event (issue #20): whether it is on, when the sale opens, how fast and how many
// visitors are let in to shop. The queue itself lives in Redis or process memory (waiting-room/queue-store.ts).
import { boolean, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { events } from './events';

export const eventWaitingRooms = pgTable('event_waiting_rooms', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  /** On: holds of the event need an admission token. */
  active: boolean('active').notNull().default(false),
  /** Visitors who arrive before this are placed in random order at it; later ones queue in order. */
  opensAt: timestamptz('opens_at').notNull(),
  admitPerMinute: integer('admit_per_minute').notNull(),
  /** Admitted visitors whose admission has not expired yet, at most. */
  maxShoppers: integer('max_shoppers').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
