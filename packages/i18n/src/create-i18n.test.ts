// Tests for the i18next set-up: namespaces, languages, CLDR plurals, Czech fallback and missing-text logging.
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n';
import type { I18nLogger } from './create-i18n';
import { resources } from './resources';

// Intl separates digit groups and currency symbols with no-break spaces; the assertions use plain ones.
const plain = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

function spyLogger() {
  const warn = vi.fn<(message: string) => void>();
  const logger: I18nLogger = { warn };
  return { logger, warn };
}

describe('createI18n', () => {
  it('is ready synchronously, in Czech by default, with main as default namespace', () => {
    const i18n = createI18n();
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('cs');
    expect(i18n.t('storefront.title')).toBe('Vstupenky');
    expect(i18n.t('main::storefront.title')).toBe('Vstupenky');
  });

  it('reads other namespaces through the :: separator', () => {
    const i18n = createI18n({ lng: 'de' });
    expect(i18n.t('common::close')).toBe('Schließen');
    expect(i18n.t('common::yes')).toBe('Ja');
    expect(i18n.t('common::language.cs')).toBe('Tschechisch');
    expect(i18n.t('close', { ns: 'common' })).toBe('Schließen');
  });

  it('keeps a single colon as part of the key, not as a namespace separator', () => {
    const { logger, warn } = spyLogger();
    const i18n = createI18n({ logger });
    expect(i18n.t('common:close')).toBe('common:close');
    expect(warn).toHaveBeenCalledOnce();
  });

  it.each([
    ['cs', 'Zavřít', 'Načítání…'],
    ['sk', 'Zavrieť', 'Načítava sa…'],
    ['en', 'Close', 'Loading…'],
    ['de', 'Schließen', 'Wird geladen…'],
  ])('translates common texts in %s', (lng, close, loading) => {
    const i18n = createI18n({ lng });
    expect(i18n.language).toBe(lng);
    expect(i18n.t('common::close')).toBe(close);
    expect(i18n.t('common::loading')).toBe(loading);
  });

  it.each(['fr', 'es', 'ru', 'no', 'sv', 'pl', 'nonsense', ''])(
    'uses Czech for the unsupported or unknown language %j without warnings',
    (lng) => {
      const { logger, warn } = spyLogger();
      const i18n = createI18n({ lng, logger });
      expect(i18n.language).toBe('cs');
      expect(i18n.t('common::close')).toBe('Zavřít');
      expect(warn).not.toHaveBeenCalled();
    },
  );

  it('maps a regional code to its language', () => {
    expect(createI18n({ lng: 'de-AT' }).t('common::close')).toBe('Schließen');
  });

  it('switches language and resolves unsupported ones to Czech', async () => {
    const i18n = createI18n({ lng: 'en' });
    await i18n.changeLanguage('sk');
    expect(i18n.t('common::close')).toBe('Zavrieť');
    await i18n.changeLanguage('fr');
    expect(i18n.t('common::close')).toBe('Zavřít');
  });

  it('translates per call with lng or a fixed t', () => {
    const i18n = createI18n();
    expect(i18n.t('common::no', { lng: 'sk' })).toBe('Nie');
    expect(i18n.getFixedT('en')('common::no')).toBe('No');
  });

  it('gives every instance its own resources', () => {
    const first = createI18n();
    first.addResource('cs', 'common', 'close', 'Změněno');
    expect(first.t('common::close')).toBe('Změněno');
    expect(createI18n().t('common::close')).toBe('Zavřít');
    expect(resources.cs.common.close).toBe('Zavřít');
  });

  it('does not escape interpolated values, because React escapes on render', () => {
    expect(createI18n({ lng: 'en' }).t('hub.welcome', { name: 'Tom & Jerry <3' })).toBe(
      'Welcome, Tom & Jerry <3',
    );
  });
});

