// The hub's exports: an organizer's orders, tickets and receipts as CSV (UTF-8 with BOM, `;`, decimal comma,
// for Czech Excel) or XLSX, streamed so that 100,000 rows never sit in the service's memory.
import { z } from 'zod';
import { organizerAccess } from './access';
import { streamedBinary, uuid } from './common';
import type { EndpointDefinition } from './endpoint';
import { defineEndpoint } from './endpoint';
import { hubOrderStates } from './hub-orders';

export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

const day = z.iso.date();
const organizerParams = z.object({ organizerId: uuid });
const exportAccess = organizerAccess('reports', 'params.organizerId');
const dayRange = <T extends { from?: string; to?: string }>(query: T) =>
  !query.from || !query.to || query.from <= query.to;

export const hubExportEndpoints = {
  hubOrdersExport: defineEndpoint({
    id: 'hubOrdersExport',
    method: 'GET',
    path: '/pass/hub/organizer/{organizerId}/orders/export',
    tag: 'hub',
    summary:
      "Every order of the order list's search and filters as a CSV or XLSX file, newest first, streamed",
    access: exportAccess,
    params: organizerParams,
    query: z
      .object({
        format: z.enum(exportFormats),
        q: z.string().trim().max(200).optional(),
        eventId: uuid.optional(),
        ticketTypeId: uuid.optional(),
        state: z.enum(hubOrderStates).optional(),
        paymentMethodId: z.coerce.number().int().nonnegative().optional(),
        from: day.optional(),
        to: day.optional(),
      })
      .refine(dayRange, { error: 'the first day must not be after the last', path: ['to'] }),
    produces: 'text/csv',
    response: streamedBinary,
    errors: [403, 404],
  }),
  hubTicketsExport: defineEndpoint({
    id: 'hubTicketsExport',
    method: 'GET',
    path: '/pass/hub/organizer/{organizerId}/tickets/export',
    tag: 'hub',
    summary:
      "The organizer's tickets (of all events or one) with holder, type, seat, order and check-in, streamed",
    access: exportAccess,
    params: organizerParams,
    query: z.object({ format: z.enum(exportFormats), eventId: uuid.optional() }),
    produces: 'text/csv',
    response: streamedBinary,
    errors: [403, 404],
  }),
  hubReceiptsExport: defineEndpoint({
    id: 'hubReceiptsExport',
    method: 'GET',
    path: '/pass/hub/organizer/{organizerId}/receipts/export',
    tag: 'hub',
    summary:
      "The receipts of the organizer's paid orders (number, date, buyer, total), by event and day, streamed",
    access: exportAccess,
    params: organizerParams,
    query: z
      .object({
        format: z.enum(exportFormats),
        eventId: uuid.optional(),
        from: day.optional(),
        to: day.optional(),
      })
      .refine(dayRange, { error: 'the first day must not be after the last', path: ['to'] }),
    produces: 'text/csv',
    response: streamedBinary,
    errors: [403, 404],
  }),
} as const satisfies Record<string, EndpointDefinition>;
