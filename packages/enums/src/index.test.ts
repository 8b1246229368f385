import { describe, expect, it } from 'vitest';
import { getCurrency as getCurrencyFromModule } from './currency';
import * as api from './index';

describe('public API', () => {
  it('exports getCurrency from the root and from the currency module', () => {
    expect(api.getCurrency).toBe(getCurrencyFromModule);
    expect(api.getCurrency(1).isoChar).toBe('CZK');
  });

  it('exports the lookups, validators and enumerations by name', () => {
    expect(Object.keys(api).sort()).toEqual(
      [
        'CUSTOM_ID_THRESHOLD',
        'ENUM_NAMES',
        'EnumDefinitionError',
        'EnumLookupError',
        'LABEL_LANGUAGES',
        'UNKNOWN_ID',
        'chipType',
        'canTransitionOrder',
        'clearCustomEntries',
        'common',
        'country',
        'currency',
        'eventCategory',
        'eventKind',
        'eventSize',
        'eventType',
        'getCountry',
        'getCountryByIsoChar2',
        'getCurrency',
        'getCurrencyByIsoChar',
        'getEnumEntry',
        'getEnumLabel',
        'getLanguageByCode',
        'hasVatIdPattern',
        'isCustomEntry',
        'isCustomId',
        'isEnumName',
        'isLabelLanguage',
        'isValidTaxId',
        'isValidVatId',
        'itemType',
        'language',
        'listEnum',
        'listRegionsOfCountry',
        'normalizeVatId',
        'orderStatus',
        'orderStatusTransitions',
        'paymentMethod',
        'productCategory',
        'region',
        'registerCustomEntry',
        'reqProvider',
        'reqSource',
        'sectionType',
        'venueType',
      ].sort(),
    );
  });
});
