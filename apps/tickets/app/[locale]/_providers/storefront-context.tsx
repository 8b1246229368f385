'use client';
// Client-side storefront context: the pass API client and query factories, the page language and its texts.
import type { PassClientConfig } from '@repo/api-client/config';
import type { PassClient } from '@repo/api-client/pass-client';
import type { PassQueries } from '@repo/api-client/query-options';
import { createContext, useContext } from 'react';
import type { StorefrontLocale } from '../../../lib/locale';
import type { Translate } from '../../../lib/translate';

export interface ClientStorefront {
  readonly locale: StorefrontLocale;
  readonly languageId: number;
  /** For calls that need their own HTTP client (an order's Idempotency-Key header). */
  readonly passConfig: PassClientConfig;
  readonly pass: PassClient;
  readonly passQueries: PassQueries;
  readonly t: Translate;
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
