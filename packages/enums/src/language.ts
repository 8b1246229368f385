// Language enumeration: every language the product lists, with its ISO 639-1 code and whether it is translated.
import { defineEnum, EnumLookupError, UNKNOWN_LABELS } from './define-enum';
import type { EnumEntry } from './define-enum';

export interface LanguageEntry extends EnumEntry {
  /** ISO 639-1 code; null only on the `unknown` entry. */
  readonly code: string | null;
  /** True when the interface ships translations for it (cs, sk, en, de). */
  readonly supported: boolean;
}

const entries = [
  { id: 0, key: 'unknown', code: null, supported: false, labels: UNKNOWN_LABELS },
  {
    id: 1,
    key: 'czech',
    code: 'cs',
    supported: true,
    labels: { cs: 'Čeština', sk: 'Čeština', en: 'Czech', de: 'Tschechisch' },
  },
  {
    id: 2,
    key: 'slovak',
    code: 'sk',
    supported: true,
    labels: { cs: 'Slovenština', sk: 'Slovenčina', en: 'Slovak', de: 'Slowakisch' },
  },
  {
    id: 3,
    key: 'english',
    code: 'en',
    supported: true,
    labels: { cs: 'Angličtina', sk: 'Angličtina', en: 'English', de: 'Englisch' },
  },
  {
    id: 4,
    key: 'german',
    code: 'de',
    supported: true,
    labels: { cs: 'Němčina', sk: 'Nemčina', en: 'German', de: 'Deutsch' },
  },
  {
    id: 5,
    key: 'french',
    code: 'fr',
    supported: false,
    labels: { cs: 'Francouzština', sk: 'Francúzština', en: 'French', de: 'Französisch' },
  },
  {
    id: 6,
    key: 'spanish',
    code: 'es',
    supported: false,
    labels: { cs: 'Španělština', sk: 'Španielčina', en: 'Spanish', de: 'Spanisch' },
  },
  {
    id: 7,
    key: 'russian',
    code: 'ru',
    supported: false,
    labels: { cs: 'Ruština', sk: 'Ruština', en: 'Russian', de: 'Russisch' },
  },
  {
    id: 8,
    key: 'norwegian',
    code: 'no',
    supported: false,
    labels: { cs: 'Norština', sk: 'Nórčina', en: 'Norwegian', de: 'Norwegisch' },
  },
  {
    id: 9,
    key: 'swedish',
    code: 'sv',
    supported: false,
    labels: { cs: 'Švédština', sk: 'Švédčina', en: 'Swedish', de: 'Schwedisch' },
  },
] as const satisfies readonly LanguageEntry[];

export type LanguageCode = Exclude<(typeof entries)[number]['code'], null>;

export const language = defineEnum<LanguageEntry, typeof entries>('language', entries);

/** The language with this ISO 639-1 code (case-insensitive); throws EnumLookupError if none. */
export function getLanguageByCode(code: string): LanguageEntry {
  const wanted = code.trim().toLowerCase();
  const entry = language.list().find((candidate) => candidate.code === wanted);
  if (entry === undefined) {
    throw new EnumLookupError('language', code, `Enumeration "language" has no entry with code "${code}"`);
  }
  return entry;
}
