// Server side of client texts: picks the parts of one language's resources a client tree needs, for createTranslator.
import { resolveLanguage } from './languages';
import { namespaceSeparator, resources } from './resources';
import type { TextTree } from './translate';

/** A subtree or a text of the resources, written as in t(): `main::hubPages`, `common::loading`. */
export type TextPath = `${string}${typeof namespaceSeparator}${string}`;

const pluralSuffix = /^_(zero|one|two|few|many|other)$/;

/**
 * The texts under `paths` in `language` (resolved as i18n does, Czech for anything unknown), as one tree whose
 * keys keep their namespace, so `createTranslator(language, texts)('main::hubPages.nav.main')` finds them. The
 * browser then gets the few texts it shows in its own language instead of i18next and every language. A plural
 * key's forms come with its base name (`main::ticketCount`). A path that names nothing throws: a typo would
 * otherwise show raw keys on screen.
 */
export function pickTexts(language: string, paths: readonly TextPath[]): TextTree {
  const source = resources[resolveLanguage(language)] as TextTree;
  const picked: Record<string, unknown> = {};
  for (const path of paths) {
    const separator = path.indexOf(namespaceSeparator);
    const parts = [path.slice(0, separator), ...path.slice(separator + namespaceSeparator.length).split('.')];
    const last = parts.pop() ?? '';
    let from: TextTree | string | undefined = source;
    let to = picked;
    for (const part of parts) {
      from = typeof from === 'object' ? from[part] : undefined;
      to = (to[part] ??= {}) as Record<string, unknown>;
    }
    if (typeof from !== 'object') throw new Error(`i18n: no texts at "${path}"`);
    const entries = Object.entries(from).filter(
      ([key]) => key === last || (key.startsWith(last) && pluralSuffix.test(key.slice(last.length))),
    );
    if (entries.length === 0) throw new Error(`i18n: no texts at "${path}"`);
    for (const [key, value] of entries) to[key] = value;
  }
  return picked as TextTree;
}
