// Units a buyer can still hold (capacity minus sold minus live holds): the one answer every endpoint gives.
import type { seatState } from '@repo/contract/reservations';
import { orderStatus } from '@repo/enums';
import { and, asc, eq, inArray, isNotNull, lte, sql, sum } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { availableUnits } from '../../domain/sale-state';
import type { Db } from '../database';
import {
  orders,
  reservationItems,
  reservations,
  seatClaims,
  seats,
  sectors,
  ticketProducts,
  ticketQuotas,
  ticketTypes,
} from '../schema';

type Units = Map<string, number>;
type SeatState = z.infer<typeof seatState>;

/** Units still counted in `held` whose hold or unpaid order has expired (awaiting the sweeper). */
interface LapsedUnits {
  ticketTypes: Units;
  quotas: Units;
  sectors: Units;
  products: Units;
}

export interface TicketTypeCounts {
  id: string;
  sectorId: string | null;
  /** The shared pool the type sells from too (ticket_quota). */
  quotaId: string | null;
  capacity: number | null;
  sold: number;
  held: number;
}

export interface ProductCounts {
  id: string;
  stock: number | null;
  sold: number;
  held: number;
}

export interface SectorAvailability {
  sectorId: string;
  capacity: number;
  sold: number;
  /** Units in live holds and unpaid orders. */
  held: number;
  available: number;
}

/**
 * Units of the given events still counted in `held` by holds and unpaid orders that have expired (expires_at <=
 * now) but that the sweeper has not released yet. They count as available: a hold that does not fit sweeps and
 * tries again, and an expired hold's seat is taken over, so a buyer does get them; counting them until the
 * sweep would show "sold out" to a buyer whose hold would succeed.
 */
async function lapsedUnits(db: Db, eventIds: readonly string[], now: Date): Promise<LapsedUnits> {
  const lapsed: LapsedUnits = {
    ticketTypes: new Map(),
    quotas: new Map(),
    sectors: new Map(),
    products: new Map(),
  };
  const ids = [...new Set(eventIds)];
  if (ids.length === 0) return lapsed;
  // Both halves read the partial expiry indexes, which hold only what is still active or pending; usually they
  // find nothing, and the items are not read at all.
  const expired = db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.status, 'active'),
        lte(reservations.expiresAt, now),
        inArray(reservations.eventId, ids),
      ),
    )
    .unionAll(
      db
        .select({ id: sql<string>`${orders.reservationId}` })
        .from(orders)
        .where(
          and(
            eq(orders.statusId, orderStatus.ids.pending),
            lte(orders.expiresAt, now),
            isNotNull(orders.reservationId),
            inArray(orders.eventId, ids),
          ),
        ),
    );
  if ((await expired).length === 0) return lapsed;
  const rows = await db
    .select({
      ticketTypeId: reservationItems.ticketTypeId,
      ticketProductId: reservationItems.ticketProductId,
      sectorId: ticketTypes.sectorId,
      quotaId: ticketTypes.quotaId,
      units: sum(reservationItems.quantity).mapWith(Number),
    })
    .from(reservationItems)
    .leftJoin(ticketTypes, eq(ticketTypes.id, reservationItems.ticketTypeId))
    // The same query again as a subquery: however many expired, no list of ids travels as parameters.
    .where(sql`${reservationItems.reservationId} in (${expired})`)
    .groupBy(
      reservationItems.ticketTypeId,
      reservationItems.ticketProductId,
      ticketTypes.sectorId,
      ticketTypes.quotaId,
    );
  const add = (map: Units, id: string | null, units: number) => {
    if (id !== null) map.set(id, (map.get(id) ?? 0) + units);
  };
  for (const row of rows) {
    add(lapsed.ticketTypes, row.ticketTypeId, row.units);
    add(lapsed.quotas, row.quotaId, row.units);
    add(lapsed.sectors, row.sectorId, row.units);
    add(lapsed.products, row.ticketProductId, row.units);
  }
  return lapsed;
}

/** Capacity (null = unlimited) minus sold minus the live part of held; never negative. */
const unitsLeft = (capacity: number | null, sold: number, liveHeld: number) =>
  availableUnits(capacity, sold + liveHeld);

