// Handlers of the hub's exports: they pick the rows and the format, and hand Fastify the file as a stream.
import type { hubExportEndpoints } from '@repo/contract/hub-exports';
import type { FastifyReply } from 'fastify';
import { exportAttendees, exportOrders, exportReceipts } from '../exports/hub-exports';
import type { ExportFile } from '../exports/hub-exports';
import type { ExportFormat } from '../exports/table-export';
import { contentTypes } from '../exports/table-export';
import type { HandlersOf } from '../http/register-endpoint';
import { dayBounds } from './hub-orders';

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
        ticketTypeId: query.ticketTypeId,
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
