// Product group, variant and ticket-product value endpoints.
import type { EndpointDefinition } from './endpoint';

export const productEndpoints = {} as const satisfies Record<string, EndpointDefinition>;
