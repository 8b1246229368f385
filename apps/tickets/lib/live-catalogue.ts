// The pass client of the cart's live availability, loaded on demand: only the catalogue reads the cart polls (ticket
// types, those codes unlock, extras). A cart page older than its stale time fetches fresh counts at once; with the
// whole pass client that first fetch evaluated zod schemas of every endpoint (a 270-340 ms task at Lighthouse's 4x
// slowdown, 2026-11-25); these three bring only their own.
import { parsePassClientConfig } from '@repo/api-client/config';
import type { PassClientConfigInput } from '@repo/api-client/config';
import { bindEndpoints } from '@repo/api-client/endpoint-calls';
import type { PassClient } from '@repo/api-client/endpoint-calls';
import { createHttp } from '@repo/api-client/http';
import { shouldRetryQuery } from '@repo/api-client/query-retry';
import { ticketV2Endpoints } from '@repo/contract/tickets-v2';
import { LIVE_CATALOGUE_IDS } from './live-catalogue-ids';

type LiveId = (typeof LIVE_CATALOGUE_IDS)[number];
const liveEndpoints = Object.fromEntries(LIVE_CATALOGUE_IDS.map((id) => [id, ticketV2Endpoints[id]])) as {
  [K in LiveId]: (typeof ticketV2Endpoints)[K];
};

export interface LiveCatalogue {
  readonly client: PassClient<typeof liveEndpoints>;
  /** The api-client's retry rule, for the page's QueryClient until the whole client loads. */
  readonly shouldRetryQuery: (failureCount: number, error: unknown) => boolean;
}

export function createLiveCatalogue(input: PassClientConfigInput): LiveCatalogue {
  const client = bindEndpoints(createHttp(parsePassClientConfig(input, 'passBaseUrl')), liveEndpoints);
  return { client, shouldRetryQuery };
}
