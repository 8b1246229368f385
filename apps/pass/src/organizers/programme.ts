// The organiser's programme: stages, programme entries (wall times in the event's zone), the line-up, and the
// bands and performers an organiser keeps. Artists without an organiser are the shared directory: bookable by
// any organiser, editable by none.
import type {
  ArtistKind,
  ArtistRef,
  HubArtist,
  HubProgramme,
  artistBody,
  lineUpBody,
  programmeEntryBody,
  stageBody,
} from '@repo/contract/hub-programme';
import type { LabelLanguage } from '@repo/enums';
import type { z } from 'zod';
import type { Db } from '../db/database';
import {
  bookableArtistIds,
  deleteEmptyStage,
  deleteEntry,
  findEntry,
  findStage,
  insertBand,
  insertEntry,
  insertEntryArtists,
  insertPerformer,
  insertStage,
  isOwnArtist,
  listBands,
  listEntries,
  listEntryArtists,
  listLineUp,
  listPerformers,
  listStages,
  nextStageOrder,
  renameStage,
  replaceEntryArtists,
  replaceLineUp,
  updateEntry,
  updateOwnBand,
  updateOwnPerformer,
} from '../db/queries/programme';
import type { BandRow, PerformerRow } from '../db/queries/programme';
import { DomainError } from '../domain/domain-error';
import { instantToLocal, localToInstant } from '../domain/zoned-time';
import { pickText } from '../i18n-text';
import { countryVatRates } from '../selling/order-lines';
import { toCatalogueEvent } from './catalogue-views';
import type { CatalogueEventRow, FixedId } from './ticket-types';

type ArtistInput = z.output<typeof artistBody>;
export type EntryInput = z.output<typeof programmeEntryBody>;

function bandView(row: BandRow, organizerId: string): HubArtist {
  return {
    kind: 'band',
    artistId: row.id,
    name: row.name,
    genre: row.genre,
    role: null,
    description: row.description,
    imageUrl: row.imageUrl,
    editable: row.organizerId === organizerId,
  };
}

function performerView(row: PerformerRow, organizerId: string): HubArtist {
  return {
    kind: 'performer',
    artistId: row.id,
    name: row.name,
    genre: null,
    role: row.role,
    description: row.description,
    imageUrl: row.imageUrl,
    editable: row.organizerId === organizerId,
  };
}

export async function loadProgramme(
  db: Db,
  event: CatalogueEventRow,
  language: LabelLanguage,
): Promise<HubProgramme> {
  const [rates, stageRows, entryRows, lineUp] = await Promise.all([
    countryVatRates(db, event.countryId),
    listStages(db, event.id),
    listEntries(db, event.id),
    listLineUp(db, event.id),
  ]);
  const entryArtists = await listEntryArtists(
    db,
    entryRows.map((entry) => entry.id),
  );
  const bookedBands = [
    ...lineUp.bands.map((row) => row.bandId),
    ...entryArtists.bands.map((row) => row.bandId),
  ];
  const bookedPerformers = [
    ...lineUp.performers.map((row) => row.performerId),
    ...entryArtists.performers.map((row) => row.performerId),
  ];
  const [bandRows, performerRows] = await Promise.all([
    listBands(db, event.organizerId, bookedBands),
    listPerformers(db, event.organizerId, bookedPerformers),
  ]);
  const artists = [
    ...bandRows.map((row) => bandView(row, event.organizerId)),
    ...performerRows.map((row) => performerView(row, event.organizerId)),
  ].sort((a, b) => a.name.localeCompare(b.name, 'cs'));
  return {
    event: toCatalogueEvent(event, rates, language),
    stages: stageRows.map(({ stage, entryCount }) => ({
      stageId: stage.id,
      name: stage.name,
      namePub: pickText(stage.name, language),
      displayOrder: stage.displayOrder,
      entryCount,
    })),
    entries: entryRows.map((entry) => ({
      entryId: entry.id,
      stageId: entry.stageId,
      name: entry.name,
      namePub: pickText(entry.name, language),
      description: entry.description,
      startsAt: instantToLocal(entry.startsAt, event.timeZone),
      endsAt: instantToLocal(entry.endsAt, event.timeZone),
      artists: [
        ...entryArtists.bands
          .filter((row) => row.entryId === entry.id)
          .map((row) => ({ kind: 'band' as const, artistId: row.bandId })),
        ...entryArtists.performers
          .filter((row) => row.entryId === entry.id)
          .map((row) => ({ kind: 'performer' as const, artistId: row.performerId })),
      ],
    })),
    lineUp: [
      ...lineUp.bands.map((row) => ({
        kind: 'band' as const,
        artistId: row.bandId,
        isMain: row.isMain,
        order: row.displayOrder,
      })),
      ...lineUp.performers.map((row) => ({
        kind: 'performer' as const,
        artistId: row.performerId,
        isMain: row.isMain,
        order: row.displayOrder,
      })),
    ]
      .sort((a, b) => a.order - b.order)
      .map(({ kind, artistId, isMain }) => ({ kind, artistId, isMain })),
    artists,
  };
}

