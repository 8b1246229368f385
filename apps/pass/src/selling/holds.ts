// Cart holds: validate a request against the catalogue, then take inventory and seats in one transaction.
import type { Reservation } from '@repo/contract/reservations';
import type { reservationBody } from '@repo/contract/reservations';
import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/database';
import {
  accessCodes,
  accessCodeTicketTypes,
  events,
  eventWaitingRooms,
  reservationItems,
  reservations,
  seats,
  sectors,
  ticketProducts,
  ticketTypes,
} from '../db/schema';
import { availableNow } from '../db/queries/availability';
import type { WaitingRoomRow } from '../db/queries/waiting-room';
import { eventGateState, itemSaleState } from '../domain/sale-state';
import { DomainError, notFound } from '../domain/domain-error';
import type { DomainErrorCode } from '../domain/domain-error';
import { holdBatcher } from './hold-batcher';
import type { PendingHold } from './hold-batcher';
import { addLine, claimSeats, emptyLines, OutOfStock, takeInventory } from './inventory';
import { releaseReservations } from './reservation-inventory';
import { sweepExpired } from './sweep';

export type HoldRequest = z.infer<typeof reservationBody>;

type ReservationRow = typeof reservations.$inferSelect;
type ReservationItemRow = typeof reservationItems.$inferSelect;

export function toReservation(row: ReservationRow, items: ReservationItemRow[], now: Date): Reservation {
  const live = row.status === 'active' && row.expiresAt > now;
  return {
    reservationId: row.id,
    eventId: row.eventId,
    status: row.status === 'active' && !live ? 'expired' : row.status,
    expiresAt: row.expiresAt.toISOString(),
    secondsLeft: live ? Math.ceil((row.expiresAt.getTime() - now.getTime()) / 1000) : 0,
    items: items.map((item) => ({
      ticketTypeId: item.ticketTypeId,
      ticketProductId: item.ticketProductId,
      seatId: item.seatId,
      quantity: item.quantity,
    })),
  };
}

/** A planned hold: what the batcher takes (see PendingHold), plus the seats to claim; the expiry comes later. */
interface PlannedHold extends Omit<PendingHold, 'expiresAt'> {
  seatIds: string[];
}

function unprocessable(code: DomainErrorCode, message: string): DomainError {
  return new DomainError(code, message);
}

/**
 * Checked on the event's waiting room as the hold's first query read it (null: the event has none), before
 * anything else about the hold; throws to refuse it.
 */
export type AdmissionCheck = (room: WaitingRoomRow | null) => void;

/**
 * The event, its waiting room and the ticket types a hold asks for, in one query prepared once per database handle
 * (a named statement on each PostgreSQL connection): every buyer of a rush pays this query, and building it with
 * drizzle and having PostgreSQL parse and plan it each time was a third of the hold's CPU (profiled 2026-11-25).
 */
function buildPlanQuery(db: Db) {
  return (
    db
      .select({
        event: {
          id: events.id,
          published: events.published,
          endsAt: events.endsAt,
          saleStartsAt: events.saleStartsAt,
          saleEndsAt: events.saleEndsAt,
        },
        room: eventWaitingRooms,
        type: ticketTypes,
        sectorKind: sectors.kind,
      })
      .from(events)
      .leftJoin(eventWaitingRooms, eq(eventWaitingRooms.eventId, events.id))
      .leftJoin(
        ticketTypes,
        and(
          eq(ticketTypes.eventId, events.id),
          sql`${ticketTypes.id} = any(${sql.placeholder('typeIds')}::uuid[])`,
          eq(ticketTypes.visible, true),
        ),
      )
      .leftJoin(sectors, eq(sectors.id, ticketTypes.sectorId))
      // The demo cart (it knows the event id) may hold an unpublished event, gated as if published.
      .where(
        and(
          eq(events.id, sql.placeholder('eventId')),
          sql`(${sql.placeholder('demo')}::boolean or ${events.published})`,
        ),
      )
      .prepare('hold_plan')
  );
}

const planQueries = new WeakMap<Db, ReturnType<typeof buildPlanQuery>>();

