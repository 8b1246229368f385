// Handlers of the public performer endpoints.
import type { performerEndpoints } from '@repo/contract/performers';
import type { LabelLanguage } from '@repo/enums';
import {
  findOwnerProfile,
  findProfileBySlug,
  listPerformerBands,
  listPerformerProfileList,
  listProfiles,
  toBand,
} from '../db/queries/bands';
import { findPublicGallery, listGalleryImages } from '../db/queries/galleries';
import { findPerformer, toPerformer } from '../db/queries/performers';
import type { Db } from '../db/database';
import { found } from '../http/http-error';
import type { HandlersOf } from '../http/register-endpoint';

async function performerOr404(db: Db, performerId: string) {
  return found(await findPerformer(db, performerId), 'performer', `No performer with id ${performerId}`);
}

// Only galleries a performer uses answer here, so this route cannot read an unpublished event's gallery.
async function performerGalleryOr404(db: Db, galleryId: string, language: LabelLanguage) {
  return found(
    await findPublicGallery(db, galleryId, 'performer', language),
    'gallery',
    `No performer gallery with id ${galleryId}`,
  );
}

export const performerHandlers: HandlersOf<typeof performerEndpoints> = {
  performerById: async ({ db, params, ctx }) => ({
    errorText: 'OK',
    performer: toPerformer(await performerOr404(db, params.performerId), ctx.language),
  }),
  performerGallery: async ({ db, params, ctx }) => {
    const performer = await performerOr404(db, params.performerId);
    if (!performer.galleryId) return { errorText: 'OK', gallery: null, images: [] };
    const [gallery, images] = await Promise.all([
      findPublicGallery(db, performer.galleryId, 'performer', ctx.language),
      listGalleryImages(db, performer.galleryId, ctx.language),
    ]);
    return { errorText: 'OK', gallery: gallery ?? null, images };
  },
  performerBands: async ({ db, params, ctx }) => {
    await performerOr404(db, params.performerId);
    const bands = await listPerformerBands(db, params.performerId);
    return { errorText: 'OK', bands: bands.map((row) => toBand(row, ctx.language)) };
  },
  performerProfile: async ({ db, params, ctx }) => {
    await performerOr404(db, params.performerId);
    const profile = await findOwnerProfile(db, 'performer', params.performerId, ctx.language);
    return {
      errorText: 'OK',
      profile: found(profile, 'profile', `Performer ${params.performerId} has no profile`),
    };
  },
  performerProfileList: async ({ db, params, ctx }) => {
    await performerOr404(db, params.performerId);
    return {
      errorText: 'OK',
      profiles: await listPerformerProfileList(db, params.performerId, ctx.language),
    };
  },
  performerGalleryById: async ({ db, params, ctx }) => ({
    errorText: 'OK',
    gallery: await performerGalleryOr404(db, params.galleryId, ctx.language),
  }),
  performerGalleryImages: async ({ db, params, ctx }) => {
    await performerGalleryOr404(db, params.galleryId, ctx.language);
    return { errorText: 'OK', images: await listGalleryImages(db, params.galleryId, ctx.language) };
  },
  performerProfileBySlug: async ({ db, params, ctx }) => {
    const profile = found(
      await findProfileBySlug(db, 'performer', params.slug, ctx.language),
      'profile',
      `No performer profile with slug "${params.slug}"`,
    );
    // A performer profile always has its performer (check constraint and foreign key); found() only narrows.
    const performerId = found(profile.performerId, 'performer', `Profile "${params.slug}" has no performer`);
    const performer = await performerOr404(db, performerId);
    return { errorText: 'OK', profile, performer: toPerformer(performer, ctx.language) };
  },
  performerProfiles: async ({ db, ctx }) => ({
    errorText: 'OK',
    profiles: await listProfiles(db, 'performer', ctx.language),
  }),
};
