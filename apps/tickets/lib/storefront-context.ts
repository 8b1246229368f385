// Storefront context for server components: locale and brand from the internal path proxy.ts rewrites to, texts.
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
}

/**
 * The context of a brand and locale segment (proxy.ts puts both into the internal path, so cached pages are kept
 * per brand and language); an unknown one is a 404. Reads no request data, so pages using it can be cached.
 */
export const storefrontOf = cache((brandParam: string, localeParam: string): StorefrontContext => {
  const brand = brandById(brandParam);
  if (!brand || !isStorefrontLocale(localeParam)) notFound();
  const locale = localeParam;
  const texts = resources[locale].storefront;
  const t = createTranslator(locale, texts, resources.cs.storefront, (message) => console.warn(message));
  return { locale, languageId: languageIdOf(locale), brand, texts, t };
});

/** The context of the current request, brand from proxy.ts's request header; memoised per request. */
export const getStorefront = cache(async (localeParam: string): Promise<StorefrontContext> => {
  const brand = brandById((await headers()).get(brandRequestHeader)) ?? platformBrand;
  return storefrontOf(brand.id, localeParam);
});
