// Handlers of the v1 ticket catalogue endpoints.
import type { ticketEndpoints } from '@repo/contract/tickets';
import type { HandlersOf } from '../http/register-endpoint';

export const ticketHandlers: HandlersOf<typeof ticketEndpoints> = {};
