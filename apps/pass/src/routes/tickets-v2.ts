// Handlers of the v2 ticket and ticket-type endpoints.
import type { ticketV2Endpoints } from '@repo/contract/tickets-v2';
import type { HandlersOf } from '../http/register-endpoint';

export const ticketV2Handlers: HandlersOf<typeof ticketV2Endpoints> = {};