describe('plurals', () => {
  const counts = [0, 1, 2, 3, 4, 5, 1.5] as const;

  it.each([
    [
      'cs',
      [
        '0 vstupenek',
        '1 vstupenka',
        '2 vstupenky',
        '3 vstupenky',
        '4 vstupenky',
        '5 vstupenek',
        '1,5 vstupenky',
      ],
    ],
    [
      'sk',
      [
        '0 vstupeniek',
        '1 vstupenka',
        '2 vstupenky',
        '3 vstupenky',
        '4 vstupenky',
        '5 vstupeniek',
        '1,5 vstupenky',
      ],
    ],
  ])('follows CLDR one/few/many/other in %s', (lng, expected) => {
    const { logger, warn } = spyLogger();
    const i18n = createI18n({ lng, logger });
    expect(counts.map((count) => i18n.t('ticketCount', { count }))).toEqual(expected);
    expect(warn).not.toHaveBeenCalled();
  });

  it('uses the few form for every count from 2 to 4 only', () => {
    const i18n = createI18n({ lng: 'cs' });
    expect(i18n.t('ticketCount', { count: 22 })).toBe('22 vstupenek');
    expect(i18n.t('ticketCount', { count: 11 })).toBe('11 vstupenek');
    expect(i18n.t('ticketCount', { count: 21 })).toBe('21 vstupenek');
    expect(plain(i18n.t('ticketCount', { count: 1000 }))).toBe('1 000 vstupenek');
  });

  it.each([
    ['en', '1 ticket', '2 tickets', '0 tickets', '1.5 tickets'],
    ['de', '1 Ticket', '2 Tickets', '0 Tickets', '1,5 Tickets'],
  ])('uses one/other in %s', (lng, one, two, zero, fraction) => {
    const i18n = createI18n({ lng });
    expect(i18n.t('ticketCount', { count: 1 })).toBe(one);
    expect(i18n.t('ticketCount', { count: 2 })).toBe(two);
    expect(i18n.t('ticketCount', { count: 0 })).toBe(zero);
    expect(i18n.t('ticketCount', { count: 1.5 })).toBe(fraction);
  });

  it('pluralises the minimum-length message', () => {
    const cs = createI18n({ lng: 'cs' });
    expect(cs.t('validation.minLength', { count: 1 })).toBe('Zadejte alespoň 1 znak');
    expect(cs.t('validation.minLength', { count: 3 })).toBe('Zadejte alespoň 3 znaky');
    expect(cs.t('validation.minLength', { count: 5 })).toBe('Zadejte alespoň 5 znaků');
    const sk = createI18n({ lng: 'sk' });
    expect(sk.t('validation.minLength', { count: 5 })).toBe('Zadajte aspoň 5 znakov');
  });
});

