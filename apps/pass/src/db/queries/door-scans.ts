// Reads and writes of door scans: what a scanned code is, a ticket's effective admission, the scans themselves.
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Translations } from '../schema/columns';
import type { Db } from '../database';
import { doorChanges, doorScans, orderItems, orders, orderVouchers, tickets, ticketTypes } from '../schema';

export type DoorScanRow = typeof doorScans.$inferSelect;
export type NewDoorScan = typeof doorScans.$inferInsert;

export interface ScannedTicket {
  ticketId: string;
  status: 'valid' | 'canceled';
  eventId: string;
  ticketTypeId: string;
  typeName: Translations;
  holderName: string | null;
}

const ticketColumns = {
  ticketId: tickets.id,
  status: tickets.status,
  eventId: ticketTypes.eventId,
  ticketTypeId: tickets.ticketTypeId,
  typeName: ticketTypes.name,
  holderName: tickets.holderName,
};

export async function findTicketByCode(db: Db, code: string): Promise<ScannedTicket | undefined> {
  const [row] = await db
    .select(ticketColumns)
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .where(eq(tickets.qrCode, code));
  return row;
}

/** Scans and undos of one ticket queue on its row lock. */
export async function lockTicket(db: Db, ticketId: string): Promise<void> {
  await db.select({ id: tickets.id }).from(tickets).where(eq(tickets.id, ticketId)).for('update');
}

/**
 * The ticket with its row locked: concurrent scans of one ticket queue here, so each sees the one before it (and
 * its status as committed by then). One round trip instead of a read and a lock.
 */
export async function lockTicketByCode(db: Db, code: string): Promise<ScannedTicket | undefined> {
  const [row] = await db
    .select(ticketColumns)
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .where(eq(tickets.qrCode, code))
    .for('update', { of: tickets });
  return row;
}

export interface ScannedVoucher {
  voucherId: string;
  status: 'valid' | 'used' | 'canceled';
  eventId: string;
  name: Translations;
  quantity: number;
}

export async function findVoucherByCode(db: Db, code: string): Promise<ScannedVoucher | undefined> {
  const [row] = await db
    .select({
      voucherId: orderVouchers.id,
      status: orderVouchers.status,
      eventId: orders.eventId,
      name: orderItems.name,
      quantity: orderVouchers.quantity,
    })
    .from(orderVouchers)
    .innerJoin(orders, eq(orders.id, orderVouchers.orderId))
    .innerJoin(orderItems, eq(orderItems.id, orderVouchers.orderItemId))
    .where(eq(orderVouchers.code, code));
  return row;
}

/** Marks a valid voucher used; false when it was not valid (used or canceled meanwhile). */
export async function useVoucher(db: Db, voucherId: string, at: Date): Promise<boolean> {
  const used = await db
    .update(orderVouchers)
    .set({ status: 'used', usedAt: at })
    .where(and(eq(orderVouchers.id, voucherId), eq(orderVouchers.status, 'valid')))
    .returning({ id: orderVouchers.id });
  return used.length > 0;
}

export async function releaseVoucher(db: Db, voucherId: string): Promise<void> {
  await db
    .update(orderVouchers)
    .set({ status: 'valid', usedAt: null })
    .where(and(eq(orderVouchers.id, voucherId), eq(orderVouchers.status, 'used')));
}

export async function findScan(
  db: Db,
  eventId: string,
  clientScanId: string,
): Promise<DoorScanRow | undefined> {
  const [row] = await db
    .select()
    .from(doorScans)
    .where(and(eq(doorScans.eventId, eventId), eq(doorScans.clientScanId, clientScanId)));
  return row;
}

/** The scans that count for a ticket's or voucher's state: passing ones, neither undone nor in conflict. */
const effective = and(
  inArray(doorScans.result, ['admitted', 'checkedOut', 'redeemed']),
  isNull(doorScans.undoneAt),
  eq(doorScans.conflict, false),
);

/** The ticket's effective scans, latest first. */
export async function effectiveTicketScans(db: Db, ticketId: string): Promise<DoorScanRow[]> {
  return db
    .select()
    .from(doorScans)
    .where(and(eq(doorScans.ticketId, ticketId), effective))
    .orderBy(desc(doorScans.scannedAt));
}

export async function lastVoucherRedemption(db: Db, voucherId: string): Promise<DoorScanRow | undefined> {
  const [row] = await db
    .select()
    .from(doorScans)
    .where(and(eq(doorScans.voucherId, voucherId), effective))
    .orderBy(desc(doorScans.scannedAt))
    .limit(1);
  return row;
}

