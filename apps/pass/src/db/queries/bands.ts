// Band reads and the public profiles of bands and performers (one profile table serves both families).
import type { LabelLanguage } from '@repo/enums';
import type { Band, Profile } from '@repo/contract/entities';
import { and, asc, eq, getTableColumns, getTableName, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../database';
import { bandPerformers, bands, performers, profiles } from '../schema';
import { pickText } from '../../i18n-text';

export type ProfileKind = Profile['kind'];

const ownerColumn = (kind: ProfileKind) => (kind === 'band' ? profiles.bandId : profiles.performerId);

/** `"table"."column"`: drizzle leaves columns unqualified in a single-table select list, which breaks subqueries. */
function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/**
 * Slug of the owner's profile, as a correlated subquery over the band or performer row. An owner may in
 * theory have several profiles; the first by slug is the one its cards link to (and findOwnerProfile returns).
 */
export function ownerProfileSlug(kind: ProfileKind): SQL<string | null> {
  const owner = kind === 'band' ? bands.id : performers.id;
  const slug = qualified(profiles.slug);
  return sql<
    string | null
  >`(select ${slug} from ${profiles} where ${qualified(ownerColumn(kind))} = ${qualified(owner)} order by ${slug} limit 1)`;
}

/** Columns of a band row as toBand reads them; spread into selects that join the band table. */
export const bandColumns = { ...getTableColumns(bands), profileSlug: ownerProfileSlug('band') };

export type BandRow = typeof bands.$inferSelect & { profileSlug: string | null };

export function toBand(row: BandRow, language: LabelLanguage): Band {
  return {
    bandId: row.id,
    name: row.name,
    genre: row.genre,
    countryId: row.countryId,
    descriptionPub: pickText(row.description, language),
    imageUrl: row.imageUrl,
    galleryId: row.galleryId,
    profileSlug: row.profileSlug,
  };
}

export async function findBand(db: Db, bandId: string): Promise<BandRow | undefined> {
  const [row] = await db.select(bandColumns).from(bands).where(eq(bands.id, bandId));
  return row;
}

/** Bands a performer plays in, by name. */
export async function listPerformerBands(db: Db, performerId: string): Promise<BandRow[]> {
  return db
    .select(bandColumns)
    .from(bandPerformers)
    .innerJoin(bands, eq(bands.id, bandPerformers.bandId))
    .where(eq(bandPerformers.performerId, performerId))
    .orderBy(asc(bands.name), asc(bands.id));
}

// Profiles: the name and image are the owner's, so a rename shows everywhere at once.
const profileColumns = {
  ...getTableColumns(profiles),
  name: sql<string>`coalesce(${bands.name}, ${performers.name})`,
  imageUrl: sql<string | null>`coalesce(${bands.imageUrl}, ${performers.imageUrl})`,
};

type ProfileRow = typeof profiles.$inferSelect & { name: string; imageUrl: string | null };

function toProfile(row: ProfileRow, language: LabelLanguage): Profile {
  return {
    profileId: row.id,
    slug: row.slug,
    kind: row.bandId === null ? 'performer' : 'band',
    bandId: row.bandId,
    performerId: row.performerId,
    name: row.name,
    headlinePub: pickText(row.headline, language),
    imageUrl: row.imageUrl,
    website: row.website,
    instagram: row.instagram,
    spotify: row.spotify,
  };
}

/** Profiles matching `where`; `ordering` comes first, then the owner's name. */
async function selectProfiles(
  db: Db,
  where: SQL | undefined,
  language: LabelLanguage,
  ordering: SQL[] = [],
): Promise<Profile[]> {
  const rows = await db
    .select(profileColumns)
    .from(profiles)
    .leftJoin(bands, eq(bands.id, profiles.bandId))
    .leftJoin(performers, eq(performers.id, profiles.performerId))
    .where(where)
    .orderBy(...ordering, asc(profileColumns.name), asc(profiles.slug));
  return rows.map((row) => toProfile(row, language));
}

export async function findProfileBySlug(
  db: Db,
  kind: ProfileKind,
  slug: string,
  language: LabelLanguage,
): Promise<Profile | undefined> {
  const [profile] = await selectProfiles(
    db,
    and(eq(profiles.slug, slug), isNotNull(ownerColumn(kind))),
    language,
  );
  return profile;
}

/** The profile of one band or performer (the first by slug, matching its profileSlug). */
export async function findOwnerProfile(
  db: Db,
  kind: ProfileKind,
  ownerId: string,
  language: LabelLanguage,
): Promise<Profile | undefined> {
  const [profile] = await selectProfiles(db, eq(ownerColumn(kind), ownerId), language, [asc(profiles.slug)]);
  return profile;
}

export async function listProfiles(db: Db, kind: ProfileKind, language: LabelLanguage): Promise<Profile[]> {
  return selectProfiles(db, isNotNull(ownerColumn(kind)), language);
}

/** The band's own profile first, then the profiles of its members. */
export async function listBandProfileList(
  db: Db,
  bandId: string,
  language: LabelLanguage,
): Promise<Profile[]> {
  const members = db
    .select({ performerId: bandPerformers.performerId })
    .from(bandPerformers)
    .where(eq(bandPerformers.bandId, bandId));
  return selectProfiles(
    db,
    or(eq(profiles.bandId, bandId), inArray(profiles.performerId, members)),
    language,
    [sql`${profiles.bandId} is null`],
  );
}

/** The performer's own profile first, then the profiles of the bands they play in. */
export async function listPerformerProfileList(
  db: Db,
  performerId: string,
  language: LabelLanguage,
): Promise<Profile[]> {
  const memberOf = db
    .select({ bandId: bandPerformers.bandId })
    .from(bandPerformers)
    .where(eq(bandPerformers.performerId, performerId));
  return selectProfiles(
    db,
    or(eq(profiles.performerId, performerId), inArray(profiles.bandId, memberOf)),
    language,
    [sql`${profiles.performerId} is null`],
  );
}
