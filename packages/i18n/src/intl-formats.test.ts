import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, pluralRules } from './intl-formats';

describe('shared Intl formatters', () => {
  it('hands out one formatter per language and options, and another for any difference', () => {
    const prague = { timeZone: 'Europe/Prague', hour: 'numeric', minute: '2-digit' } as const;
    expect(dateTimeFormat('cs', prague)).toBe(dateTimeFormat('cs', { ...prague }));
    expect(dateTimeFormat('cs', prague)).not.toBe(dateTimeFormat('de', prague));
    expect(dateTimeFormat('cs', prague)).not.toBe(dateTimeFormat('cs', { ...prague, timeZone: 'UTC' }));
    expect(numberFormat('cs')).toBe(numberFormat('cs'));
    expect(numberFormat('cs')).not.toBe(numberFormat('cs', { style: 'currency', currency: 'CZK' }));
    expect(pluralRules('cs')).not.toBe(pluralRules('en'));
  });

  it('formats as a new formatter of the same language and options would', () => {
    const options = { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 } as const;
    expect(numberFormat('sk', options).format(1234.5)).toBe(
      new Intl.NumberFormat('sk', options).format(1234.5),
    );
    expect(pluralRules('cs').select(3)).toBe('few');
  });
});