export async function insertScan(db: Db, scan: NewDoorScan): Promise<DoorScanRow> {
  const [row] = await db.insert(doorScans).values(scan).returning();
  if (!row) throw new Error('door_scan insert returned nothing');
  return row;
}

/** Inserts the scan unless its scan id is already recorded at the event; undefined then. */
export async function insertScanOnce(db: Db, scan: NewDoorScan): Promise<DoorScanRow | undefined> {
  const [row] = await db
    .insert(doorScans)
    .values(scan)
    .onConflictDoNothing({ target: [doorScans.eventId, doorScans.clientScanId] })
    .returning();
  return row;
}

export async function flagConflict(db: Db, scanId: string): Promise<void> {
  await db.update(doorScans).set({ conflict: true }).where(eq(doorScans.id, scanId));
}

export async function markUndone(db: Db, scanId: string, at: Date): Promise<DoorScanRow | undefined> {
  const [row] = await db
    .update(doorScans)
    .set({ undoneAt: at })
    .where(and(eq(doorScans.id, scanId), isNull(doorScans.undoneAt)))
    .returning();
  return row;
}

/** A ticket's door state changed: scanners' next delta carries it. */
export async function noteDoorChange(db: Db, eventId: string, ticketId: string): Promise<void> {
  await db.insert(doorChanges).values({ eventId, ticketId });
}

export async function findTicketsByIds(db: Db, ticketIds: string[]): Promise<ScannedTicket[]> {
  if (ticketIds.length === 0) return [];
  return db
    .select(ticketColumns)
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .where(inArray(tickets.id, ticketIds));
}

export async function findScansByIds(db: Db, scanIds: string[]): Promise<DoorScanRow[]> {
  if (scanIds.length === 0) return [];
  return db.select().from(doorScans).where(inArray(doorScans.id, scanIds));
}

export async function voucherNames(
  db: Db,
  voucherIds: string[],
): Promise<Map<string, { name: Translations; quantity: number }>> {
  if (voucherIds.length === 0) return new Map();
  const rows = await db
    .select({ id: orderVouchers.id, name: orderItems.name, quantity: orderVouchers.quantity })
    .from(orderVouchers)
    .innerJoin(orderItems, eq(orderItems.id, orderVouchers.orderItemId))
    .where(inArray(orderVouchers.id, voucherIds));
  return new Map(rows.map((row) => [row.id, { name: row.name, quantity: row.quantity }]));
}

export async function findScansByClientIds(
  db: Db,
  eventId: string,
  clientScanIds: string[],
): Promise<DoorScanRow[]> {
  if (clientScanIds.length === 0) return [];
  return db
    .select()
    .from(doorScans)
    .where(and(eq(doorScans.eventId, eventId), inArray(doorScans.clientScanId, clientScanIds)));
}

export async function findTicketsByCodes(
  db: Db,
  codes: string[],
): Promise<(ScannedTicket & { qrCode: string })[]> {
  if (codes.length === 0) return [];
  return db
    .select({ ...ticketColumns, qrCode: tickets.qrCode })
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .where(inArray(tickets.qrCode, codes));
}

/** Locks a batch of tickets in id order, so two batches never wait on each other crosswise. */
export async function lockTickets(db: Db, ticketIds: string[]): Promise<void> {
  if (ticketIds.length === 0) return;
  await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(inArray(tickets.id, ticketIds))
    .orderBy(tickets.id)
    .for('update');
}

/** The effective scans of many tickets, latest first. */
export async function effectiveScansOfTickets(db: Db, ticketIds: string[]): Promise<DoorScanRow[]> {
  if (ticketIds.length === 0) return [];
  return db
    .select()
    .from(doorScans)
    .where(and(inArray(doorScans.ticketId, ticketIds), effective))
    .orderBy(desc(doorScans.scannedAt));
}

export async function insertScans(db: Db, scans: NewDoorScan[]): Promise<DoorScanRow[]> {
  if (scans.length === 0) return [];
  return db.insert(doorScans).values(scans).returning();
}

export async function flagConflicts(db: Db, scanIds: string[]): Promise<void> {
  if (scanIds.length === 0) return;
  await db.update(doorScans).set({ conflict: true }).where(inArray(doorScans.id, scanIds));
}

export async function noteDoorChanges(db: Db, eventId: string, ticketIds: string[]): Promise<void> {
  if (ticketIds.length === 0) return;
  await db.insert(doorChanges).values(ticketIds.map((ticketId) => ({ eventId, ticketId })));
}
