// Favourite bands and performers of an account: listed, added and removed idempotently, and matched to an event's lineup.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../database';
import {
  accountFavoriteBands,
  accountFavoritePerformers,
  bands,
  eventBands,
  eventPerformers,
  performers,
} from '../schema';
import { bandColumns } from './bands';
import type { BandRow } from './bands';
import { performerColumns } from './performers';
import type { PerformerRow } from './performers';

export async function listFavoriteBands(db: Db, accountId: string, eventId?: string): Promise<BandRow[]> {
  const query = db
    .select(bandColumns)
    .from(accountFavoriteBands)
    .innerJoin(bands, eq(bands.id, accountFavoriteBands.bandId))
    .$dynamic();
  const scoped =
    eventId === undefined
      ? query.where(eq(accountFavoriteBands.accountId, accountId))
      : query
          .innerJoin(eventBands, eq(eventBands.bandId, bands.id))
          .where(and(eq(accountFavoriteBands.accountId, accountId), eq(eventBands.eventId, eventId)));
  return scoped.orderBy(asc(bands.name), asc(bands.id));
}

export async function listFavoritePerformers(
  db: Db,
  accountId: string,
  eventId?: string,
): Promise<PerformerRow[]> {
  const query = db
    .select(performerColumns)
    .from(accountFavoritePerformers)
    .innerJoin(performers, eq(performers.id, accountFavoritePerformers.performerId))
    .$dynamic();
  const scoped =
    eventId === undefined
      ? query.where(eq(accountFavoritePerformers.accountId, accountId))
      : query
          .innerJoin(eventPerformers, eq(eventPerformers.performerId, performers.id))
          .where(
            and(eq(accountFavoritePerformers.accountId, accountId), eq(eventPerformers.eventId, eventId)),
          );
  return scoped.orderBy(asc(performers.name), asc(performers.id));
}

export async function addFavoriteBand(db: Db, accountId: string, bandId: string): Promise<void> {
  await db.insert(accountFavoriteBands).values({ accountId, bandId }).onConflictDoNothing();
}

export async function removeFavoriteBand(db: Db, accountId: string, bandId: string): Promise<void> {
  await db
    .delete(accountFavoriteBands)
    .where(and(eq(accountFavoriteBands.accountId, accountId), eq(accountFavoriteBands.bandId, bandId)));
}

export async function addFavoritePerformer(db: Db, accountId: string, performerId: string): Promise<void> {
  await db.insert(accountFavoritePerformers).values({ accountId, performerId }).onConflictDoNothing();
}

export async function removeFavoritePerformer(db: Db, accountId: string, performerId: string): Promise<void> {
  await db
    .delete(accountFavoritePerformers)
    .where(
      and(
        eq(accountFavoritePerformers.accountId, accountId),
        eq(accountFavoritePerformers.performerId, performerId),
      ),
    );
}
