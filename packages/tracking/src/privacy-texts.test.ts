import { createI18n, supportedLanguages } from '@repo/i18n';
import { describe, expect, it } from 'vitest';
import { buildPrivacyTexts } from './privacy-texts';

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(leaves);
  return [];
}

describe('buildPrivacyTexts', () => {
  it.each(supportedLanguages)('finds every consent and debugger text in %s', (language) => {
    const missing: string[] = [];
    const i18n = createI18n({ lng: language, logger: { warn: (message) => missing.push(message) } });
    const texts = buildPrivacyTexts(i18n.t.bind(i18n) as (key: string) => string);
    const all = leaves(texts);
    expect(missing).toEqual([]);
    expect(all.filter((text) => text.includes('consent.') || text.includes('debugger.'))).toEqual([]);
    expect(texts.debugger.title).not.toBe('modal/DebuggerModal.title');
  });

  it('gives each language its own banner title', () => {
    const titles = supportedLanguages.map((language) => {
      const i18n = createI18n({ lng: language });
      return buildPrivacyTexts(i18n.t.bind(i18n) as (key: string) => string).banner.title;
    });
    expect(new Set(titles).size).toBe(supportedLanguages.length);
  });
});
