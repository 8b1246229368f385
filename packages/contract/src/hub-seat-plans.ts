// The organiser's seat plan under /pass/hub/event/...: seated sectors, blocks of rows and seats, price categories.
//
// A seat plan is the event's seated sectors. A seat's price category is a ticket type assigned to its sector (the
// type then sells seat by seat there). Seats are made a block at a time (rows x seats with a numbering scheme and
// aisles); a seat that was ever held or sold is never removed, renumbered or given another price category.
import { z } from 'zod';
import { organizerAccess } from './access';
import { ok, uuid } from './common';
import type { EndpointDefinition } from './endpoint';
import { defineEndpoint } from './endpoint';
import { translatedText, translations } from './hub-catalogue-fields';

/**
 * How a row's seats are numbered, looking at the stage: leftToRight 1, 2, 3…; rightToLeft …3, 2, 1; oddEven
 * odd numbers on the left half and even on the right, both counting outward from the middle (…5, 3, 1 | 2, 4, 6…).
 */
export const seatNumberings = ['leftToRight', 'rightToLeft', 'oddEven'] as const;
export const seatNumbering = z.enum(seatNumberings);
export type SeatNumbering = z.infer<typeof seatNumbering>;

/** Seat-map units: a seat is one cell of SEAT_PITCH × ROW_PITCH, the map has a margin around its cells. */
export const seatMapGrid = { seatPitch: 40, rowPitch: 45, margin: 40 } as const;

const whole = { error: 'must be a whole number' };

/** The first row's label: a letter (rows A, B, C…) or a number (rows 1, 2, 3…). */
export const rowLabelStart = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^([A-Z]|[1-9][0-9]{0,2})$/, { error: 'must be one letter or a number from 1 to 999' });

export const seatBlockBody = z
  .object({
    /** The price category: a ticket type of the event (assigned to the sector if it has none yet). */
    ticketTypeId: uuid,
    firstRow: rowLabelStart,
    rows: z.int(whole).min(1, { error: 'must be at least 1' }).max(50, { error: 'must be at most 50' }),
    seatsPerRow: z
      .int(whole)
      .min(1, { error: 'must be at least 1' })
      .max(100, { error: 'must be at most 100' }),
    firstSeatNumber: z
      .int(whole)
      .min(1, { error: 'must be at least 1' })
      .max(999, { error: 'must be at most 999' }),
    numbering: seatNumbering,
    /** Aisles: after how many seats from the left a row has a gap (one seat wide). */
    aislesAfter: z
      .array(z.int(whole).min(1, { error: 'must be at least 1' }))
      .max(10, { error: 'must have at most 10 aisles' }),
    /** Where the block's first seat sits on the map, in seat cells from the top left corner. */
    column: z.int(whole).min(0, { error: 'must not be negative' }).max(200, { error: 'must be at most 200' }),
    row: z.int(whole).min(0, { error: 'must not be negative' }).max(200, { error: 'must be at most 200' }),
  })
  .refine((body) => body.aislesAfter.every((after) => after < body.seatsPerRow), {
    error: 'must be less than the seats per row',
    path: ['aislesAfter'],
  })
  .refine(
    (body) =>
      !/^[A-Z]$/.test(body.firstRow) || body.firstRow.charCodeAt(0) + body.rows - 1 <= 'Z'.charCodeAt(0),
    { error: 'rows must not go past Z', path: ['rows'] },
  );
export type SeatBlockBody = z.input<typeof seatBlockBody>;

export const sectorBody = z.object({ name: translatedText(80) });
export type SectorBody = z.input<typeof sectorBody>;

export const seatPlanSeat = z.object({
  seatId: uuid,
  rowLabel: z.string(),
  seatNumber: z.int(),
  x: z.int(),
  y: z.int(),
  /** Its price category. */
  ticketTypeId: uuid,
  /** Held or sold now, or ever part of a hold or an order: it stays as it is. */
  locked: z.boolean(),
});
export type SeatPlanSeat = z.infer<typeof seatPlanSeat>;