export async function addStage(
  db: Db,
  event: CatalogueEventRow,
  input: z.output<typeof stageBody>,
  fixed: FixedId = {},
) {
  await insertStage(db, {
    id: fixed.id,
    eventId: event.id,
    name: input.name,
    displayOrder: await nextStageOrder(db, event.id),
  });
}

async function stageOr404(db: Db, eventId: string, stageId: string) {
  const stage = await findStage(db, eventId, stageId);
  if (!stage) {
    throw new DomainError('STAGE_NOT_FOUND', `No stage ${stageId} at this event`, { field: 'stageId' });
  }
  return stage;
}

export async function changeStage(
  db: Db,
  eventId: string,
  stageId: string,
  input: z.output<typeof stageBody>,
): Promise<void> {
  await stageOr404(db, eventId, stageId);
  await renameStage(db, stageId, input.name);
}

export async function removeStage(db: Db, eventId: string, stageId: string): Promise<void> {
  await stageOr404(db, eventId, stageId);
  if (!(await deleteEmptyStage(db, stageId))) {
    throw new DomainError('STAGE_NOT_EMPTY', 'Move or remove the stage’s programme entries first');
  }
}

/** Every artist must be the organiser's own or the shared directory's. */
async function checkBookable(
  db: Db,
  organizerId: string,
  artists: readonly ArtistRef[],
  field: string,
): Promise<void> {
  const bandIds = artists.filter((artist) => artist.kind === 'band').map((artist) => artist.artistId);
  const performerIds = artists
    .filter((artist) => artist.kind === 'performer')
    .map((artist) => artist.artistId);
  const [okBands, okPerformers] = await Promise.all([
    bookableArtistIds(db, organizerId, 'band', bandIds),
    bookableArtistIds(db, organizerId, 'performer', performerIds),
  ]);
  const missing = artists.find((artist) =>
    artist.kind === 'band' ? !okBands.has(artist.artistId) : !okPerformers.has(artist.artistId),
  );
  if (missing) {
    throw new DomainError('ARTIST_NOT_FOUND', `No ${missing.kind} ${missing.artistId} to book`, { field });
  }
}

function entryTimes(event: CatalogueEventRow, input: EntryInput) {
  const startsAt = localToInstant(input.startsAt, event.timeZone);
  if (!startsAt) {
    throw new DomainError('LOCAL_TIME_SKIPPED', `${input.startsAt} does not exist in ${event.timeZone}`, {
      field: 'startsAt',
    });
  }
  const endsAt = localToInstant(input.endsAt, event.timeZone);
  if (!endsAt) {
    throw new DomainError('LOCAL_TIME_SKIPPED', `${input.endsAt} does not exist in ${event.timeZone}`, {
      field: 'endsAt',
    });
  }
  // Across the autumn fold the wall times can be in order while the instants are not.
  if (endsAt <= startsAt) {
    throw new DomainError('INVALID_INPUT', 'The entry must end after it starts', { field: 'endsAt' });
  }
  return { startsAt, endsAt };
}

const bandIdsOf = (artists: readonly ArtistRef[]) =>
  artists.filter((artist) => artist.kind === 'band').map((artist) => artist.artistId);
const performerIdsOf = (artists: readonly ArtistRef[]) =>
  artists.filter((artist) => artist.kind === 'performer').map((artist) => artist.artistId);

