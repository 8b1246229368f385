// Tests that cs, sk, en and de carry the same keys, plural forms and placeholders, and of that check itself.
import { describe, expect, it } from 'vitest';
import { supportedLanguages, unsupportedLanguages } from './languages';
import { defaultNamespace, namespaces, namespaceSeparator, resources } from './resources';

type Tree = { readonly [key: string]: unknown };

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const placeholder = /\{\{\s*([^,}\s]+)[^}]*\}\}/g;

interface KeyInfo {
  /** Plural categories found for the key; empty for a plain key. */
  categories: Set<string>;
  plain: boolean;
  variables: Set<string>;
}

/** Flattens nested resources to "ns::a.b" keys with plural variants folded into their base key. */
function collectKeys(languageResources: Tree): { keys: Map<string, KeyInfo>; problems: string[] } {
  const keys = new Map<string, KeyInfo>();
  const problems: string[] = [];
  const walk = (node: unknown, path: string): void => {
    if (typeof node === 'string') {
      const match = pluralSuffix.exec(path);
      const base = match ? path.slice(0, match.index) : path;
      const info = keys.get(base) ?? { categories: new Set(), plain: false, variables: new Set() };
      if (match?.[1] !== undefined) info.categories.add(match[1]);
      else info.plain = true;
      for (const [, variable] of node.matchAll(placeholder)) if (variable) info.variables.add(variable);
      if (node.trim() === '') problems.push(`${path} is empty`);
      keys.set(base, info);
    } else if (typeof node === 'object' && node !== null && !Array.isArray(node)) {
      for (const [key, child] of Object.entries(node))
        walk(child, path.endsWith('::') ? path + key : `${path}.${key}`);
    } else {
      problems.push(`${path} is not a string or an object`);
    }
  };
  for (const [namespace, tree] of Object.entries(languageResources))
    walk(tree, `${namespace}${namespaceSeparator}`);
  return { keys, problems };
}

/** Every way the bundled languages disagree: missing keys, wrong plural forms, different placeholders. */
function findInconsistencies(all: Readonly<Record<string, Tree>>): string[] {
  const problems: string[] = [];
  const perLanguage = Object.entries(all).map(([language, tree]) => {
    const collected = collectKeys(tree);
    problems.push(...collected.problems.map((problem) => `${language}: ${problem}`));
    return { language, keys: collected.keys };
  });
  const allKeys = new Set(perLanguage.flatMap(({ keys }) => [...keys.keys()]));
  const reference = perLanguage[0];
  for (const key of [...allKeys].sort()) {
    for (const { language, keys } of perLanguage) {
      const info = keys.get(key);
      if (!info) {
        problems.push(`${language}: missing ${key}`);
        continue;
      }
      const isPlural = info.categories.size > 0;
      if (isPlural && info.plain) problems.push(`${language}: ${key} is both plain and plural`);
      if (isPlural) {
        const expected = new Intl.PluralRules(language).resolvedOptions().pluralCategories.slice().sort();
        const actual = [...info.categories].sort();
        if (actual.join() !== expected.join()) {
          problems.push(
            `${language}: ${key} has plural forms ${actual.join('/')}, expected ${expected.join('/')}`,
          );
        }
      }
      const referenceInfo = reference?.keys.get(key);
      if (referenceInfo && reference && language !== reference.language) {
        if (referenceInfo.categories.size > 0 !== isPlural) {
          problems.push(
            `${language}: ${key} is ${isPlural ? '' : 'not '}plural, unlike ${reference.language}`,
          );
        }
        const variables = [...info.variables].sort().join();
        const referenceVariables = [...referenceInfo.variables].sort().join();
        if (variables !== referenceVariables) {
          problems.push(
            `${language}: ${key} uses {${variables}}, ${reference.language} uses {${referenceVariables}}`,
          );
        }
      }
    }
  }
  return problems;
}

