// Handlers of the sector endpoints: one sector with its seat map, and the sectors of an event.
import type { sectorEndpoints } from '@repo/contract/sectors';
import { findSector, listEventSectors, listSeats, toSector } from '../db/queries/sectors';
import { found } from '../http/http-error';
import type { HandlersOf } from '../http/register-endpoint';
import { eventOr404 } from './event-lookups';

export const sectorHandlers: HandlersOf<typeof sectorEndpoints> = {
  sectorByIdV2: async ({ db, params, query, ctx }) => {
    const sector = found(
      await findSector(db, params.sectorId, query.demo),
      'sector',
      `No sector with id ${params.sectorId}`,
    );
    return {
      errorText: 'OK',
      sector: { ...toSector(sector, ctx.language), seats: await listSeats(db, sector.id) },
    };
  },
  eventSectors: async ({ db, params, query, ctx }) => {
    const event = await eventOr404(db, params.eventId, query.demo);
    return {
      errorText: 'OK',
      sectors: (await listEventSectors(db, event.id)).map((row) => toSector(row, ctx.language)),
    };
  },
};
