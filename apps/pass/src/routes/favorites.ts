// Handlers of the favourite band and performer endpoints: per signed-in account, never cached.
import type { bandFavoriteEndpoints } from '@repo/contract/bands';
import type { performerFavoriteEndpoints } from '@repo/contract/performers';
import type { Db } from '../db/database';
import { findBand, toBand } from '../db/queries/bands';
import { findEventRowsByIds } from '../db/queries/events';
import {
  addFavoriteBand,
  addFavoritePerformer,
  listFavoriteBands,
  listFavoritePerformers,
  removeFavoriteBand,
  removeFavoritePerformer,
} from '../db/queries/favorites';
import { findPerformer, toPerformer } from '../db/queries/performers';
import { found } from '../http/http-error';
import type { HandlersOf } from '../http/register-endpoint';

/** Any event the account could have a ticket for (a demo-cart event is unpublished but real). */
async function eventOr404(db: Db, eventId: string): Promise<void> {
  const [row] = await findEventRowsByIds(db, [eventId]);
  found(row, 'event', `No event with id ${eventId}`);
}

export const bandFavoriteHandlers: HandlersOf<typeof bandFavoriteEndpoints> = {
  bandFavorites: async ({ db, ctx, principal }) => {
    const { accountId } = principal.account;
    const rows = await listFavoriteBands(db, accountId);
    return { errorText: 'OK', bands: rows.map((row) => toBand(row, ctx.language)) };
  },
  bandFavoriteAdd: async ({ db, body, principal }) => {
    const { accountId } = principal.account;
    found(await findBand(db, body.bandId), 'band', `No band with id ${body.bandId}`);
    await addFavoriteBand(db, accountId, body.bandId);
    return { errorText: 'OK', bandId: body.bandId, favorite: true };
  },
  bandFavoriteRemove: async ({ db, query, principal }) => {
    const { accountId } = principal.account;
    await removeFavoriteBand(db, accountId, query.bandId);
    return { errorText: 'OK', bandId: query.bandId, favorite: false };
  },
  bandFavoritesByEvent: async ({ db, params, ctx, principal }) => {
    const { accountId } = principal.account;
    await eventOr404(db, params.eventId);
    const rows = await listFavoriteBands(db, accountId, params.eventId);
    return { errorText: 'OK', eventId: params.eventId, bands: rows.map((row) => toBand(row, ctx.language)) };
  },
};

export const performerFavoriteHandlers: HandlersOf<typeof performerFavoriteEndpoints> = {
  performerFavorites: async ({ db, ctx, principal }) => {
    const { accountId } = principal.account;
    const rows = await listFavoritePerformers(db, accountId);
    return { errorText: 'OK', performers: rows.map((row) => toPerformer(row, ctx.language)) };
  },
  performerFavoriteAdd: async ({ db, body, principal }) => {
    const { accountId } = principal.account;
    found(await findPerformer(db, body.performerId), 'performer', `No performer with id ${body.performerId}`);
    await addFavoritePerformer(db, accountId, body.performerId);
    return { errorText: 'OK', performerId: body.performerId, favorite: true };
  },
  performerFavoriteRemove: async ({ db, query, principal }) => {
    const { accountId } = principal.account;
    await removeFavoritePerformer(db, accountId, query.performerId);
    return { errorText: 'OK', performerId: query.performerId, favorite: false };
  },
  performerFavoritesByEvent: async ({ db, params, ctx, principal }) => {
    const { accountId } = principal.account;
    await eventOr404(db, params.eventId);
    const rows = await listFavoritePerformers(db, accountId, params.eventId);
    return {
      errorText: 'OK',
      eventId: params.eventId,
      performers: rows.map((row) => toPerformer(row, ctx.language)),
    };
  },
};