const bundled: Record<string, Tree> = Object.fromEntries(
  supportedLanguages.map((lng) => [lng, resources[lng]]),
);

describe('bundled resources', () => {
  it('have the main, common and storefront namespaces in every bundled language', () => {
    expect(namespaces).toEqual(['main', 'common', 'storefront']);
    expect(defaultNamespace).toBe('main');
    expect(namespaceSeparator).toBe('::');
    for (const lng of supportedLanguages)
      expect(Object.keys(resources[lng]).sort()).toEqual(['common', 'main', 'storefront']);
  });

  it('are empty for the unsupported languages', () => {
    for (const lng of unsupportedLanguages) expect(resources[lng]).toEqual({});
    expect(Object.keys(resources).sort()).toEqual([...supportedLanguages, ...unsupportedLanguages].sort());
  });

  it('have the same keys, plural forms and placeholders in cs, sk, en and de', () => {
    expect(findInconsistencies(bundled)).toEqual([]);
  });

  it('use one/few/many/other in cs and sk and one/other in en and de', () => {
    expect(Object.keys(resources.cs.main).filter((key) => key.startsWith('ticketCount_'))).toEqual([
      'ticketCount_one',
      'ticketCount_few',
      'ticketCount_many',
      'ticketCount_other',
    ]);
    expect(
      Object.keys(resources.sk.main.validation).filter((key) => key.startsWith('minLength_')),
    ).toHaveLength(4);
    expect(Object.keys(resources.en.main).filter((key) => key.startsWith('ticketCount_'))).toEqual([
      'ticketCount_one',
      'ticketCount_other',
    ]);
    expect(
      Object.keys(resources.de.main.validation).filter((key) => key.startsWith('minLength_')),
    ).toHaveLength(2);
  });

  it('contain real diacritics rather than ASCII stand-ins', () => {
    expect(resources.cs.common.close).toBe('Zavřít');
    expect(resources.sk.common.yes).toBe('Áno');
    expect(resources.de.common.close).toBe('Schließen');
    expect(resources.cs.main.validation.minLength_other).toContain('znaků');
  });
});

describe('the consistency check', () => {
  const valid = {
    cs: { main: { a: 'A', n_one: '1', n_few: '2', n_many: '1,5', n_other: '5' } },
    en: { main: { a: 'A', n_one: '1', n_other: '2' } },
  };

  it('accepts consistent resources', () => {
    expect(findInconsistencies(valid)).toEqual([]);
  });

  it('reports a key present in only some languages, nested keys included', () => {
    expect(
      findInconsistencies({
        cs: { main: { ...valid.cs.main, form: { title: 'T', hint: 'H' } } },
        en: { main: { ...valid.en.main, form: { title: 'T' } }, common: { extra: 'E' } },
      }),
    ).toEqual(['cs: missing common::extra', 'en: missing main::form.hint']);
  });

  it('reports plural forms that do not match the language', () => {
    expect(
      findInconsistencies({
        cs: { main: { a: 'A', n_one: '1', n_other: '5' } },
        en: { main: { a: 'A', n_one: '1', n_few: '2', n_other: '2' } },
      }),
    ).toEqual([
      'cs: main::n has plural forms one/other, expected few/many/one/other',
      'en: main::n has plural forms few/one/other, expected one/other',
    ]);
  });

  it('reports a key that is plural in one language and plain in another', () => {
    expect(findInconsistencies({ cs: valid.cs, en: { main: { a: 'A', n: 'plain' } } })).toContain(
      'en: main::n is not plural, unlike cs',
    );
  });

  it('reports differing placeholders and empty texts', () => {
    expect(
      findInconsistencies({
        cs: { main: { ...valid.cs.main, hi: 'Ahoj {{name}}' } },
        en: { main: { ...valid.en.main, a: ' ', hi: 'Hi {{ firstName }}' } },
      }),
    ).toEqual(['en: main::a is empty', 'en: main::hi uses {firstName}, cs uses {name}']);
  });
});
