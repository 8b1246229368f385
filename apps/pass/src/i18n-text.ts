// Picks the visitor's language from a stored translation, falling back to Czech (which is always present).
import type { LabelLanguage } from '@repo/enums';
import type { Translations } from './db/schema/columns';

export function pickText(texts: Translations, language: LabelLanguage): string;
export function pickText(texts: Translations | null | undefined, language: LabelLanguage): string | null;
export function pickText(texts: Translations | null | undefined, language: LabelLanguage): string | null {
  if (!texts) return null;
  const text = texts[language];
  return text && text.trim() !== '' ? text : texts.cs;
}
