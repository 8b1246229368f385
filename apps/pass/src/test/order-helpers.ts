// Test helper: a paid order bought through the real endpoints (hold, order, demo card payment).
import { orderEndpoints } from '@repo/contract/orders';
import { reservationEndpoints } from '@repo/contract/reservations';
import { paymentMethod } from '@repo/enums';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { seatClaims, seats } from '../db/schema';
import { demoEvents, demoSectors } from '../db/seed/demo-ids';
import { callEndpoint } from './organizer-helpers';
import type { TestApp } from './test-app';

export interface PaidOrderOptions {
  email?: string;
  name?: string;
  /** language enumeration id of the order (its e-mail and documents). */
  languageId?: number;
  /** Leave the order unpaid (false); paid by the demo card by default. */
  pay?: boolean;
}

/** Orders `count` free seats of the theatre's stalls by card and pays (unless told not to); answers the order. */
export async function buyTheatreSeats(t: TestApp, count: number, options: PaidOrderOptions = {}) {
  const free = await t.database.db
    .select({ id: seats.id })
    .from(seats)
    .where(
      and(
        eq(seats.sectorId, demoSectors.theatreStalls),
        notInArray(seats.id, t.database.db.select({ id: seatClaims.seatId }).from(seatClaims)),
      ),
    )
    .orderBy(asc(seats.rowLabel), asc(seats.seatNumber))
    .limit(count);
  const hold = await callEndpoint(t, reservationEndpoints.reservationSeat, {
    body: { eventId: demoEvents.theatre.id, seatIds: free.map((seat) => seat.id) },
  });
  expect(hold.statusCode, hold.body).toBe(200);
  const { reservation } = reservationEndpoints.reservationSeat.response.parse(hold.json());
  const created = await callEndpoint(t, orderEndpoints.orderCreate, {
    body: {
      reservationId: reservation.reservationId,
      email: options.email ?? 'karel.dvorak@example.cz',
      name: options.name ?? 'Karel Dvořák',
      paymentMethodId: paymentMethod.ids.paymentCard,
      ...(options.languageId === undefined ? {} : { languageId: options.languageId }),
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  const { order, payment } = orderEndpoints.orderCreate.response.parse(created.json());
  if (options.pay === false) return order;
  const paid = await t.app.inject({ method: 'POST', url: `/pass/payment/demo/${payment.paymentId}/pay` });
  expect(paid.statusCode).toBe(303);
  return order;
}
