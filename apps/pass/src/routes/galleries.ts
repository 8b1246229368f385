// Handlers of the gallery endpoints.
import type { galleryEndpoints } from '@repo/contract/galleries';
import type { HandlersOf } from '../http/register-endpoint';

export const galleryHandlers: HandlersOf<typeof galleryEndpoints> = {};
