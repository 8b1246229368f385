// Handler of the demo world's picture store: JPEG photos and SVG logos, drawn once and cacheable for a day.
import type { artworkEndpoints } from '@repo/contract/artwork';
import { renderArtwork } from '../artwork/render';
import { notFound } from '../http/http-error';
import type { HandlersOf } from '../http/register-endpoint';

export const artworkHandlers: HandlersOf<typeof artworkEndpoints> = {
  artworkImage: async ({ params, reply }) => {
    const artwork = renderArtwork(params.name);
    if (!artwork) throw notFound('artwork', `No picture named ${params.name}`);
    const { body, contentType } = await artwork;
    // The same name always draws the same picture; the storefront's image optimizer keeps its variants as long.
    void reply.type(contentType).header('cache-control', 'public, max-age=86400');
    return body;
  },
};
