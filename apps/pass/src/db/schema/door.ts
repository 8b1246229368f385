// Door check-in: each event's signing key and door rules, every scan at its gates, and the change log the
// scanners' door lists sync from.
import { doorResults } from '@repo/contract/door';
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns';
import { events } from './events';
import { orderVouchers, tickets } from './selling';

/**
 * The event's Ed25519 key pair (made with its first signed ticket) and door rules. The private key (PKCS#8,
 * base64) never leaves the service: no endpoint returns it.
 */
export const eventDoors = pgTable('event_door', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  /** Raw 32-byte public key, base64url: what scanners verify codes with. */
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  /** Visitors may check out and come back in. */
  reentryAllowed: boolean('reentry_allowed').notNull().default(false),
  /** Ticket types whose holders show an ID at the door (reduced prices: students, seniors). */
  checkIdTicketTypeIds: uuid('check_id_ticket_type_ids')
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`),
  createdAt: createdAt(),
});

const doorDirections = ['in', 'out'] as const;

/**
 * One scan at a gate, refused ones too: online ones as they happen, offline ones when their scanner syncs
 * (with the time they were made). A ticket is inside after its latest admitted or checked-out scan that is
 * neither undone nor a conflict.
 */
export const doorScans = pgTable(
  'door_scan',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The scanner's own id of the scan: sending it again answers the first result. */
    clientScanId: text('client_scan_id').notNull(),
    ticketId: uuid('ticket_id').references(() => tickets.id),
    voucherId: uuid('voucher_id').references(() => orderVouchers.id),
    direction: text('direction', { enum: doorDirections }).notNull(),
    result: text('result', { enum: doorResults }).notNull(),
    /** The device's name, or the gate a member typed. */
    gate: text('gate').notNull(),
    deviceId: uuid('device_id'),
    /** Not a foreign key: the row outlives a removed member. */
    accountId: uuid('account_id'),
    scannedAt: timestamptz('scanned_at').notNull(),
    receivedAt: createdAt(),
    offline: boolean('offline').notNull().default(false),
    /** An offline admission of a ticket another scan had already admitted earlier: shown in the hub. */
    conflict: boolean('conflict').notNull().default(false),
    undoneAt: timestamptz('undone_at'),
    /** alreadyUsed: the scan that had used the ticket or voucher (when and where, for the steward). */
    previousScanId: uuid('previous_scan_id'),
  },
  (table) => [
    uniqueIndex('door_scan_client_idx').on(table.eventId, table.clientScanId),
    index('door_scan_ticket_idx').on(table.ticketId, table.scannedAt),
    index('door_scan_event_idx').on(table.eventId, table.scannedAt),
    check('door_scan_one_subject', sql`${table.ticketId} is null or ${table.voucherId} is null`),
  ],
);

/**
 * What changed for the door lists: a row per ticket sold, canceled or scanned (a trigger on ticket, the scans
 * themselves), so a scanner asks for what came after its cursor instead of the whole list.
 */
export const doorChanges = pgTable(
  'door_change',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    eventId: uuid('event_id').notNull(),
    ticketId: uuid('ticket_id').notNull(),
  },
  (table) => [index('door_change_event_idx').on(table.eventId, table.seq)],
);
