import { afterEach, describe, expect, it } from 'vitest';
import { EnumDefinitionError, EnumLookupError, LABEL_LANGUAGES, UNKNOWN_LABELS } from './define-enum';
import type { LabelLanguage } from './define-enum';
import {
  clearCustomEntries,
  ENUM_NAMES,
  enumerations,
  getEnumEntry,
  getEnumLabel,
  isCustomEntry,
  isEnumName,
  listEnum,
  registerCustomEntry,
} from './registry';
import type { EnumName } from './registry';

afterEach(() => clearCustomEntries());

const customLabels = { cs: 'Vlastní', sk: 'Vlastný', en: 'Custom', de: 'Eigene' };

// Keys of ids 1, 2, 3, ... in spec order (section 3); country and region have their own test files.
const expectedKeys: Record<Exclude<EnumName, 'country' | 'region'>, readonly string[]> = {
  language: ['czech', 'slovak', 'english', 'german', 'french', 'spanish', 'russian', 'norwegian', 'swedish'],
  currency: ['czk', 'eur', 'rsd', 'gbp', 'pln'],
  orderStatus: ['pending', 'paid', 'canceled', 'expired', 'refunded'],
  chipType: ['regular', 'toppedUpOnline', 'vip', 'anonymousTransaction', 'employee', 'guest'],
  reqProvider: ['email', 'facebook', 'google', 'apple'],
  reqSource: [
    'WEB',
    'MOBILE_ANDROID',
    'MOBILE_IOS',
    'WEB_UNITED_TICKETS',
    'WEB_DINO_LIVE',
    'GOOUT',
    'EASOL',
    'SHERWOOD',
  ],
  eventCategory: [
    'music',
    'gastro',
    'culture',
    'wine',
    'sport',
    'seriesEvent',
    'festival',
    'children',
    'party',
    'theatre',
    'concert',
    'beer',
  ],
  eventKind: ['oneOff', 'longTerm'],
  eventSize: ['small', 'medium', 'large'],
  eventType: ['tickets', 'packages', 'creditTopUp'],
  itemType: [
    'eventEntry',
    'parking',
    'nfcChip',
    'attractionEntry',
    'workshop',
    'product',
    'repeatedEventEntry',
    'vipNfcChip',
    'zone',
  ],
  paymentMethod: [
    'paymentCard',
    'bankTransfer',
    'googlePay',
    'applePay',
    'phoneTerminal',
    'cash',
    'chip',
    'vipChip',
    'ticketsVoucher',
    'partner',
    'clickToPay',
  ],
  productCategory: [
    'nonAlcoholic',
    'beer',
    'wine',
    'otherAlcohol',
    'savoury',
    'sweet',
    'additionalAssortment',
  ],
  sectionType: ['popular', 'ourPick', 'happeningNow', 'thisWeekend', 'justAnnounced', 'speciality', 'nearMe'],
  venueType: ['stadium', 'camp', 'meadowSite', 'outdoorTheatreCinema', 'theatreCinema', 'city', 'musicClub'],
  common: ['close', 'yes', 'no'],
};

describe('enumeration names', () => {
  it('lists the seventeen enumerations of the spec and the order statuses', () => {
    expect([...ENUM_NAMES].sort()).toEqual(
      [
        'chipType',
        'common',
        'country',
        'currency',
        'eventCategory',
        'eventKind',
        'eventSize',
        'eventType',
        'itemType',
        'language',
        'orderStatus',
        'paymentMethod',
        'productCategory',
        'region',
        'reqProvider',
        'reqSource',
        'sectionType',
        'venueType',
      ].sort(),
    );
    for (const name of ENUM_NAMES) expect(enumerations[name].name).toBe(name);
    expect(isEnumName('currency')).toBe(true);
    expect(isEnumName('colour')).toBe(false);
    expect(isEnumName('toString')).toBe(false);
  });
});

describe.each(ENUM_NAMES)('%s', (name) => {
  const entries = listEnum(name);

  it('starts with the unknown entry, id 0', () => {
    const first = entries[0];
    expect(first?.id).toBe(0);
    expect(first?.key.toLowerCase()).toBe('unknown');
    expect(first?.labels).toEqual(UNKNOWN_LABELS);
    expect(getEnumLabel(name, 0, 'en')).toBe('Unknown');
  });

  it('has non-empty labels in cs, sk, en and de on every entry', () => {
    for (const entry of entries) {
      expect(Object.keys(entry.labels).sort()).toEqual([...LABEL_LANGUAGES].sort());
      for (const language of LABEL_LANGUAGES) {
        expect(entry.labels[language].trim(), `${name} ${String(entry.id)} ${language}`).not.toBe('');
        expect(entry.labels[language]).toBe(entry.labels[language].trim());
      }
    }
  });

  it('has unique ids and keys, listed in ascending id order', () => {
    const ids = entries.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(entries.map((entry) => entry.key)).size).toBe(entries.length);
    for (const entry of entries) expect(Number.isInteger(entry.id)).toBe(true);
  });

  it('exposes every built-in key as an id constant', () => {
    const enumeration = enumerations[name];
    expect(Object.keys(enumeration.ids)).toHaveLength(entries.length);
    for (const entry of entries) {
      expect((enumeration.ids as Readonly<Record<string, number>>)[entry.key]).toBe(entry.id);
    }
  });

  it('throws EnumLookupError naming the enumeration and id for a missing id', () => {
    expect(() => getEnumEntry(name, 999)).toThrow(`Enumeration "${name}" has no entry with id 999`);
    expect(() => getEnumLabel(name, 999, 'cs')).toThrow(EnumLookupError);
    expect(() => getEnumEntry(name, 1001)).toThrow(`Enumeration "${name}" has no entry with id 1001`);
  });
});

