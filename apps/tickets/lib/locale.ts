// Storefront locales: the URL segment rules, their language ids, and the cookie that remembers a choice.
import { language } from '@repo/enums/language';
import { defaultStorefrontLocale, isStorefrontLocale } from '@repo/links/locale';
import type { StorefrontLocale } from '@repo/links/locale';

export type { StorefrontLocale };
export { defaultStorefrontLocale, isStorefrontLocale };

/** Request header through which proxy.ts tells pages without params (the 404 page) the locale it resolved. */
export const localeRequestHeader = 'x-storefront-locale';

/** Remembers the language a visitor last used, so paths without a segment can follow it (see proxy.ts). */
export const localeCookie = 'storefront-locale';

const languageIds: Readonly<Record<StorefrontLocale, number>> = {
  cs: language.ids.czech,
  sk: language.ids.slovak,
  en: language.ids.english,
  de: language.ids.german,
};

/** The language id the pass API expects in x-language-id for a storefront locale. */
export function languageIdOf(locale: StorefrontLocale): number {
  return languageIds[locale];
}

/** The locale of a URL path and the path without its segment: `/en/tour/x` -> `en`, `/tour/x`. */
export function splitLocale(pathname: string): { locale: StorefrontLocale | null; rest: string } {
  const [, first = '', ...others] = pathname.split('/');
  if (!isStorefrontLocale(first)) return { locale: null, rest: pathname || '/' };
  const rest = `/${others.join('/')}`;
  return { locale: first, rest };
}

/** `rest` (a path without a locale segment) shown in `locale`: cs has no segment, the others do. */
export function localizePath(rest: string, locale: StorefrontLocale): string {
  if (locale === defaultStorefrontLocale) return rest;
  return rest === '/' ? `/${locale}` : `/${locale}${rest}`;
}

/** Stores the visitor's language choice in the browser (called by the language switcher before it navigates). */
export function rememberLocale(locale: StorefrontLocale): void {
  document.cookie = `${localeCookie}=${locale}; path=/; max-age=31536000; samesite=lax`;
}
