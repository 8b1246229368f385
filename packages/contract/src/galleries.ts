// Gallery endpoints under /pass/gallery/... (galleries of bands, performers and published events).
import { publicAccess } from './access';
import { z } from 'zod';
import { ok, uuid } from './common';
import { defineEndpoint } from './endpoint';
import { gallery, galleryImage } from './entities';

const galleryQuery = z.object({ galleryId: uuid });

export const galleryEndpoints = {
  galleryImages: defineEndpoint({
    id: 'galleryImages',
    method: 'GET',
    path: '/pass/gallery/gallery-images',
    tag: 'gallery',
    access: publicAccess,
    summary: 'Images of a public gallery, in display order',
    query: galleryQuery,
    response: ok({ images: z.array(galleryImage) }),
    errors: [404],
  }),
  galleryById: defineEndpoint({
    id: 'galleryById',
    method: 'GET',
    path: '/pass/gallery/gallery-by-id',
    tag: 'gallery',
    access: publicAccess,
    summary: 'A public gallery (of a band, a performer or a published event) with its image count',
    query: galleryQuery,
    response: ok({ gallery }),
    errors: [404],
  }),
} as const;