async function saveEntryArtists(db: Db, entryId: string, artists: readonly ArtistRef[]): Promise<void> {
  await replaceEntryArtists(db, entryId, bandIdsOf(artists), performerIdsOf(artists));
}

export async function addEntry(
  db: Db,
  event: CatalogueEventRow,
  input: EntryInput,
  fixed: FixedId = {},
): Promise<string> {
  await stageOr404(db, event.id, input.stageId);
  await checkBookable(db, event.organizerId, input.artists, 'artists');
  const entryId = await insertEntry(db, {
    id: fixed.id,
    eventId: event.id,
    stageId: input.stageId,
    name: input.name,
    description: input.description,
    ...entryTimes(event, input),
  });
  await insertEntryArtists(db, entryId, bandIdsOf(input.artists), performerIdsOf(input.artists));
  return entryId;
}

async function entryOr404(db: Db, eventId: string, entryId: string) {
  const entry = await findEntry(db, eventId, entryId);
  if (!entry)
    throw new DomainError('PROGRAMME_ENTRY_NOT_FOUND', `No programme entry ${entryId} at this event`);
  return entry;
}

export async function changeEntry(
  db: Db,
  event: CatalogueEventRow,
  entryId: string,
  input: EntryInput,
): Promise<void> {
  await entryOr404(db, event.id, entryId);
  await stageOr404(db, event.id, input.stageId);
  await checkBookable(db, event.organizerId, input.artists, 'artists');
  await updateEntry(db, entryId, {
    stageId: input.stageId,
    name: input.name,
    description: input.description,
    ...entryTimes(event, input),
  });
  await saveEntryArtists(db, entryId, input.artists);
}

export async function removeEntry(db: Db, eventId: string, entryId: string): Promise<void> {
  await entryOr404(db, eventId, entryId);
  await deleteEntry(db, entryId);
}

export async function setLineUp(
  db: Db,
  event: CatalogueEventRow,
  input: z.output<typeof lineUpBody>,
): Promise<void> {
  await checkBookable(db, event.organizerId, input.artists, 'artists');
  const ordered = input.artists.map((artist, displayOrder) => ({ ...artist, displayOrder }));
  await replaceLineUp(
    db,
    event.id,
    ordered
      .filter((artist) => artist.kind === 'band')
      .map(({ artistId, isMain, displayOrder }) => ({ bandId: artistId, isMain, displayOrder })),
    ordered
      .filter((artist) => artist.kind === 'performer')
      .map(({ artistId, isMain, displayOrder }) => ({ performerId: artistId, isMain, displayOrder })),
  );
}

function bandFields(input: Omit<ArtistInput, 'kind'>) {
  return { name: input.name, genre: input.genre, description: input.description };
}

function performerFields(input: Omit<ArtistInput, 'kind'>) {
  return { name: input.name, role: input.role, description: input.description };
}

export async function createArtist(db: Db, organizerId: string, input: ArtistInput): Promise<HubArtist> {
  return input.kind === 'band'
    ? bandView(await insertBand(db, { organizerId, ...bandFields(input) }), organizerId)
    : performerView(await insertPerformer(db, { organizerId, ...performerFields(input) }), organizerId);
}

export async function ownArtistOr404(
  db: Db,
  organizerId: string,
  kind: ArtistKind,
  artistId: string,
): Promise<void> {
  if (!(await isOwnArtist(db, organizerId, kind, artistId))) {
    throw new DomainError('ARTIST_NOT_FOUND', `No ${kind} ${artistId} of this organizer to change`);
  }
}

/** Changes the organiser's own artist; another organiser's or the directory's answers 404. */
export async function changeArtist(
  db: Db,
  organizerId: string,
  kind: ArtistKind,
  artistId: string,
  values: Omit<ArtistInput, 'kind'> | { imageUrl: string },
): Promise<HubArtist> {
  if (kind === 'band') {
    const row = await updateOwnBand(
      db,
      organizerId,
      artistId,
      'name' in values ? bandFields(values) : values,
    );
    if (row) return bandView(row, organizerId);
  } else {
    const row = await updateOwnPerformer(
      db,
      organizerId,
      artistId,
      'name' in values ? performerFields(values) : values,
    );
    if (row) return performerView(row, organizerId);
  }
  throw new DomainError('ARTIST_NOT_FOUND', `No ${kind} ${artistId} of this organizer to change`);
}
