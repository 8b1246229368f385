// The organiser's programme under /pass/hub/event/...: stages, programme entries with times, the line-up, and the
// bands and performers (artists) the organiser keeps.
import { z } from 'zod';
import { organizerAccess } from './access';
import { ok, uuid } from './common';
import type { EndpointDefinition } from './endpoint';
import { defineEndpoint } from './endpoint';
import { translatedText, translations } from './hub-catalogue-fields';
import { localDateTime } from './hub-events';
import { IMAGE_UPLOAD_BODY_LIMIT, imageUploadBody, optionalText } from './hub-fields';
import { catalogueEvent } from './hub-ticket-types';

export const artistKinds = ['band', 'performer'] as const;
export const artistKind = z.enum(artistKinds);
export type ArtistKind = z.infer<typeof artistKind>;

export const artistRef = z.object({ kind: artistKind, artistId: uuid });
export type ArtistRef = z.infer<typeof artistRef>;

/** No artist twice in one list. */
function distinctArtists(list: readonly ArtistRef[]): boolean {
  return new Set(list.map((artist) => `${artist.kind}:${artist.artistId}`)).size === list.length;
}

export const artistBody = z.object({
  kind: artistKind,
  name: z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(120, { error: 'must have at most 120 characters' }),
  /** Bands: the genre as the line-up shows it (rock, folk). */
  genre: optionalText(60),
  /** Performers: what they do (vocals, DJ), per language. */
  role: translatedText(80).nullable(),
  /** The profile text under the name; Czech first, the other languages fall back to it. */
  description: translatedText(2000).nullable(),
});
export type ArtistBody = z.input<typeof artistBody>;

export const hubArtist = z.object({
  kind: artistKind,
  artistId: uuid,
  name: z.string(),
  genre: z.string().nullable(),
  role: translations.nullable(),
  description: translations.nullable(),
  /** A pass path (/pass/image/…) or an absolute address; null without a picture. */
  imageUrl: z.string().nullable(),
  /** The organiser's own artist, which it may edit; shared directory artists can only be booked. */
  editable: z.boolean(),
});
export type HubArtist = z.infer<typeof hubArtist>;

export const stageBody = z.object({ name: translatedText(80) });
export type StageBody = z.input<typeof stageBody>;

export const hubStage = z.object({
  stageId: uuid,
  name: translations,
  namePub: z.string(),
  displayOrder: z.int(),
  entryCount: z.int(),
});
export type HubStage = z.infer<typeof hubStage>;

export const programmeEntryBody = z
  .object({
    stageId: uuid,
    name: translatedText(120),
    description: translatedText(1000).nullable(),
    /** Wall time in the event's zone, as a datetime-local field gives it. */
    startsAt: localDateTime,
    endsAt: localDateTime,
    artists: z.array(artistRef).max(20, { error: 'must have at most 20 artists' }),
  })
  // Both are wall times of the same zone, so their text order is their time order (a daylight-saving fold aside).
  .refine((body) => body.endsAt > body.startsAt, { error: 'must be after the start', path: ['endsAt'] })
  .refine((body) => distinctArtists(body.artists), {
    error: 'must not name an artist twice',
    path: ['artists'],
  });
export type ProgrammeEntryBody = z.input<typeof programmeEntryBody>;

export const hubProgrammeEntry = z.object({
  entryId: uuid,
  stageId: uuid,
  name: translations,
  namePub: z.string(),
  description: translations.nullable(),
  startsAt: localDateTime,
  endsAt: localDateTime,
  artists: z.array(artistRef),
});
export type HubProgrammeEntry = z.infer<typeof hubProgrammeEntry>;

export const lineUpBody = z.object({
  /** In display order; headliners are marked, not moved. */
  artists: z
    .array(artistRef.extend({ isMain: z.boolean() }))
    .max(200, { error: 'must have at most 200 artists' })
    .refine(distinctArtists, { error: 'must not name an artist twice' }),
});
export type LineUpBody = z.input<typeof lineUpBody>;

export const hubProgramme = z.object({
  event: catalogueEvent,
  stages: z.array(hubStage),
  /** By start time, then stage. */
  entries: z.array(hubProgrammeEntry),
  lineUp: z.array(artistRef.extend({ isMain: z.boolean() })),
  /** The organiser's own artists and every artist the event books, by name. */
  artists: z.array(hubArtist),
});
export type HubProgramme = z.infer<typeof hubProgramme>;

const eventParams = z.object({ eventId: uuid });
const stageParams = z.object({ eventId: uuid, stageId: uuid });
const entryParams = z.object({ eventId: uuid, entryId: uuid });
const artistParams = z.object({ eventId: uuid, kind: artistKind, artistId: uuid });
const eventAccess = organizerAccess('events', 'params.eventId');
const programmeAnswer = ok({ programme: hubProgramme });

