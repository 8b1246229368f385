// Supercoupons: resolving a code for an event, and redeeming it for a paid zero-total order in one transaction.
import type { SupercouponCheck, SupercouponRedeemBody, TicketCouponCheck } from '@repo/contract/coupons';
import type { LabelLanguage } from '@repo/enums';
import { itemType, orderStatus, paymentMethod } from '@repo/enums';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  events,
  orderItems,
  orders,
  reservationItems,
  reservations,
  sectors,
  supercouponRedemptions,
  supercoupons,
  supercouponTicketTypes,
  ticketTypes,
} from '../db/schema';
import { eventGateColumns } from '../db/queries/event-gates';
import { eventGateState, itemSaleState } from '../domain/sale-state';
import { DomainError, notFound } from '../domain/domain-error';
import type { DomainErrorCode } from '../domain/domain-error';
import { pickText } from '../i18n-text';
import { addLine, emptyLines, OutOfStock, takeInventory } from './inventory';
import { markOrderPaid } from './order-paid';
import { buyerColumns } from './orders';

export type SupercouponRow = typeof supercoupons.$inferSelect;

export interface ResolvedSupercoupon {
  coupon: SupercouponRow;
  event: { id: string; currencyId: number };
  /** Tickets already redeemed at this event. */
  redeemedForEvent: number;
  /** Ticket types of this event the coupon covers, in id order. */
  ticketTypeIds: string[];
}

/** Error codes of the two check endpoints: ticket-coupon answers COUPON_*, the rest SUPERCOUPON_*. */
type Kind = 'supercoupon' | 'coupon';

const codesOf = {
  coupon: { notYetValid: 'COUPON_NOT_YET_VALID', expired: 'COUPON_EXPIRED', usedUp: 'COUPON_USED_UP' },
  supercoupon: {
    notYetValid: 'SUPERCOUPON_NOT_YET_VALID',
    expired: 'SUPERCOUPON_EXPIRED',
    usedUp: 'SUPERCOUPON_USED_UP',
  },
} as const satisfies Record<Kind, Record<string, DomainErrorCode>>;

function usedUp(kind: Kind, code: string): DomainError {
  return new DomainError(codesOf[kind].usedUp, `Coupon ${code} has no redemptions left`);
}

