// Program and line-up endpoints: stages, entries and an event's bands and performers.
import { publicAccess } from './access';
import { z } from 'zod';
import { ok, uuid } from './common';
import { defineEndpoint } from './endpoint';
import { band, lineupBand, lineupPerformer, performer, programEntry, stage, ticketProduct } from './entities';

/** A program entry with the visible products tied to it (a workshop seat, a tasting flight). */
export const programEntryWithProducts = programEntry.extend({ products: z.array(ticketProduct) });
export type ProgramEntryWithProducts = z.infer<typeof programEntryWithProducts>;

const eventParams = z.object({ eventId: uuid });
const entryParams = z.object({ entryId: uuid });

export const programEndpoints = {
  stageEntries: defineEndpoint({
    id: 'stageEntries',
    method: 'GET',
    path: '/pass/stage/{stageId}/entries',
    tag: 'program',
    access: publicAccess,
    summary: 'Program entries of a stage of a published event, by start time',
    params: z.object({ stageId: uuid }),
    response: ok({ entries: z.array(programEntry) }),
    errors: [404],
  }),
  entryBands: defineEndpoint({
    id: 'entryBands',
    method: 'GET',
    path: '/pass/entry/{entryId}/bands',
    tag: 'program',
    access: publicAccess,
    summary: 'Bands playing in a program entry, by name',
    params: entryParams,
    response: ok({ bands: z.array(band) }),
    errors: [404],
  }),
  entryPerformers: defineEndpoint({
    id: 'entryPerformers',
    method: 'GET',
    path: '/pass/entry/{entryId}/performers',
    tag: 'program',
    access: publicAccess,
    summary: 'Performers appearing in a program entry, by name',
    params: entryParams,
    response: ok({ performers: z.array(performer) }),
    errors: [404],
  }),
  entryProducts: defineEndpoint({
    id: 'entryProducts',
    method: 'GET',
    path: '/pass/entry/{entryId}/products',
    tag: 'program',
    access: publicAccess,
    summary: 'Visible products tied to a program entry, in display order, with sale state',
    params: entryParams,
    response: ok({ products: z.array(ticketProduct) }),
    errors: [404],
  }),
  eventBands: defineEndpoint({
    id: 'eventBands',
    method: 'GET',
    path: '/pass/event/{eventId}/bands',
    tag: 'program',
    access: publicAccess,
    summary: "The event's line-up of bands, in display order",
    params: eventParams,
    response: ok({ bands: z.array(lineupBand) }),
    errors: [404],
  }),
  eventMainBands: defineEndpoint({
    id: 'eventMainBands',
    method: 'GET',
    path: '/pass/event/{eventId}/main-bands',
    tag: 'program',
    access: publicAccess,
    summary: "The event's main (headlining) bands, in display order",
    params: eventParams,
    response: ok({ bands: z.array(lineupBand) }),
    errors: [404],
  }),
  eventPerformers: defineEndpoint({
    id: 'eventPerformers',
    method: 'GET',
    path: '/pass/event/{eventId}/performers',
    tag: 'program',
    access: publicAccess,
    summary: "The event's line-up of performers, in display order",
    params: eventParams,
    response: ok({ performers: z.array(lineupPerformer) }),
    errors: [404],
  }),
  eventMainPerformers: defineEndpoint({
    id: 'eventMainPerformers',
    method: 'GET',
    path: '/pass/event/{eventId}/main-performers',
    tag: 'program',
    access: publicAccess,
    summary: "The event's main performers, in display order",
    params: eventParams,
    response: ok({ performers: z.array(lineupPerformer) }),
    errors: [404],
  }),
  eventStages: defineEndpoint({
    id: 'eventStages',
    method: 'GET',
    path: '/pass/event/{eventId}/stages',
    tag: 'program',
    access: publicAccess,
    summary: "The event's stages, in display order",
    params: eventParams,
    response: ok({ stages: z.array(stage) }),
    errors: [404],
  }),
  eventEntries: defineEndpoint({
    id: 'eventEntries',
    method: 'GET',
    path: '/pass/event/{eventId}/entries',
    tag: 'program',
    access: publicAccess,
    summary: 'The whole program of the event (all stages), by start time',
    params: eventParams,
    response: ok({ entries: z.array(programEntry) }),
    errors: [404],
  }),
  eventEntriesWithProducts: defineEndpoint({
    id: 'eventEntriesWithProducts',
    method: 'GET',
    path: '/pass/event/{eventId}/entries-with-products',
    tag: 'program',
    access: publicAccess,
    summary: 'The whole program of the event, each entry with its visible products',
    params: eventParams,
    response: ok({ entries: z.array(programEntryWithProducts) }),
    errors: [404],
  }),
} as const;
