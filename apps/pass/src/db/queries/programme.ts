// Queries of the organiser's programme: stages, programme entries with their artists, the line-up, and artists.
import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../database';
import {
  bands,
  entryBands,
  entryPerformers,
  eventBands,
  eventPerformers,
  performers,
  programEntries,
  stages,
} from '../schema';

export type StageRow = typeof stages.$inferSelect;
export type EntryRow = typeof programEntries.$inferSelect;
export type BandRow = typeof bands.$inferSelect;
export type PerformerRow = typeof performers.$inferSelect;

export async function listStages(db: Db, eventId: string) {
  return db
    .select({ stage: stages, entryCount: count(programEntries.id) })
    .from(stages)
    .leftJoin(programEntries, eq(programEntries.stageId, stages.id))
    .where(eq(stages.eventId, eventId))
    .groupBy(stages.id)
    .orderBy(asc(stages.displayOrder), asc(stages.id));
}

export async function findStage(db: Db, eventId: string, stageId: string): Promise<StageRow | undefined> {
  const [row] = await db
    .select()
    .from(stages)
    .where(and(eq(stages.eventId, eventId), eq(stages.id, stageId)));
  return row;
}

export async function insertStage(db: Db, values: typeof stages.$inferInsert): Promise<void> {
  await db.insert(stages).values(values);
}

