// Inventory counters moved by conditional UPDATEs: the database, not JavaScript, decides whether units are left.
// Every transaction touches counters in one global order (ticket types, quotas, sectors, products; each by id), so two
// transactions never wait on each other in a cycle.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { seatClaims, sectors, ticketProducts, ticketQuotas, ticketTypes } from '../db/schema';

/** Units of inventory a hold or an order takes. */
export interface InventoryLines {
  ticketTypes: Map<string, number>;
  /** Shared pools of ticket types (ticket_quota). */
  quotas: Map<string, number>;
  sectors: Map<string, number>;
  products: Map<string, number>;
}

export function emptyLines(): InventoryLines {
  return { ticketTypes: new Map(), quotas: new Map(), sectors: new Map(), products: new Map() };
}

export function addLine(map: Map<string, number>, id: string, quantity: number): void {
  map.set(id, (map.get(id) ?? 0) + quantity);
}

const sorted = (map: Map<string, number>) => [...map.entries()].sort(([a], [b]) => (a < b ? -1 : 1));

/** What ran out: the failing row and the units it had left at that moment. */
export class OutOfStock extends Error {
  constructor(
    readonly kind: 'ticketType' | 'quota' | 'sector' | 'product' | 'seat',
    readonly id: string,
  ) {
    super(`${kind} ${id} has not enough units left`);
    this.name = 'OutOfStock';
  }
}

/** held += n where sold + held + n stays within capacity; throws OutOfStock for the first row that has not. */
export async function takeInventory(tx: Db, lines: InventoryLines): Promise<void> {
  for (const [id, quantity] of sorted(lines.ticketTypes)) {
    const rows = await tx
      .update(ticketTypes)
      .set({ held: sql`${ticketTypes.held} + ${quantity}` })
      .where(
        and(
          eq(ticketTypes.id, id),
          sql`(${ticketTypes.capacity} is null or ${ticketTypes.sold} + ${ticketTypes.held} + ${quantity} <= ${ticketTypes.capacity})`,
        ),
      )
      .returning({ id: ticketTypes.id });
    if (rows.length === 0) throw new OutOfStock('ticketType', id);
  }
  for (const [id, quantity] of sorted(lines.quotas)) {
    const rows = await tx
      .update(ticketQuotas)
      .set({ held: sql`${ticketQuotas.held} + ${quantity}` })
      .where(
        and(
          eq(ticketQuotas.id, id),
          sql`${ticketQuotas.sold} + ${ticketQuotas.held} + ${quantity} <= ${ticketQuotas.capacity}`,
        ),
      )
      .returning({ id: ticketQuotas.id });
    if (rows.length === 0) throw new OutOfStock('quota', id);
  }
  for (const [id, quantity] of sorted(lines.sectors)) {
    const rows = await tx
      .update(sectors)
      .set({ held: sql`${sectors.held} + ${quantity}` })
      .where(
        and(eq(sectors.id, id), sql`${sectors.sold} + ${sectors.held} + ${quantity} <= ${sectors.capacity}`),
      )
      .returning({ id: sectors.id });
    if (rows.length === 0) throw new OutOfStock('sector', id);
  }
  for (const [id, quantity] of sorted(lines.products)) {
    const rows = await tx
      .update(ticketProducts)
      .set({ held: sql`${ticketProducts.held} + ${quantity}` })
      .where(
        and(
          eq(ticketProducts.id, id),
          sql`(${ticketProducts.stock} is null or ${ticketProducts.sold} + ${ticketProducts.held} + ${quantity} <= ${ticketProducts.stock})`,
        ),
      )
      .returning({ id: ticketProducts.id });
    if (rows.length === 0) throw new OutOfStock('product', id);
  }
}

/** held -= n: a hold or an unpaid order gave its units back. */
export async function releaseInventory(tx: Db, lines: InventoryLines): Promise<void> {
  for (const [id, quantity] of sorted(lines.ticketTypes)) {
    await tx
      .update(ticketTypes)
      .set({ held: sql`${ticketTypes.held} - ${quantity}` })
      .where(eq(ticketTypes.id, id));
  }
  for (const [id, quantity] of sorted(lines.quotas)) {
    await tx
      .update(ticketQuotas)
      .set({ held: sql`${ticketQuotas.held} - ${quantity}` })
      .where(eq(ticketQuotas.id, id));
  }
  for (const [id, quantity] of sorted(lines.sectors)) {
    await tx
      .update(sectors)
      .set({ held: sql`${sectors.held} - ${quantity}` })
      .where(eq(sectors.id, id));
  }
  for (const [id, quantity] of sorted(lines.products)) {
    await tx
      .update(ticketProducts)
      .set({ held: sql`${ticketProducts.held} - ${quantity}` })
      .where(eq(ticketProducts.id, id));
  }
}

/** held -= n, sold += n: the order was paid, its units are sold for good. */
export async function sellInventory(tx: Db, lines: InventoryLines): Promise<void> {
  for (const [id, quantity] of sorted(lines.ticketTypes)) {
    await tx
      .update(ticketTypes)
      .set({ held: sql`${ticketTypes.held} - ${quantity}`, sold: sql`${ticketTypes.sold} + ${quantity}` })
      .where(eq(ticketTypes.id, id));
  }
  for (const [id, quantity] of sorted(lines.quotas)) {
    await tx
      .update(ticketQuotas)
      .set({ held: sql`${ticketQuotas.held} - ${quantity}`, sold: sql`${ticketQuotas.sold} + ${quantity}` })
      .where(eq(ticketQuotas.id, id));
  }
  for (const [id, quantity] of sorted(lines.sectors)) {
    await tx
      .update(sectors)
      .set({ held: sql`${sectors.held} - ${quantity}`, sold: sql`${sectors.sold} + ${quantity}` })
      .where(eq(sectors.id, id));
  }
  for (const [id, quantity] of sorted(lines.products)) {
    await tx
      .update(ticketProducts)
      .set({
        held: sql`${ticketProducts.held} - ${quantity}`,
        sold: sql`${ticketProducts.sold} + ${quantity}`,
      })
      .where(eq(ticketProducts.id, id));
  }
}

/**
 * Claims seats for a hold. A seat is free when nobody claims it, or when its claim belongs to a hold (not an
 * order) that has expired: that claim is taken over in the same statement, so an expired hold never blocks.
 */
export async function claimSeats(
  tx: Db,
  seatIds: readonly string[],
  reservationId: string,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  for (const seatId of [...seatIds].sort()) {
    const rows = await tx
      .insert(seatClaims)
      .values({ seatId, reservationId, orderId: null, expiresAt })
      .onConflictDoUpdate({
        target: seatClaims.seatId,
        set: { reservationId, orderId: null, expiresAt },
        // Expired at `now` exactly, as everywhere (db/queries/availability.ts): the seat map shows it free.
        setWhere: and(sql`${seatClaims.orderId} is null`, sql`${seatClaims.expiresAt} <= ${now}`),
      })
      .returning({ seatId: seatClaims.seatId });
    if (rows.length === 0) throw new OutOfStock('seat', seatId);
  }
}

export async function releaseSeatClaims(tx: Db, reservationIds: readonly string[]): Promise<void> {
  if (reservationIds.length === 0) return;
  await tx.delete(seatClaims).where(inArray(seatClaims.reservationId, [...reservationIds]));
}
