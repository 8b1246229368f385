import { afterEach, describe, expect, it } from 'vitest';
import { country, getCountry, getCountryByIsoChar2 } from './country';
import { EnumLookupError } from './define-enum';

afterEach(() => country.clearCustom());

// id, English label, ISO 3166-1 alpha-2, alpha-3, numeric.
const expected = [
  [1, 'Czech Republic', 'CZ', 'CZE', 203],
  [2, 'Slovakia', 'SK', 'SVK', 703],
  [3, 'Austria', 'AT', 'AUT', 40],
  [4, 'United Kingdom', 'GB', 'GBR', 826],
  [5, 'Serbia', 'RS', 'SRB', 688],
  [6, 'Belgium', 'BE', 'BEL', 56],
  [7, 'Bulgaria', 'BG', 'BGR', 100],
  [8, 'Croatia', 'HR', 'HRV', 191],
  [9, 'Cyprus', 'CY', 'CYP', 196],
  [10, 'Denmark', 'DK', 'DNK', 208],
  [11, 'Estonia', 'EE', 'EST', 233],
  [12, 'Finland', 'FI', 'FIN', 246],
  [13, 'France', 'FR', 'FRA', 250],
  [14, 'Germany', 'DE', 'DEU', 276],
  [15, 'Greece', 'GR', 'GRC', 300],
  [16, 'Hungary', 'HU', 'HUN', 348],
  [17, 'Ireland', 'IE', 'IRL', 372],
  [18, 'Italy', 'IT', 'ITA', 380],
  [19, 'Latvia', 'LV', 'LVA', 428],
  [20, 'Lithuania', 'LT', 'LTU', 440],
  [21, 'Luxembourg', 'LU', 'LUX', 442],
  [22, 'Malta', 'MT', 'MLT', 470],
  [23, 'Poland', 'PL', 'POL', 616],
  [24, 'Portugal', 'PT', 'PRT', 620],
  [25, 'Romania', 'RO', 'ROU', 642],
  [26, 'Slovenia', 'SI', 'SVN', 705],
  [27, 'Spain', 'ES', 'ESP', 724],
  [28, 'Sweden', 'SE', 'SWE', 752],
  [29, 'Netherlands', 'NL', 'NLD', 528],
  [30, 'Iceland', 'IS', 'ISL', 352],
  [31, 'Liechtenstein', 'LI', 'LIE', 438],
  [32, 'Norway', 'NO', 'NOR', 578],
  [33, 'Switzerland', 'CH', 'CHE', 756],
] as const;

const real = () => country.list().slice(1);
const isoOf = (predicate: (entry: ReturnType<typeof getCountry>) => boolean) =>
  real()
    .filter(predicate)
    .map((entry) => entry.isoChar2);

describe('country', () => {
  it('has 33 countries in the spec order with their ISO 3166-1 codes', () => {
    expect(real()).toHaveLength(33);
    expect(
      real().map((entry) => [entry.id, entry.labels.en, entry.isoChar2, entry.isoChar3, entry.isoNum]),
    ).toEqual(expected);
  });

  it('has unique ISO codes', () => {
    for (const field of ['isoChar2', 'isoChar3', 'isoNum'] as const) {
      expect(new Set(real().map((entry) => entry[field])).size).toBe(33);
    }
  });

  it('marks every country as EU except the United Kingdom, Serbia, Iceland, Liechtenstein, Norway, Switzerland', () => {
    expect(isoOf((entry) => !entry.partOfEu)).toEqual(['GB', 'RS', 'IS', 'LI', 'NO', 'CH']);
    expect(isoOf((entry) => entry.partOfEu)).toHaveLength(27);
  });

  it('gives system-wide support to Czechia, Slovakia, Austria, Serbia, Germany and Greece only', () => {
    expect(isoOf((entry) => entry.systemWideSupport)).toEqual(['CZ', 'SK', 'AT', 'RS', 'DE', 'GR']);
  });

  it('has a VAT id pattern for every country except the United Kingdom and Serbia', () => {
    expect(isoOf((entry) => entry.vatIdRegEx === null)).toEqual(['GB', 'RS']);
  });

  it('anchors every pattern', () => {
    for (const entry of country.list()) {
      for (const pattern of [entry.vatIdRegEx, entry.taxIdRegEx]) {
        if (pattern === null) continue;
        expect(pattern.startsWith('^') && pattern.endsWith('$'), `${entry.key}: ${pattern}`).toBe(true);
      }
    }
  });

  it('has a tax id pattern for Slovakia only', () => {
    expect(isoOf((entry) => entry.taxIdRegEx !== null)).toEqual(['SK']);
  });

  it('leaves the unknown entry without codes or patterns', () => {
    expect(getCountry(0)).toMatchObject({
      isoChar2: null,
      isoChar3: null,
      isoNum: null,
      partOfEu: false,
      systemWideSupport: false,
      vatIdRegEx: null,
      taxIdRegEx: null,
    });
  });

  it('labels countries in all four languages', () => {
    expect(getCountry(1).labels).toEqual({
      cs: 'Česká republika',
      sk: 'Česká republika',
      en: 'Czech Republic',
      de: 'Tschechien',
    });
    expect(getCountry(country.ids.switzerland).labels).toEqual({
      cs: 'Švýcarsko',
      sk: 'Švajčiarsko',
      en: 'Switzerland',
      de: 'Schweiz',
    });
  });
});

describe('getCountry / getCountryByIsoChar2', () => {
  it('returns a country by id or alpha-2 code', () => {
    expect(getCountry(15).isoChar2).toBe('GR');
    expect(getCountryByIsoChar2('at').id).toBe(3);
    expect(getCountryByIsoChar2('GB').key).toBe('unitedKingdom');
  });

  it('throws EnumLookupError naming the enumeration and id', () => {
    expect(() => getCountry(34)).toThrow('Enumeration "country" has no entry with id 34');
    expect(() => getCountryByIsoChar2('UK')).toThrow('Enumeration "country" has no entry with isoChar2 "UK"');
    expect(() => getCountryByIsoChar2('US')).toThrow(EnumLookupError);
  });
});

describe('custom countries', () => {
  const base = {
    isoChar2: 'UA',
    isoChar3: 'UKR',
    isoNum: 804,
    partOfEu: false,
    systemWideSupport: false,
    taxIdRegEx: null,
    labels: { cs: 'Ukrajina', sk: 'Ukrajina', en: 'Ukraine', de: 'Ukraine' },
  };

  it('registers with an anchored pattern', () => {
    country.register({ ...base, id: 1001, key: 'ukraine', vatIdRegEx: '^UA\\d{12}$' });
    expect(getCountry(1001).isoChar3).toBe('UKR');
  });

  it('rejects unanchored or invalid patterns', () => {
    expect(() => country.register({ ...base, id: 1001, key: 'ukraine', vatIdRegEx: 'UA\\d{12}' })).toThrow(
      'vatIdRegEx must be anchored with ^ and $',
    );
    expect(() => country.register({ ...base, id: 1001, key: 'ukraine', vatIdRegEx: '^UA(\\d$' })).toThrow(
      'vatIdRegEx is not a valid regular expression',
    );
    expect(() =>
      country.register({ ...base, id: 1001, key: 'ukraine', vatIdRegEx: null, taxIdRegEx: '^\\d+' }),
    ).toThrow('taxIdRegEx must be anchored with ^ and $');
  });
});