async function redeemedAt(db: Db, supercouponId: string, eventId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${supercouponRedemptions.quantity}), 0)::int` })
    .from(supercouponRedemptions)
    .where(
      and(
        eq(supercouponRedemptions.supercouponId, supercouponId),
        eq(supercouponRedemptions.eventId, eventId),
      ),
    );
  return Number(row?.total ?? 0);
}

/**
 * The coupon usable at the event at `now`, or the 4xx that says why not: 404 unknown, not for this event
 * (neither its event nor in its tour) or the event is unpublished; 422 not yet valid; 410 expired; 409 used up.
 */
export async function resolveSupercoupon(
  db: Db,
  eventId: string,
  text: string,
  now: Date,
  kind: Kind = 'supercoupon',
): Promise<ResolvedSupercoupon> {
  const wanted = text.trim().toUpperCase();
  const missing = () => notFound(kind, `No coupon ${wanted} for event ${eventId}`);
  const [event] = await db
    .select({ id: events.id, currencyId: events.currencyId, eventGroupId: events.eventGroupId })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.published, true)));
  if (!event) throw notFound('event', `No event with id ${eventId}`);
  const [coupon] = await db
    .select()
    .from(supercoupons)
    .where(sql`upper(${supercoupons.code}) = ${wanted}`)
    // Should two codes differ only in case, the one typed exactly wins.
    .orderBy(desc(sql`${supercoupons.code} = ${text.trim()}`))
    .limit(1);
  if (!coupon) throw missing();
  const forEvent =
    coupon.eventId === event.id ||
    (coupon.eventGroupId !== null && coupon.eventGroupId === event.eventGroupId);
  // A switched-off coupon answers as an unknown one.
  if (!forEvent || !coupon.active) throw missing();
  if (kind === 'coupon' && coupon.maxRedemptions !== 1) throw missing();
  if (coupon.validFrom && coupon.validFrom > now) {
    throw new DomainError(
      codesOf[kind].notYetValid,
      `Coupon ${coupon.code} is valid from ${coupon.validFrom.toISOString()}`,
      { validFrom: coupon.validFrom.toISOString() },
    );
  }
  if (coupon.validUntil && coupon.validUntil <= now) {
    throw new DomainError(
      codesOf[kind].expired,
      `Coupon ${coupon.code} expired at ${coupon.validUntil.toISOString()}`,
    );
  }
  if (coupon.redeemed >= coupon.maxRedemptions) throw usedUp(kind, coupon.code);
  const types = await db
    .select({ id: supercouponTicketTypes.ticketTypeId })
    .from(supercouponTicketTypes)
    .innerJoin(ticketTypes, eq(ticketTypes.id, supercouponTicketTypes.ticketTypeId))
    .where(and(eq(supercouponTicketTypes.supercouponId, coupon.id), eq(ticketTypes.eventId, event.id)))
    .orderBy(asc(supercouponTicketTypes.ticketTypeId));
  return {
    coupon,
    event: { id: event.id, currencyId: event.currencyId },
    redeemedForEvent: await redeemedAt(db, coupon.id, event.id),
    ticketTypeIds: types.map((row) => row.id),
  };
}

export function toSupercouponCheck(resolved: ResolvedSupercoupon, language: LabelLanguage): SupercouponCheck {
  const { coupon } = resolved;
  const remaining = coupon.maxRedemptions - coupon.redeemed;
  return {
    code: coupon.code,
    namePub: pickText(coupon.name, language),
    remaining,
    perEventLimit: coupon.perEventLimit,
    remainingForEvent: Math.max(0, Math.min(remaining, coupon.perEventLimit - resolved.redeemedForEvent)),
    validUntil: coupon.validUntil?.toISOString() ?? null,
  };
}

export function toTicketCouponCheck(
  resolved: ResolvedSupercoupon,
  language: LabelLanguage,
): TicketCouponCheck {
  return {
    code: resolved.coupon.code,
    namePub: pickText(resolved.coupon.name, language),
    ticketTypeIds: resolved.ticketTypeIds,
    valid: true,
  };
}

function unprocessable(code: DomainErrorCode, message: string): DomainError {
  return new DomainError(code, message);
}

/**
 * Redeems a coupon for tickets and returns the id of the paid order. Everything happens in one transaction, in
 * this order: the coupon's counter (a conditional UPDATE that also locks the coupon row, so concurrent redeems of
 * one coupon serialize and the per-event sum below cannot be raced), the per-event limit, the inventory
 * (conditional UPDATEs as for any hold), then the reservation, order, lines, redemption and the paid transition.
 * Any failure rolls all of it back, so neither the coupon nor the inventory can be oversold.
 */
export async function redeemSupercoupon(
  db: Db,
  input: SupercouponRedeemBody & { languageId: number; reqSourceId: number; brandId?: string | null },
  now = new Date(),
): Promise<string> {
  const resolved = await resolveSupercoupon(db, input.eventId, input.code, now);
  const { coupon, event } = resolved;

  const perType = new Map<string, number>();
  for (const line of input.tickets) addLine(perType, line.ticketTypeId, line.quantity);
  const typeIds = [...perType.keys()];
  const typeRows = await db
    .select({ type: ticketTypes, gate: eventGateColumns, sectorKind: sectors.kind })
    .from(ticketTypes)
    .innerJoin(events, eq(events.id, ticketTypes.eventId))
    .leftJoin(sectors, eq(sectors.id, ticketTypes.sectorId))
    .where(
      and(inArray(ticketTypes.id, typeIds), eq(ticketTypes.eventId, event.id), eq(ticketTypes.visible, true)),
    );
  const lines = emptyLines();
  let quantity = 0;
  for (const [ticketTypeId, count] of perType) {
    const row = typeRows.find((candidate) => candidate.type.id === ticketTypeId);
    if (!row || !resolved.ticketTypeIds.includes(ticketTypeId)) {
      throw notFound(
        'ticketType',
        `Coupon ${coupon.code} cannot be redeemed for ticket type ${ticketTypeId}`,
      );
    }
    // A seated sector's counters must match its seat map: a ticket without a seat there would leave a seat
    // shown free that the sector counts as sold. Redemption takes no seats, so seated types are refused.
    if (row.sectorKind === 'seated') {
      throw unprocessable(
        'SEAT_REQUIRED',
        `Ticket type ${ticketTypeId} is sold by seat; a coupon cannot choose one`,
      );
    }
    // The coupon pays for the ticket; it does not open a sale that is not running.
    const state = itemSaleState({ ...row.type, available: null }, eventGateState(row.gate, now), now);
    if (state === 'not_yet_on_sale')
      throw unprocessable('NOT_ON_SALE_YET', `Ticket type ${ticketTypeId} is not on sale yet`);
    if (state !== 'on_sale')
      throw unprocessable('SALE_ENDED', `Ticket type ${ticketTypeId} is no longer on sale`);
    addLine(lines.ticketTypes, ticketTypeId, count);
    if (row.type.quotaId) addLine(lines.quotas, row.type.quotaId, count);
    if (row.type.sectorId) addLine(lines.sectors, row.type.sectorId, count);
    quantity += count;
  }

  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx
        .update(supercoupons)
        .set({ redeemed: sql`${supercoupons.redeemed} + ${quantity}` })
        .where(
          and(
            eq(supercoupons.id, coupon.id),
            sql`${supercoupons.redeemed} + ${quantity} <= ${supercoupons.maxRedemptions}`,
          ),
        )
        .returning({ id: supercoupons.id });
      if (!taken) throw usedUp('supercoupon', coupon.code);
      // The row lock taken above makes this sum final until commit.
      const here = await redeemedAt(tx, coupon.id, event.id);
      if (here + quantity > coupon.perEventLimit) {
        throw new DomainError(
          'SUPERCOUPON_EVENT_LIMIT_REACHED',
          `Coupon ${coupon.code} gives at most ${coupon.perEventLimit} tickets per event; ${here} already redeemed here`,
          { remainingForEvent: Math.max(0, coupon.perEventLimit - here) },
        );
      }
      await takeInventory(tx, lines);

      // A hold that is already an order: markOrderPaid sells the inventory it records.
      const [hold] = await tx
        .insert(reservations)
        .values({ eventId: event.id, status: 'ordered', expiresAt: now, createdAt: now })
        .returning();
      if (!hold) throw new Error('reservation insert returned nothing');
      await tx.insert(reservationItems).values(
        [...perType].map(([ticketTypeId, count]) => ({
          reservationId: hold.id,
          ticketTypeId,
          ticketProductId: null,
          seatId: null,
          quantity: count,
        })),
      );
      const [order] = await tx
        .insert(orders)
        .values({
          eventId: event.id,
          reservationId: hold.id,
          statusId: orderStatus.ids.pending,
          ...buyerColumns(input),
          paymentMethodId: paymentMethod.ids.ticketsVoucher,
          currencyId: event.currencyId,
          totalAmount: 0,
          // Paid below in this transaction; the window only has to be open when it is (markOrderPaid closes
          // orders whose window has passed).
          expiresAt: new Date(now.getTime() + 60_000),
          createdAt: now,
        })
        .returning();
      if (!order) throw new Error('order insert returned nothing');
      // Lines at zero with the catalogue price as the discount, so the receipt shows what the coupon paid for.
      await tx.insert(orderItems).values(
        [...perType].map(([ticketTypeId, count]) => {
          const type = typeRows.find((row) => row.type.id === ticketTypeId)?.type;
          if (!type) throw new Error(`ticket type ${ticketTypeId} vanished`);
          return {
            orderId: order.id,
            kind: 'ticket' as const,
            ticketTypeId,
            name: type.name,
            quantity: count,
            unitPrice: 0,
            discount: type.price,
            itemTypeId: itemType.ids.eventEntry,
            vatRateBasisPoints: 0,
          };
        }),
      );
      await tx
        .insert(supercouponRedemptions)
        .values({ supercouponId: coupon.id, eventId: event.id, orderId: order.id, quantity, createdAt: now });
      const paid = await markOrderPaid(tx, order.id, 0, now);
      if (!paid.transitioned) throw new Error(`order ${order.id} could not be marked paid`);
      return order.id;
    });
  } catch (error) {
    if (error instanceof OutOfStock) {
      throw new DomainError('SOLD_OUT', `Not enough tickets left of ${error.kind} ${error.id}`, {
        [`${error.kind}Id`]: error.id,
      });
    }
    throw error;
  }
}
