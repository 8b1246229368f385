// Handlers of the public performer endpoints.
import type { performerEndpoints } from '@repo/contract/performers';
import type { HandlersOf } from '../http/register-endpoint';

export const performerHandlers: HandlersOf<typeof performerEndpoints> = {};
