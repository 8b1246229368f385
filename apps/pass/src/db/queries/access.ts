// Who is calling and what they address: API keys and devices by credential hash, memberships, and the organizer
// (and event) behind an organizerId, eventId or orderId.
import type { ResourceField } from '@repo/contract/access';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { devices, events, organizerApiKeys, organizerMembers, organizers, orders } from '../schema';

export type ApiKeyRow = typeof organizerApiKeys.$inferSelect;
export type DeviceRow = typeof devices.$inferSelect;

/** What an organizer endpoint addresses: its organizer, and its event when the resource names one. */
export interface ResolvedResource {
  organizerId: string;
  eventId: string | null;
}

export async function resolveResource(
  db: Db,
  field: ResourceField,
  id: string,
): Promise<ResolvedResource | undefined> {
  if (field === 'organizerId') {
    const [row] = await db.select({ id: organizers.id }).from(organizers).where(eq(organizers.id, id));
    return row ? { organizerId: row.id, eventId: null } : undefined;
  }
  if (field === 'eventId') {
    const [row] = await db
      .select({ organizerId: events.organizerId, eventId: events.id })
      .from(events)
      .where(eq(events.id, id));
    return row;
  }
  const [row] = await db
    .select({ organizerId: events.organizerId, eventId: events.id })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(eq(orders.id, id));
  return row;
}

export interface MembershipRow {
  roleId: number;
  eventIds: string[] | null;
}

/** The account's membership in the organizer, or undefined when it is not a member. */
export async function findMembership(
  db: Db,
  organizerId: string,
  accountId: string,
): Promise<MembershipRow | undefined> {
  const [row] = await db
    .select({ roleId: organizerMembers.roleId, eventIds: organizerMembers.eventIds })
    .from(organizerMembers)
    .where(and(eq(organizerMembers.organizerId, organizerId), eq(organizerMembers.accountId, accountId)));
  return row;
}

// Last use is written at most once a minute per credential: an integration polling every second must not turn
// every read into a write.
const STALE = sql`now() - interval '1 minute'`;

/**
 * Whether the last-use mark is old enough to write again; checked here first, so a scanner's every scan is not
 * also an UPDATE round trip (the SQL condition still keeps two processes from both writing).
 */
function isStale(at: Date | null): boolean {
  return at === null || Date.now() - at.getTime() > 60_000;
}

/** A live (not revoked) API key by the hash of its secret; marks it used. */
export async function findLiveApiKey(db: Db, secretHash: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(organizerApiKeys)
    .where(and(eq(organizerApiKeys.secretHash, secretHash), isNull(organizerApiKeys.revokedAt)));
  if (row && isStale(row.lastUsedAt)) {
    await db
      .update(organizerApiKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(organizerApiKeys.id, row.id),
          or(isNull(organizerApiKeys.lastUsedAt), lt(organizerApiKeys.lastUsedAt, STALE)),
        ),
      );
  }
  return row;
}

/** A paired, not revoked device by the hash of its credential; marks it seen. */
export async function findLiveDevice(db: Db, tokenHash: string): Promise<DeviceRow | undefined> {
  const [row] = await db
    .select()
    .from(devices)
    .where(and(eq(devices.tokenHash, tokenHash), isNull(devices.revokedAt)));
  if (row && isStale(row.lastSeenAt)) {
    await db
      .update(devices)
      .set({ lastSeenAt: sql`now()` })
      .where(and(eq(devices.id, row.id), or(isNull(devices.lastSeenAt), lt(devices.lastSeenAt, STALE))));
  }
  return row;
}
