// Cart hold endpoints: create (crowd, seats or both), release, read, and live sector/seat availability.
import { publicAccess } from './access';
import { z } from 'zod';
import { isoDateTime, ok, uuid } from './common';
import { defineEndpoint } from './endpoint';
import { admissionHeaders } from './admission-headers';

const quantity = z.int({ error: 'must be a whole number' }).min(1).max(50);

const ticketLine = z.object({ ticketTypeId: uuid, quantity });
const productLine = z.object({ ticketProductId: uuid, quantity });
/** Access codes that unlock access-code-only ticket types (the `codes` of links). */
const codes = z.array(z.string().trim().min(1).max(64)).max(20).default([]);

export const reservationBody = z
  .object({
    eventId: uuid,
    tickets: z.array(ticketLine).max(20).default([]),
    seatIds: z.array(uuid).max(50).default([]),
    extraProducts: z.array(productLine).max(20).default([]),
    codes,
    /** The demo cart: an unpublished event may be held, and its order is a demo order (demo card only). */
    demo: z.boolean().default(false),
  })
  .refine((body) => body.tickets.length + body.seatIds.length + body.extraProducts.length > 0, {
    error: 'add at least one ticket, seat or extra product',
  });

export const reservationItem = z.object({
  ticketTypeId: uuid.nullable(),
  ticketProductId: uuid.nullable(),
  seatId: uuid.nullable(),
  quantity: z.int().positive(),
});

export const reservation = z.object({
  reservationId: uuid,
  eventId: uuid,
  status: z.enum(['active', 'ordered', 'released', 'expired']),
  expiresAt: isoDateTime,
  /** Seconds left on the hold at the time of the answer (0 once expired). */
  secondsLeft: z.int().nonnegative(),
  items: z.array(reservationItem),
});
export type Reservation = z.infer<typeof reservation>;

const reservationQuery = z.object({ reservationId: uuid });

export const seatState = z.enum(['free', 'held', 'sold']);

/** While the event's waiting room is on, holds need the browser's admission (else 403 ERROR_ADMISSION_REQUIRED). */
export const holdHeaders = [
  { name: admissionHeaders.browserId, description: 'The browser id the waiting room admitted' },
  { name: admissionHeaders.admissionToken, description: 'The admission token of waitingRoomVisit' },
];

export const reservationEndpoints = {
  reservationCreate: defineEndpoint({
    id: 'reservationCreate',
    method: 'POST',
    path: '/pass/reservation',
    tag: 'reservation',
    access: publicAccess,
    summary:
      'Hold tickets, seats and extra products for the configured time (capacity checked by the database)',
    body: reservationBody,
    response: ok({ reservation }),
    errors: [403, 404, 409, 422],
    headers: holdHeaders,
  }),
  reservationCrowd: defineEndpoint({
    id: 'reservationCrowd',
    method: 'POST',
    path: '/pass/reservation/reservation-crowd',
    tag: 'reservation',
    access: publicAccess,
    summary: 'Hold general-admission tickets by ticket type and quantity, with extra products',
    body: reservationBody,
    response: ok({ reservation }),
    errors: [403, 404, 409, 422],
    headers: holdHeaders,
  }),
  reservationSeat: defineEndpoint({
    id: 'reservationSeat',
    method: 'POST',
    path: '/pass/reservation/reservation-seat',
    tag: 'reservation',
    access: publicAccess,
    summary: 'Hold specific seats (one holder per seat), with extra products',
    body: reservationBody,
    response: ok({ reservation }),
    errors: [403, 404, 409, 422],
    headers: holdHeaders,
  }),
  reservationRelease: defineEndpoint({
    id: 'reservationRelease',
    method: 'DELETE',
    path: '/pass/reservation',
    tag: 'reservation',
    access: publicAccess,
    summary: 'Release a hold at once (its tickets return to sale)',
    query: reservationQuery,
    response: ok({ reservation }),
    errors: [404],
  }),
  reservationById: defineEndpoint({
    id: 'reservationById',
    method: 'GET',
    path: '/pass/reservation/reservation-by-id',
    tag: 'reservation',
    access: publicAccess,
    summary: 'A hold with its expiry (for the cart timer)',
    query: reservationQuery,
    response: ok({ reservation }),
    errors: [404],
  }),
  reservationSectorAvailability: defineEndpoint({
    id: 'reservationSectorAvailability',
    method: 'GET',
    path: '/pass/reservation/reservation/sector/{sectorId}',
    tag: 'reservation',
    access: publicAccess,
    summary: 'Live availability of a sector and its ticket types (never cached)',
    params: z.object({ sectorId: uuid }),
    response: ok({
      sectorId: uuid,
      capacity: z.int().nonnegative(),
      sold: z.int().nonnegative(),
      /** Places in live holds and unpaid orders; expired ones count as available before they are swept. */
      held: z.int().nonnegative(),
      available: z.int().nonnegative(),
      ticketTypes: z.array(z.object({ ticketTypeId: uuid, available: z.int().nonnegative().nullable() })),
    }),
    errors: [404],
  }),
  reservationSeatAvailability: defineEndpoint({
    id: 'reservationSeatAvailability',
    method: 'GET',
    path: '/pass/reservation/reservation/sector/{sectorId}/seat',
    tag: 'reservation',
    access: publicAccess,
    summary: 'Live state of every seat of a seated sector (never cached)',
    params: z.object({ sectorId: uuid }),
    response: ok({ seats: z.array(z.object({ seatId: uuid, state: seatState })) }),
    errors: [404],
  }),
} as const;
