'use client';
// Every client-side provider of a storefront page: TanStack Query, the page language's texts, and the pass
// API client for this language and brand. The client (api-client with axios, zod and the contract) loads on
// first use, not with the page; the api-client's query options and QueryClient defaults work before that.
import type { PassClient } from '@repo/api-client/endpoint-calls';
import { createLazyPassQueries } from '@repo/api-client/lazy-query-options';
import { SessionProvider } from '@repo/auth/session-provider';
import { sessionTokenStore } from '@repo/auth/token-store';
import { createTranslator } from '@repo/i18n/translate';
import type { TextTree } from '@repo/i18n/translate';
import { SessionTracking } from '@repo/tracking/session-tracking';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { StorefrontLocale } from '../../../../lib/locale';
import type { PassRuntime } from '../../../../lib/pass-runtime';
import type { LiveCatalogue } from '../../../../lib/live-catalogue';
import { LIVE_CATALOGUE_IDS } from '../../../../lib/live-catalogue-ids';
import { loadLiveCatalogue } from '../../../../lib/live-catalogue-loader';
import { TICKETS_SESSION_MARKER_COOKIE } from '../../../api/auth/cookie-names';
import { StorefrontContext } from './storefront-context';
import type { ClientStorefront } from './storefront-context';

const liveIds: ReadonlySet<string> = new Set(LIVE_CATALOGUE_IDS);

export interface ProvidersProps {
  readonly children: ReactNode;
  readonly languageId: number;
  /** reqSource id of the brand. */
  readonly agentSource: number;
  readonly agentVersion: string;
  readonly locale: StorefrontLocale;
  /** Storefront texts of `locale` only. */
  readonly texts: TextTree;
}

export function Providers(props: ProvidersProps) {
  const { children, languageId, agentSource, agentVersion, locale, texts } = props;
  const [{ queryClient, storefront }] = useState(() => {
    let retryRule: ((failureCount: number, error: unknown) => boolean) | undefined;
    // Pass queries start before a client has loaded, and a fetch keeps the retry rule it started with; so the
    // rule is asked of the loaded client when a fetch fails (a pass fetch can only fail once a client is there),
    // and even those first fetches never retry a 4xx.
    const queryClient = new QueryClient({
      defaultOptions: {
        queries: {
          retry: (failureCount, error) => (retryRule ? retryRule(failureCount, error) : failureCount < 3),
        },
      },
    });
    const config = {
      // The page's own origin (proxy.ts forwards /pass/...): known in the browser, not in a cached page. The
      // server render of a form that needs the client (usePass) loads it too but never sends a request
      // through it (queries and handlers run in the browser); a `.invalid` host fails loudly if one ever did.
      baseUrl: typeof window === 'undefined' ? 'http://server-render.invalid' : window.location.origin,
      languageId,
      agentSource,
      agentVersion,
      getToken: sessionTokenStore.get,
    };
    let loading: Promise<PassRuntime> | undefined;
    const loadPass = () => {
      loading ??= import('../../../../lib/pass-runtime').then(({ createPassRuntime }) => {
        const runtime = createPassRuntime(config);
        retryRule = runtime.shouldRetryQuery;
        queryClient.setDefaultOptions(runtime.queryDefaults);
        return runtime;
      });
      return loading;
    };
    let loadingLive: Promise<LiveCatalogue> | undefined;
    const loadLive = () => {
      loadingLive ??= loadLiveCatalogue(config).then((live) => {
        retryRule ??= live.shouldRetryQuery;
        return live;
      });
      return loadingLive;
    };
    // The cart's availability polls go through the small client until the whole one is loaded anyway; it has
    // every endpoint of liveIds, the only ones asked of it.
    const clientFor = async (endpointId: string): Promise<PassClient> =>
      !loading && liveIds.has(endpointId)
        ? ((await loadLive()).client as unknown as PassClient)
        : (await loadPass()).pass;
    const storefront: ClientStorefront = {
      locale,
      languageId,
      loadPass,
      passQueries: createLazyPassQueries(clientFor),
      t: createTranslator(locale, texts, texts, (message) => console.warn(message)),
    };
    return { queryClient, storefront };
  });
  return (
    <QueryClientProvider client={queryClient}>
      <StorefrontContext.Provider value={storefront}>
        <SessionProvider markerCookieName={TICKETS_SESSION_MARKER_COOKIE}>
          <SessionTracking />
          {children}
        </SessionProvider>
      </StorefrontContext.Provider>
    </QueryClientProvider>
  );
}