export const hubProgrammeEndpoints = {
  hubProgramme: defineEndpoint({
    id: 'hubProgramme',
    method: 'GET',
    path: '/pass/hub/event/{eventId}/programme',
    tag: 'hub',
    summary: "The event's stages, programme entries and line-up, with the artists the organiser can book",
    access: eventAccess,
    params: eventParams,
    response: programmeAnswer,
    errors: [403, 404],
  }),
  hubStageCreate: defineEndpoint({
    id: 'hubStageCreate',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/stage-create',
    tag: 'hub',
    summary: 'Add a stage (shown last)',
    access: eventAccess,
    params: eventParams,
    body: stageBody,
    response: programmeAnswer,
    errors: [400, 403, 404],
  }),
  hubStageUpdate: defineEndpoint({
    id: 'hubStageUpdate',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/stage/{stageId}/update',
    tag: 'hub',
    summary: 'Rename a stage',
    access: eventAccess,
    params: stageParams,
    body: stageBody,
    response: programmeAnswer,
    errors: [400, 403, 404],
  }),
  hubStageDelete: defineEndpoint({
    id: 'hubStageDelete',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/stage/{stageId}/delete',
    tag: 'hub',
    summary: 'Remove a stage without programme entries; 409 ERROR_STAGE_NOT_EMPTY otherwise',
    access: eventAccess,
    params: stageParams,
    response: programmeAnswer,
    errors: [403, 404, 409],
  }),
  hubProgrammeEntryCreate: defineEndpoint({
    id: 'hubProgrammeEntryCreate',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/programme-entry-create',
    tag: 'hub',
    summary: 'Add a programme entry on a stage, with times in the event zone and the artists who play it',
    access: eventAccess,
    params: eventParams,
    body: programmeEntryBody,
    response: programmeAnswer,
    errors: [400, 403, 404, 422],
  }),
  hubProgrammeEntryUpdate: defineEndpoint({
    id: 'hubProgrammeEntryUpdate',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/programme-entry/{entryId}/update',
    tag: 'hub',
    summary: 'Change a programme entry',
    access: eventAccess,
    params: entryParams,
    body: programmeEntryBody,
    response: programmeAnswer,
    errors: [400, 403, 404, 422],
  }),
  hubProgrammeEntryDelete: defineEndpoint({
    id: 'hubProgrammeEntryDelete',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/programme-entry/{entryId}/delete',
    tag: 'hub',
    summary: 'Remove a programme entry',
    access: eventAccess,
    params: entryParams,
    response: programmeAnswer,
    errors: [403, 404],
  }),
  hubLineUpUpdate: defineEndpoint({
    id: 'hubLineUpUpdate',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/line-up',
    tag: 'hub',
    summary: "Set the event's line-up: the bands and performers in display order, headliners marked",
    access: eventAccess,
    params: eventParams,
    body: lineUpBody,
    response: programmeAnswer,
    errors: [400, 403, 404],
  }),
  hubArtistCreate: defineEndpoint({
    id: 'hubArtistCreate',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/artist-create',
    tag: 'hub',
    summary: "Add a band or performer to the organiser's artists (not yet to the line-up)",
    access: eventAccess,
    params: eventParams,
    body: artistBody,
    response: ok({ artist: hubArtist, programme: hubProgramme }),
    errors: [400, 403, 404],
  }),
  hubArtistUpdate: defineEndpoint({
    id: 'hubArtistUpdate',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/artist/{kind}/{artistId}/update',
    tag: 'hub',
    summary: "Change one of the organiser's own artists (its profile shows on every event that books it)",
    access: eventAccess,
    params: artistParams,
    body: artistBody.omit({ kind: true }),
    response: ok({ artist: hubArtist, programme: hubProgramme }),
    errors: [400, 403, 404],
  }),
  hubArtistImageUpload: defineEndpoint({
    id: 'hubArtistImageUpload',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/artist/{kind}/{artistId}/image-upload',
    tag: 'hub',
    summary:
      "Upload an artist's photo (JPEG, PNG or WebP as base64, at most 8 MB): cut to 4:3 and stored 480 and " +
      '960 px wide; 422 ERROR_INVALID_IMAGE',
    access: eventAccess,
    params: artistParams,
    body: imageUploadBody,
    bodyLimit: IMAGE_UPLOAD_BODY_LIMIT,
    response: ok({ artist: hubArtist, programme: hubProgramme }),
    errors: [403, 404, 422],
  }),
} as const satisfies Record<string, EndpointDefinition>;
