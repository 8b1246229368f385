// Event endpoints of v2 (/pass/v2/event/...) that describe events and event groups.
import type { EndpointDefinition } from './endpoint';

export const eventV2Endpoints = {} as const satisfies Record<string, EndpointDefinition>;
