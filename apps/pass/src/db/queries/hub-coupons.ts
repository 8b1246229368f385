// The organiser's coupon rows: supercoupons of an event or of a tour with their ticket types and redemptions,
// and the tour an event belongs to with its events' ticket types.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../database';
import {
  eventGroups,
  events,
  supercouponRedemptions,
  supercoupons,
  supercouponTicketTypes,
  ticketTypes,
} from '../schema';

export type SupercouponRow = typeof supercoupons.$inferSelect;
type NewSupercoupon = typeof supercoupons.$inferInsert;

/** Whose coupons: one event's, or a tour's (redeemable at each of its events). */
export type CouponScope = { eventId: string } | { eventGroupId: string };

const inScope = (scope: CouponScope) =>
  'eventId' in scope
    ? eq(supercoupons.eventId, scope.eventId)
    : eq(supercoupons.eventGroupId, scope.eventGroupId);

/** The tour the event belongs to, when its organizer runs the tour. */
export async function findEventTour(db: Db, eventId: string) {
  const [row] = await db
    .select({ eventGroupId: eventGroups.id, organizerId: eventGroups.organizerId, name: eventGroups.name })
    .from(events)
    .innerJoin(
      eventGroups,
      and(eq(eventGroups.id, events.eventGroupId), eq(eventGroups.organizerId, events.organizerId)),
    )
    .where(eq(events.id, eventId));
  return row;
}

/** The ticket types of the organizer's events in the tour, by event start and display order. */
export async function listTourTicketTypes(db: Db, eventGroupId: string, organizerId: string) {
  return db
    .select({
      eventId: events.id,
      eventName: events.name,
      startsAt: events.startsAt,
      ticketTypeId: ticketTypes.id,
      ticketTypeName: ticketTypes.name,
    })
    .from(events)
    .innerJoin(ticketTypes, eq(ticketTypes.eventId, events.id))
    .where(and(eq(events.eventGroupId, eventGroupId), eq(events.organizerId, organizerId)))
    .orderBy(asc(events.startsAt), asc(events.id), asc(ticketTypes.displayOrder), asc(ticketTypes.id));
}

/** Which of the codes (upper case) any supercoupon has: their codes are unique across all organizers. */
export async function takenSupercouponCodes(db: Db, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: sql<string>`upper(${supercoupons.code})` })
    .from(supercoupons)
    .where(inArray(sql`upper(${supercoupons.code})`, [...codes]));
  return new Set(rows.map((row) => row.code));
}

export async function listSupercoupons(db: Db, scope: CouponScope, ids?: readonly string[]) {
  const rows = await db
    .select()
    .from(supercoupons)
    .where(and(inScope(scope), ids ? inArray(supercoupons.id, [...ids]) : undefined))
    .orderBy(desc(supercoupons.createdAt), desc(supercoupons.code));
  if (rows.length === 0) return [];
  const couponIds = rows.map((row) => row.id);
  const [links, orders] = await Promise.all([
    db
      .select({
        codeId: supercouponTicketTypes.supercouponId,
        ticketTypeId: supercouponTicketTypes.ticketTypeId,
      })
      .from(supercouponTicketTypes)
      .where(inArray(supercouponTicketTypes.supercouponId, couponIds)),
    db
      .select({ codeId: supercouponRedemptions.supercouponId, orders: count() })
      .from(supercouponRedemptions)
      .where(inArray(supercouponRedemptions.supercouponId, couponIds))
      .groupBy(supercouponRedemptions.supercouponId),
  ]);
  return rows.map((row) => ({
    row,
    ticketTypeIds: links.filter((link) => link.codeId === row.id).map((link) => link.ticketTypeId),
    orders: Number(orders.find((entry) => entry.codeId === row.id)?.orders ?? 0),
  }));
}

export async function insertSupercoupons(
  db: Db,
  rows: NewSupercoupon[],
  ticketTypeIds: readonly string[],
): Promise<string[]> {
  const inserted = await db
    .insert(supercoupons)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: supercoupons.id });
  const links = inserted.flatMap(({ id }) =>
    ticketTypeIds.map((ticketTypeId) => ({ supercouponId: id, ticketTypeId })),
  );
  if (links.length > 0) await db.insert(supercouponTicketTypes).values(links);
  return inserted.map((row) => row.id);
}

export async function setSupercouponActive(db: Db, scope: CouponScope, id: string, active: boolean) {
  const [row] = await db
    .update(supercoupons)
    .set({ active })
    .where(and(inScope(scope), eq(supercoupons.id, id)))
    .returning({ id: supercoupons.id });
  return row;
}
