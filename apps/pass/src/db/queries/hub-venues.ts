// The organizer's venues: its own rows and the shared ones its events use; writes touch its own rows only.
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../database';
import { events, venues } from '../schema';

export type VenueRow = typeof venues.$inferSelect;
export type VenueValues = Omit<typeof venues.$inferInsert, 'id' | 'organizerId'>;

function usableBy(db: Db, organizerId: string) {
  const usedByEvents = db
    .select({ venueId: events.venueId })
    .from(events)
    .where(eq(events.organizerId, organizerId));
  return or(eq(venues.organizerId, organizerId), inArray(venues.id, usedByEvents));
}

export async function listOrganizerVenues(db: Db, organizerId: string): Promise<VenueRow[]> {
  return db.select().from(venues).where(usableBy(db, organizerId)).orderBy(asc(venues.name), asc(venues.id));
}

/** A venue the organizer may put an event in (its own, or a shared one its events use). */
export async function findUsableVenue(
  db: Db,
  organizerId: string,
  venueId: string,
): Promise<VenueRow | undefined> {
  const [row] = await db
    .select()
    .from(venues)
    .where(and(eq(venues.id, venueId), usableBy(db, organizerId)));
  return row;
}

export async function insertVenue(db: Db, organizerId: string, values: VenueValues): Promise<VenueRow> {
  const [row] = await db
    .insert(venues)
    .values({ ...values, organizerId })
    .returning();
  if (!row) throw new Error('venue insert returned nothing');
  return row;
}

export async function updateOwnVenue(
  db: Db,
  organizerId: string,
  venueId: string,
  values: VenueValues,
): Promise<VenueRow | undefined> {
  const [row] = await db
    .update(venues)
    .set(values)
    .where(and(eq(venues.id, venueId), eq(venues.organizerId, organizerId)))
    .returning();
  return row;
}