export async function nextStageOrder(db: Db, eventId: string): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${stages.displayOrder}) + 1, 0)`.mapWith(Number) })
    .from(stages)
    .where(eq(stages.eventId, eventId));
  return row?.next ?? 0;
}

export async function renameStage(db: Db, stageId: string, name: StageRow['name']): Promise<void> {
  await db.update(stages).set({ name }).where(eq(stages.id, stageId));
}

/** Removes the stage only while it has no entries; false when one arrived meanwhile. */
export async function deleteEmptyStage(db: Db, stageId: string): Promise<boolean> {
  const deleted = await db
    .delete(stages)
    .where(
      and(
        eq(stages.id, stageId),
        sql`not exists (select 1 from ${programEntries} where ${programEntries.stageId} = ${stages.id})`,
      ),
    )
    .returning({ id: stages.id });
  return deleted.length > 0;
}

export async function listEntries(db: Db, eventId: string): Promise<EntryRow[]> {
  return db
    .select()
    .from(programEntries)
    .where(eq(programEntries.eventId, eventId))
    .orderBy(asc(programEntries.startsAt), asc(programEntries.stageId), asc(programEntries.id));
}

export async function findEntry(db: Db, eventId: string, entryId: string): Promise<EntryRow | undefined> {
  const [row] = await db
    .select()
    .from(programEntries)
    .where(and(eq(programEntries.eventId, eventId), eq(programEntries.id, entryId)));
  return row;
}

export async function insertEntry(db: Db, values: typeof programEntries.$inferInsert): Promise<string> {
  const [row] = await db.insert(programEntries).values(values).returning({ id: programEntries.id });
  if (!row) throw new Error('programme entry insert returned nothing');
  return row.id;
}

export async function updateEntry(
  db: Db,
  entryId: string,
  values: Partial<typeof programEntries.$inferInsert>,
): Promise<void> {
  await db.update(programEntries).set(values).where(eq(programEntries.id, entryId));
}

export async function deleteEntry(db: Db, entryId: string): Promise<void> {
  await db.delete(programEntries).where(eq(programEntries.id, entryId));
}

export async function listEntryArtists(db: Db, entryIds: readonly string[]) {
  if (entryIds.length === 0) return { bands: [], performers: [] };
  const [bandRows, performerRows] = await Promise.all([
    db
      .select()
      .from(entryBands)
      .where(inArray(entryBands.entryId, [...entryIds])),
    db
      .select()
      .from(entryPerformers)
      .where(inArray(entryPerformers.entryId, [...entryIds])),
  ]);
  return { bands: bandRows, performers: performerRows };
}

export async function replaceEntryArtists(
  db: Db,
  entryId: string,
  bandIds: readonly string[],
  performerIds: readonly string[],
): Promise<void> {
  await db.delete(entryBands).where(eq(entryBands.entryId, entryId));
  await db.delete(entryPerformers).where(eq(entryPerformers.entryId, entryId));
  await insertEntryArtists(db, entryId, bandIds, performerIds);
}

/** The artists of a new programme entry. */
export async function insertEntryArtists(
  db: Db,
  entryId: string,
  bandIds: readonly string[],
  performerIds: readonly string[],
): Promise<void> {
  if (bandIds.length > 0) await db.insert(entryBands).values(bandIds.map((bandId) => ({ entryId, bandId })));
  if (performerIds.length > 0) {
    await db.insert(entryPerformers).values(performerIds.map((performerId) => ({ entryId, performerId })));
  }
}

export async function listLineUp(db: Db, eventId: string) {
  const [bandRows, performerRows] = await Promise.all([
    db
      .select()
      .from(eventBands)
      .where(eq(eventBands.eventId, eventId))
      .orderBy(asc(eventBands.displayOrder), asc(eventBands.bandId)),
    db
      .select()
      .from(eventPerformers)
      .where(eq(eventPerformers.eventId, eventId))
      .orderBy(asc(eventPerformers.displayOrder), asc(eventPerformers.performerId)),
  ]);
  return { bands: bandRows, performers: performerRows };
}

export async function replaceLineUp(
  db: Db,
  eventId: string,
  bandRows: readonly { bandId: string; isMain: boolean; displayOrder: number }[],
  performerRows: readonly { performerId: string; isMain: boolean; displayOrder: number }[],
): Promise<void> {
  await db.delete(eventBands).where(eq(eventBands.eventId, eventId));
  await db.delete(eventPerformers).where(eq(eventPerformers.eventId, eventId));
  if (bandRows.length > 0) await db.insert(eventBands).values(bandRows.map((row) => ({ eventId, ...row })));
  if (performerRows.length > 0) {
    await db.insert(eventPerformers).values(performerRows.map((row) => ({ eventId, ...row })));
  }
}

/** The organiser's own bands and any others among `extraIds` (those an event books), by name. */
export async function listBands(
  db: Db,
  organizerId: string,
  extraIds: readonly string[],
): Promise<BandRow[]> {
  const own = eq(bands.organizerId, organizerId);
  return db
    .select()
    .from(bands)
    .where(extraIds.length > 0 ? or(own, inArray(bands.id, [...extraIds])) : own)
    .orderBy(asc(bands.name), asc(bands.id));
}

export async function listPerformers(
  db: Db,
  organizerId: string,
  extraIds: readonly string[],
): Promise<PerformerRow[]> {
  const own = eq(performers.organizerId, organizerId);
  return db
    .select()
    .from(performers)
    .where(extraIds.length > 0 ? or(own, inArray(performers.id, [...extraIds])) : own)
    .orderBy(asc(performers.name), asc(performers.id));
}

/** Of the ids of one kind, those an organiser may book: its own and the shared directory's (no organiser). */
export async function bookableArtistIds(
  db: Db,
  organizerId: string,
  kind: 'band' | 'performer',
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const table = kind === 'band' ? bands : performers;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(inArray(table.id, [...ids]), or(eq(table.organizerId, organizerId), isNull(table.organizerId))),
    );
  return new Set(rows.map((row) => row.id));
}

export async function insertBand(db: Db, values: typeof bands.$inferInsert): Promise<BandRow> {
  const [row] = await db.insert(bands).values(values).returning();
  if (!row) throw new Error('band insert returned nothing');
  return row;
}

export async function insertPerformer(db: Db, values: typeof performers.$inferInsert): Promise<PerformerRow> {
  const [row] = await db.insert(performers).values(values).returning();
  if (!row) throw new Error('performer insert returned nothing');
  return row;
}

/** Changes the band only when it is the organiser's; undefined otherwise. */
export async function updateOwnBand(
  db: Db,
  organizerId: string,
  bandId: string,
  values: Partial<typeof bands.$inferInsert>,
): Promise<BandRow | undefined> {
  const [row] = await db
    .update(bands)
    .set(values)
    .where(and(eq(bands.id, bandId), eq(bands.organizerId, organizerId)))
    .returning();
  return row;
}

export async function updateOwnPerformer(
  db: Db,
  organizerId: string,
  performerId: string,
  values: Partial<typeof performers.$inferInsert>,
): Promise<PerformerRow | undefined> {
  const [row] = await db
    .update(performers)
    .set(values)
    .where(and(eq(performers.id, performerId), eq(performers.organizerId, organizerId)))
    .returning();
  return row;
}

export async function isOwnArtist(
  db: Db,
  organizerId: string,
  kind: 'band' | 'performer',
  artistId: string,
): Promise<boolean> {
  const table = kind === 'band' ? bands : performers;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, artistId), eq(table.organizerId, organizerId)));
  return row !== undefined;
}