/** The prepared plan query of this handle (a transaction is a handle of its own and prepares it for itself). */
function planQueryOf(db: Db): ReturnType<typeof buildPlanQuery> {
  let query = planQueries.get(db);
  if (!query) {
    query = buildPlanQuery(db);
    planQueries.set(db, query);
  }
  return query;
}

/**
 * Checks everything that does not depend on live counts: existence, sale windows, codes, per-order limits, and
 * the waiting room's admission. The event, its waiting room and the ticket types asked for come in one query:
 * in a rush every round trip before the batch is paid by every buyer.
 */
async function planHold(
  db: Db,
  request: HoldRequest,
  now: Date,
  admit?: AdmissionCheck,
): Promise<PlannedHold> {
  const lines = emptyLines();
  const items: PlannedHold['items'] = [];
  const perType = new Map<string, number>();
  for (const line of request.tickets) addLine(perType, line.ticketTypeId, line.quantity);

  const seatRows =
    request.seatIds.length === 0
      ? []
      : await db
          .select({ id: seats.id, ticketTypeId: seats.ticketTypeId, eventId: sectors.eventId })
          .from(seats)
          .innerJoin(sectors, eq(sectors.id, seats.sectorId))
          .where(inArray(seats.id, request.seatIds));
  const seatIds = [...new Set(request.seatIds)];
  for (const seatId of seatIds) {
    const seat = seatRows.find((row) => row.id === seatId);
    // A seat of another event names a ticket type the query below does not find: the event's check fails first.
    if (seat?.eventId === request.eventId) addLine(perType, seat.ticketTypeId, 1);
  }

  const rows = await planQueryOf(db).execute({
    eventId: request.eventId,
    typeIds: [...perType.keys()],
    demo: request.demo === true,
  });
  const event = rows[0]?.event;
  if (!event) throw notFound('event', `No event with id ${request.eventId}`);
  admit?.(rows[0]?.room ?? null);
  const gate = eventGateState({ ...event, published: true }, now);
  const typeRows = rows.flatMap((row) => (row.type ? [{ type: row.type, sectorKind: row.sectorKind }] : []));

  for (const seatId of seatIds) {
    const seat = seatRows.find((row) => row.id === seatId);
    if (!seat || seat.eventId !== event.id) throw notFound('seat', `No seat ${seatId} at this event`);
    items.push({ ticketTypeId: seat.ticketTypeId, ticketProductId: null, seatId, quantity: 1 });
  }

  const unlocked = await unlockedTicketTypes(db, event.id, request.codes, now);
  for (const [ticketTypeId, quantity] of perType) {
    const row = typeRows.find((candidate) => candidate.type.id === ticketTypeId);
    if (!row) throw notFound('ticketType', `No ticket type ${ticketTypeId} at this event`);
    const type = row.type;
    // A seated sector's counters must match its seat map, so its tickets are held seat by seat.
    if (row.sectorKind === 'seated' && request.tickets.some((line) => line.ticketTypeId === ticketTypeId)) {
      throw unprocessable('SEAT_REQUIRED', `Ticket type ${ticketTypeId} is sold by seat: choose seats`);
    }
    const state = itemSaleState({ ...type, available: null }, gate, now);
    if (state === 'not_yet_on_sale')
      throw unprocessable('NOT_ON_SALE_YET', `Ticket type ${ticketTypeId} is not on sale yet`);
    if (state !== 'on_sale')
      throw unprocessable('SALE_ENDED', `Ticket type ${ticketTypeId} is no longer on sale`);
    if (type.accessCodeOnly && !unlocked.has(ticketTypeId)) {
      throw unprocessable('ACCESS_CODE_REQUIRED', `Ticket type ${ticketTypeId} needs a valid access code`);
    }
    if (quantity < type.minPerOrder || quantity > type.maxPerOrder) {
      throw unprocessable(
        'QUANTITY_OUT_OF_RANGE',
        `Ticket type ${ticketTypeId} sells ${type.minPerOrder} to ${type.maxPerOrder} per order, not ${quantity}`,
      );
    }
    addLine(lines.ticketTypes, ticketTypeId, quantity);
    if (type.quotaId) addLine(lines.quotas, type.quotaId, quantity);
    if (type.sectorId) addLine(lines.sectors, type.sectorId, quantity);
  }
  for (const line of request.tickets) {
    items.push({
      ticketTypeId: line.ticketTypeId,
      ticketProductId: null,
      seatId: null,
      quantity: line.quantity,
    });
  }

  const perProduct = new Map<string, number>();
  for (const line of request.extraProducts) addLine(perProduct, line.ticketProductId, line.quantity);
  const productIds = [...perProduct.keys()];
  const productRows =
    productIds.length === 0
      ? []
      : await db
          .select()
          .from(ticketProducts)
          .where(
            and(
              inArray(ticketProducts.id, productIds),
              eq(ticketProducts.eventId, event.id),
              eq(ticketProducts.visible, true),
            ),
          );
  for (const [ticketProductId, quantity] of perProduct) {
    const product = productRows.find((row) => row.id === ticketProductId);
    if (!product) throw notFound('ticketProduct', `No extra product ${ticketProductId} at this event`);
    const state = itemSaleState({ ...product, available: null }, gate, now);
    if (state !== 'on_sale')
      throw unprocessable('SALE_ENDED', `Extra product ${ticketProductId} is not on sale`);
    if (quantity > product.maxPerOrder) {
      throw unprocessable(
        'QUANTITY_OUT_OF_RANGE',
        `Extra product ${ticketProductId} sells at most ${product.maxPerOrder} per order, not ${quantity}`,
      );
    }
    addLine(lines.products, ticketProductId, quantity);
    items.push({ ticketTypeId: null, ticketProductId, seatId: null, quantity });
  }
  return { eventId: event.id, lines, items, seatIds };
}

