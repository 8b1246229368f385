// Organizer access beyond accounts: invitations to the team, API keys, paired devices, and the audit log.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, id, timestamptz } from './columns';
import { events } from './events';
import { organizers } from './organizers';

/**
 * An invitation to join an organizer's team. The token of the e-mail's link is issued by the outbox worker and
 * stored only as a hash; accepting it makes an organizer_member with the role and events written here.
 */
export const organizerInvitations = pgTable(
  'organizer_invitation',
  {
    id: id(),
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => organizers.id, { onDelete: 'cascade' }),
    /** Lowercased; only an account with this address can accept. */
    email: text('email').notNull(),
    roleId: integer('role_id').notNull(),
    eventIds: uuid('event_ids').array(),
    invitedBy: uuid('invited_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** Language of the e-mail (the inviter's). */
    languageId: integer('language_id').notNull(),
    tokenHash: text('token_hash').unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (table) => [
    // One open invitation per address and organizer: inviting again replaces the role instead of adding one.
    uniqueIndex('organizer_invitation_open_idx')
      .on(table.organizerId, table.email)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
  ],
);

/** An organizer API key: a Bearer credential for integrations, scoped to a role, stored as a SHA-256 hash. */
export const organizerApiKeys = pgTable(
  'organizer_api_key',
  {
    id: id(),
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => organizers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** organizerRole whose permissions the key has. */
    roleId: integer('role_id').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    /** The first characters of the secret, shown to tell keys apart. */
    prefix: text('prefix').notNull(),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [index('organizer_api_key_organizer_idx').on(table.organizerId)],
);

/**
 * A phone or tablet paired to one event as a door scanner or a bar till. It gets a one-time pairing code (a
 * hash here, valid minutes) and, once paired, a credential (a hash too); revoking clears nothing, it marks.
 */
export const devices = pgTable(
  'device',
  {
    id: id(),
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => organizers.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['scanner', 'till'] }).notNull(),
    name: text('name').notNull(),
    /** Running number per organizer (the label's deviceNumber). */
    number: integer('number').notNull(),
    inventoryNumber: text('inventory_number'),
    pairingCodeHash: text('pairing_code_hash').unique(),
    pairingExpiresAt: timestamptz('pairing_expires_at'),
    tokenHash: text('token_hash').unique(),
    pairedAt: timestamptz('paired_at'),
    lastSeenAt: timestamptz('last_seen_at'),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('device_organizer_number_idx').on(table.organizerId, table.number),
    check('device_kind', sql`${table.kind} in ('scanner', 'till')`),
  ],
);

/**
 * Who changed what at an organizer: one row per write by a member, API key or device, inserted in the
 * transaction of the write (so a row exists exactly when the write committed).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => organizers.id, { onDelete: 'cascade' }),
    actorKind: text('actor_kind', { enum: ['account', 'apiKey', 'device'] }).notNull(),
    /** Not a foreign key: the row outlives a removed member, key or device. */
    actorId: uuid('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    /** The contract endpoint id. */
    action: text('action').notNull(),
    resourceType: text('resource_type').notNull(),
    resourceId: text('resource_id').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('audit_log_organizer_idx').on(table.organizerId, table.id)],
);