const liveHeld = (held: number, lapsed: Units, id: string) => Math.max(0, held - (lapsed.get(id) ?? 0));

/** A seat is free without a claim or when its hold or unpaid order has expired; no expiry means sold. */
function seatStateSql(now: Date): SQL<SeatState> {
  return sql<SeatState>`case
    when ${seatClaims.seatId} is null then 'free'
    when ${seatClaims.expiresAt} is null then 'sold'
    when ${seatClaims.expiresAt} > ${now} then 'held'
    else 'free' end`;
}

/** Sectors with their counters and, for a seat map, how many of its seats are free. */
async function selectSectorCounts(db: Db, where: SQL | undefined, now: Date) {
  return db
    .select({
      id: sectors.id,
      capacity: sectors.capacity,
      sold: sectors.sold,
      held: sectors.held,
      seats: sql<number>`count(${seats.id})`.mapWith(Number),
      freeSeats: sql<number>`count(${seats.id}) filter (where ${seatStateSql(now)} = 'free')`.mapWith(Number),
    })
    .from(sectors)
    .leftJoin(seats, eq(seats.sectorId, sectors.id))
    .leftJoin(seatClaims, eq(seatClaims.seatId, seats.id))
    .where(where)
    .groupBy(sectors.id);
}

function sectorAvailability(
  row: Awaited<ReturnType<typeof selectSectorCounts>>[number],
  lapsed: LapsedUnits,
): SectorAvailability {
  const held = liveHeld(row.held, lapsed.sectors, row.id);
  const byCounters = unitsLeft(row.capacity, row.sold, held) ?? 0;
  // A seat map sells seat by seat: no more than its free seats, however the counters stand.
  const available = row.seats > 0 ? Math.min(byCounters, row.freeSeats) : byCounters;
  return { sectorId: row.id, capacity: row.capacity, sold: row.sold, held, available };
}

/** Availability of ticket types and sectors of some events, read once and then asked per row. */
export interface TicketAvailability {
  /** Tickets left of a type, within what its shared quota and its sector have left; null when nothing limits it. */
  ticketType(row: TicketTypeCounts): number | null;
  sector(sectorId: string): SectorAvailability | undefined;
  /** Places left in a shared quota of the events; undefined for a quota of another event. */
  quota(quotaId: string): number | undefined;
}

