// Intl formatters made once per language and options, and shared: making one costs far more than using it (a
// browser's first Intl.NumberFormat loads ICU's number data, tens of milliseconds on a phone).
const formatters = new Map<string, unknown>();

function shared<T>(kind: string, locale: string, options: object | undefined, make: () => T): T {
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ''}`;
  let found = formatters.get(key) as T | undefined;
  if (found === undefined) {
    found = make();
    formatters.set(key, found);
  }
  return found;
}

export function pluralRules(locale: string, options?: Intl.PluralRulesOptions): Intl.PluralRules {
  return shared('plural', locale, options, () => new Intl.PluralRules(locale, options));
}

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return shared('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return shared('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
}
