// A small translator over one language's storefront texts, usable in server and client components alike.
// The client gets only its own language's texts from the server layout, not i18next and every language.

export type TextTree = { readonly [key: string]: string | TextTree };
export type TextValues = Readonly<Record<string, string | number>>;
export type Translate = (key: string, values?: TextValues) => string;

function lookup(tree: TextTree, key: string): string | undefined {
  let node: string | TextTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * `t('cart.title')`, `t('cart.ticketsLeft', { count: 3 })` (plural forms `_one`, `_few`, `_many`, `_other`
 * chosen by Intl.PluralRules), `{{name}}` placeholders. A key missing in `texts` falls back to `fallback`
 * (Czech), then to the key itself, and is reported once through `onMissing`.
 */
export function createTranslator(
  locale: string,
  texts: TextTree,
  fallback: TextTree = texts,
  onMissing: (message: string) => void = () => {},
): Translate {
  const plural = new Intl.PluralRules(locale);
  const reported = new Set<string>();
  const report = (message: string) => {
    if (reported.has(message)) return;
    reported.add(message);
    onMissing(message);
  };
  const find = (key: string, values?: TextValues): string | undefined => {
    const count = values?.count;
    if (typeof count === 'number') {
      const form = plural.select(count);
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
      report(`storefront texts: missing "${key}" in "${locale}"`);
      return key;
    }
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
      const value = values?.[name];
      if (value === undefined) return placeholder;
      return typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : value;
    });
  };
}
