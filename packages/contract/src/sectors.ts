// Sector endpoints: /pass/v2/sector/{sectorId} and /pass/event/{eventId}/sector.
import type { EndpointDefinition } from './endpoint';

export const sectorEndpoints = {} as const satisfies Record<string, EndpointDefinition>;
