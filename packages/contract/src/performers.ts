// Public performer endpoints under /pass/performer/... (profiles, galleries, bands).
import type { EndpointDefinition } from './endpoint';

export const performerEndpoints = {} as const satisfies Record<string, EndpointDefinition>;
