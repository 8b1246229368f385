// Event endpoints of v1: /pass/event/<query endpoint> and /pass/event/{eventId}/venue|payment-method.
import type { EndpointDefinition } from './endpoint';

export const eventEndpoints = {} as const satisfies Record<string, EndpointDefinition>;
