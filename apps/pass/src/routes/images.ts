// Handler of uploaded pictures: one stored width by name, immutable, so caches may keep it for a year.
import type { imageEndpoints } from '@repo/contract/images';
import { findImageVariant } from '../db/queries/uploaded-images';
import { notFound } from '../http/http-error';
import type { HandlersOf } from '../http/register-endpoint';

export const imageHandlers: HandlersOf<typeof imageEndpoints> = {
  uploadedImage: async ({ db, params, reply }) => {
    const match = /^(.{36})-(\d+)\.(jpg|png)$/.exec(params.name);
    const found = match ? await findImageVariant(db, match[1] ?? '', Number(match[2])) : undefined;
    const extension = found?.contentType === 'image/png' ? 'png' : 'jpg';
    if (!found || !match || match[3] !== extension)
      throw notFound('image', `No picture named ${params.name}`);
    // A new upload gets a new id, so these bytes never change under this name.
    void reply.type(found.contentType).header('cache-control', 'public, max-age=31536000, immutable');
    return found.bytes;
  },
};
