// The organiser's coupon rows: supercoupons of an event with their ticket types and redemptions.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { supercouponRedemptions, supercoupons, supercouponTicketTypes } from '../schema';

export type SupercouponRow = typeof supercoupons.$inferSelect;
type NewSupercoupon = typeof supercoupons.$inferInsert;

/** Which of the codes (upper case) any supercoupon has: their codes are unique across all organizers. */
export async function takenSupercouponCodes(db: Db, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: sql<string>`upper(${supercoupons.code})` })
    .from(supercoupons)
    .where(inArray(sql`upper(${supercoupons.code})`, [...codes]));
  return new Set(rows.map((row) => row.code));
}

export async function listEventSupercoupons(db: Db, eventId: string, ids?: readonly string[]) {
  const rows = await db
    .select()
    .from(supercoupons)
    .where(and(eq(supercoupons.eventId, eventId), ids ? inArray(supercoupons.id, [...ids]) : undefined))
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

export async function setSupercouponActive(db: Db, eventId: string, id: string, active: boolean) {
  const [row] = await db
    .update(supercoupons)
    .set({ active })
    .where(and(eq(supercoupons.eventId, eventId), eq(supercoupons.id, id)))
    .returning({ id: supercoupons.id });
  return row;
}
