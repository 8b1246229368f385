// The outbox: side effects (e-mails, ...) written in the same transaction as the change that causes them.
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';

export const outboxStatuses = ['pending', 'done', 'failed'] as const;

export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    /** Makes enqueueing idempotent: one message per key (e.g. "order-paid:<orderId>"). */
    dedupeKey: text('dedupe_key').notNull().unique(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: outboxStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    availableAt: timestamptz('available_at').notNull().defaultNow(),
    createdAt: createdAt(),
    processedAt: timestamptz('processed_at'),
    lastError: text('last_error'),
  },
  (table) => [
    index('outbox_pending_idx')
      .on(table.availableAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);
