// Reads of sold tickets: by id, by QR code, their items, products and chips.
import type { EndpointDefinition } from './endpoint';

export const soldTicketEndpoints = {} as const satisfies Record<string, EndpointDefinition>;
