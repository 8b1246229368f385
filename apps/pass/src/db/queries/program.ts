// Program reads: published events' stages, entries (with bands, performers, products) and line-ups.
import type { LabelLanguage } from '@repo/enums';
import type { Band, Performer, ProgramEntry, Stage, TicketProduct } from '@repo/contract/entities';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../database';
import {
  bands,
  entryBands,
  entryPerformers,
  entryProducts,
  eventBands,
  eventPerformers,
  events,
  performers,
  programEntries,
  stages,
  ticketProducts,
} from '../schema';
import { pickText } from '../../i18n-text';
import { bandColumns, toBand } from './bands';
import type { BandRow } from './bands';
import { performerColumns, toPerformer } from './performers';
import type { PerformerRow } from './performers';
import { loadTicketProducts, visibleTicketProducts } from './ticket-products';

/** A stage, only when its event is published. */
export async function findPublicStage(db: Db, stageId: string) {
  const [row] = await db
    .select({ stageId: stages.id })
    .from(stages)
    .innerJoin(events, eq(events.id, stages.eventId))
    .where(and(eq(stages.id, stageId), eq(events.published, true)));
  return row;
}

/** A program entry, only when its event is published. */
export async function findPublicEntry(db: Db, entryId: string) {
  const [row] = await db
    .select({ entryId: programEntries.id, eventId: programEntries.eventId })
    .from(programEntries)
    .innerJoin(events, eq(events.id, programEntries.eventId))
    .where(and(eq(programEntries.id, entryId), eq(events.published, true)));
  return row;
}

export async function listEventStages(db: Db, eventId: string, language: LabelLanguage): Promise<Stage[]> {
  const rows = await db
    .select()
    .from(stages)
    .where(eq(stages.eventId, eventId))
    .orderBy(asc(stages.displayOrder), asc(stages.id));
  return rows.map((row) => ({
    stageId: row.id,
    eventId: row.eventId,
    namePub: pickText(row.name, language),
    displayOrder: row.displayOrder,
  }));
}

/** Bands and performers per entry, in one query each; ids come ordered by name. */
async function entryCastIds(db: Db, entryIds: string[]) {
  const bandIds = new Map<string, string[]>();
  const performerIds = new Map<string, string[]>();
  if (entryIds.length === 0) return { bandIds, performerIds };
  const [bandLinks, performerLinks] = await Promise.all([
    db
      .select({ entryId: entryBands.entryId, id: entryBands.bandId })
      .from(entryBands)
      .innerJoin(bands, eq(bands.id, entryBands.bandId))
      .where(inArray(entryBands.entryId, entryIds))
      .orderBy(asc(bands.name), asc(bands.id)),
    db
      .select({ entryId: entryPerformers.entryId, id: entryPerformers.performerId })
      .from(entryPerformers)
      .innerJoin(performers, eq(performers.id, entryPerformers.performerId))
      .where(inArray(entryPerformers.entryId, entryIds))
      .orderBy(asc(performers.name), asc(performers.id)),
  ]);
  for (const [links, target] of [
    [bandLinks, bandIds],
    [performerLinks, performerIds],
  ] as const) {
    for (const link of links) target.set(link.entryId, [...(target.get(link.entryId) ?? []), link.id]);
  }
  return { bandIds, performerIds };
}

/** Entries of one stage or a whole event, by start time (then stage order when two start together). */
export async function listEntries(
  db: Db,
  scope: { stageId: string } | { eventId: string },
  language: LabelLanguage,
): Promise<ProgramEntry[]> {
  const where: SQL =
    'stageId' in scope
      ? eq(programEntries.stageId, scope.stageId)
      : eq(programEntries.eventId, scope.eventId);
  const rows = await db
    .select({ entry: programEntries })
    .from(programEntries)
    .innerJoin(stages, eq(stages.id, programEntries.stageId))
    .where(where)
    .orderBy(asc(programEntries.startsAt), asc(stages.displayOrder), asc(programEntries.id));
  const { bandIds, performerIds } = await entryCastIds(
    db,
    rows.map(({ entry }) => entry.id),
  );
  return rows.map(({ entry }) => ({
    entryId: entry.id,
    eventId: entry.eventId,
    stageId: entry.stageId,
    namePub: pickText(entry.name, language),
    descriptionPub: pickText(entry.description, language),
    startsAt: entry.startsAt.toISOString(),
    endsAt: entry.endsAt.toISOString(),
    bandIds: bandIds.get(entry.id) ?? [],
    performerIds: performerIds.get(entry.id) ?? [],
  }));
}

