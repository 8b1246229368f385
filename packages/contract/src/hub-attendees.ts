// The attendee list of an event in the hub: its tickets with holder, e-mail, type, seat, order and check-in,
// found by order number, e-mail, name or ticket code, in keyset pages; and the same list as a file.
import { z } from 'zod';
import { organizerAccess } from './access';
import { isoDateTime, minorUnits, enumId, ok, streamedBinary, uuid } from './common';
import type { EndpointDefinition } from './endpoint';
import { defineEndpoint } from './endpoint';
import { exportFormats } from './hub-exports';

export const HUB_ATTENDEES_PAGE = 50;

export const hubAttendee = z.object({
  ticketId: uuid,
  holderName: z.string(),
  email: z.string(),
  ticketTypeName: z.string(),
  sectorName: z.string().nullable(),
  seatRow: z.string().nullable(),
  seatNumber: z.int().nullable(),
  orderId: uuid,
  orderNumber: z.int(),
  status: z.enum(['valid', 'canceled']),
  /** The door state: inside (admitted), left (checkedOut) or not yet arrived (null). */
  checkIn: z.enum(['admitted', 'checkedOut']).nullable(),
  admittedAt: isoDateTime.nullable(),
  price: minorUnits,
  currencyId: enumId,
});
export type HubAttendee = z.infer<typeof hubAttendee>;

const eventParams = z.object({ eventId: uuid });
const attendeeAccess = organizerAccess('reports', 'params.eventId');

export const hubAttendeeEndpoints = {
  hubEventAttendees: defineEndpoint({
    id: 'hubEventAttendees',
    method: 'GET',
    path: '/pass/hub/event/{eventId}/attendees',
    tag: 'hub',
    summary:
      "The event's ticket holders in order of purchase: search by order number, e-mail, name or ticket code",
    access: attendeeAccess,
    params: eventParams,
    query: z.object({
      q: z.string().trim().max(200).optional(),
      /** The last ticket id of the previous page. */
      after: uuid.optional(),
    }),
    response: ok({ attendees: z.array(hubAttendee), nextAfter: uuid.nullable() }),
    errors: [403, 404],
  }),
  hubEventAttendeesExport: defineEndpoint({
    id: 'hubEventAttendeesExport',
    method: 'GET',
    path: '/pass/hub/event/{eventId}/attendees/export',
    tag: 'hub',
    summary: "The event's attendee list (with the same search) as a CSV or XLSX file, streamed",
    access: attendeeAccess,
    params: eventParams,
    query: z.object({ format: z.enum(exportFormats), q: z.string().trim().max(200).optional() }),
    produces: 'text/csv',
    response: streamedBinary,
    errors: [403, 404],
  }),
} as const satisfies Record<string, EndpointDefinition>;
