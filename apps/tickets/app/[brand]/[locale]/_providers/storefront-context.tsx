'use client';
// Client-side storefront context: the page language and its texts, the pass query options, and the lazily loaded
// pass API client.
import type { PassQueries } from '@repo/api-client/query-options';
import type { Translate } from '@repo/i18n/translate';
import { createContext, use, useContext } from 'react';
import type { StorefrontLocale } from '../../../../lib/locale';
import type { PassRuntime } from '../../../../lib/pass-runtime';

export interface ClientStorefront {
  readonly locale: StorefrontLocale;
  readonly languageId: number;
  readonly t: Translate;
  /**
   * The api-client's query options (`useQuery(passQueries.orderStatusV2(...))`), with its keys; a query's fetch
   * loads the pass client on first use, so using them brings no api-client into the page's first load.
   */
  readonly passQueries: PassQueries;
  /** Resolves to the pass API client (api-client functions), loading it on first use. */
  readonly loadPass: () => Promise<PassRuntime>;
}

export const StorefrontContext = createContext<ClientStorefront | null>(null);

/** The storefront context; only inside <Providers>. */
export function useStorefront(): ClientStorefront {
  const value = useContext(StorefrontContext);
  if (!value) throw new Error('useStorefront() must be used inside <Providers>');
  return value;
}

/** The translator of the page language. */
export function useT(): Translate {
  return useStorefront().t;
}

/**
 * The pass API client (`pass`), suspending until it has loaded. For components that need it as soon as they
 * render; it brings api-client into their page's load, so storefront pages that can wait for the visitor call
 * `loadPass()` in handlers instead. Queries need neither: `passQueries` loads the client when a query runs.
 */
export function usePass(): PassRuntime {
  return use(useStorefront().loadPass());
}
