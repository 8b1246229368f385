// Discount code endpoints: checking a code against an event's ticket types.
import type { EndpointDefinition } from './endpoint';

export const discountCodeEndpoints = {} as const satisfies Record<string, EndpointDefinition>;