export async function listEntryBands(db: Db, entryId: string): Promise<BandRow[]> {
  return db
    .select(bandColumns)
    .from(entryBands)
    .innerJoin(bands, eq(bands.id, entryBands.bandId))
    .where(eq(entryBands.entryId, entryId))
    .orderBy(asc(bands.name), asc(bands.id));
}

export async function listEntryPerformers(db: Db, entryId: string): Promise<PerformerRow[]> {
  return db
    .select(performerColumns)
    .from(entryPerformers)
    .innerJoin(performers, eq(performers.id, entryPerformers.performerId))
    .where(eq(entryPerformers.entryId, entryId))
    .orderBy(asc(performers.name), asc(performers.id));
}

export async function listLineupBands(
  db: Db,
  eventId: string,
  mainOnly: boolean,
  language: LabelLanguage,
): Promise<(Band & { isMain: boolean; displayOrder: number })[]> {
  const rows = await db
    .select({ ...bandColumns, isMain: eventBands.isMain, displayOrder: eventBands.displayOrder })
    .from(eventBands)
    .innerJoin(bands, eq(bands.id, eventBands.bandId))
    .where(and(eq(eventBands.eventId, eventId), mainOnly ? eq(eventBands.isMain, true) : undefined))
    .orderBy(asc(eventBands.displayOrder), asc(bands.name));
  return rows.map((row) => ({
    ...toBand(row, language),
    isMain: row.isMain,
    displayOrder: row.displayOrder,
  }));
}

export async function listLineupPerformers(
  db: Db,
  eventId: string,
  mainOnly: boolean,
  language: LabelLanguage,
): Promise<(Performer & { isMain: boolean; displayOrder: number })[]> {
  const rows = await db
    .select({
      ...performerColumns,
      isMain: eventPerformers.isMain,
      displayOrder: eventPerformers.displayOrder,
    })
    .from(eventPerformers)
    .innerJoin(performers, eq(performers.id, eventPerformers.performerId))
    .where(and(eq(eventPerformers.eventId, eventId), mainOnly ? eq(eventPerformers.isMain, true) : undefined))
    .orderBy(asc(eventPerformers.displayOrder), asc(performers.name));
  return rows.map((row) => ({
    ...toPerformer(row, language),
    isMain: row.isMain,
    displayOrder: row.displayOrder,
  }));
}

/** Visible products of the given entries of one event, per entry id, in the products' display order. */
export async function listEntryProducts(
  db: Db,
  eventId: string,
  entryIds: string[],
  now: Date,
  language: LabelLanguage,
): Promise<Map<string, TicketProduct[]>> {
  const byEntry = new Map<string, TicketProduct[]>();
  if (entryIds.length === 0) return byEntry;
  const links = await db
    .select({ entryId: entryProducts.entryId, ticketProductId: entryProducts.ticketProductId })
    .from(entryProducts)
    .where(inArray(entryProducts.entryId, entryIds));
  if (links.length === 0) return byEntry;
  const products = await loadTicketProducts(
    db,
    visibleTicketProducts(
      and(
        eq(ticketProducts.eventId, eventId),
        inArray(
          ticketProducts.id,
          links.map((link) => link.ticketProductId),
        ),
      ),
    ),
    language,
    now,
  );
  for (const product of products) {
    for (const link of links) {
      if (link.ticketProductId !== product.ticketProductId) continue;
      byEntry.set(link.entryId, [...(byEntry.get(link.entryId) ?? []), product]);
    }
  }
  return byEntry;
}
