'use client';
// Every client-side provider of a storefront page: TanStack Query, the page language's texts, and the pass
// API client for this language and brand. The client (api-client with axios, zod and the contract) loads on
// first use, not with the page; its QueryClient defaults are applied then, before any pass query runs.
import { SessionProvider } from '@repo/auth/session-provider';
import { sessionTokenStore } from '@repo/auth/token-store';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { StorefrontLocale } from '../../../lib/locale';
import type { PassRuntime } from '../../../lib/pass-runtime';
import { createTranslator } from '../../../lib/translate';
import type { TextTree } from '../../../lib/translate';
import { TICKETS_SESSION_MARKER_COOKIE } from '../../api/auth/cookie-names';
import { SessionTracking } from '../_session/session-tracking';
import { StorefrontContext } from './storefront-context';
import type { ClientStorefront } from './storefront-context';

export interface ProvidersProps {
  readonly children: ReactNode;
  /** Base address of the pass API for the browser, set by the server layout (the page's own origin). */
  readonly passBaseUrl: string;
  readonly languageId: number;
  /** reqSource id of the brand. */
  readonly agentSource: number;
  readonly agentVersion: string;
  readonly locale: StorefrontLocale;
  /** Storefront texts of `locale` only. */
  readonly texts: TextTree;
}

export function Providers(props: ProvidersProps) {
  const { children, passBaseUrl, languageId, agentSource, agentVersion, locale, texts } = props;
  const [queryClient] = useState(() => new QueryClient());
  const [storefront] = useState<ClientStorefront>(() => {
    let loading: Promise<PassRuntime> | undefined;
    const loadPass = () => {
      loading ??= import('../../../lib/pass-runtime').then(({ createPassRuntime }) => {
        const runtime = createPassRuntime({
          baseUrl: passBaseUrl,
          languageId,
          agentSource,
          agentVersion,
          getToken: sessionTokenStore.get,
        });
        queryClient.setDefaultOptions(runtime.queryDefaults);
        return runtime;
      });
      return loading;
    };
    return {
      locale,
      languageId,
      loadPass,
      t: createTranslator(locale, texts, texts, (message) => console.warn(message)),
    };
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
