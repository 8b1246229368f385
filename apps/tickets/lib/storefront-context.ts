// Per-request storefront context for server components: locale from the URL, brand from proxy.ts, texts.
import { resources } from '@repo/i18n/resources';
import { createTranslator } from '@repo/i18n/translate';
import type { TextTree, Translate } from '@repo/i18n/translate';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { brandById, brandRequestHeader, platformBrand } from './brands';
import type { Brand } from './brands';
import { isStorefrontLocale, languageIdOf } from './locale';
import type { StorefrontLocale } from './locale';

export interface StorefrontContext {
  readonly locale: StorefrontLocale;
  readonly languageId: number;
  readonly brand: Brand;
  readonly texts: TextTree;
  readonly t: Translate;
  /** This request's own origin: browsers call the pass API through it (proxy.ts forwards /pass/...). */
  readonly origin: string;
}

/** The context of the current request; an unknown locale segment is a 404. Memoised per request. */
export const getStorefront = cache(async (localeParam: string): Promise<StorefrontContext> => {
  if (!isStorefrontLocale(localeParam)) notFound();
  const locale = localeParam;
  const requestHeaders = await headers();
  const brand = brandById(requestHeaders.get(brandRequestHeader)) ?? platformBrand;
  const texts = resources[locale].storefront;
  const t = createTranslator(locale, texts, resources.cs.storefront, (message) => console.warn(message));
  const host = requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host') ?? 'localhost';
  const protocol = requestHeaders.get('x-forwarded-proto') ?? 'http';
  return {
    locale,
    languageId: languageIdOf(locale),
    brand,
    texts,
    t,
    origin: `${protocol.split(',')[0]}://${host}`,
  };
});
