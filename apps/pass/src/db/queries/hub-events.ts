// The organizer's events as it manages them: read for editing, insert, update, delete drafts, publication.
import { and, asc, eq, exists, isNotNull, lte, ne, not, sql } from 'drizzle-orm';
import type { Db } from '../database';
import {
  eventGroups,
  eventPaymentMethods,
  events,
  organizers,
  orders,
  reservations,
  venues,
} from '../schema';

export type EventRow = typeof events.$inferSelect;
export type EventValues = Omit<
  typeof events.$inferInsert,
  'id' | 'organizerId' | 'published' | 'publishAt' | 'createdAt'
>;

/** Whether the event has any hold or order (demo-cart ones too): such an event is never deleted. */
function hasSales(db: Db) {
  return sql<boolean>`(${exists(
    db
      .select({ one: sql`1` })
      .from(orders)
      .where(eq(orders.eventId, events.id)),
  )} or ${exists(
    db
      .select({ one: sql`1` })
      .from(reservations)
      .where(eq(reservations.eventId, events.id)),
  )})`;
}

export interface HubEventRow {
  event: EventRow;
  organizerSlug: string;
  venueName: string | null;
  hasSales: boolean;
}

function selectHubEvents(db: Db) {
  return db
    .select({
      event: events,
      organizerSlug: organizers.slug,
      venueName: venues.name,
      hasSales: hasSales(db),
    })
    .from(events)
    .innerJoin(organizers, eq(organizers.id, events.organizerId))
    .leftJoin(venues, eq(venues.id, events.venueId))
    .$dynamic();
}

export async function listHubEvents(db: Db, organizerId: string): Promise<HubEventRow[]> {
  return selectHubEvents(db)
    .where(eq(events.organizerId, organizerId))
    .orderBy(asc(events.startsAt), asc(events.id));
}

export async function findHubEvent(db: Db, eventId: string): Promise<HubEventRow | undefined> {
  const [row] = await selectHubEvents(db).where(eq(events.id, eventId));
  return row;
}

export async function listPaymentMethodIds(db: Db, eventId: string): Promise<number[]> {
  const rows = await db
    .select({ id: eventPaymentMethods.paymentMethodId })
    .from(eventPaymentMethods)
    .where(eq(eventPaymentMethods.eventId, eventId))
    .orderBy(asc(eventPaymentMethods.displayOrder), asc(eventPaymentMethods.paymentMethodId));
  return rows.map((row) => row.id);
}

export async function replacePaymentMethods(db: Db, eventId: string, ids: readonly number[]): Promise<void> {
  await db.delete(eventPaymentMethods).where(eq(eventPaymentMethods.eventId, eventId));
  if (ids.length === 0) return;
  await db
    .insert(eventPaymentMethods)
    .values(ids.map((paymentMethodId, displayOrder) => ({ eventId, paymentMethodId, displayOrder })));
}

/** Whether another event of the organizer has the slug (event slugs are unique per organizer). */
export async function slugTaken(
  db: Db,
  organizerId: string,
  slug: string,
  exceptEventId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.organizerId, organizerId),
        eq(events.slug, slug),
        exceptEventId ? ne(events.id, exceptEventId) : undefined,
      ),
    );
  return row !== undefined;
}

/** Inserts a draft; undefined when the slug is taken (the unique index decides a race). */
export async function insertEvent(
  db: Db,
  organizerId: string,
  values: EventValues,
  id?: string,
): Promise<EventRow | undefined> {
  const [row] = await db
    .insert(events)
    .values({ ...values, id, organizerId, published: false })
    .onConflictDoNothing({ target: [events.organizerId, events.slug] })
    .returning();
  return row;
}

export async function updateEvent(db: Db, eventId: string, values: Partial<EventValues>): Promise<void> {
  await db.update(events).set(values).where(eq(events.id, eventId));
}

/** Deletes the event when it is a draft (unpublished, nothing scheduled) without holds or orders. */
export async function deleteDraftEvent(db: Db, eventId: string): Promise<boolean> {
  const deleted = await db
    .delete(events)
    .where(
      and(
        eq(events.id, eventId),
        eq(events.published, false),
        sql`${events.publishAt} is null`,
        not(hasSales(db)),
      ),
    )
    .returning({ id: events.id });
  return deleted.length > 0;
}

export async function setPublication(
  db: Db,
  eventId: string,
  publication: { published: boolean; publishAt: Date | null },
): Promise<void> {
  await db.update(events).set(publication).where(eq(events.id, eventId));
}

/** Publishes every event whose scheduled time has come; answers their organizers (to make them visible). */
export async function publishDueEvents(
  db: Db,
  now: Date,
): Promise<{ eventId: string; organizerId: string }[]> {
  return db
    .update(events)
    .set({ published: true, publishAt: null })
    .where(and(isNotNull(events.publishAt), lte(events.publishAt, now), eq(events.published, false)))
    .returning({ eventId: events.id, organizerId: events.organizerId });
}

export async function findOrganizerEventGroup(
  db: Db,
  organizerId: string,
  eventGroupId: string,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: eventGroups.id })
    .from(eventGroups)
    .where(and(eq(eventGroups.id, eventGroupId), eq(eventGroups.organizerId, organizerId)));
  return row;
}

export async function listAllOrganizerEventGroups(
  db: Db,
  organizerId: string,
): Promise<(typeof eventGroups.$inferSelect)[]> {
  return db
    .select()
    .from(eventGroups)
    .where(eq(eventGroups.organizerId, organizerId))
    .orderBy(asc(eventGroups.slug));
}
