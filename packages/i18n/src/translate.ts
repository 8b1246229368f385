// The apps' translator of client texts: one language's texts and a small lookup, so browsers never load i18next.
// Server layouts pick the texts a client tree needs (pickTexts of client-texts.ts) and pass them down as props.
import { numberFormat, pluralRules } from './intl-formats';
import { isSupportedLanguage } from './languages';

export type TextTree = { readonly [key: string]: string | TextTree };
export type TextValues = Readonly<Record<string, string | number>>;
export type Translate = (key: string, values?: TextValues) => string;

// Keys as i18next writes them: an optional namespace before '::' (see resources.ts), then a dotted path.
function lookup(tree: TextTree, key: string): string | undefined {
  const separator = key.indexOf('::');
  const path =
    separator === -1 ? key.split('.') : [key.slice(0, separator), ...key.slice(separator + 2).split('.')];
  let node: string | TextTree | undefined = tree;
  for (const part of path) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * `t('cart.title')`, `t('main::hubPages.nav.signOut')`, `t('cart.ticketsLeft', { count: 3 })` (plural forms
 * `_one`, `_few`, `_many`, `_other` chosen by Intl.PluralRules), `{{name}}` placeholders. `{{count}}` and
 * `{{x, number}}` are grouped for the language; other numbers (order, seat, device numbers) print as written. A key missing in `texts` falls back to
 * `fallback` (Czech), then to the key itself, and is reported once through `onMissing`.
 */
/**
 * A quantity grouped for the language. Whole numbers from 0 to 999 read the same in each of the platform's languages
 * (Latin digits, nothing to group), and most counts on a page are such: they are written directly, so a page that
 * shows "3 tickets left" does not load ICU's number data as it hydrates (a browser's first Intl.NumberFormat was
 * 54 ms of the cart's hydration at Lighthouse's 4x CPU slowdown, profiled 2026-12-02).
 */
function groupedNumber(locale: string, value: number): string {
  if (Number.isInteger(value) && value >= 0 && value < 1000 && isSupportedLanguage(locale))
    return String(value);
  return numberFormat(locale).format(value);
}

export function createTranslator(
  locale: string,
  texts: TextTree,
  fallback: TextTree = texts,
  onMissing: (message: string) => void = () => {},
): Translate {
  // Plural rules and the number format are asked for only when a text needs them (intl-formats.ts shares them):
  // a page whose texts need no count then does not load ICU's number data while it hydrates.
  const reported = new Set<string>();
  const report = (message: string) => {
    if (reported.has(message)) return;
    reported.add(message);
    onMissing(message);
  };
  const find = (key: string, values?: TextValues): string | undefined => {
    const count = values?.count;
    if (typeof count === 'number') {
      const form = pluralRules(locale).select(count);
      const candidates = [`${key}_${form}`, `${key}_other`];
      for (const candidate of candidates) {
        const text = lookup(texts, candidate) ?? lookup(fallback, candidate);
        if (text !== undefined) return text;
      }
    }
    return lookup(texts, key) ?? lookup(fallback, key);
  };
  return (key, values) => {
    const text = find(key, values);
    if (text === undefined) {
      report(`texts: missing "${key}" in "${locale}"`);
      return key;
    }
    return text.replace(
      /\{\{\s*(\w+)\s*(?:,\s*(\w+)[^}]*)?\}\}/g,
      (placeholder, name: string, format?: string) => {
        const value = values?.[name];
        if (value === undefined) return placeholder;
        if (typeof value !== 'number') return value;
        // Quantities are grouped for the language ("1 234 vstupenek"); identifiers are not: an order number
        // "1000002" read as "1 000 002" looks like an amount, so other numbers print as written.
        return name === 'count' || format === 'number' ? groupedNumber(locale, value) : String(value);
      },
    );
  };
}
