// Pictures organisers upload (logos, event headers), resized by the service and served forever under their name.
import { z } from 'zod';
import { publicAccess } from './access';
import { binary } from './common';
import { defineEndpoint } from './endpoint';

/** `{uuid}-{width}.{jpg|png}`: a new upload gets a new id, so a name never changes its picture. */
export const imageName = z.string().regex(/^[0-9a-f-]{36}-\d{2,4}\.(?:jpg|png)$/, {
  error: 'must be a picture name such as 5f0c…-1600.jpg',
});

/** Where a stored picture is served; the hub writes these paths into logo and header columns. */
export const imagePath = (name: string): string => `/pass/image/${name}`;

export const imageEndpoints = {
  uploadedImage: defineEndpoint({
    id: 'uploadedImage',
    method: 'GET',
    path: '/pass/image/{name}',
    tag: 'artwork',
    access: publicAccess,
    summary:
      'A picture an organiser uploaded, in one of its stored widths (event headers 640, 1080 and 1600 px JPEG; ' +
      'logos 512 px PNG); immutable, cacheable for a year',
    params: z.object({ name: imageName }),
    response: binary,
    produces: 'image/jpeg',
    errors: [404],
  }),
} as const;
