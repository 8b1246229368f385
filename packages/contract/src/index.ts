// Public entry of the API contract: zod schemas and routes shared by apps/pass and packages/api-client.
export { healthResponse, healthRoute, rootResponse, rootRoute } from './health';
export type { HealthResponse, RootResponse } from './health';
