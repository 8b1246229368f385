// Handlers of the sold-ticket reads.
import type { soldTicketEndpoints } from '@repo/contract/sold-tickets';
import type { HandlersOf } from '../http/register-endpoint';

export const soldTicketHandlers: HandlersOf<typeof soldTicketEndpoints> = {};
