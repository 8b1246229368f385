// The door rows of events: key pairs and door rules, and the event facts a signed ticket code carries.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../database';
import type { Translations } from '../schema/columns';
import { eventDoors, events, ticketTypes } from '../schema';

export type EventDoorRow = typeof eventDoors.$inferSelect;

export async function findEventDoor(db: Db, eventId: string): Promise<EventDoorRow | undefined> {
  const [row] = await db.select().from(eventDoors).where(eq(eventDoors.eventId, eventId));
  return row;
}

export async function insertEventDoor(
  db: Db,
  values: { eventId: string; publicKey: string; privateKey: string },
): Promise<void> {
  await db.insert(eventDoors).values(values).onConflictDoNothing({ target: eventDoors.eventId });
}

export async function updateEventDoorRules(
  db: Db,
  eventId: string,
  rules: { reentryAllowed: boolean; checkIdTicketTypeIds: string[] },
): Promise<void> {
  await db.update(eventDoors).set(rules).where(eq(eventDoors.eventId, eventId));
}

export interface TicketTypeEvent {
  ticketTypeId: string;
  eventId: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
}

/** The event (and its days) of each ticket type. */
export async function eventsOfTicketTypes(db: Db, ticketTypeIds: string[]): Promise<TicketTypeEvent[]> {
  if (ticketTypeIds.length === 0) return [];
  return db
    .select({
      ticketTypeId: ticketTypes.id,
      eventId: events.id,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      timeZone: events.timeZone,
    })
    .from(ticketTypes)
    .innerJoin(events, eq(events.id, ticketTypes.eventId))
    .where(inArray(ticketTypes.id, ticketTypeIds));
}

export interface DoorEvent {
  eventId: string;
  /** Whose webhooks hear of check-ins; null for seeded events without an organizer. */
  organizerId: string | null;
  name: Translations;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  /** Null until the event's first signed ticket made its key pair. */
  door: EventDoorRow | null;
}

export async function findDoorEvent(db: Db, eventId: string): Promise<DoorEvent | undefined> {
  const [row] = await db
    .select({
      eventId: events.id,
      organizerId: events.organizerId,
      name: events.name,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      timeZone: events.timeZone,
      door: eventDoors,
    })
    .from(events)
    .leftJoin(eventDoors, eq(eventDoors.eventId, events.id))
    .where(eq(events.id, eventId));
  return row;
}

export async function ticketTypeIdsOfEvent(db: Db, eventId: string): Promise<string[]> {
  const rows = await db
    .select({ id: ticketTypes.id })
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, eventId));
  return rows.map((row) => row.id);
}

/** The organizer's events (or only those given), the next to start first and past ones last. */
export async function organizerDoorEvents(db: Db, organizerId: string, only: string[] | null) {
  return db
    .select({ eventId: events.id, name: events.name, startsAt: events.startsAt, endsAt: events.endsAt })
    .from(events)
    .where(and(eq(events.organizerId, organizerId), only ? inArray(events.id, only) : undefined))
    .orderBy(sql`${events.endsAt} < now()`, asc(events.startsAt));
}
