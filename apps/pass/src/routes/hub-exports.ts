// Handlers of the hub's exports: they pick the rows and the format, and hand Fastify the file as a stream.
import type { hubExportEndpoints } from '@repo/contract/hub-exports';
import type { FastifyReply } from 'fastify';
import { fromZonedTime } from 'date-fns-tz';
import { exportAttendees, exportOrders, exportReceipts } from '../exports/hub-exports';
import type { ExportFile } from '../exports/hub-exports';
import type { ExportFormat } from '../exports/table-export';
import { contentTypes } from '../exports/table-export';
import type { HandlersOf } from '../http/register-endpoint';

/** Days of purchase are Prague days, as in the order list. */
const OFFICE_ZONE = 'Europe/Prague';

function dayAfter(day: string): string {
  const next = new Date(`${day}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

export function dayBounds(query: { from?: string; to?: string }) {
  return {
    createdFrom: query.from ? fromZonedTime(`${query.from}T00:00:00`, OFFICE_ZONE) : undefined,
    createdBefore: query.to ? fromZonedTime(`${dayAfter(query.to)}T00:00:00`, OFFICE_ZONE) : undefined,
  };
}

/** Sets the file's type and name; the body is the stream, which Fastify pipes to the client as it comes. */
export function sendFile(reply: FastifyReply, format: ExportFormat, file: ExportFile) {
  void reply.type(contentTypes[format]);
  void reply.header('content-disposition', `attachment; filename="${file.fileName}"`);
  return file.stream;
}

export const hubExportHandlers: HandlersOf<typeof hubExportEndpoints> = {
  hubOrdersExport: async ({ db, params, query, ctx, reply }) => {
    const file = exportOrders(
      db,
      {
        organizerId: params.organizerId,
        q: query.q,
        eventId: query.eventId,
        state: query.state,
        paymentMethodId: query.paymentMethodId,
        ...dayBounds(query),
        now: new Date(),
      },
      query.format,
      ctx.language,
    );
    return sendFile(reply, query.format, file);
  },
  hubTicketsExport: async ({ db, params, query, ctx, reply }) => {
    const file = exportAttendees(
      db,
      { organizerId: params.organizerId, eventId: query.eventId, now: new Date() },
      query.format,
      ctx.language,
    );
    return sendFile(reply, query.format, file);
  },
  hubReceiptsExport: async ({ db, params, query, ctx, reply }) => {
    const file = exportReceipts(
      db,
      { organizerId: params.organizerId, eventId: query.eventId, ...dayBounds(query), now: new Date() },
      query.format,
      ctx.language,
    );
    return sendFile(reply, query.format, file);
  },
};
