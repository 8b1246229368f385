// Program and line-up endpoints: stages, entries and an event's bands and performers.
import type { EndpointDefinition } from './endpoint';

export const programEndpoints = {} as const satisfies Record<string, EndpointDefinition>;
