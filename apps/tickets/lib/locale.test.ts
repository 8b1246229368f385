// Tests of the locale segment helpers.
import { describe, expect, it } from 'vitest';
import { languageIdOf, localizePath, splitLocale } from './locale';

describe('splitLocale', () => {
  it('takes sk, en and de segments off and leaves other paths alone', () => {
    expect(splitLocale('/en/tour/jarni')).toEqual({ locale: 'en', rest: '/tour/jarni' });
    expect(splitLocale('/de')).toEqual({ locale: 'de', rest: '/' });
    expect(splitLocale('/tour/jarni')).toEqual({ locale: null, rest: '/tour/jarni' });
    expect(splitLocale('/fr/tour')).toEqual({ locale: null, rest: '/fr/tour' });
    expect(splitLocale('/cs/x')).toEqual({ locale: 'cs', rest: '/x' });
  });
});

describe('localizePath', () => {
  it('gives cs no segment and the others one', () => {
    expect(localizePath('/', 'cs')).toBe('/');
    expect(localizePath('/', 'sk')).toBe('/sk');
    expect(localizePath('/event/a/b/cart', 'en')).toBe('/en/event/a/b/cart');
    expect(localizePath('/event/a/b/cart', 'cs')).toBe('/event/a/b/cart');
  });
});

describe('languageIdOf', () => {
  it('maps to the language enumeration', () => {
    expect([languageIdOf('cs'), languageIdOf('sk'), languageIdOf('en'), languageIdOf('de')]).toEqual([
      1, 2, 3, 4,
    ]);
  });
});
