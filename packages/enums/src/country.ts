// Country enumeration (ids 1-33 in the spec's order) with ISO 3166-1 codes, EU membership and VAT id patterns.
import { defineEnum, EnumDefinitionError, EnumLookupError, UNKNOWN_LABELS } from './define-enum';
import type { EnumEntry } from './define-enum';

export interface CountryEntry extends EnumEntry {
  /** ISO 3166-1 alpha-2; null only on the `unknown` entry. */
  readonly isoChar2: string | null;
  /** ISO 3166-1 alpha-3; null only on the `unknown` entry. */
  readonly isoChar3: string | null;
  /** ISO 3166-1 numeric; null only on the `unknown` entry. */
  readonly isoNum: number | null;
  readonly partOfEu: boolean;
  /** Fully supported across the platform (it has regions), not only selectable as a billing country. */
  readonly systemWideSupport: boolean;
  /**
   * Anchored pattern for the whole VAT id including its prefix, matched against the normalised id
   * (see normalizeVatId). A string, not a RegExp, so entries stay serialisable for client components.
   */
  readonly vatIdRegEx: string | null;
  /** Anchored pattern for the national tax id (Slovak DIČ), without any prefix. */
  readonly taxIdRegEx: string | null;
}

const entries = [
  {
    id: 0,
    key: 'unknown',
    isoChar2: null,
    isoChar3: null,
    isoNum: null,
    partOfEu: false,
    systemWideSupport: false,
    vatIdRegEx: null,
    taxIdRegEx: null,
    labels: UNKNOWN_LABELS,
  },
  {
    id: 1,
    key: 'czechRepublic',
    isoChar2: 'CZ',
    isoChar3: 'CZE',
    isoNum: 203,
    partOfEu: true,
    systemWideSupport: true,
    vatIdRegEx: '^CZ\\d{8,10}$',
    taxIdRegEx: null,
    labels: { cs: 'Česká republika', sk: 'Česká republika', en: 'Czech Republic', de: 'Tschechien' },
  },
  {
    id: 2,
    key: 'slovakia',
    isoChar2: 'SK',
    isoChar3: 'SVK',
    isoNum: 703,
    partOfEu: true,
    systemWideSupport: true,
    vatIdRegEx: '^SK\\d{10}$',
    taxIdRegEx: '^\\d{9,10}$',
    labels: { cs: 'Slovensko', sk: 'Slovensko', en: 'Slovakia', de: 'Slowakei' },
  },
  {
    id: 3,
    key: 'austria',
    isoChar2: 'AT',
    isoChar3: 'AUT',
    isoNum: 40,
    partOfEu: true,
    systemWideSupport: true,
    vatIdRegEx: '^ATU\\d{8}$',
    taxIdRegEx: null,
    labels: { cs: 'Rakousko', sk: 'Rakúsko', en: 'Austria', de: 'Österreich' },
  },
  {
    id: 4,
    key: 'unitedKingdom',
    isoChar2: 'GB',
    isoChar3: 'GBR',
    isoNum: 826,
    partOfEu: false,
    systemWideSupport: false,
    vatIdRegEx: null,
    taxIdRegEx: null,
    labels: {
      cs: 'Spojené království',
      sk: 'Spojené kráľovstvo',
      en: 'United Kingdom',
      de: 'Vereinigtes Königreich',
    },
  },
  {
    id: 5,
    key: 'serbia',
    isoChar2: 'RS',
    isoChar3: 'SRB',
    isoNum: 688,
    partOfEu: false,
    systemWideSupport: true,
    vatIdRegEx: null,
    taxIdRegEx: null,
    labels: { cs: 'Srbsko', sk: 'Srbsko', en: 'Serbia', de: 'Serbien' },
  },
  {
    id: 6,
    key: 'belgium',
    isoChar2: 'BE',
    isoChar3: 'BEL',
    isoNum: 56,
    partOfEu: true,
    systemWideSupport: false,
    vatIdRegEx: '^BE[01]\\d{9}$',
    taxIdRegEx: null,
    labels: { cs: 'Belgie', sk: 'Belgicko', en: 'Belgium', de: 'Belgien' },
  },
  {
    id: 7,
    key: 'bulgaria',
    isoChar2: 'BG',
    isoChar3: 'BGR',
    isoNum: 100,
    partOfEu: true,
    systemWideSupport: false,
    vatIdRegEx: '^BG\\d{9,10}$',
    taxIdRegEx: null,
    labels: { cs: 'Bulharsko', sk: 'Bulharsko', en: 'Bulgaria', de: 'Bulgarien' },
  },
  {
    id: 8,
    key: 'croatia',
    isoChar2: 'HR',
    isoChar3: 'HRV',
    isoNum: 191,
    partOfEu: true,
    systemWideSupport: false,
    vatIdRegEx: '^HR\\d{11}$',
    taxIdRegEx: null,
    labels: { cs: 'Chorvatsko', sk: 'Chorvátsko', en: 'Croatia', de: 'Kroatien' },
  },
  {
    id: 9,
    key: 'cyprus',
    isoChar2: 'CY',
    isoChar3: 'CYP',
    isoNum: 196,
    partOfEu: true,
    systemWideSupport: false,
    vatIdRegEx: '^CY\\d{8}[A-Z]$',
    taxIdRegEx: null,
    labels: { cs: 'Kypr', sk: 'Cyprus', en: 'Cyprus', de: 'Zypern' },
  },
  {
    id: 10,
    key: 'denmark',
    isoChar2: 'DK',
    isoChar3: 'DNK',
    isoNum: 208,
    partOfEu: true,
    systemWideSupport: false,
    vatIdRegEx: '^DK\\d{8}$',
    taxIdRegEx: null,
    labels: { cs: 'Dánsko', sk: 'Dánsko', en: 'Denmark', de: 'Dänemark' },
  },
  {
    id: 11,
    key: 'estonia',
    isoChar2: 'EE',
    isoChar3: 'EST',
    isoNum: 233,
    partOfEu: true,
    systemWideSupport: false,
    vatIdRegEx: '^EE\\d{9}$',
    taxIdRegEx: null,
    labels: { cs: 'Estonsko', sk: 'Estónsko', en: 'Estonia', de: 'Estland' },
  },
  {
    id: 12,
    key: 'finland',
    isoChar2: 'FI',
    isoChar3: 'FIN',
    isoNum: 246,
    partOfEu: true,
    systemWideSupport: false,
    vatIdRegEx: '^FI\\d{8}$',
    taxIdRegEx: null,
    labels: { cs: 'Finsko', sk: 'Fínsko', en: 'Finland', de: 'Finnland' },
  },
  {
    id: 13,
    key: 'france',
    isoChar2: 'FR',
    isoChar3: 'FRA',
    isoNum: 250,
    partOfEu: true,
    systemWideSupport: false,
    vatIdRegEx: '^FR[0-9A-Z]{2}\\d{9}$',
    taxIdRegEx: null,
    labels: { cs: 'Francie', sk: 'Francúzsko', en: 'France', de: 'Frankreich' },
  },
  {
    id: 14,
    key: 'germany',
    isoChar2: 'DE',
    isoChar3: 'DEU',
    isoNum: 276,
    partOfEu: true,
    systemWideSupport: true,
    vatIdRegEx: '^DE\\d{9}$',
    taxIdRegEx: null,
    labels: { cs: 'Německo', sk: 'Nemecko', en: 'Germany', de: 'Deutschland' },
  },
  {
    id: 15,
    key: 'greece',
    isoChar2: 'GR',
    isoChar3: 'GRC',
    isoNum: 300,
    partOfEu: true,
    systemWideSupport: true,
    vatIdRegEx: '^EL\\d{9}$',
    taxIdRegEx: null,
    labels: { cs: 'Řecko', sk: 'Grécko', en: 'Greece', de: 'Griechenland' },
  },
  {
    id: 16,
    key: 'hungary',
    isoChar2: 'HU',
    isoChar3: 'HUN',
    isoNum: 348,
    partOfEu: true,
    systemWideSupport: false,
    vatIdRegEx: '^HU\\d{8}$',
    taxIdRegEx: null,
    labels: { cs: 'Maďarsko', sk: 'Maďarsko', en: 'Hungary', de: 'Ungarn' },
  },
  {
    id: 17,
    key: 'ireland',
    isoChar2: 'IE',
    isoChar3: 'IRL',
    isoNum: 372,
    partOfEu: true,
    systemWideSupport: false,
    vatIdRegEx: '^IE(?:\\d{7}[A-Z]{1,2}|\\d[A-Z]\\d{5}[A-Z])$',
    taxIdRegEx: null,
    labels: { cs: 'Irsko', sk: 'Írsko', en: 'Ireland', de: 'Irland' },
  },
  {
    id: 18,
    key: 'italy',
    isoChar2: 'IT',
    isoChar3: 'ITA',
    isoNum: 380,
    partOfEu: true,
    systemWideSupport: false,
    vatIdRegEx: '^IT\\d{11}$',
    taxIdRegEx: null,
    labels: { cs: 'Itálie', sk: 'Taliansko', en: 'Italy', de: 'Italien' },
  },
  {
    id: 19,
    key: 'latvia',
    isoChar2: 'LV',
    isoChar3: 'LVA',
    isoNum: 428,
    partOfEu: true,
    systemWideSupport: false,
    vatIdRegEx: '^LV\\d{11}$',
    taxIdRegEx: null,
    labels: { cs: 'Lotyšsko', sk: 'Lotyšsko', en: 'Latvia', de: 'Lettland' },
  },
  {
    id: 20,
    key: 'lithuania',
    isoChar2: 'LT',
    isoChar3: 'LTU',
    isoNum: 440,
    partOfEu: true,
    systemWideSupport: false,
    vatIdRegEx: '^LT(?:\\d{9}|\\d{12})$',
    taxIdRegEx: null,
    labels: { cs: 'Litva', sk: 'Litva', en: 'Lithuania', de: 'Litauen' },
  },
  {
    id: 21,
    key: 'luxembourg',
    isoChar2: 'LU',
    isoChar3: 'LUX',
    isoNum: 442,
    partOfEu: true,
    systemWideSupport: false,
    vatIdRegEx: '^LU\\d{8}$',
    taxIdRegEx: null,
    labels: { cs: 'Lucembursko', sk: 'Luxembursko', en: 'Luxembourg', de: 'Luxemburg' },
  },
  {
    id: 22,
    key: 'malta',
    isoChar2: 'MT',
    isoChar3: 'MLT',
    isoNum: 470,
    partOfEu: true,
    systemWideSupport: false,
    vatIdRegEx: '^MT\\d{8}$',
    taxIdRegEx: null,
    labels: { cs: 'Malta', sk: 'Malta', en: 'Malta', de: 'Malta' },
  },
  {
    id: 23,
    key: 'poland',
    isoChar2: 'PL',
    isoChar3: 'POL',
    isoNum: 616,
    partOfEu: true,
    systemWideSupport: false,
    vatIdRegEx: '^PL\\d{10}$',
    taxIdRegEx: null,
    labels: { cs: 'Polsko', sk: 'Poľsko', en: 'Poland', de: 'Polen' },
  },
  {
    id: 24,
    key: 'portugal',
    isoChar2: 'PT',
    isoChar3: 'PRT',
    isoNum: 620,
    partOfEu: true,
    systemWideSupport: false,
    vatIdRegEx: '^PT\\d{9}$',
    taxIdRegEx: null,
    labels: { cs: 'Portugalsko', sk: 'Portugalsko', en: 'Portugal', de: 'Portugal' },
  },
  {
    id: 25,
    key: 'romania',
    isoChar2: 'RO',
    isoChar3: 'ROU',
    isoNum: 642,
    partOfEu: true,
    systemWideSupport: false,
    vatIdRegEx: '^RO\\d{2,10}$',
    taxIdRegEx: null,
    labels: { cs: 'Rumunsko', sk: 'Rumunsko', en: 'Romania', de: 'Rumänien' },
  },
  {
    id: 26,
    key: 'slovenia',
    isoChar2: 'SI',
    isoChar3: 'SVN',
    isoNum: 705,
    partOfEu: true,
    systemWideSupport: false,
    vatIdRegEx: '^SI\\d{8}$',
    taxIdRegEx: null,
    labels: { cs: 'Slovinsko', sk: 'Slovinsko', en: 'Slovenia', de: 'Slowenien' },
  },
  {
    id: 27,
    key: 'spain',
    isoChar2: 'ES',
    isoChar3: 'ESP',
    isoNum: 724,
    partOfEu: true,
    systemWideSupport: false,
    vatIdRegEx: '^ES[0-9A-Z]\\d{7}[0-9A-Z]$',
    taxIdRegEx: null,
    labels: { cs: 'Španělsko', sk: 'Španielsko', en: 'Spain', de: 'Spanien' },
  },
  {
    id: 28,
    key: 'sweden',
    isoChar2: 'SE',
    isoChar3: 'SWE',
    isoNum: 752,
    partOfEu: true,
    systemWideSupport: false,
    vatIdRegEx: '^SE\\d{12}$',
    taxIdRegEx: null,
    labels: { cs: 'Švédsko', sk: 'Švédsko', en: 'Sweden', de: 'Schweden' },
  },
  {
    id: 29,
    key: 'netherlands',
    isoChar2: 'NL',
    isoChar3: 'NLD',
    isoNum: 528,
    partOfEu: true,
    systemWideSupport: false,
    vatIdRegEx: '^NL\\d{9}B\\d{2}$',
    taxIdRegEx: null,
    labels: { cs: 'Nizozemsko', sk: 'Holandsko', en: 'Netherlands', de: 'Niederlande' },
  },
  {
    id: 30,
    key: 'iceland',
    isoChar2: 'IS',
    isoChar3: 'ISL',
    isoNum: 352,
    partOfEu: false,
    systemWideSupport: false,
    vatIdRegEx: '^IS\\d{5,6}$',
    taxIdRegEx: null,
    labels: { cs: 'Island', sk: 'Island', en: 'Iceland', de: 'Island' },
  },
  {
    id: 31,
    key: 'liechtenstein',
    isoChar2: 'LI',
    isoChar3: 'LIE',
    isoNum: 438,
    partOfEu: false,
    systemWideSupport: false,
    vatIdRegEx: '^LI\\d{5}$',
    taxIdRegEx: null,
    labels: { cs: 'Lichtenštejnsko', sk: 'Lichtenštajnsko', en: 'Liechtenstein', de: 'Liechtenstein' },
  },
  {
    id: 32,
    key: 'norway',
    isoChar2: 'NO',
    isoChar3: 'NOR',
    isoNum: 578,
    partOfEu: false,
    systemWideSupport: false,
    vatIdRegEx: '^NO\\d{9}(?:MVA)?$',
    taxIdRegEx: null,
    labels: { cs: 'Norsko', sk: 'Nórsko', en: 'Norway', de: 'Norwegen' },
  },
  {
    id: 33,
    key: 'switzerland',
    isoChar2: 'CH',
    isoChar3: 'CHE',
    isoNum: 756,
    partOfEu: false,
    systemWideSupport: false,
    vatIdRegEx: '^CHE\\d{9}(?:MWST|TVA|IVA)$',
    taxIdRegEx: null,
    labels: { cs: 'Švýcarsko', sk: 'Švajčiarsko', en: 'Switzerland', de: 'Schweiz' },
  },
] as const satisfies readonly CountryEntry[];

