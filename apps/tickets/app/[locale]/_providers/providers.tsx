'use client';
// Every client-side provider of a storefront page: TanStack Query with the api-client defaults, the pass
// client for this language and brand, and the page language's texts.
import { parsePassClientConfig } from '@repo/api-client/config';
import { createPassClient } from '@repo/api-client/pass-client';
import { createPassQueries, createQueryClient } from '@repo/api-client/query-options';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { StorefrontLocale } from '../../../lib/locale';
import { createTranslator } from '../../../lib/translate';
import type { TextTree } from '../../../lib/translate';
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
  const [queryClient] = useState(() => createQueryClient());
  const [storefront] = useState<ClientStorefront>(() => {
    const passConfig = parsePassClientConfig(
      { baseUrl: passBaseUrl, languageId, agentSource, agentVersion },
      'passBaseUrl',
    );
    const pass = createPassClient(passConfig);
    return {
      locale,
      languageId,
      passConfig,
      pass,
      passQueries: createPassQueries(pass),
      t: createTranslator(locale, texts, texts, (message) => console.warn(message)),
    };
  });
  return (
    <QueryClientProvider client={queryClient}>
      <StorefrontContext.Provider value={storefront}>{children}</StorefrontContext.Provider>
    </QueryClientProvider>
  );
}
