// Tests of the client translator: lookup, namespaces, fallback, plurals and placeholders.
import { describe, expect, it, vi } from 'vitest';
import { supportedLanguages } from './languages';
import { createTranslator } from './translate';

const cs = {
  a: { b: 'Ahoj {{name}}' },
  left_one: 'Zbývá {{count}} vstupenka',
  left_few: 'Zbývají {{count}} vstupenky',
  left_other: 'Zbývá {{count}} vstupenek',
  onlyCs: 'Jen česky',
};
const en = {
  a: { b: 'Hello {{name}}' },
  left_one: '{{count}} ticket left',
  left_other: '{{count}} tickets left',
};

describe('createTranslator', () => {
  it('looks up nested keys and fills placeholders', () => {
    expect(createTranslator('en', en, cs)('a.b', { name: 'Eva' })).toBe('Hello Eva');
  });

  it('reads namespaced keys as i18next writes them', () => {
    const t = createTranslator('en', { main: { hub: { title: 'Hub' } }, common: { loading: 'Loading…' } });
    expect(t('main::hub.title')).toBe('Hub');
    expect(t('common::loading')).toBe('Loading…');
    expect(t('main::loading')).toBe('main::loading');
  });

  it('chooses the plural form of the language', () => {
    const tCs = createTranslator('cs', cs);
    expect(tCs('left', { count: 1 })).toBe('Zbývá 1 vstupenka');
    expect(tCs('left', { count: 3 })).toBe('Zbývají 3 vstupenky');
    expect(tCs('left', { count: 1200 })).toBe('Zbývá 1\u00a0200 vstupenek');
    expect(createTranslator('en', en)('left', { count: 2 })).toBe('2 tickets left');
  });

  it('keeps each language its own plural rules and number format when translators are mixed', () => {
    // The rules and formats are made once per language and shared: a Czech translator made first must not
    // lend its forms or grouping to an English one, nor the other way round.
    const tCs = createTranslator('cs', cs);
    const tEn = createTranslator('en', en);
    expect(tCs('left', { count: 1200 })).toBe('Zbývá 1\u00a0200 vstupenek');
    expect(tEn('left', { count: 1200 })).toBe('1,200 tickets left');
    expect(tEn('left', { count: 1 })).toBe('1 ticket left');
    expect(createTranslator('cs', cs)('left', { count: 2 })).toBe('Zbývají 2 vstupenky');
  });

  it('writes counts below a thousand as Intl does in every language, without asking Intl', () => {
    // The translator writes 0-999 itself (ICU's number data then need not load as a page hydrates): each must
    // read exactly as the language's number format would write it, and larger or fractional ones go to Intl.
    for (const language of supportedLanguages) {
      const t = createTranslator(language, { n: '{{count}}' });
      const intl = new Intl.NumberFormat(language);
      for (let count = 0; count < 1000; count += 1) expect(t('n', { count })).toBe(intl.format(count));
      for (const count of [1000, 12345, 2.5, -3]) expect(t('n', { count })).toBe(intl.format(count));
    }
  });

  it('formats numbers in placeholders with a format, as i18next texts write them', () => {
    const t = createTranslator('cs', { main: { ticketCount_other: '{{count, number}} vstupenek' } });
    expect(t('main::ticketCount', { count: 1500 })).toBe('1\u00a0500 vstupenek');
  });

  it('prints identifiers as written: an order number is not grouped like an amount', () => {
    const t = createTranslator('cs', { order: { title: 'Objednávka č. {{number}}', seat: 'řada {{row}}' } });
    expect(t('order.title', { number: 1000002 })).toBe('Objednávka č. 1000002');
    expect(t('order.seat', { row: 1200 })).toBe('řada 1200');
    expect(createTranslator('de', { t: 'Bestellung {{number}}' })('t', { number: 1000002 })).toBe(
      'Bestellung 1000002',
    );
  });

  it('falls back to Czech, then to the key, and reports each missing key once', () => {
    const onMissing = vi.fn();
    const t = createTranslator('en', en, cs, onMissing);
    expect(t('onlyCs')).toBe('Jen česky');
    expect(t('nope.key')).toBe('nope.key');
    expect(t('nope.key')).toBe('nope.key');
    expect(onMissing).toHaveBeenCalledTimes(1);
    expect(onMissing).toHaveBeenCalledWith('texts: missing "nope.key" in "en"');
  });

  it('keeps a placeholder whose value is missing', () => {
    expect(createTranslator('en', en)('a.b')).toBe('Hello {{name}}');
  });
});
