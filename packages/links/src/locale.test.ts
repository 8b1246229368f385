// Tests for storefront locales and their path segments.
import { describe, expect, it } from 'vitest';
import { LinkParamError } from './link-param-error';
import type { StorefrontLocale } from './locale';
import { defaultStorefrontLocale, isStorefrontLocale, localeSegment, storefrontLocales } from './locale';

describe('locale', () => {
  it('supports cs, sk, en and de with cs as the default', () => {
    expect(storefrontLocales).toEqual(['cs', 'sk', 'en', 'de']);
    expect(defaultStorefrontLocale).toBe('cs');
  });

  it.each([
    [undefined, ''],
    ['cs', ''],
    ['sk', '/sk'],
    ['en', '/en'],
    ['de', '/de'],
  ] as const)('segment for %s is %j', (locale, segment) => {
    expect(localeSegment(locale)).toBe(segment);
  });

  it.each(['fr', 'es', 'ru', 'no', 'sv', 'CS', 'SK', '', 'en-GB'])('rejects %j', (locale) => {
    expect(() => localeSegment(locale as StorefrontLocale)).toThrow(LinkParamError);
    expect(() => localeSegment(locale as StorefrontLocale)).toThrow(/locale/);
  });

  it('names the locale parameter in the error', () => {
    try {
      localeSegment('fr' as StorefrontLocale);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(LinkParamError);
      expect((error as LinkParamError).param).toBe('locale');
    }
  });

  it('isStorefrontLocale narrows only the supported codes', () => {
    expect(storefrontLocales.every(isStorefrontLocale)).toBe(true);
    expect(isStorefrontLocale('fr')).toBe(false);
    expect(isStorefrontLocale(3)).toBe(false);
    expect(isStorefrontLocale(undefined)).toBe(false);
  });
});
