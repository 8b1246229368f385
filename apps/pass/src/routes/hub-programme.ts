// Handlers of the organiser's programme endpoints: stages, programme entries, the line-up and artists (the rules
// live in organizers/programme.ts); each change tells the catalogue caches, since the event page shows them.
import type { hubProgrammeEndpoints } from '@repo/contract/hub-programme';
import type { CatalogueChanges } from '../catalogue/catalogue-changes';
import type { HandlersOf } from '../http/register-endpoint';
import { storeArtistPhoto } from '../organizers/images';
import {
  addEntry,
  addStage,
  changeArtist,
  changeEntry,
  changeStage,
  createArtist,
  loadProgramme,
  ownArtistOr404,
  removeEntry,
  removeStage,
  setLineUp,
} from '../organizers/programme';
import { catalogueEventOr404 } from '../organizers/ticket-types';

export function hubProgrammeHandlers(changes: CatalogueChanges): HandlersOf<typeof hubProgrammeEndpoints> {
  return {
    hubProgramme: async ({ db, params, ctx }) => {
      const event = await catalogueEventOr404(db, params.eventId);
      return { errorText: 'OK', programme: await loadProgramme(db, event, ctx.language) };
    },
    hubStageCreate: async ({ db, params, body, ctx, audit, afterCommit }) => {
      const event = await catalogueEventOr404(db, params.eventId);
      await addStage(db, event, body);
      audit.detail({ stage: body.name.cs });
      afterCommit(changes.announce);
      return { errorText: 'OK', programme: await loadProgramme(db, event, ctx.language) };
    },
    hubStageUpdate: async ({ db, params, body, ctx, audit, afterCommit }) => {
      const event = await catalogueEventOr404(db, params.eventId);
      await changeStage(db, event.id, params.stageId, body);
      audit.resource('stage', params.stageId);
      audit.detail({ stage: body.name.cs });
      afterCommit(changes.announce);
      return { errorText: 'OK', programme: await loadProgramme(db, event, ctx.language) };
    },
    hubStageDelete: async ({ db, params, ctx, audit, afterCommit }) => {
      const event = await catalogueEventOr404(db, params.eventId);
      await removeStage(db, event.id, params.stageId);
      audit.resource('stage', params.stageId);
      afterCommit(changes.announce);
      return { errorText: 'OK', programme: await loadProgramme(db, event, ctx.language) };
    },
    hubProgrammeEntryCreate: async ({ db, params, body, ctx, audit, afterCommit }) => {
      const event = await catalogueEventOr404(db, params.eventId);
      const entryId = await addEntry(db, event, body);
      audit.resource('programEntry', entryId);
      audit.detail({ name: body.name.cs, startsAt: body.startsAt, endsAt: body.endsAt });
      afterCommit(changes.announce);
      return { errorText: 'OK', programme: await loadProgramme(db, event, ctx.language) };
    },
    hubProgrammeEntryUpdate: async ({ db, params, body, ctx, audit, afterCommit }) => {
      const event = await catalogueEventOr404(db, params.eventId);
      await changeEntry(db, event, params.entryId, body);
      audit.resource('programEntry', params.entryId);
      audit.detail({ name: body.name.cs, startsAt: body.startsAt, endsAt: body.endsAt });
      afterCommit(changes.announce);
      return { errorText: 'OK', programme: await loadProgramme(db, event, ctx.language) };
    },
    hubProgrammeEntryDelete: async ({ db, params, ctx, audit, afterCommit }) => {
      const event = await catalogueEventOr404(db, params.eventId);
      await removeEntry(db, event.id, params.entryId);
      audit.resource('programEntry', params.entryId);
      afterCommit(changes.announce);
      return { errorText: 'OK', programme: await loadProgramme(db, event, ctx.language) };
    },
    hubLineUpUpdate: async ({ db, params, body, ctx, audit, afterCommit }) => {
      const event = await catalogueEventOr404(db, params.eventId);
      await setLineUp(db, event, body);
      audit.detail({ artists: body.artists.length });
      afterCommit(changes.announce);
      return { errorText: 'OK', programme: await loadProgramme(db, event, ctx.language) };
    },
    hubArtistCreate: async ({ db, params, body, ctx, audit }) => {
      const event = await catalogueEventOr404(db, params.eventId);
      const artist = await createArtist(db, event.organizerId, body);
      audit.resource(body.kind, artist.artistId);
      audit.detail({ name: body.name });
      return { errorText: 'OK', artist, programme: await loadProgramme(db, event, ctx.language) };
    },
    hubArtistUpdate: async ({ db, params, body, ctx, audit, afterCommit }) => {
      const event = await catalogueEventOr404(db, params.eventId);
      const artist = await changeArtist(db, event.organizerId, params.kind, params.artistId, body);
      audit.resource(params.kind, params.artistId);
      audit.detail({ name: body.name });
      afterCommit(changes.announce);
      return { errorText: 'OK', artist, programme: await loadProgramme(db, event, ctx.language) };
    },
    hubArtistImageUpload: async ({ db, params, body, ctx, audit, afterCommit }) => {
      const event = await catalogueEventOr404(db, params.eventId);
      // Checked before the picture is stored, so another organiser's artist gets no orphan picture.
      await ownArtistOr404(db, event.organizerId, params.kind, params.artistId);
      const imageUrl = await storeArtistPhoto(db, event.organizerId, body.imageBase64);
      const artist = await changeArtist(db, event.organizerId, params.kind, params.artistId, { imageUrl });
      audit.resource(params.kind, params.artistId);
      audit.detail({ imageUrl });
      afterCommit(changes.announce);
      return { errorText: 'OK', artist, programme: await loadProgramme(db, event, ctx.language) };
    },
  };
}