describe('missing keys', () => {
  it('logs a key missing in the language and shows the Czech text', () => {
    const { logger, warn } = spyLogger();
    const i18n = createI18n({ lng: 'de', logger });
    i18n.addResource('cs', 'common', 'onlyCzech', 'Jen česky');
    expect(i18n.t('common::onlyCzech')).toBe('Jen česky');
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(
      'i18n: missing translation "common::onlyCzech" in "de"; showing the "cs" text',
    );
  });

  it('treats an empty translation as missing', () => {
    const { logger, warn } = spyLogger();
    const i18n = createI18n({ lng: 'en', logger });
    i18n.addResource('en', 'common', 'close', '');
    expect(i18n.t('common::close')).toBe('Zavřít');
    expect(warn).toHaveBeenCalledWith(
      'i18n: missing translation "common::close" in "en"; showing the "cs" text',
    );
  });

  it('falls back per plural form as well', () => {
    const { logger, warn } = spyLogger();
    const i18n = createI18n({ lng: 'sk', logger });
    i18n.addResource('cs', 'main', 'seatCount_few', '{{count}} místa');
    expect(i18n.t('seatCount', { count: 3 })).toBe('3 místa');
    expect(warn).toHaveBeenCalledWith(
      'i18n: missing translation "main::seatCount" in "sk"; showing the "cs" text',
    );
  });

  it('logs a key missing in Czech too and shows the key', () => {
    const { logger, warn } = spyLogger();
    const i18n = createI18n({ lng: 'en', logger });
    expect(i18n.t('common::doesNotExist')).toBe('doesNotExist');
    expect(i18n.t('storefront.nothing')).toBe('storefront.nothing');
    expect(warn.mock.calls).toEqual([
      ['i18n: missing translation "common::doesNotExist" in "en" and "cs"; showing the key'],
      ['i18n: missing translation "main::storefront.nothing" in "en" and "cs"; showing the key'],
    ]);
  });

  it('names only Czech when Czech was requested', () => {
    const { logger, warn } = spyLogger();
    expect(createI18n({ logger }).t('common::doesNotExist')).toBe('doesNotExist');
    expect(warn).toHaveBeenCalledWith(
      'i18n: missing translation "common::doesNotExist" in "cs"; showing the key',
    );
  });

  it('logs a missing key once per instance, since t() runs on every render', () => {
    const { logger, warn } = spyLogger();
    const i18n = createI18n({ lng: 'en', logger });
    i18n.t('common::doesNotExist');
    i18n.t('common::doesNotExist');
    expect(warn).toHaveBeenCalledOnce();
    i18n.t('common::doesNotExist', { lng: 'de' });
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('logs nothing for keys every language has', () => {
    const { logger, warn } = spyLogger();
    const i18n = createI18n({ lng: 'de', logger });
    i18n.t('common::close');
    i18n.t('ticketCount', { count: 2 });
    i18n.t('hub.welcome', { name: 'Eva' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns through console.warn when no logger is given', () => {
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(createI18n({ lng: 'sk' }).t('common::doesNotExist')).toBe('doesNotExist');
      expect(consoleWarn).toHaveBeenCalledWith(
        'i18n: missing translation "common::doesNotExist" in "sk" and "cs"; showing the key',
      );
    } finally {
      consoleWarn.mockRestore();
    }
  });
});

describe('missing interpolation values', () => {
  it('logs the variable and keeps the placeholder verbatim', () => {
    const { logger, warn } = spyLogger();
    const i18n = createI18n({ lng: 'cs', logger });
    expect(i18n.t('hub.welcome')).toBe('Vítejte, {{name}}');
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(
      'i18n: missing interpolation value "name" in "Vítejte, {{name}}"; keeping the placeholder',
    );
  });

  it('treats null as a given value, as i18next does', () => {
    const { logger, warn } = spyLogger();
    expect(createI18n({ lng: 'en', logger }).t('hub.welcome', { name: null })).toBe('Welcome, ');
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps every missing placeholder, including formatted ones, and fills the given ones', () => {
    const { logger, warn } = spyLogger();
    const i18n = createI18n({ lng: 'en', logger });
    i18n.addResource('cs', 'main', 'summary', '{{name}}: {{total, number}} z {{name}}, {{place}}');
    i18n.addResource('en', 'main', 'summary', '{{name}}: {{total, number}} of {{name}}, {{place}}');
    expect(i18n.t('summary', { place: 'Brno' })).toBe('{{name}}: {{total, number}} of {{name}}, Brno');
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'i18n: missing interpolation value "name" in "{{name}}: {{total, number}} of {{name}}, {{place}}"; keeping the placeholder',
      'i18n: missing interpolation value "total" in "{{name}}: {{total, number}} of {{name}}, {{place}}"; keeping the placeholder',
    ]);
  });

  it('fills the placeholder when the value is given, even an empty string', () => {
    const { logger, warn } = spyLogger();
    const i18n = createI18n({ lng: 'sk', logger });
    expect(i18n.t('hub.welcome', { name: 'Jana' })).toBe('Vitajte, Jana');
    expect(i18n.t('hub.welcome', { name: '' })).toBe('Vitajte, ');
    expect(warn).not.toHaveBeenCalled();
  });
});
