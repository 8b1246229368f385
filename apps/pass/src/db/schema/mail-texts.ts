// What an organizer adds to its buyers' e-mails: sender name, reply-to and a paragraph per language, for all its
// events (event_id null) or one event (overriding the organizer's per field).
import { pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { id, optionalTranslated, timestamptz } from './columns';
import { events } from './events';
import { organizers } from './organizers';

export const organizerMailTexts = pgTable(
  'organizer_mail_texts',
  {
    id: id(),
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => organizers.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    /** The From display name; null: the organizer's name. */
    senderName: text('sender_name'),
    /** Where buyers' answers go; null: no Reply-To (answers reach the platform's address). */
    replyTo: text('reply_to'),
    /** A paragraph shown under the greeting, per language; a missing language falls back to Czech. */
    paragraph: optionalTranslated('paragraph'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('organizer_mail_texts_scope_unique').on(table.organizerId, table.eventId).nullsNotDistinct(),
  ],
);
