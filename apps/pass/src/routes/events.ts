// Handlers of the v1 event endpoints.
import type { eventEndpoints } from '@repo/contract/events';
import type { HandlersOf } from '../http/register-endpoint';

export const eventHandlers: HandlersOf<typeof eventEndpoints> = {};
