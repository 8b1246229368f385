// Public band endpoints under /pass/band/... (profiles, galleries, performers).
import type { EndpointDefinition } from './endpoint';

export const bandEndpoints = {} as const satisfies Record<string, EndpointDefinition>;
