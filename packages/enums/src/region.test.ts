import { afterEach, describe, expect, it } from 'vitest';
import { country } from './country';
import { CUSTOM_ID_THRESHOLD, EnumDefinitionError } from './define-enum';
import { listRegionsOfCountry, region } from './region';

afterEach(() => region.clearCustom());

const ids = (countryId: number) => listRegionsOfCountry(countryId).map((entry) => entry.id);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
const labelsOf = (countryId: number, language: 'cs' | 'sk' | 'en' | 'de') =>
  listRegionsOfCountry(countryId).map((entry) => entry.labels[language]);

const { czechRepublic, slovakia, austria, serbia, germany, greece } = country.ids;

describe('region', () => {
  it('has the id blocks of the spec per country', () => {
    expect(ids(czechRepublic)).toEqual(range(1, 14));
    expect(ids(slovakia)).toEqual(range(201, 208));
    expect(ids(austria)).toEqual(range(301, 309));
    expect(ids(serbia)).toEqual(range(501, 506));
    expect(ids(germany)).toEqual(range(1401, 1416));
    expect(ids(greece)).toEqual(range(1501, 1513));
    expect(region.list()).toHaveLength(1 + 14 + 8 + 9 + 6 + 16 + 13);
  });

  it('has regions only for the countries with system-wide support', () => {
    const withRegions = country
      .list()
      .filter((entry) => listRegionsOfCountry(entry.id).length > 0)
      .map((entry) => entry.id);
    const supported = country
      .list()
      .filter((entry) => entry.systemWideSupport)
      .map((entry) => entry.id);
    expect(withRegions).toEqual(supported);
  });

  it('points every region at an existing country', () => {
    for (const entry of region.list().slice(1)) expect(country.has(entry.countryId)).toBe(true);
    expect(region.get(0).countryId).toBe(0);
  });

  it('lists the 14 Czech regions in official order', () => {
    expect(labelsOf(czechRepublic, 'cs')).toEqual([
      'Hlavní město Praha',
      'Středočeský kraj',
      'Jihočeský kraj',
      'Plzeňský kraj',
      'Karlovarský kraj',
      'Ústecký kraj',
      'Liberecký kraj',
      'Královéhradecký kraj',
      'Pardubický kraj',
      'Kraj Vysočina',
      'Jihomoravský kraj',
      'Olomoucký kraj',
      'Zlínský kraj',
      'Moravskoslezský kraj',
    ]);
  });

  it('lists the 8 Slovak regions in official order', () => {
    expect(labelsOf(slovakia, 'sk')).toEqual([
      'Bratislavský kraj',
      'Trnavský kraj',
      'Trenčiansky kraj',
      'Nitriansky kraj',
      'Žilinský kraj',
      'Banskobystrický kraj',
      'Prešovský kraj',
      'Košický kraj',
    ]);
  });

  it('lists the 9 Austrian states in ISO 3166-2:AT order', () => {
    expect(labelsOf(austria, 'de')).toEqual([
      'Burgenland',
      'Kärnten',
      'Niederösterreich',
      'Oberösterreich',
      'Salzburg',
      'Steiermark',
      'Tirol',
      'Vorarlberg',
      'Wien',
    ]);
  });

  it('lists the 6 Serbian regions', () => {
    expect(labelsOf(serbia, 'en')).toEqual([
      'Belgrade',
      'Vojvodina',
      'Šumadija',
      'Western Serbia',
      'Eastern Serbia',
      'Southern Serbia',
    ]);
  });

  it('lists the 16 German states by their official state key', () => {
    expect(labelsOf(germany, 'de')).toEqual([
      'Schleswig-Holstein',
      'Hamburg',
      'Niedersachsen',
      'Bremen',
      'Nordrhein-Westfalen',
      'Hessen',
      'Rheinland-Pfalz',
      'Baden-Württemberg',
      'Bayern',
      'Saarland',
      'Berlin',
      'Brandenburg',
      'Mecklenburg-Vorpommern',
      'Sachsen',
      'Sachsen-Anhalt',
      'Thüringen',
    ]);
  });

  it('lists the 13 Greek regions in ISO 3166-2:GR order', () => {
    expect(labelsOf(greece, 'en')).toEqual([
      'Eastern Macedonia and Thrace',
      'Central Macedonia',
      'Western Macedonia',
      'Epirus',
      'Thessaly',
      'Ionian Islands',
      'Western Greece',
      'Central Greece',
      'Attica',
      'Peloponnese',
      'North Aegean',
      'South Aegean',
      'Crete',
    ]);
  });

  it('returns no regions for a country without them', () => {
    expect(listRegionsOfCountry(country.ids.france)).toEqual([]);
    expect(listRegionsOfCountry(0)).toEqual([]);
  });
});

describe('custom regions', () => {
  const labels = {
    cs: 'Kosovo a Metochie',
    sk: 'Kosovo a Metochia',
    en: 'Kosovo and Metohija',
    de: 'Kosovo',
  };

  it('treats built-in German and Greek regions above the threshold as built in', () => {
    expect(1401).toBeGreaterThan(CUSTOM_ID_THRESHOLD);
    expect(region.isCustom(1401)).toBe(false);
    expect(() => region.register({ id: 1401, key: 'other', countryId: germany, labels })).toThrow(
      'id is already defined',
    );
  });

  it('registers a custom region of an existing country', () => {
    region.register({ id: 1001, key: 'kosovoMetohija', countryId: serbia, labels });
    expect(ids(serbia)).toEqual([...range(501, 506), 1001]);
    expect(region.isCustom(1001)).toBe(true);
  });

  it('rejects a custom region whose country does not exist', () => {
    expect(() => region.register({ id: 1001, key: 'atlantis', countryId: 99, labels })).toThrow(
      EnumDefinitionError,
    );
    expect(() => region.register({ id: 1001, key: 'nowhere', countryId: 0, labels })).toThrow(
      'countryId 0 is not a known country',
    );
  });
});
