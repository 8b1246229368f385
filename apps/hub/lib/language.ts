// The hub's interface language: a cookie set by the language switcher, Czech by default (no URL segment).
import { pickTexts } from '@repo/i18n/client-texts';
import type { TextPath } from '@repo/i18n/client-texts';
import { resolveLanguage } from '@repo/i18n/languages';
import type { SupportedLanguage } from '@repo/i18n/languages';
import type { TextTree } from '@repo/i18n/translate';

export const LANGUAGE_COOKIE = 'hub_language';

/** The language a cookie value names; anything unknown is Czech. */
export function languageFromCookie(value: string | undefined | null): SupportedLanguage {
  return resolveLanguage(value ?? null);
}

/**
 * The texts the hub's client components read through useT(). A new page's texts belong under main::hubPages
 * (locales/<lang>/hub-pages.json), which is already here; a text from elsewhere needs its path added.
 */
const clientTextPaths: readonly TextPath[] = [
  'main::hub',
  'main::hubPages',
  'main::hubEvents',
  'main::account.form',
  'main::account.error',
  'common::loading',
  'common::error',
  'common::language',
];

/** The client texts in `language` only: the browser gets these instead of i18next and every language. */
export function hubClientTexts(language: SupportedLanguage): TextTree {
  return pickTexts(language, clientTextPaths);
}
