import { describe, expect, it } from 'vitest';
import { country } from './country';
import type { CountryEntry } from './country';
import { EnumLookupError } from './define-enum';
import { hasVatIdPattern, isValidTaxId, isValidVatId, normalizeVatId } from './vat-id';

type CountryKey = Parameters<typeof country.byKey>[0];
interface Examples {
  readonly valid: readonly string[];
  readonly invalid: readonly string[];
}

// Format-realistic ids; only the format is checked, not check digits.
const examples: Partial<Record<CountryKey, Examples>> = {
  czechRepublic: {
    valid: ['CZ12345678', 'CZ123456789', 'CZ1234567890'],
    invalid: ['CZ1234567', 'CZ12345678901', 'CZ1234567A', '12345678'],
  },
  slovakia: { valid: ['SK2020273893'], invalid: ['SK202027389', 'SK20202738931', '2020273893'] },
  austria: { valid: ['ATU13585627'], invalid: ['AT13585627', 'ATU1358562', 'ATU135856270'] },
  belgium: {
    valid: ['BE0123456789', 'BE1234567890', 'BE0403170701'],
    invalid: ['BE2234567890', 'BE9123456789', 'BE123456789', 'BE01234567890'],
  },
  bulgaria: { valid: ['BG123456789', 'BG1234567890'], invalid: ['BG12345678', 'BG12345678901'] },
  croatia: { valid: ['HR33392005961'], invalid: ['HR3339200596', 'HR333920059612'] },
  cyprus: { valid: ['CY10259033P', 'CY12345678X'], invalid: ['CY12345678', 'CY123456789', 'CY1234567XX'] },
  denmark: { valid: ['DK13585628'], invalid: ['DK1358562', 'DK135856281'] },
  estonia: { valid: ['EE100931558'], invalid: ['EE10093155', 'EE1009315581'] },
  finland: { valid: ['FI20774740'], invalid: ['FI2077474', 'FI207747401'] },
  france: {
    valid: ['FR40303265045', 'FRK7399859412', 'FRAB123456789'],
    invalid: ['FR4030326504', 'FRA123456789', 'FR40303265045X', 'FRAB12345678A'],
  },
  germany: { valid: ['DE136695976'], invalid: ['DE13669597', 'DE1366959761', 'DEU136695976'] },
  greece: { valid: ['EL094259216'], invalid: ['GR094259216', 'EL09425921', 'EL0942592161'] },
  hungary: { valid: ['HU12892312'], invalid: ['HU1289231', 'HU128923121'] },
  ireland: {
    valid: ['IE6388047V', 'IE1234567WA', 'IE8Z49289F'],
    invalid: ['IE6388047', 'IE1234567ABC', 'IE8Z4928F', 'IE88492891'],
  },
  italy: { valid: ['IT00743110157'], invalid: ['IT0074311015', 'IT007431101570'] },
  latvia: { valid: ['LV40003521600'], invalid: ['LV4000352160', 'LV400035216001'] },
  lithuania: {
    valid: ['LT119511515', 'LT100001919017'],
    invalid: ['LT11951151', 'LT1195115150', 'LT11951151501', 'LT1000019190170'],
  },
  luxembourg: { valid: ['LU15027442'], invalid: ['LU1502744', 'LU150274421'] },
  malta: { valid: ['MT11679112'], invalid: ['MT1167911', 'MT116791121'] },
  poland: { valid: ['PL5260250274'], invalid: ['PL526025027', 'PL52602502741'] },
  portugal: { valid: ['PT501964843'], invalid: ['PT50196484', 'PT5019648431'] },
  romania: {
    valid: ['RO18', 'RO18547290', 'RO1234567890'],
    invalid: ['RO1', 'RO12345678901', 'ROA8547290'],
  },
  slovenia: { valid: ['SI50223054'], invalid: ['SI5022305', 'SI502230541'] },
  spain: {
    valid: ['ESA28015865', 'ESX1234567L', 'ES12345678Z', 'ESB12345678'],
    invalid: ['ESA2801586', 'ESAB1234567', 'ESA280158651'],
  },
  sweden: { valid: ['SE556188840401'], invalid: ['SE5561888404', 'SE55618884040', 'SE5561888404011'] },
  netherlands: {
    valid: ['NL004495445B01', 'NL123456789B12'],
    invalid: ['NL004495445', 'NL004495445B1', 'NL004495445A01', 'NL04495445B01'],
  },
  iceland: { valid: ['IS12345', 'IS123456'], invalid: ['IS1234', 'IS1234567'] },
  liechtenstein: { valid: ['LI12345'], invalid: ['LI1234', 'LI123456'] },
  norway: {
    valid: ['NO923609016', 'NO923609016MVA'],
    invalid: ['NO92360901', 'NO9236090161', 'NO923609016VAT', 'NO923609016MV'],
  },
  switzerland: {
    valid: ['CHE123456789MWST', 'CHE123456789TVA', 'CHE123456789IVA'],
    invalid: ['CHE123456789', 'CHE123456789VAT', 'CH123456789MWST', 'CHE12345678MWST'],
  },
};