/** Ticket types that valid access codes of the event unlock (codes compare case-insensitively). */
async function unlockedTicketTypes(db: Db, eventId: string, codes: readonly string[], now: Date) {
  if (codes.length === 0) return new Set<string>();
  const rows = await db
    .select({ ticketTypeId: accessCodeTicketTypes.ticketTypeId })
    .from(accessCodes)
    .innerJoin(accessCodeTicketTypes, eq(accessCodeTicketTypes.accessCodeId, accessCodes.id))
    .where(
      and(
        eq(accessCodes.eventId, eventId),
        eq(accessCodes.active, true),
        inArray(
          sql`upper(${accessCodes.code})`,
          codes.map((code) => code.toUpperCase()),
        ),
        or(isNull(accessCodes.validFrom), lte(accessCodes.validFrom, now)),
        or(isNull(accessCodes.validUntil), gt(accessCodes.validUntil, now)),
      ),
    );
  return new Set(rows.map((row) => row.ticketTypeId));
}

/** A hold in one transaction of its own (nested in the caller's, if any): seats are distinct rows, nothing to batch. */
async function insertHold(db: Db, plan: PlannedHold, expiresAt: Date, now: Date) {
  return db.transaction(async (tx) => {
    // Rows first, counters last: the hot counter rows stay locked for the shortest time before commit.
    const [row] = await tx.insert(reservations).values({ eventId: plan.eventId, expiresAt }).returning();
    if (!row) throw new Error('reservation insert returned nothing');
    const items = await tx
      .insert(reservationItems)
      .values(plan.items.map((item) => ({ ...item, reservationId: row.id })))
      .returning();
    await claimSeats(tx, plan.seatIds, row.id, expiresAt, now);
    await takeInventory(tx, plan.lines);
    return { row, items };
  });
}

async function soldOut(db: Db, error: OutOfStock, now: Date): Promise<DomainError> {
  if (error.kind === 'seat') {
    return new DomainError('SEAT_TAKEN', `Seat ${error.id} is already taken`, { seatId: error.id });
  }
  // The same number the catalogue shows at this moment.
  const left = await availableNow(db, error.kind, error.id, now);
  const what = {
    ticketType: 'ticket type',
    quota: 'shared quota',
    sector: 'sector',
    product: 'extra product',
  }[error.kind];
  return new DomainError('SOLD_OUT', `Not enough left of ${what} ${error.id}: ${left ?? 0} available`, {
    [`${error.kind}Id`]: error.id,
    available: left ?? 0,
  });
}

