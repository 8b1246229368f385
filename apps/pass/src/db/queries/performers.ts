// Performer reads: one performer, the members of a band, and the mapping to the public shape.
import type { LabelLanguage } from '@repo/enums';
import type { Performer } from '@repo/contract/entities';
import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../database';
import { bandPerformers, performers } from '../schema';
import { pickText } from '../../i18n-text';
import { ownerProfileSlug } from './bands';

/** Columns of a performer row as toPerformer reads them; spread into selects that join the performer table. */
export const performerColumns = {
  ...getTableColumns(performers),
  profileSlug: ownerProfileSlug('performer'),
};

export type PerformerRow = typeof performers.$inferSelect & { profileSlug: string | null };

export function toPerformer(row: PerformerRow, language: LabelLanguage): Performer {
  return {
    performerId: row.id,
    name: row.name,
    rolePub: pickText(row.role, language),
    descriptionPub: pickText(row.description, language),
    imageUrl: row.imageUrl,
    galleryId: row.galleryId,
    profileSlug: row.profileSlug,
  };
}

export async function findPerformer(db: Db, performerId: string): Promise<PerformerRow | undefined> {
  const [row] = await db.select(performerColumns).from(performers).where(eq(performers.id, performerId));
  return row;
}

/** Members of a band, by name. */
export async function listBandMembers(db: Db, bandId: string): Promise<PerformerRow[]> {
  return db
    .select(performerColumns)
    .from(bandPerformers)
    .innerJoin(performers, eq(performers.id, bandPerformers.performerId))
    .where(eq(bandPerformers.bandId, bandId))
    .orderBy(asc(performers.name), asc(performers.id));
}
