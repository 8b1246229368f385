// Ticket catalogue endpoints of v1: /pass/ticket/<query endpoint>.
import type { EndpointDefinition } from './endpoint';

export const ticketEndpoints = {} as const satisfies Record<string, EndpointDefinition>;