export type CountryIsoChar2 = Exclude<(typeof entries)[number]['isoChar2'], null>;

function checkPattern(entry: CountryEntry, field: 'vatIdRegEx' | 'taxIdRegEx'): void {
  const pattern = entry[field];
  if (pattern === null) return;
  // Unanchored patterns would accept any text that merely contains a valid id.
  if (!pattern.startsWith('^') || !pattern.endsWith('$')) {
    throw new EnumDefinitionError('country', entry.id, `${field} must be anchored with ^ and $`);
  }
  try {
    new RegExp(pattern);
  } catch {
    throw new EnumDefinitionError('country', entry.id, `${field} is not a valid regular expression`);
  }
}

export const country = defineEnum<CountryEntry, typeof entries>('country', entries, {
  validate(entry) {
    checkPattern(entry, 'vatIdRegEx');
    checkPattern(entry, 'taxIdRegEx');
  },
});

/** The country with this id; throws EnumLookupError when it does not exist. */
export function getCountry(id: number): CountryEntry {
  return country.get(id);
}

/** The country with this ISO 3166-1 alpha-2 code (case-insensitive); throws EnumLookupError if none. */
export function getCountryByIsoChar2(isoChar2: string): CountryEntry {
  const wanted = isoChar2.trim().toUpperCase();
  const entry = country.list().find((candidate) => candidate.isoChar2 === wanted);
  if (entry === undefined) {
    throw new EnumLookupError(
      'country',
      isoChar2,
      `Enumeration "country" has no entry with isoChar2 "${isoChar2}"`,
    );
  }
  return entry;
}