describe('spec ids and keys', () => {
  it.each(Object.entries(expectedKeys))('%s numbers its entries 1..n in spec order', (name, keys) => {
    const entries = listEnum(name as EnumName);
    expect(entries.map((entry) => entry.key).slice(1)).toEqual(keys);
    expect(entries.map((entry) => entry.id).slice(1)).toEqual(keys.map((_, index) => index + 1));
  });

  it('offers typed key lookups instead of numeric literals', () => {
    expect(enumerations.paymentMethod.byKey('bankTransfer').id).toBe(2);
    expect(enumerations.paymentMethod.ids.clickToPay).toBe(11);
    expect(enumerations.reqSource.ids.SHERWOOD).toBe(8);
    expect(enumerations.reqSource.byKey('WEB_DINO_LIVE').id).toBe(5);
    expect(enumerations.common.byKey('yes').labels.sk).toBe('Áno');
  });
});

describe('getEnumEntry / getEnumLabel / listEnum', () => {
  it('returns typed entries', () => {
    expect(getEnumEntry('currency', 2).isoChar).toBe('EUR');
    expect(getEnumEntry('country', 33).isoChar3).toBe('CHE');
    expect(getEnumEntry('region', 1).countryId).toBe(1);
    expect(getEnumEntry('language', 8).code).toBe('no');
  });

  it('returns the label in the requested language', () => {
    expect(getEnumLabel('paymentMethod', 2, 'cs')).toBe('Bankovní převod');
    expect(getEnumLabel('paymentMethod', 2, 'sk')).toBe('Bankový prevod');
    expect(getEnumLabel('paymentMethod', 2, 'en')).toBe('Bank transfer');
    expect(getEnumLabel('paymentMethod', 2, 'de')).toBe('Banküberweisung');
    expect(getEnumLabel('common', 1, 'de')).toBe('Schließen');
    expect(getEnumLabel('country', 14, 'cs')).toBe('Německo');
  });

  it('rejects unsupported label languages at runtime', () => {
    for (const code of ['fr', 'CS', 'cz', '']) {
      expect(() => getEnumLabel('currency', 1, code as LabelLanguage)).toThrow(RangeError);
    }
    expect(() => getEnumLabel('currency', 1, 'fr' as LabelLanguage)).toThrow(
      'Unsupported label language "fr"; expected one of cs, sk, en, de',
    );
  });

  it('rejects unknown enumeration names at runtime', () => {
    expect(() => getEnumEntry('colour' as EnumName, 1)).toThrow('Unknown enumeration "colour"');
    expect(() => listEnum('toString' as EnumName)).toThrow(RangeError);
  });

  it('lists entries in id order for filters', () => {
    expect(listEnum('eventCategory').map((entry) => entry.id)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
  });
});

describe('custom entries through the registry', () => {
  it('registers, looks up, labels and lists an organiser-defined entry', () => {
    const entry = registerCustomEntry('paymentMethod', {
      id: 1001,
      key: 'festivalCoin',
      labels: customLabels,
    });
    expect(entry.id).toBe(1001);
    expect(getEnumEntry('paymentMethod', 1001).key).toBe('festivalCoin');
    expect(getEnumLabel('paymentMethod', 1001, 'de')).toBe('Eigene');
    expect(listEnum('paymentMethod').at(-1)?.id).toBe(1001);
    expect(isCustomEntry('paymentMethod', 1001)).toBe(true);
    expect(isCustomEntry('paymentMethod', 2)).toBe(false);
  });

  it('rejects ids <= 1000 and duplicates', () => {
    expect(() => registerCustomEntry('chipType', { id: 1000, key: 'x', labels: customLabels })).toThrow(
      EnumDefinitionError,
    );
    expect(() => registerCustomEntry('chipType', { id: 7, key: 'x', labels: customLabels })).toThrow(
      'Enumeration "chipType" rejects entry with id 7',
    );
    registerCustomEntry('chipType', { id: 1001, key: 'x', labels: customLabels });
    expect(() => registerCustomEntry('chipType', { id: 1001, key: 'y', labels: customLabels })).toThrow(
      'id is already defined',
    );
    expect(() => registerCustomEntry('chipType', { id: 1002, key: 'vip', labels: customLabels })).toThrow(
      'key "vip" is already defined',
    );
  });

  it('rejects a custom entry with a missing label', () => {
    const labels = { ...customLabels, sk: '' };
    expect(() => registerCustomEntry('venueType', { id: 1001, key: 'barn', labels })).toThrow(
      'label "sk" must be a non-empty string',
    );
  });

  it('keeps custom entries per enumeration', () => {
    registerCustomEntry('eventCategory', { id: 1001, key: 'circus', labels: customLabels });
    expect(() => getEnumEntry('venueType', 1001)).toThrow(EnumLookupError);
  });

  it('clears one enumeration or all', () => {
    registerCustomEntry('eventCategory', { id: 1001, key: 'circus', labels: customLabels });
    registerCustomEntry('venueType', { id: 1001, key: 'barn', labels: customLabels });
    clearCustomEntries('venueType');
    expect(() => getEnumEntry('venueType', 1001)).toThrow(EnumLookupError);
    expect(getEnumEntry('eventCategory', 1001).key).toBe('circus');
    clearCustomEntries();
    expect(() => getEnumEntry('eventCategory', 1001)).toThrow(EnumLookupError);
  });
});