/** Sweeps under way per database handle: the refusals of a sell-out wait for one sweep instead of each running one. */
const sweeps = new WeakMap<Db, Promise<number>>();

/**
 * sweepExpired, shared by concurrent callers on the same handle (a transaction is a handle of its own, so a hold
 * inside the caller's transaction still sweeps in it). A sweep that started a moment earlier frees what this
 * one would, except holds expiring in that moment, which the next sweep frees.
 */
function sweepShared(db: Db, now: Date): Promise<number> {
  let running = sweeps.get(db);
  if (!running) {
    running = sweepExpired(db, now).finally(() => sweeps.delete(db));
    sweeps.set(db, running);
  }
  return running;
}

type TakeHold = (
  plan: PlannedHold,
  expiresAt: Date,
) => Promise<{ row: ReservationRow; items: ReservationItemRow[] }>;

/**
 * Holds what the request asks for, or nothing. When a count does not fit, expired holds and unpaid orders
 * are released first and the hold is tried once more, so an expired hold never blocks a sale.
 */
async function holdWith(
  db: Db,
  request: HoldRequest,
  holdMs: number,
  now: Date,
  take: TakeHold,
  admit?: AdmissionCheck,
) {
  const plan = await planHold(db, request, now, admit);
  const expiresAt = new Date(now.getTime() + holdMs);
  for (let attempt = 0; ; attempt += 1) {
    try {
      const { row, items } = await take(plan, expiresAt);
      return toReservation(row, items, now);
    } catch (error) {
      if (!(error instanceof OutOfStock)) throw error;
      if (attempt > 0 || (await sweepShared(db, now)) === 0) throw await soldOut(db, error, now);
    }
  }
}

/** A cart hold in transactions of its own (see holdWith); `admit` checks the waiting room on the way. */
export async function createHold(
  db: Db,
  request: HoldRequest,
  holdMs: number,
  now = new Date(),
  admit?: AdmissionCheck,
): Promise<Reservation> {
  return holdWith(
    db,
    request,
    holdMs,
    now,
    (plan, expiresAt) =>
      // Holds without seats share transactions with concurrent holds on the same rows (group commit), so a
      // hot ticket type is not limited to one commit per buyer.
      plan.seatIds.length === 0
        ? holdBatcher.take(db, { ...plan, expiresAt })
        : insertHold(db, plan, expiresAt, now),
    admit,
  );
}

/**
 * A hold inside the caller's transaction, which it commits or rolls back with whatever else that does (an
 * order under an Idempotency-Key). No group commit: a batch cannot join another caller's transaction.
 */
export async function createHoldIn(
  tx: Db,
  request: HoldRequest,
  holdMs: number,
  now = new Date(),
): Promise<Reservation> {
  return holdWith(tx, request, holdMs, now, (plan, expiresAt) => insertHold(tx, plan, expiresAt, now));
}

export async function findHold(db: Db, reservationId: string) {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, reservationId));
  if (!row) return undefined;
  const items = await db.select().from(reservationItems).where(eq(reservationItems.reservationId, row.id));
  return { row, items };
}

/** Releases an active hold at once; a hold that became an order, expired or was released stays as it is. */
export async function releaseHold(db: Db, reservationId: string, now = new Date()): Promise<Reservation> {
  await db.transaction(async (tx) => {
    const released = await tx
      .update(reservations)
      .set({ status: 'released' })
      .where(and(eq(reservations.id, reservationId), eq(reservations.status, 'active')))
      .returning({ id: reservations.id });
    if (released.length > 0) await releaseReservations(tx, [reservationId]);
  });
  const hold = await findHold(db, reservationId);
  if (!hold) throw notFound('reservation', `No reservation with id ${reservationId}`);
  return toReservation(hold.row, hold.items, now);
}
