// The organiser's catalogue rows: the event a page edits, ticket types with their items, quotas and groups.
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { events, organizers, productItems, ticketQuotas, ticketTypeGroups, ticketTypes } from '../schema';

export type TicketTypeRow = typeof ticketTypes.$inferSelect;
export type NewTicketType = typeof ticketTypes.$inferInsert;
export type ProductItemRow = typeof productItems.$inferSelect;
export type QuotaRow = typeof ticketQuotas.$inferSelect;
export type TicketGroupRow = typeof ticketTypeGroups.$inferSelect;

/** The event with what its catalogue forms need: currency and the seller's country (for default VAT rates). */
export async function findCatalogueEvent(db: Db, eventId: string) {
  const [row] = await db
    .select({
      id: events.id,
      organizerId: events.organizerId,
      name: events.name,
      currencyId: events.currencyId,
      timeZone: events.timeZone,
      published: events.published,
      countryId: organizers.countryId,
    })
    .from(events)
    .innerJoin(organizers, eq(organizers.id, events.organizerId))
    .where(eq(events.id, eventId));
  return row;
}

export async function listEventTicketTypes(db: Db, eventId: string): Promise<TicketTypeRow[]> {
  return db
    .select()
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, eventId))
    .orderBy(asc(ticketTypes.displayOrder), asc(ticketTypes.id));
}

export async function findEventTicketType(db: Db, eventId: string, ticketTypeId: string) {
  const [row] = await db
    .select()
    .from(ticketTypes)
    .where(and(eq(ticketTypes.eventId, eventId), eq(ticketTypes.id, ticketTypeId)));
  return row;
}

export async function listTicketTypeItems(
  db: Db,
  ticketTypeIds: readonly string[],
): Promise<ProductItemRow[]> {
  if (ticketTypeIds.length === 0) return [];
  return db
    .select()
    .from(productItems)
    .where(inArray(productItems.ticketTypeId, [...ticketTypeIds]))
    .orderBy(asc(productItems.id));
}

/** The next display order of a new ticket type: after every existing one. */
export async function nextTicketTypeOrder(db: Db, eventId: string): Promise<number> {
  const [row] = await db
    .select({ last: max(ticketTypes.displayOrder) })
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, eventId));
  return (row?.last ?? -1) + 1;
}

export async function insertTicketType(db: Db, values: NewTicketType): Promise<TicketTypeRow> {
  const [row] = await db.insert(ticketTypes).values(values).returning();
  if (!row) throw new Error('ticket type insert returned nothing');
  return row;
}

/**
 * Changes a ticket type's own fields. Counters are not touched, and a capacity below sold + held matches no
 * row (undefined), so a concurrent sale can never be overbooked by an edit.
 */
export async function updateTicketType(
  db: Db,
  ticketTypeId: string,
  values: Partial<NewTicketType>,
): Promise<TicketTypeRow | undefined> {
  const [row] = await db
    .update(ticketTypes)
    .set(values)
    .where(
      and(
        eq(ticketTypes.id, ticketTypeId),
        values.capacity === undefined || values.capacity === null
          ? undefined
          : sql`${ticketTypes.sold} + ${ticketTypes.held} <= ${values.capacity}`,
      ),
    )
    .returning();
  return row;
}

type NewTicketTypeItem = Omit<typeof productItems.$inferInsert, 'ticketTypeId' | 'ticketProductId'>;

/** Adds what a new ticket type includes (entry, parking, chip). */
export async function insertTicketTypeItems(
  db: Db,
  ticketTypeId: string,
  items: readonly NewTicketTypeItem[],
): Promise<void> {
  if (items.length > 0) {
    await db.insert(productItems).values(items.map((item) => ({ ...item, ticketTypeId })));
  }
}

/** Replaces what a ticket type includes (entry, parking, chip). */
export async function replaceTicketTypeItems(
  db: Db,
  ticketTypeId: string,
  items: readonly NewTicketTypeItem[],
): Promise<void> {
  await db.delete(productItems).where(eq(productItems.ticketTypeId, ticketTypeId));
  await insertTicketTypeItems(db, ticketTypeId, items);
}

export async function setTicketTypeOrder(db: Db, eventId: string, orderedIds: readonly string[]) {
  for (const [index, id] of orderedIds.entries()) {
    await db
      .update(ticketTypes)
      .set({ displayOrder: index })
      .where(and(eq(ticketTypes.eventId, eventId), eq(ticketTypes.id, id)));
  }
}

export async function listQuotas(db: Db, eventId: string): Promise<QuotaRow[]> {
  return db
    .select()
    .from(ticketQuotas)
    .where(eq(ticketQuotas.eventId, eventId))
    .orderBy(asc(ticketQuotas.name), asc(ticketQuotas.id));
}

export async function findQuota(db: Db, eventId: string, quotaId: string) {
  const [row] = await db
    .select()
    .from(ticketQuotas)
    .where(and(eq(ticketQuotas.eventId, eventId), eq(ticketQuotas.id, quotaId)));
  return row;
}

export async function insertQuota(db: Db, values: typeof ticketQuotas.$inferInsert): Promise<QuotaRow> {
  const [row] = await db.insert(ticketQuotas).values(values).returning();
  if (!row) throw new Error('quota insert returned nothing');
  return row;
}

/** Renames or resizes a quota; a capacity below sold + held matches no row (undefined). */
export async function updateQuota(
  db: Db,
  quotaId: string,
  values: { name: string; capacity: number },
): Promise<QuotaRow | undefined> {
  const [row] = await db
    .update(ticketQuotas)
    .set(values)
    .where(
      and(
        eq(ticketQuotas.id, quotaId),
        sql`${ticketQuotas.sold} + ${ticketQuotas.held} <= ${values.capacity}`,
      ),
    )
    .returning();
  return row;
}

export async function listTicketGroups(db: Db, eventId: string): Promise<TicketGroupRow[]> {
  return db
    .select()
    .from(ticketTypeGroups)
    .where(eq(ticketTypeGroups.eventId, eventId))
    .orderBy(asc(ticketTypeGroups.displayOrder), asc(ticketTypeGroups.id));
}

export async function findTicketGroup(db: Db, eventId: string, groupId: string) {
  const [row] = await db
    .select()
    .from(ticketTypeGroups)
    .where(and(eq(ticketTypeGroups.eventId, eventId), eq(ticketTypeGroups.id, groupId)));
  return row;
}

export async function insertTicketGroup(
  db: Db,
  values: typeof ticketTypeGroups.$inferInsert,
): Promise<TicketGroupRow> {
  const [row] = await db.insert(ticketTypeGroups).values(values).returning();
  if (!row) throw new Error('ticket group insert returned nothing');
  return row;
}
