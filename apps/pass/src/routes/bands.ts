// Handlers of the public band endpoints.
import type { bandEndpoints } from '@repo/contract/bands';
import type { LabelLanguage } from '@repo/enums';
import {
  findBand,
  findOwnerProfile,
  findProfileBySlug,
  listBandProfileList,
  listProfiles,
  toBand,
} from '../db/queries/bands';
import { findPublicGallery, listGalleryImages } from '../db/queries/galleries';
import { listBandMembers, toPerformer } from '../db/queries/performers';
import type { Db } from '../db/database';
import { found } from '../http/http-error';
import type { HandlersOf } from '../http/register-endpoint';

async function bandOr404(db: Db, bandId: string) {
  return found(await findBand(db, bandId), 'band', `No band with id ${bandId}`);
}

// Only galleries a band uses answer here, so this route cannot be used to read an unpublished event's gallery.
async function bandGalleryOr404(db: Db, galleryId: string, language: LabelLanguage) {
  return found(
    await findPublicGallery(db, galleryId, 'band', language),
    'gallery',
    `No band gallery with id ${galleryId}`,
  );
}

export const bandHandlers: HandlersOf<typeof bandEndpoints> = {
  bandById: async ({ db, params, ctx }) => ({
    errorText: 'OK',
    band: toBand(await bandOr404(db, params.bandId), ctx.language),
  }),
  bandGallery: async ({ db, params, ctx }) => {
    const band = await bandOr404(db, params.bandId);
    if (!band.galleryId) return { errorText: 'OK', gallery: null, images: [] };
    const [gallery, images] = await Promise.all([
      findPublicGallery(db, band.galleryId, 'band', ctx.language),
      listGalleryImages(db, band.galleryId, ctx.language),
    ]);
    return { errorText: 'OK', gallery: gallery ?? null, images };
  },
  bandPerformers: async ({ db, params, ctx }) => {
    await bandOr404(db, params.bandId);
    const members = await listBandMembers(db, params.bandId);
    return { errorText: 'OK', performers: members.map((row) => toPerformer(row, ctx.language)) };
  },
  bandProfile: async ({ db, params, ctx }) => {
    await bandOr404(db, params.bandId);
    const profile = await findOwnerProfile(db, 'band', params.bandId, ctx.language);
    return {
      errorText: 'OK',
      profile: found(profile, 'profile', `Band ${params.bandId} has no profile`),
    };
  },
  bandProfileList: async ({ db, params, ctx }) => {
    await bandOr404(db, params.bandId);
    return { errorText: 'OK', profiles: await listBandProfileList(db, params.bandId, ctx.language) };
  },
  bandGalleryById: async ({ db, params, ctx }) => ({
    errorText: 'OK',
    gallery: await bandGalleryOr404(db, params.galleryId, ctx.language),
  }),
  bandGalleryImages: async ({ db, params, ctx }) => {
    await bandGalleryOr404(db, params.galleryId, ctx.language);
    return { errorText: 'OK', images: await listGalleryImages(db, params.galleryId, ctx.language) };
  },
  bandProfileBySlug: async ({ db, params, ctx }) => {
    const profile = found(
      await findProfileBySlug(db, 'band', params.slug, ctx.language),
      'profile',
      `No band profile with slug "${params.slug}"`,
    );
    // A band profile always has its band (check constraint and foreign key); found() only narrows the type.
    const band = await bandOr404(db, found(profile.bandId, 'band', `Profile "${params.slug}" has no band`));
    return { errorText: 'OK', profile, band: toBand(band, ctx.language) };
  },
  bandProfiles: async ({ db, ctx }) => ({
    errorText: 'OK',
    profiles: await listProfiles(db, 'band', ctx.language),
  }),
};
