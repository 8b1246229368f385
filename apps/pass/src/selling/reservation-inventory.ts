// The inventory a reservation (or the order made from it) takes, and giving it back.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { reservationItems, ticketTypes } from '../db/schema';
import { addLine, emptyLines, releaseInventory, releaseSeatClaims } from './inventory';
import type { InventoryLines } from './inventory';

/** Inventory units of the given reservations (ticket types, their quotas and sectors, products), for release or sale. */
export async function reservationLines(tx: Db, reservationIds: readonly string[]): Promise<InventoryLines> {
  const lines = emptyLines();
  if (reservationIds.length === 0) return lines;
  const rows = await tx
    .select({
      ticketTypeId: reservationItems.ticketTypeId,
      ticketProductId: reservationItems.ticketProductId,
      quantity: reservationItems.quantity,
      sectorId: ticketTypes.sectorId,
      quotaId: ticketTypes.quotaId,
    })
    .from(reservationItems)
    .leftJoin(ticketTypes, eq(ticketTypes.id, reservationItems.ticketTypeId))
    .where(inArray(reservationItems.reservationId, [...reservationIds]));
  for (const row of rows) {
    if (row.ticketTypeId) addLine(lines.ticketTypes, row.ticketTypeId, row.quantity);
    if (row.quotaId) addLine(lines.quotas, row.quotaId, row.quantity);
    if (row.sectorId) addLine(lines.sectors, row.sectorId, row.quantity);
    if (row.ticketProductId) addLine(lines.products, row.ticketProductId, row.quantity);
  }
  return lines;
}

/** Gives the units of holds back and drops their seat claims (release, expiry, unpaid order). */
export async function releaseReservations(tx: Db, reservationIds: readonly string[]): Promise<void> {
  await releaseInventory(tx, await reservationLines(tx, reservationIds));
  await releaseSeatClaims(tx, reservationIds);
}
