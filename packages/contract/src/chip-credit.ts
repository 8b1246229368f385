// Chip credit endpoints: top-up orders for NFC chips (with a code, or for a signed-in visitor).
import type { EndpointDefinition } from './endpoint';

export const chipCreditEndpoints = {} as const satisfies Record<string, EndpointDefinition>;
