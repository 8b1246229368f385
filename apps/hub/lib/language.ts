// The hub's interface language: a cookie set by the language switcher, Czech by default (no URL segment).
import { resolveLanguage } from '@repo/i18n/languages';
import type { SupportedLanguage } from '@repo/i18n/languages';

export const LANGUAGE_COOKIE = 'hub_language';

/** The language a cookie value names; anything unknown is Czech. */
export function languageFromCookie(value: string | undefined | null): SupportedLanguage {
  return resolveLanguage(value ?? null);
}
