// Handlers of the v2 event and event-group endpoints.
import type { eventV2Endpoints } from '@repo/contract/events-v2';
import type { HandlersOf } from '../http/register-endpoint';

export const eventV2Handlers: HandlersOf<typeof eventV2Endpoints> = {};