export const seatPlanSector = z.object({
  sectorId: uuid,
  name: translations,
  namePub: z.string(),
  displayOrder: z.int(),
  capacity: z.int(),
  sold: z.int(),
  held: z.int(),
  mapWidth: z.int().nullable(),
  mapHeight: z.int().nullable(),
  /** Ticket types sold seat by seat in this sector (the price categories its seats can have). */
  ticketTypeIds: z.array(uuid),
  seats: z.array(seatPlanSeat),
});
export type SeatPlanSector = z.infer<typeof seatPlanSector>;

const eventParams = z.object({ eventId: uuid });
const sectorParams = z.object({ eventId: uuid, sectorId: uuid });
const eventAccess = organizerAccess('events', 'params.eventId');
const sectorAnswer = ok({ sector: seatPlanSector });

export const hubSeatPlanEndpoints = {
  hubSeatPlan: defineEndpoint({
    id: 'hubSeatPlan',
    method: 'GET',
    path: '/pass/hub/event/{eventId}/seat-plan',
    tag: 'hub',
    summary: "The event's seat plan: seated sectors in display order with their seats and price categories",
    access: eventAccess,
    params: eventParams,
    response: ok({ sectors: z.array(seatPlanSector) }),
    errors: [403, 404],
  }),
  hubSectorCreate: defineEndpoint({
    id: 'hubSectorCreate',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/sector-create',
    tag: 'hub',
    summary: 'Add an empty seated sector at the end of the seat plan',
    access: eventAccess,
    params: eventParams,
    body: sectorBody,
    response: sectorAnswer,
    errors: [403, 404],
  }),
  hubSectorUpdate: defineEndpoint({
    id: 'hubSectorUpdate',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/sector/{sectorId}/update',
    tag: 'hub',
    summary: 'Rename a seated sector',
    access: eventAccess,
    params: sectorParams,
    body: sectorBody,
    response: sectorAnswer,
    errors: [403, 404],
  }),
  hubSectorDelete: defineEndpoint({
    id: 'hubSectorDelete',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/sector/{sectorId}/delete',
    tag: 'hub',
    summary: 'Remove a seated sector with its seats; refused (409) while any of its seats was held or sold',
    access: eventAccess,
    params: sectorParams,
    response: ok({}),
    errors: [403, 404, 409],
  }),
  hubSeatBlockCreate: defineEndpoint({
    id: 'hubSeatBlockCreate',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/sector/{sectorId}/block-create',
    tag: 'hub',
    summary:
      'Add a block of rows × seats with a numbering scheme and aisles, in one price category (409 when a seat number or place is taken)',
    access: eventAccess,
    params: sectorParams,
    body: seatBlockBody,
    response: sectorAnswer,
    errors: [403, 404, 409, 422],
  }),
  hubSeatsDelete: defineEndpoint({
    id: 'hubSeatsDelete',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/sector/{sectorId}/seats-delete',
    tag: 'hub',
    summary: 'Remove seats (a block, a row, single seats); refused (409) if any of them was held or sold',
    access: eventAccess,
    params: sectorParams,
    body: z.object({ seatIds: z.array(uuid).min(1).max(5000) }),
    response: sectorAnswer,
    errors: [403, 404, 409],
  }),
  hubSeatsCategory: defineEndpoint({
    id: 'hubSeatsCategory',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/sector/{sectorId}/seats-category',
    tag: 'hub',
    summary:
      "Give seats another price category (one of the sector's ticket types); refused (409) for a seat held or sold",
    access: eventAccess,
    params: sectorParams,
    body: z.object({ seatIds: z.array(uuid).min(1).max(5000), ticketTypeId: uuid }),
    response: sectorAnswer,
    errors: [403, 404, 409, 422],
  }),
  hubSectorTicketTypes: defineEndpoint({
    id: 'hubSectorTicketTypes',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/sector/{sectorId}/ticket-types',
    tag: 'hub',
    summary:
      'Assign the sector to exactly these ticket types (they sell seat by seat there); a type with sales, or still pricing seats here, keeps its sector (409)',
    access: eventAccess,
    params: sectorParams,
    body: z.object({
      ticketTypeIds: z
        .array(uuid)
        .max(50)
        .refine((ids) => new Set(ids).size === ids.length, { error: 'must not repeat a ticket type' }),
    }),
    response: sectorAnswer,
    errors: [400, 403, 404, 409],
  }),
} as const satisfies Record<string, EndpointDefinition>;
