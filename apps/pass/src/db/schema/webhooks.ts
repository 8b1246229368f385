// Organizer webhooks: the endpoints an organizer registers and every delivery attempt with the answer it got.
import { webhookEventTypes } from '@repo/contract/hub-webhooks';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns';
import { organizers } from './organizers';

export const webhookEndpoints = pgTable(
  'webhook_endpoint',
  {
    id: id(),
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => organizers.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description'),
    /**
     * Standard Webhooks signing secret ("whsec_" + base64), sealed with SECRETS_KEY (secret-box.ts). Rows from
     * before encryption hold it in clear: they are read as they are and sealed at the next start.
     */
    secret: text('secret').notNull(),
    eventTypes: text('event_types', { enum: webhookEventTypes }).array().notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    /** Deleted endpoints stay for their delivery history; nothing is sent to them. */
    deletedAt: timestamptz('deleted_at'),
  },
  (table) => [index('webhook_endpoint_organizer_idx').on(table.organizerId)],
);

/** One row per HTTP attempt: the hub lists them with the status and the start of the answer. */
export const webhookAttempts = pgTable(
  'webhook_attempt',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The event's id (the `webhook-id` header): the same on every retry, so receivers can drop repeats. */
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    attempt: integer('attempt').notNull(),
    /** HTTP status, or null when no answer came (refused, timed out). */
    statusCode: integer('status_code'),
    ok: boolean('ok').notNull(),
    responseBody: text('response_body'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('webhook_attempt_endpoint_idx').on(table.endpointId, table.id.desc()),
    index('webhook_attempt_event_idx')
      .on(table.eventId)
      .where(sql`${table.ok}`),
  ],
);