const withPattern = country.list().filter((entry) => entry.vatIdRegEx !== null);
const examplesOf = (entry: CountryEntry): Examples => {
  const found = (examples as Record<string, Examples | undefined>)[entry.key];
  if (found === undefined) throw new Error(`no VAT examples for ${entry.key}`);
  return found;
};

describe('isValidVatId', () => {
  it('has valid and invalid examples for every country with a pattern', () => {
    expect(withPattern).toHaveLength(31);
    for (const entry of withPattern) {
      expect(examplesOf(entry).valid.length, entry.key).toBeGreaterThan(0);
      expect(examplesOf(entry).invalid.length, entry.key).toBeGreaterThan(0);
    }
  });

  describe.each(withPattern.map((entry) => [entry.key, entry] as const))('%s', (_key, entry) => {
    it('accepts well-formed ids', () => {
      for (const vatId of examplesOf(entry).valid) expect(isValidVatId(entry.id, vatId), vatId).toBe(true);
    });

    it('rejects malformed ids', () => {
      for (const vatId of examplesOf(entry).invalid) expect(isValidVatId(entry.id, vatId), vatId).toBe(false);
    });

    it("rejects every other country's valid ids", () => {
      for (const other of withPattern) {
        if (other.id === entry.id) continue;
        for (const vatId of examplesOf(other).valid) {
          expect(isValidVatId(entry.id, vatId), `${vatId} as ${entry.key}`).toBe(false);
        }
      }
    });

    it('rejects the id without its prefix, empty input and surrounding text', () => {
      const [sample = ''] = examplesOf(entry).valid;
      expect(isValidVatId(entry.id, sample.replace(/^[A-Z]+/, ''))).toBe(false);
      expect(isValidVatId(entry.id, '')).toBe(false);
      expect(isValidVatId(entry.id, `x${sample}`)).toBe(false);
      expect(isValidVatId(entry.id, `${sample}/1`)).toBe(false);
    });
  });

  it('uses EL, not GR, for Greece', () => {
    expect(isValidVatId(country.ids.greece, 'EL094259216')).toBe(true);
    expect(isValidVatId(country.ids.greece, 'GR094259216')).toBe(false);
  });

  it('normalises whitespace, dots, hyphens and case before matching', () => {
    expect(isValidVatId(country.ids.czechRepublic, 'cz 123 456 78')).toBe(true);
    expect(isValidVatId(country.ids.czechRepublic, '  CZ12345678\n')).toBe(true);
    expect(isValidVatId(country.ids.belgium, 'BE 0123.456.789')).toBe(true);
    expect(isValidVatId(country.ids.switzerland, 'CHE-123.456.789 MWST')).toBe(true);
    expect(isValidVatId(country.ids.switzerland, 'che-123.456.789 tva')).toBe(true);
    expect(isValidVatId(country.ids.austria, 'atu\u00a013585627')).toBe(true);
    expect(isValidVatId(country.ids.netherlands, 'nl004495445b01')).toBe(true);
    expect(isValidVatId(country.ids.czechRepublic, 'CZ 1234567')).toBe(false);
    expect(isValidVatId(country.ids.czechRepublic, 'CZ_12345678')).toBe(false);
  });

  describe('countries without a pattern (United Kingdom, Serbia)', () => {
    it.each([country.ids.unitedKingdom, country.ids.serbia])(
      'country %i accepts 4-20 letters and digits',
      (id) => {
        expect(hasVatIdPattern(id)).toBe(false);
        for (const vatId of [
          'GB123456789',
          'GB 123 4567 89',
          'RS101134702',
          '101134702',
          'GBGD001',
          'ABCD',
        ]) {
          expect(isValidVatId(id, vatId), vatId).toBe(true);
        }
        for (const vatId of ['', '   ', 'GB1', 'GB123/456', 'GB123456789#', 'A'.repeat(21)]) {
          expect(isValidVatId(id, vatId), vatId).toBe(false);
        }
      },
    );
  });

  it('returns false for the unknown country', () => {
    expect(isValidVatId(0, 'CZ12345678')).toBe(false);
    expect(isValidVatId(0, 'GB123456789')).toBe(false);
  });

  it('throws EnumLookupError for a country id that does not exist', () => {
    expect(() => isValidVatId(34, 'CZ12345678')).toThrow(EnumLookupError);
    expect(() => isValidVatId(34, 'CZ12345678')).toThrow('Enumeration "country" has no entry with id 34');
  });

  it('follows the pattern of a registered custom country', () => {
    country.register({
      id: 1001,
      key: 'ukraine',
      isoChar2: 'UA',
      isoChar3: 'UKR',
      isoNum: 804,
      partOfEu: false,
      systemWideSupport: false,
      vatIdRegEx: '^UA\\d{12}$',
      taxIdRegEx: null,
      labels: { cs: 'Ukrajina', sk: 'Ukrajina', en: 'Ukraine', de: 'Ukraine' },
    });
    expect(isValidVatId(1001, 'UA123456789012')).toBe(true);
    expect(isValidVatId(1001, 'UA12345678901')).toBe(false);
    country.clearCustom();
  });
});

