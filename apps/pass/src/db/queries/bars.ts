// Reads and writes of bars, their menus and till shifts (the sale transaction lives in bar/sales.ts).
import { and, asc, desc, eq, getTableColumns, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../database';
import {
  barProducts,
  barProductVersions,
  barRefusedSales,
  bars,
  barSettings,
  barShifts,
  barTillKeys,
  chips,
  events,
  organizers,
} from '../schema';

export type BarRow = typeof bars.$inferSelect;
export type BarProductRow = typeof barProducts.$inferSelect;
export type BarShiftRow = typeof barShifts.$inferSelect;

/** The event with its organizer: currency, time zone, the seller of the receipts. */
export async function findBarEvent(db: Db, eventId: string) {
  const [row] = await db
    .select({ event: events, organizer: organizers })
    .from(events)
    .innerJoin(organizers, eq(organizers.id, events.organizerId))
    .where(eq(events.id, eventId));
  return row;
}
export type BarEvent = NonNullable<Awaited<ReturnType<typeof findBarEvent>>>;

export async function eventBars(db: Db, eventId: string): Promise<BarRow[]> {
  return db.select().from(bars).where(eq(bars.eventId, eventId)).orderBy(asc(bars.createdAt), asc(bars.id));
}

export async function findBar(db: Db, eventId: string, barId: string): Promise<BarRow | undefined> {
  const [row] = await db
    .select()
    .from(bars)
    .where(and(eq(bars.id, barId), eq(bars.eventId, eventId)));
  return row;
}

export async function insertBar(db: Db, eventId: string, name: string): Promise<BarRow> {
  const [row] = await db.insert(bars).values({ eventId, name }).returning();
  if (!row) throw new Error('bar insert returned nothing');
  return row;
}

export async function renameBar(db: Db, barId: string, name: string): Promise<void> {
  await db.update(bars).set({ name }).where(eq(bars.id, barId));
}

export async function productsOfBars(db: Db, barIds: string[]): Promise<BarProductRow[]> {
  if (barIds.length === 0) return [];
  return db
    .select()
    .from(barProducts)
    .where(inArray(barProducts.barId, barIds))
    .orderBy(asc(barProducts.displayOrder), asc(barProducts.createdAt), asc(barProducts.id));
}

/** A product of the bar; `lock` holds it for an edit, so two edits never make the same version. */
export async function findBarProduct(db: Db, barId: string, productId: string, lock = false) {
  const query = db
    .select()
    .from(barProducts)
    .where(and(eq(barProducts.id, productId), eq(barProducts.barId, barId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertBarProduct(db: Db, values: typeof barProducts.$inferInsert): Promise<void> {
  await db.insert(barProducts).values(values);
}

/** Edits a (locked) product as its next version; the version it replaces is kept for offline sales that name it. */
export async function updateBarProduct(
  db: Db,
  previous: BarProductRow,
  values: Partial<typeof barProducts.$inferInsert>,
  now: Date,
): Promise<void> {
  await db
    .insert(barProductVersions)
    .values({
      productId: previous.id,
      version: previous.version,
      name: previous.name,
      productCategoryId: previous.productCategoryId,
      vatRateBasisPoints: previous.vatRateBasisPoints,
      depositAmount: previous.depositAmount,
      variants: previous.variants,
      active: previous.active,
      validFrom: previous.versionFrom,
      validTo: now,
    })
    .onConflictDoNothing();
  await db
    .update(barProducts)
    .set({ ...values, version: previous.version + 1, versionFrom: now })
    .where(eq(barProducts.id, previous.id));
}

export type BarProductVersionRow = typeof barProductVersions.$inferSelect;

/** The earlier versions of the bar's products named, as offline sales may name them. */
export async function earlierProductVersions(
  db: Db,
  barIds: string[],
  productIds: string[],
): Promise<(BarProductVersionRow & { barId: string })[]> {
  if (productIds.length === 0 || barIds.length === 0) return [];
  return db
    .select({ ...getTableColumns(barProductVersions), barId: barProducts.barId })
    .from(barProductVersions)
    .innerJoin(barProducts, eq(barProducts.id, barProductVersions.productId))
    .where(and(inArray(barProductVersions.productId, productIds), inArray(barProducts.barId, barIds)));
}

/** Keeps an offline sale the sync refused; a second sync of the same sale keeps the first row. */
export async function insertRefusedSale(db: Db, values: typeof barRefusedSales.$inferInsert): Promise<void> {
  await db.insert(barRefusedSales).values(values).onConflictDoNothing();
}

/** The event's refused offline sales with the bar's name, newest sale first. */
export async function refusedSalesOfEvent(db: Db, eventId: string) {
  return db
    .select({ sale: barRefusedSales, barName: bars.name })
    .from(barRefusedSales)
    .leftJoin(bars, eq(bars.id, barRefusedSales.barId))
    .where(eq(barRefusedSales.eventId, eventId))
    .orderBy(desc(barRefusedSales.soldAt), desc(barRefusedSales.id));
}

export async function openShiftOfTill(db: Db, eventId: string, tillKey: string) {
  const [row] = await db
    .select()
    .from(barShifts)
    .where(and(eq(barShifts.eventId, eventId), eq(barShifts.tillKey, tillKey), isNull(barShifts.closedAt)));
  return row;
}

/** The till's open shift with the menu of the bar a sale names (none when its shift is at another bar). */
export interface OpenShiftWithMenu {
  shift: BarShiftRow;
  menu: BarProductRow[];
}

function shiftWithMenu(
  rows: { shift: BarShiftRow | null; product: BarProductRow | null }[],
): OpenShiftWithMenu | undefined {
  const shift = rows[0]?.shift;
  if (!shift) return undefined;
  return { shift, menu: rows.flatMap((row) => (row.product ? [row.product] : [])) };
}

/** The till's open shift and the menu of the sale's bar, in one read. */
export async function openShiftWithMenu(
  db: Db,
  eventId: string,
  tillKey: string,
  barId: string,
): Promise<OpenShiftWithMenu | undefined> {
  const rows = await db
    .select({ shift: barShifts, product: barProducts })
    .from(barShifts)
    .leftJoin(barProducts, and(eq(barProducts.barId, barShifts.barId), eq(barShifts.barId, barId)))
    .where(and(eq(barShifts.eventId, eventId), eq(barShifts.tillKey, tillKey), isNull(barShifts.closedAt)));
  return shiftWithMenu(rows);
}

export async function insertShift(db: Db, values: typeof barShifts.$inferInsert) {
  const [row] = await db.insert(barShifts).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findShift(db: Db, eventId: string, shiftId: string) {
  const [row] = await db
    .select()
    .from(barShifts)
    .where(and(eq(barShifts.id, shiftId), eq(barShifts.eventId, eventId)));
  return row;
}

export async function closeShiftRow(db: Db, shiftId: string, closedAt: Date, zReport: unknown) {
  const [row] = await db
    .update(barShifts)
    .set({ closedAt, zReport })
    .where(and(eq(barShifts.id, shiftId), isNull(barShifts.closedAt)))
    .returning();
  return row;
}

export async function shiftsOfBar(db: Db, barId: string): Promise<BarShiftRow[]> {
  return db
    .select()
    .from(barShifts)
    .where(eq(barShifts.barId, barId))
    .orderBy(desc(barShifts.openedAt), desc(barShifts.id));
}

/** A chip of the event by its UID, as a till reads it. */
export async function findTillChip(db: Db, eventId: string, chipUid: string) {
  const [row] = await db
    .select({
      chipUid: chips.chipUid,
      balance: chips.balance,
      debt: chips.debt,
      currencyId: chips.currencyId,
    })
    .from(chips)
    .where(and(eq(chips.chipUid, chipUid), eq(chips.eventId, eventId)));
  return row;
}

/** The event's offline spending limit per chip; 0 (offline chip sales off) when never set. */
export async function barOfflineLimit(db: Db, eventId: string): Promise<number> {
  const [row] = await db
    .select({ limit: barSettings.offlineLimitPerChip })
    .from(barSettings)
    .where(eq(barSettings.eventId, eventId));
  return row?.limit ?? 0;
}

export async function upsertBarSettings(db: Db, eventId: string, offlineLimitPerChip: number): Promise<void> {
  await db
    .insert(barSettings)
    .values({ eventId, offlineLimitPerChip })
    .onConflictDoUpdate({ target: barSettings.eventId, set: { offlineLimitPerChip } });
}

export async function findTillSecret(db: Db, eventId: string, tillKey: string): Promise<string | undefined> {
  const [row] = await db
    .select({ secret: barTillKeys.secret })
    .from(barTillKeys)
    .where(and(eq(barTillKeys.eventId, eventId), eq(barTillKeys.tillKey, tillKey)));
  return row?.secret;
}

/** Keeps `secret` as the till's unless it already has one (two first reads at once keep the first). */
export async function insertTillSecret(
  db: Db,
  eventId: string,
  tillKey: string,
  secret: string,
): Promise<void> {
  await db.insert(barTillKeys).values({ eventId, tillKey, secret }).onConflictDoNothing();
}
