// Handlers of the sector endpoints.
import type { sectorEndpoints } from '@repo/contract/sectors';
import type { HandlersOf } from '../http/register-endpoint';

export const sectorHandlers: HandlersOf<typeof sectorEndpoints> = {};
