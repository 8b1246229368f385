// Public API of @repo/enums: every enumeration, the generic lookups, custom entries and VAT id validation.
export {
  CUSTOM_ID_THRESHOLD,
  EnumDefinitionError,
  EnumLookupError,
  LABEL_LANGUAGES,
  UNKNOWN_ID,
  isCustomId,
  isLabelLanguage,
} from './define-enum';
export type { EnumEntry, EnumIds, Enumeration, LabelLanguage, Labels } from './define-enum';

export {
  ENUM_NAMES,
  clearCustomEntries,
  getEnumEntry,
  getEnumLabel,
  isCustomEntry,
  isEnumName,
  listEnum,
  registerCustomEntry,
} from './registry';
export type { EnumEntryOf, EnumName } from './registry';

export { currency, getCurrency, getCurrencyByIsoChar } from './currency';
export type { Currency, CurrencyEntry, CurrencyIsoChar } from './currency';
export { country, getCountry, getCountryByIsoChar2 } from './country';
export type { CountryEntry, CountryIsoChar2 } from './country';
export { region, listRegionsOfCountry } from './region';
export type { RegionEntry } from './region';
export { language, getLanguageByCode } from './language';
export type { LanguageCode, LanguageEntry } from './language';
export { hasVatIdPattern, isValidTaxId, isValidVatId, normalizeVatId } from './vat-id';

export { chipType } from './chip-type';
export { common } from './common';
export { eventCategory } from './event-category';
export { eventKind } from './event-kind';
export { eventSize } from './event-size';
export { eventType } from './event-type';
export { itemType } from './item-type';
export { paymentMethod } from './payment-method';
export { productCategory } from './product-category';
export { reqProvider } from './req-provider';
export { reqSource } from './req-source';
export { sectionType } from './section-type';
export { venueType } from './venue-type';
export { canTransitionOrder, orderStatus, orderStatusTransitions } from './order-status';
