// Storefront locales and the URL path segment each one gets; Czech is the default and has no segment.
import { LinkParamError } from './link-param-error';

/** Locales the storefront has translations for (spec section 1); others are listed but unsupported. */
export const storefrontLocales = ['cs', 'sk', 'en', 'de'] as const;

export type StorefrontLocale = (typeof storefrontLocales)[number];

export const defaultStorefrontLocale: StorefrontLocale = 'cs';

export function isStorefrontLocale(value: unknown): value is StorefrontLocale {
  return typeof value === 'string' && (storefrontLocales as readonly string[]).includes(value);
}

/**
 * The path prefix for a locale: `''` for the default (or no) locale, `'/sk'`, `'/en'` or `'/de'` otherwise.
 * Throws `LinkParamError` (param `locale`) for anything else, including unsupported languages such as `fr`.
 */
export function localeSegment(locale: StorefrontLocale | undefined): string {
  if (locale === undefined || locale === defaultStorefrontLocale) return '';
  if (!isStorefrontLocale(locale)) {
    throw new LinkParamError(
      'locale',
      `locale must be one of ${storefrontLocales.join(', ')}, received ${JSON.stringify(locale)}`,
    );
  }
  return `/${locale}`;
}
