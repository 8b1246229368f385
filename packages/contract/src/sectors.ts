// Sector endpoints: /pass/v2/sector/{sectorId} (with its seat map) and /pass/event/{eventId}/sector.
import { publicAccess } from './access';
import { z } from 'zod';
import { demoQuery, ok, uuid } from './common';
import { defineEndpoint } from './endpoint';
import { sector, sectorWithSeats } from './entities';

export const sectorEndpoints = {
  sectorByIdV2: defineEndpoint({
    id: 'sectorByIdV2',
    method: 'GET',
    path: '/pass/v2/sector/{sectorId}',
    tag: 'sector',
    access: publicAccess,
    summary:
      'A sector of a published event (demo=true: unpublished too) with its seats, ordered by row and seat number',
    params: z.object({ sectorId: uuid }),
    query: demoQuery,
    response: ok({ sector: sectorWithSeats }),
    errors: [404],
  }),
  eventSectors: defineEndpoint({
    id: 'eventSectors',
    method: 'GET',
    path: '/pass/event/{eventId}/sector',
    tag: 'sector',
    access: publicAccess,
    summary:
      'Sectors of a published event (demo=true: unpublished too), in display order (seats through /pass/v2/sector/{sectorId})',
    params: z.object({ eventId: uuid }),
    query: demoQuery,
    response: ok({ sectors: z.array(sector) }),
    errors: [404],
  }),
} as const;
