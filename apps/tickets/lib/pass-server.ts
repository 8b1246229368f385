// The pass API as server components use it: one client per language and agent source, catalogue reads cached.
import { isApiError } from '@repo/api-client/api-error';
import { parsePassClientConfig } from '@repo/api-client/config';
import { createPassClient } from '@repo/api-client/pass-client';
import type { PassClient } from '@repo/api-client/pass-client';
import { notFound } from 'next/navigation';
import { serverEnv } from './env';
import { createTtlCache } from './ttl-cache';
import type { TtlCache } from './ttl-cache';
import { storefrontVersion } from './version';

const clients = new Map<string, PassClient>();

/** A pass client speaking the page's language with the brand's agent source; never cached answers. */
export function serverPass(ctx: { languageId: number; brand: { reqSourceId: number } }): PassClient {
  const key = `${ctx.languageId}:${ctx.brand.reqSourceId}`;
  let client = clients.get(key);
  if (!client) {
    client = createPassClient(
      parsePassClientConfig(
        {
          baseUrl: serverEnv().PASS_API_URL,
          languageId: ctx.languageId,
          agentSource: ctx.brand.reqSourceId,
          agentVersion: storefrontVersion,
        },
        'PASS_API_URL',
      ),
    );
    clients.set(key, client);
  }
  return client;
}

/** Catalogue endpoints whose answers may be shared between visitors for a while (no availability in them). */
export type CatalogueEndpoint =
  | 'eventsAll'
  | 'eventGroupsAll'
  | 'organizersAll'
  | 'organizerBySlugV2'
  | 'eventsByOrganizerV2'
  | 'eventGroupBySlugV2'
  | 'eventGroupVisibleEventsV2'
  | 'eventBySlugsV2'
  | 'eventPaymentMethods'
  | 'eventSectors'
  | 'sectorByIdV2'
  | 'eventBands'
  | 'eventPerformers'
  | 'eventStages'
  | 'eventEntries'
  | 'galleryImages';

type Call = (input: unknown) => Promise<unknown>;

// One entry per language, agent source, endpoint and input, fetched again after CATALOGUE_REVALIDATE_SECONDS.
// Errors are never kept, so a 404 or an outage is asked again next time. Made on first use: `next build` imports
// this module, and the settings (which refuse a deployed stage without SESSION_SECRET) belong to the server.
let catalogueCache: TtlCache<unknown> | undefined;
function catalogueCacheOf(): TtlCache<unknown> {
  catalogueCache ??= createTtlCache<unknown>({
    ttlMs: serverEnv().CATALOGUE_REVALIDATE_SECONDS * 1000,
    maxEntries: 2000,
  });
  return catalogueCache;
}

/** Forgets every cached catalogue answer (the pass announced a change; see app/api/catalogue-changed). */
export function clearCatalogueCache(): void {
  catalogueCache?.clear();
}

/** A cached catalogue read: `catalogue(ctx, 'eventBySlugsV2', { params: {...} })`. */
export function catalogue<K extends CatalogueEndpoint>(
  ctx: { languageId: number; brand: { reqSourceId: number } },
  id: K,
  ...args: Parameters<PassClient[K]>
): ReturnType<PassClient[K]> {
  const input: unknown = args[0] ?? {};
  const key = JSON.stringify([ctx.languageId, ctx.brand.reqSourceId, id, input]);
  return catalogueCacheOf().get(key, () => (serverPass(ctx)[id] as Call)(input)) as ReturnType<PassClient[K]>;
}

/** The same read straight from the pass: for pages that are themselves cached and rendered once per revalidation. */
export function uncachedCatalogue<K extends CatalogueEndpoint>(
  ctx: { languageId: number; brand: { reqSourceId: number } },
  id: K,
  ...args: Parameters<PassClient[K]>
): ReturnType<PassClient[K]> {
  return (serverPass(ctx)[id] as Call)(args[0] ?? {}) as ReturnType<PassClient[K]>;
}

/** Resolves to the answer, or renders the not-found page when the pass API says 404. */
export async function orNotFound<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (isApiError(error) && error.status === 404) notFound();
    throw error;
  }
}
