// The organiser's code rows: discount codes and access codes with the ticket types they name.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../database';
import {
  accessCodes,
  accessCodeTicketTypes,
  discountCodes,
  discountCodeTicketTypes,
  ticketTypes,
} from '../schema';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export type AccessCodeRow = typeof accessCodes.$inferSelect;
type NewDiscountCode = typeof discountCodes.$inferInsert;
type NewAccessCode = typeof accessCodes.$inferInsert;

/** Which of the ids are ticket types of the event. */
export async function eventTicketTypeIds(
  db: Db,
  eventId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: ticketTypes.id })
    .from(ticketTypes)
    .where(and(eq(ticketTypes.eventId, eventId), inArray(ticketTypes.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/** Which of the codes (upper case) the event already has, compared case-insensitively. */
export async function takenCodes(
  db: Db,
  kind: 'discount' | 'access',
  eventId: string,
  codes: readonly string[],
): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const table = kind === 'discount' ? discountCodes : accessCodes;
  const rows = await db
    .select({ code: sql<string>`upper(${table.code})` })
    .from(table)
    .where(and(eq(table.eventId, eventId), inArray(sql`upper(${table.code})`, [...codes])));
  return new Set(rows.map((row) => row.code));
}

function linksByCode(rows: { codeId: string; ticketTypeId: string }[]): Map<string, string[]> {
  const links = new Map<string, string[]>();
  for (const row of rows) links.set(row.codeId, [...(links.get(row.codeId) ?? []), row.ticketTypeId]);
  return links;
}

export async function listDiscountCodes(db: Db, eventId: string, ids?: readonly string[]) {
  const rows = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.eventId, eventId), ids ? inArray(discountCodes.id, [...ids]) : undefined))
    .orderBy(desc(discountCodes.createdAt), desc(discountCodes.code));
  const links =
    rows.length === 0
      ? []
      : await db
          .select({
            codeId: discountCodeTicketTypes.discountCodeId,
            ticketTypeId: discountCodeTicketTypes.ticketTypeId,
          })
          .from(discountCodeTicketTypes)
          .where(
            inArray(
              discountCodeTicketTypes.discountCodeId,
              rows.map((row) => row.id),
            ),
          );
  const byCode = linksByCode(links);
  return rows.map((row) => ({ row, ticketTypeIds: byCode.get(row.id) ?? [] }));
}

export async function insertDiscountCodes(
  db: Db,
  rows: NewDiscountCode[],
  ticketTypeIds: readonly string[],
): Promise<string[]> {
  const inserted = await db
    .insert(discountCodes)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: discountCodes.id });
  const links = inserted.flatMap(({ id }) =>
    ticketTypeIds.map((ticketTypeId) => ({ discountCodeId: id, ticketTypeId })),
  );
  if (links.length > 0) await db.insert(discountCodeTicketTypes).values(links);
  return inserted.map((row) => row.id);
}

export async function setDiscountCodeActive(db: Db, eventId: string, id: string, active: boolean) {
  const [row] = await db
    .update(discountCodes)
    .set({ active })
    .where(and(eq(discountCodes.eventId, eventId), eq(discountCodes.id, id)))
    .returning({ id: discountCodes.id });
  return row;
}

export async function listAccessCodes(db: Db, eventId: string, ids?: readonly string[]) {
  const rows = await db
    .select()
    .from(accessCodes)
    .where(and(eq(accessCodes.eventId, eventId), ids ? inArray(accessCodes.id, [...ids]) : undefined))
    .orderBy(desc(accessCodes.createdAt), desc(accessCodes.code));
  const links =
    rows.length === 0
      ? []
      : await db
          .select({
            codeId: accessCodeTicketTypes.accessCodeId,
            ticketTypeId: accessCodeTicketTypes.ticketTypeId,
          })
          .from(accessCodeTicketTypes)
          .where(
            inArray(
              accessCodeTicketTypes.accessCodeId,
              rows.map((row) => row.id),
            ),
          );
  const byCode = linksByCode(links);
  return rows.map((row) => ({ row, ticketTypeIds: byCode.get(row.id) ?? [] }));
}

export async function insertAccessCodes(
  db: Db,
  rows: NewAccessCode[],
  ticketTypeIds: readonly string[],
): Promise<string[]> {
  const inserted = await db
    .insert(accessCodes)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: accessCodes.id });
  const links = inserted.flatMap(({ id }) =>
    ticketTypeIds.map((ticketTypeId) => ({ accessCodeId: id, ticketTypeId })),
  );
  if (links.length > 0) await db.insert(accessCodeTicketTypes).values(links);
  return inserted.map((row) => row.id);
}

export async function setAccessCodeActive(db: Db, eventId: string, id: string, active: boolean) {
  const [row] = await db
    .update(accessCodes)
    .set({ active })
    .where(and(eq(accessCodes.eventId, eventId), eq(accessCodes.id, id)))
    .returning({ id: accessCodes.id });
  return row;
}
