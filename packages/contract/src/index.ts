// Entry of the API contract for callers that want the whole route table; import single families by subpath.
export { endpointFamilies, endpointList, endpoints } from './routes';
export type { EndpointId, Endpoints } from './routes';
export { healthResponse, rootResponse, serviceEndpoints } from './health';
export type { HealthResponse, RootResponse } from './health';
export { buildOpenApiDocument } from './openapi';
export { errorBody } from './common';
export type { ErrorBody } from './common';
