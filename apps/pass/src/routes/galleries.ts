// Handlers of the gallery endpoints.
import type { galleryEndpoints } from '@repo/contract/galleries';
import type { LabelLanguage } from '@repo/enums';
import { findPublicGallery, listGalleryImages } from '../db/queries/galleries';
import type { Db } from '../db/database';
import { found } from '../http/http-error';
import type { HandlersOf } from '../http/register-endpoint';

async function publicGalleryOr404(db: Db, galleryId: string, language: LabelLanguage) {
  return found(
    await findPublicGallery(db, galleryId, 'any', language),
    'gallery',
    `No gallery with id ${galleryId}`,
  );
}

export const galleryHandlers: HandlersOf<typeof galleryEndpoints> = {
  galleryImages: async ({ db, query, ctx }) => {
    await publicGalleryOr404(db, query.galleryId, ctx.language);
    return { errorText: 'OK', images: await listGalleryImages(db, query.galleryId, ctx.language) };
  },
  galleryById: async ({ db, query, ctx }) => ({
    errorText: 'OK',
    gallery: await publicGalleryOr404(db, query.galleryId, ctx.language),
  }),
};
