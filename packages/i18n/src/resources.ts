// Bundled translation resources per language and namespace, and the namespace settings that go with them.
import type { ResourceKey } from 'i18next';
import csCommon from './locales/cs/common.json';
import csMain from './locales/cs/main.json';
import deCommon from './locales/de/common.json';
import deMain from './locales/de/main.json';
import enCommon from './locales/en/common.json';
import enMain from './locales/en/main.json';
import skCommon from './locales/sk/common.json';
import skMain from './locales/sk/main.json';
import type { SupportedLanguage, UnsupportedLanguage } from './languages';

export const namespaces = ['main', 'common'] as const;
export type Namespace = (typeof namespaces)[number];

export const defaultNamespace = 'main' satisfies Namespace;

// Two colons so that a single colon can appear in keys and texts, e.g. t('common::close').
export const namespaceSeparator = '::';

export const resources = {
  cs: { main: csMain, common: csCommon },
  sk: { main: skMain, common: skCommon },
  en: { main: enMain, common: enCommon },
  de: { main: deMain, common: deCommon },
  // Unsupported languages have empty sets, so every lookup falls back to Czech.
  fr: {},
  es: {},
  ru: {},
  no: {},
  sv: {},
} as const satisfies Record<SupportedLanguage, Record<Namespace, ResourceKey>> &
  Record<UnsupportedLanguage, Record<string, never>>;
