// The picture store of the demo world: event headers, band and performer photos, gallery images and logos.
import { z } from 'zod';
import { publicAccess } from './access';
import { binary } from './common';
import { defineEndpoint } from './endpoint';

/** A picture's file name: `festival-header.jpg` (JPEG) or `logo-pod-lipami-production.svg` (SVG). */
export const artworkName = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*\.(?:jpg|svg)$/, {
  error: 'must be a file name such as festival-header.jpg',
});

/** Where a picture of the store is served; the seed writes these paths into image and logo columns. */
export const artworkPath = (name: string): string => `/pass/artwork/${name}`;

export const artworkEndpoints = {
  artworkImage: defineEndpoint({
    id: 'artworkImage',
    method: 'GET',
    path: '/pass/artwork/{name}',
    tag: 'artwork',
    access: publicAccess,
    summary:
      'A picture of the demo world, drawn by the service: JPEG photos (.jpg) and SVG logos (.svg); cacheable for a day',
    params: z.object({ name: artworkName }),
    response: binary,
    produces: 'image/jpeg',
    errors: [404],
  }),
} as const;
