'use client';
// Client-side storefront context: the page language and its texts, and the lazily loaded pass API client.
import { createContext, use, useContext } from 'react';
import type { StorefrontLocale } from '../../../lib/locale';
import type { PassRuntime } from '../../../lib/pass-runtime';
import type { Translate } from '../../../lib/translate';

export interface ClientStorefront {
  readonly locale: StorefrontLocale;
  readonly languageId: number;
  readonly t: Translate;
  /** Resolves to the pass API client (api-client functions, query factories), loading it on first use. */
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
 * The pass API client (`pass`, `passQueries`), suspending until it has loaded. For components that need it
 * as soon as they render; it brings api-client into their page's load, so storefront pages that can wait for
 * the visitor call `loadPass()` in handlers and query functions instead.
 */
export function usePass(): PassRuntime {
  return use(useStorefront().loadPass());
}
