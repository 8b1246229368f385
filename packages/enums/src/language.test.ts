import { describe, expect, it } from 'vitest';
import { EnumLookupError } from './define-enum';
import { getLanguageByCode, language } from './language';

describe('language', () => {
  it('carries the ISO 639-1 codes in spec order', () => {
    expect(
      language
        .list()
        .slice(1)
        .map((entry) => [entry.id, entry.code]),
    ).toEqual([
      [1, 'cs'],
      [2, 'sk'],
      [3, 'en'],
      [4, 'de'],
      [5, 'fr'],
      [6, 'es'],
      [7, 'ru'],
      [8, 'no'],
      [9, 'sv'],
    ]);
  });

  it('marks only cs, sk, en and de as supported', () => {
    const supported = language
      .list()
      .filter((entry) => entry.supported)
      .map((entry) => entry.code);
    expect(supported).toEqual(['cs', 'sk', 'en', 'de']);
    expect(language.get(0)).toMatchObject({ code: null, supported: false });
  });

  it('names each language in each label language', () => {
    expect(language.byKey('german').labels).toEqual({
      cs: 'Němčina',
      sk: 'Nemčina',
      en: 'German',
      de: 'Deutsch',
    });
    expect(language.label(language.ids.norwegian, 'sk')).toBe('Nórčina');
  });
});

describe('getLanguageByCode', () => {
  it('finds a language by code, ignoring case and whitespace', () => {
    expect(getLanguageByCode('sv').id).toBe(9);
    expect(getLanguageByCode(' DE ').id).toBe(4);
  });

  it('throws for codes it does not know', () => {
    expect(() => getLanguageByCode('pl')).toThrow('Enumeration "language" has no entry with code "pl"');
    expect(() => getLanguageByCode('')).toThrow(EnumLookupError);
  });
});
