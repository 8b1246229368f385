// Gallery endpoints under /pass/gallery/...
import type { EndpointDefinition } from './endpoint';

export const galleryEndpoints = {} as const satisfies Record<string, EndpointDefinition>;
