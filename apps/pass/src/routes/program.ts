// Handlers of the program and line-up endpoints; everything here belongs to a published event or is a 404.
import type { programEndpoints } from '@repo/contract/program';
import { toBand } from '../db/queries/bands';
import { toPerformer } from '../db/queries/performers';
import {
  findPublicEntry,
  findPublicStage,
  listEntries,
  listEntryBands,
  listEntryPerformers,
  listEntryProducts,
  listEventStages,
  listLineupBands,
  listLineupPerformers,
} from '../db/queries/program';
import type { Db } from '../db/database';
import { found } from '../http/http-error';
import { publishedEventOr404 } from './event-lookups';
import type { HandlersOf } from '../http/register-endpoint';

async function entryOr404(db: Db, entryId: string) {
  return found(await findPublicEntry(db, entryId), 'entry', `No program entry with id ${entryId}`);
}

export const programHandlers: HandlersOf<typeof programEndpoints> = {
  stageEntries: async ({ db, params, ctx }) => {
    found(await findPublicStage(db, params.stageId), 'stage', `No stage with id ${params.stageId}`);
    return { errorText: 'OK', entries: await listEntries(db, { stageId: params.stageId }, ctx.language) };
  },
  entryBands: async ({ db, params, ctx }) => {
    await entryOr404(db, params.entryId);
    const bands = await listEntryBands(db, params.entryId);
    return { errorText: 'OK', bands: bands.map((row) => toBand(row, ctx.language)) };
  },
  entryPerformers: async ({ db, params, ctx }) => {
    await entryOr404(db, params.entryId);
    const performers = await listEntryPerformers(db, params.entryId);
    return { errorText: 'OK', performers: performers.map((row) => toPerformer(row, ctx.language)) };
  },
  entryProducts: async ({ db, params, ctx }) => {
    const entry = await entryOr404(db, params.entryId);
    const products = await listEntryProducts(db, entry.eventId, [entry.entryId], new Date(), ctx.language);
    return { errorText: 'OK', products: products.get(entry.entryId) ?? [] };
  },
  eventBands: async ({ db, params, ctx }) => {
    await publishedEventOr404(db, params.eventId);
    return { errorText: 'OK', bands: await listLineupBands(db, params.eventId, false, ctx.language) };
  },
  eventMainBands: async ({ db, params, ctx }) => {
    await publishedEventOr404(db, params.eventId);
    return { errorText: 'OK', bands: await listLineupBands(db, params.eventId, true, ctx.language) };
  },
  eventPerformers: async ({ db, params, ctx }) => {
    await publishedEventOr404(db, params.eventId);
    return {
      errorText: 'OK',
      performers: await listLineupPerformers(db, params.eventId, false, ctx.language),
    };
  },
  eventMainPerformers: async ({ db, params, ctx }) => {
    await publishedEventOr404(db, params.eventId);
    return {
      errorText: 'OK',
      performers: await listLineupPerformers(db, params.eventId, true, ctx.language),
    };
  },
  eventStages: async ({ db, params, ctx }) => {
    await publishedEventOr404(db, params.eventId);
    return { errorText: 'OK', stages: await listEventStages(db, params.eventId, ctx.language) };
  },
  eventEntries: async ({ db, params, ctx }) => {
    await publishedEventOr404(db, params.eventId);
    return { errorText: 'OK', entries: await listEntries(db, { eventId: params.eventId }, ctx.language) };
  },
  eventEntriesWithProducts: async ({ db, params, ctx }) => {
    const event = await publishedEventOr404(db, params.eventId);
    const entries = await listEntries(db, { eventId: params.eventId }, ctx.language);
    const products = await listEntryProducts(
      db,
      event.id,
      entries.map((entry) => entry.entryId),
      new Date(),
      ctx.language,
    );
    return {
      errorText: 'OK',
      entries: entries.map((entry) => ({ ...entry, products: products.get(entry.entryId) ?? [] })),
    };
  },
};
