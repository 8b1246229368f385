// One typed function per pass endpoint, derived from the contract's route table and parsed with its schemas.
import { endpoints } from '@repo/contract/routes';
import type { PassClientConfig } from './config';
import { bindEndpoints } from './endpoint-calls';
import type { PassClient } from './endpoint-calls';
import { createHttp } from './http';

export * from './endpoint-calls';

/** The typed client of the whole pass API: `createPassClient(config).organizerBySlug({ query: {...} })`. */
export function createPassClient(config: PassClientConfig): PassClient {
  return bindEndpoints(createHttp(config), endpoints);
}
