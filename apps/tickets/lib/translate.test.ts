// Tests of the storefront translator: lookup, fallback, plurals and placeholders.
import { describe, expect, it, vi } from 'vitest';
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

  it('chooses the plural form of the language', () => {
    const tCs = createTranslator('cs', cs);
    expect(tCs('left', { count: 1 })).toBe('Zbývá 1 vstupenka');
    expect(tCs('left', { count: 3 })).toBe('Zbývají 3 vstupenky');
    expect(tCs('left', { count: 1200 })).toBe('Zbývá 1\u00a0200 vstupenek');
    expect(createTranslator('en', en)('left', { count: 2 })).toBe('2 tickets left');
  });

  it('falls back to Czech, then to the key, and reports each missing key once', () => {
    const onMissing = vi.fn();
    const t = createTranslator('en', en, cs, onMissing);
    expect(t('onlyCs')).toBe('Jen česky');
    expect(t('nope.key')).toBe('nope.key');
    expect(t('nope.key')).toBe('nope.key');
    expect(onMissing).toHaveBeenCalledTimes(1);
  });

  it('keeps a placeholder whose value is missing', () => {
    expect(createTranslator('en', en)('a.b')).toBe('Hello {{name}}');
  });
});
