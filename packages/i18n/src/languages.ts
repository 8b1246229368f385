// Interface languages: the bundled ones, the listed-but-unsupported ones, and how a requested code is resolved.

export const supportedLanguages = ['cs', 'sk', 'en', 'de'] as const;
export type SupportedLanguage = (typeof supportedLanguages)[number];

// Listed in the product (spec section 1) but without translations; they resolve to the default language.
export const unsupportedLanguages = ['fr', 'es', 'ru', 'no', 'sv'] as const;
export type UnsupportedLanguage = (typeof unsupportedLanguages)[number];

export type Language = SupportedLanguage | UnsupportedLanguage;

export const defaultLanguage = 'cs' satisfies SupportedLanguage;

export function isSupportedLanguage(code: unknown): code is SupportedLanguage {
  return typeof code === 'string' && (supportedLanguages as readonly string[]).includes(code);
}

/**
 * Maps a requested code (`cs`, `de-AT`, `sk_SK`, `EN`, `fr`, garbage) to a bundled language.
 * Only the primary subtag counts because the translations are per language, not per region.
 */
export function resolveLanguage(requested: string | null | undefined): SupportedLanguage {
  if (typeof requested !== 'string') return defaultLanguage;
  const primary = requested.trim().toLowerCase().split(/[-_]/)[0];
  return isSupportedLanguage(primary) ? primary : defaultLanguage;
}
