// Server-side translator of this app; the language switch arrives with the localised routes.
import { createI18n, defaultLanguage } from '@repo/i18n';

export const language = defaultLanguage;
export const i18n = createI18n({ lng: language });
export const t = i18n.t.bind(i18n);
export const textKeys = {
  title: 'main::hub.title',
  tagline: 'main::hub.tagline',
} as const;
