// Tests for the language lists and the resolution of requested languages.
import { describe, expect, it } from 'vitest';
import {
  defaultLanguage,
  isSupportedLanguage,
  resolveLanguage,
  supportedLanguages,
  unsupportedLanguages,
} from './languages';

describe('languages', () => {
  it('lists cs as default and the four bundled languages', () => {
    expect(defaultLanguage).toBe('cs');
    expect(supportedLanguages).toEqual(['cs', 'sk', 'en', 'de']);
    expect(unsupportedLanguages).toEqual(['fr', 'es', 'ru', 'no', 'sv']);
  });

  it('recognises only the bundled languages as supported', () => {
    for (const code of supportedLanguages) expect(isSupportedLanguage(code)).toBe(true);
    for (const code of unsupportedLanguages) expect(isSupportedLanguage(code)).toBe(false);
    expect(isSupportedLanguage('CS')).toBe(false);
    expect(isSupportedLanguage('cs-CZ')).toBe(false);
    expect(isSupportedLanguage('')).toBe(false);
    expect(isSupportedLanguage(undefined)).toBe(false);
    expect(isSupportedLanguage(1)).toBe(false);
  });
});

describe('resolveLanguage', () => {
  it.each([
    ['cs', 'cs'],
    ['sk', 'sk'],
    ['en', 'en'],
    ['de', 'de'],
    ['de-AT', 'de'],
    ['sk_SK', 'sk'],
    [' EN ', 'en'],
    ['en-GB', 'en'],
  ])('keeps the bundled language of %j', (requested, expected) => {
    expect(resolveLanguage(requested)).toBe(expected);
  });

  it.each(['fr', 'es', 'ru', 'no', 'sv', 'pl', 'xx', '', '-', 'czech'])('resolves %j to cs', (requested) => {
    expect(resolveLanguage(requested)).toBe('cs');
  });

  it('resolves a missing language to cs', () => {
    expect(resolveLanguage(undefined)).toBe('cs');
    expect(resolveLanguage(null)).toBe('cs');
  });
});
