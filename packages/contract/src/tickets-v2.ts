// Ticket endpoints of v2: /pass/v2/ticket/... and the ticket-type reads under /pass/v2/event/id/{eventId}/...
import type { EndpointDefinition } from './endpoint';

export const ticketV2Endpoints = {} as const satisfies Record<string, EndpointDefinition>;
