// Tests of pickTexts: subtrees and single texts of one language, plural forms, and paths that name nothing.
import { describe, expect, it } from 'vitest';
import { pickTexts } from './client-texts';
import { resources } from './resources';
import { createTranslator } from './translate';

describe('pickTexts', () => {
  it('picks subtrees and texts of one language under their namespaced keys', () => {
    const texts = pickTexts('en', ['main::hub', 'common::loading', 'common::language']);
    expect(texts).toEqual({
      main: { hub: resources.en.main.hub },
      common: { loading: resources.en.common.loading, language: resources.en.common.language },
    });
    const t = createTranslator('en', texts);
    expect(t('main::hub.title')).toBe(resources.en.main.hub.title);
    expect(t('common::language.de')).toBe(resources.en.common.language.de);
  });

  it('merges paths below one another and resolves the language as i18n does', () => {
    const texts = pickTexts('sk-SK', ['main::account.form', 'main::account.error']);
    expect(Object.keys(texts)).toEqual(['main']);
    expect(texts.main).toEqual({
      account: { form: resources.sk.main.account.form, error: resources.sk.main.account.error },
    });
    expect(pickTexts('xx', ['main::hub'])).toEqual({ main: { hub: resources.cs.main.hub } });
  });

  it('brings the plural forms of a plural key', () => {
    const t = createTranslator('cs', pickTexts('cs', ['main::ticketCount']));
    expect(t('main::ticketCount', { count: 3 })).toBe('3 vstupenky');
  });

  it('throws for a path that names nothing', () => {
    expect(() => pickTexts('cs', ['main::nope'])).toThrow('i18n: no texts at "main::nope"');
    expect(() => pickTexts('cs', ['main::hub.title.deeper'])).toThrow(/no texts/);
  });
});