describe('isValidTaxId', () => {
  const { slovakia } = country.ids;

  it('accepts Slovak tax ids (DIČ) of 9 and 10 digits', () => {
    expect(isValidTaxId(slovakia, '202027389')).toBe(true);
    expect(isValidTaxId(slovakia, '2020273893')).toBe(true);
    expect(isValidTaxId(slovakia, ' 2020 273 893 ')).toBe(true);
  });

  it('rejects Slovak tax ids of 8 or 11 digits, with a prefix or letters', () => {
    expect(isValidTaxId(slovakia, '20202738')).toBe(false);
    expect(isValidTaxId(slovakia, '20202738931')).toBe(false);
    expect(isValidTaxId(slovakia, 'SK2020273893')).toBe(false);
    expect(isValidTaxId(slovakia, '202027389A')).toBe(false);
    expect(isValidTaxId(slovakia, '')).toBe(false);
  });

  it('applies the 4-20 letters and digits rule to countries without a tax id pattern', () => {
    expect(isValidTaxId(country.ids.czechRepublic, 'CZ12345678')).toBe(true);
    expect(isValidTaxId(country.ids.czechRepublic, '')).toBe(false);
    expect(isValidTaxId(country.ids.germany, '12/345/67890')).toBe(false);
  });

  it('returns false for the unknown country and throws for a missing one', () => {
    expect(isValidTaxId(0, '2020273893')).toBe(false);
    expect(() => isValidTaxId(99, '2020273893')).toThrow('Enumeration "country" has no entry with id 99');
  });
});

describe('normalizeVatId', () => {
  it('upper-cases and removes whitespace, dots and hyphens', () => {
    expect(normalizeVatId('cz 123 456 78')).toBe('CZ12345678');
    expect(normalizeVatId('CHE-123.456.789 MWST')).toBe('CHE123456789MWST');
    expect(normalizeVatId('\tbe 0123.456.789\n')).toBe('BE0123456789');
    expect(normalizeVatId('')).toBe('');
  });

  it('keeps other characters so they fail the patterns', () => {
    expect(normalizeVatId('GB/123')).toBe('GB/123');
  });
});

describe('hasVatIdPattern', () => {
  it('is false only for the United Kingdom, Serbia and unknown', () => {
    const without = country
      .list()
      .filter((entry) => !hasVatIdPattern(entry.id))
      .map((entry) => entry.key);
    expect(without).toEqual(['unknown', 'unitedKingdom', 'serbia']);
  });
});
