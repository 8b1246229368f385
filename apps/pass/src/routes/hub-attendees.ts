// Handlers of an event's attendee list in the hub: a keyset page of ticket holders, and the list as a file.
import type { hubAttendeeEndpoints } from '@repo/contract/hub-attendees';
import { HUB_ATTENDEES_PAGE } from '@repo/contract/hub-attendees';
import { searchAttendees } from '../db/queries/hub-attendees';
import { exportAttendees } from '../exports/hub-exports';
import type { HandlersOf } from '../http/register-endpoint';
import { pickText } from '../i18n-text';
import { sendFile } from './hub-exports';

export const hubAttendeeHandlers: HandlersOf<typeof hubAttendeeEndpoints> = {
  hubEventAttendees: async ({ db, params, query, principal, ctx }) => {
    const rows = await searchAttendees(db, {
      organizerId: principal.organizerId,
      eventId: params.eventId,
      q: query.q,
      after: query.after,
      limit: HUB_ATTENDEES_PAGE + 1,
    });
    const page = rows.slice(0, HUB_ATTENDEES_PAGE);
    return {
      errorText: 'OK',
      attendees: page.map((row) => ({
        ticketId: row.ticketId,
        holderName: row.holderName ?? row.buyerName,
        email: row.email,
        ticketTypeName: pickText(row.ticketTypeName, ctx.language),
        sectorName: pickText(row.sectorName, ctx.language),
        seatRow: row.seatRow,
        seatNumber: row.seatNumber,
        orderId: row.orderId,
        orderNumber: row.orderNumber,
        status: row.ticketStatus,
        checkIn: row.doorState,
        admittedAt: row.admittedAt ? new Date(row.admittedAt).toISOString() : null,
        price: row.price,
        currencyId: row.currencyId,
      })),
      nextAfter: rows.length > HUB_ATTENDEES_PAGE ? (page.at(-1)?.ticketId ?? null) : null,
    };
  },
  hubEventAttendeesExport: async ({ db, params, query, principal, ctx, reply }) => {
    const file = exportAttendees(
      db,
      { organizerId: principal.organizerId, eventId: params.eventId, q: query.q, now: new Date() },
      query.format,
      ctx.language,
    );
    return sendFile(reply, query.format, file);
  },
};