/** Places left in each shared quota of the events (capacity minus sold minus live holds). */
async function quotaAvailability(db: Db, eventIds: readonly string[], lapsed: LapsedUnits) {
  if (eventIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({
      id: ticketQuotas.id,
      capacity: ticketQuotas.capacity,
      sold: ticketQuotas.sold,
      held: ticketQuotas.held,
    })
    .from(ticketQuotas)
    .where(inArray(ticketQuotas.eventId, [...eventIds]));
  return new Map(
    rows.map((row) => [
      row.id,
      unitsLeft(row.capacity, row.sold, liveHeld(row.held, lapsed.quotas, row.id)) ?? 0,
    ]),
  );
}

/** The smallest of the limits that apply; null when none does. */
function tightest(...limits: (number | null | undefined)[]): number | null {
  const known = limits.filter((limit): limit is number => typeof limit === 'number');
  return known.length === 0 ? null : Math.min(...known);
}

/**
 * Reads what ticket types and sectors of `eventIds` need, in two queries whatever the number of rows.
 * `sectorIds` narrows the sectors read to those (none: no sector query); without it every sector of the events.
 */
export async function loadTicketAvailability(
  db: Db,
  eventIds: readonly string[],
  now: Date,
  sectorIds?: readonly (string | null)[],
): Promise<TicketAvailability> {
  const ids = [...new Set(eventIds)];
  const named = sectorIds && [...new Set(sectorIds.filter((id): id is string => id !== null))];
  const where = named ? inArray(sectors.id, named) : inArray(sectors.eventId, ids);
  const [lapsed, sectorRows] = await Promise.all([
    lapsedUnits(db, ids, now),
    ids.length === 0 || named?.length === 0 ? [] : selectSectorCounts(db, where, now),
  ]);
  const quotaMap = await quotaAvailability(db, ids, lapsed);
  const sectorMap = new Map(sectorRows.map((row) => [row.id, sectorAvailability(row, lapsed)]));
  return {
    ticketType(row) {
      const own = unitsLeft(row.capacity, row.sold, liveHeld(row.held, lapsed.ticketTypes, row.id));
      const sector = row.sectorId === null ? undefined : sectorMap.get(row.sectorId)?.available;
      const quota = row.quotaId === null ? undefined : quotaMap.get(row.quotaId);
      return tightest(own, sector, quota);
    },
    sector: (sectorId) => sectorMap.get(sectorId),
    quota: (quotaId) => quotaMap.get(quotaId),
  };
}

/** Availability of the extra products of some events, read once and then asked per row. */
export async function loadProductAvailability(
  db: Db,
  eventIds: readonly string[],
  now: Date,
): Promise<(row: ProductCounts) => number | null> {
  const lapsed = await lapsedUnits(db, eventIds, now);
  return (row) => unitsLeft(row.stock, row.sold, liveHeld(row.held, lapsed.products, row.id));
}

/** The live state of a sector and of the ticket types sold into it; undefined for an unknown sector. */
export async function findSectorAvailability(
  db: Db,
  sectorId: string,
  now: Date,
): Promise<
  (SectorAvailability & { ticketTypes: { ticketTypeId: string; available: number | null }[] }) | undefined
> {
  const [sector] = await db
    .select({ eventId: sectors.eventId })
    .from(sectors)
    .where(eq(sectors.id, sectorId));
  if (!sector) return undefined;
  const [availability, types] = await Promise.all([
    loadTicketAvailability(db, [sector.eventId], now, [sectorId]),
    db
      .select({
        id: ticketTypes.id,
        sectorId: ticketTypes.sectorId,
        quotaId: ticketTypes.quotaId,
        capacity: ticketTypes.capacity,
        sold: ticketTypes.sold,
        held: ticketTypes.held,
      })
      .from(ticketTypes)
      .where(eq(ticketTypes.sectorId, sectorId))
      .orderBy(asc(ticketTypes.displayOrder), asc(ticketTypes.id)),
  ]);
  const state = availability.sector(sectorId);
  if (!state) return undefined;
  return {
    ...state,
    ticketTypes: types.map((type) => ({ ticketTypeId: type.id, available: availability.ticketType(type) })),
  };
}

/** Every seat of a sector with its live state, in row and seat order. */
export async function listSeatStates(
  db: Db,
  sectorId: string,
  now: Date,
): Promise<{ seatId: string; state: SeatState }[]> {
  return db
    .select({ seatId: seats.id, state: seatStateSql(now) })
    .from(seats)
    .leftJoin(seatClaims, eq(seatClaims.seatId, seats.id))
    .where(eq(seats.sectorId, sectorId))
    .orderBy(asc(seats.rowLabel), asc(seats.seatNumber));
}

/** Units left of whatever a hold ran out of, as a 409 reports it; null for an unknown row. */
export async function availableNow(
  db: Db,
  kind: 'ticketType' | 'quota' | 'sector' | 'product',
  id: string,
  now: Date,
): Promise<number | null> {
  if (kind === 'product') {
    const [row] = await db.select().from(ticketProducts).where(eq(ticketProducts.id, id));
    if (!row) return null;
    return (await loadProductAvailability(db, [row.eventId], now))(row);
  }
  if (kind === 'quota') {
    const [row] = await db
      .select({ eventId: ticketQuotas.eventId })
      .from(ticketQuotas)
      .where(eq(ticketQuotas.id, id));
    if (!row) return null;
    return (await loadTicketAvailability(db, [row.eventId], now, [])).quota(id) ?? null;
  }
  if (kind === 'sector') {
    const [row] = await db.select({ eventId: sectors.eventId }).from(sectors).where(eq(sectors.id, id));
    if (!row) return null;
    return (await loadTicketAvailability(db, [row.eventId], now, [id])).sector(id)?.available ?? null;
  }
  const [row] = await db.select().from(ticketTypes).where(eq(ticketTypes.id, id));
  if (!row) return null;
  return (await loadTicketAvailability(db, [row.eventId], now, [row.sectorId])).ticketType(row);
}
