// Name -> enumeration map behind the generic lookups (getEnumEntry, getEnumLabel, listEnum) and custom entries.
import { chipType } from './chip-type';
import { common } from './common';
import { country } from './country';
import { currency } from './currency';
import { assertLabelLanguage } from './define-enum';
import type { Enumeration, LabelLanguage } from './define-enum';
import { eventCategory } from './event-category';
import { eventKind } from './event-kind';
import { eventSize } from './event-size';
import { eventType } from './event-type';
import { itemType } from './item-type';
import { language } from './language';
import { paymentMethod } from './payment-method';
import { productCategory } from './product-category';
import { region } from './region';
import { reqProvider } from './req-provider';
import { reqSource } from './req-source';
import { sectionType } from './section-type';
import { venueType } from './venue-type';
import { orderStatus } from './order-status';

/** Keyed by the enumeration names the spec uses. */
export const enumerations = {
  chipType,
  common,
  country,
  currency,
  eventCategory,
  eventKind,
  eventSize,
  eventType,
  itemType,
  language,
  paymentMethod,
  productCategory,
  region,
  reqProvider,
  reqSource,
  sectionType,
  venueType,
  orderStatus,
} as const;

export type EnumName = keyof typeof enumerations;

/** The entry type of one enumeration, e.g. CountryEntry for 'country'. */
export type EnumEntryOf<N extends EnumName> = ReturnType<(typeof enumerations)[N]['get']>;

export const ENUM_NAMES = Object.freeze(Object.keys(enumerations)) as readonly EnumName[];

export function isEnumName(name: unknown): name is EnumName {
  return typeof name === 'string' && Object.hasOwn(enumerations, name);
}

// Each enumeration has its own entry type; this view is what the generic functions need, and it is
// sound because every Enumeration<E> only hands out and accepts its own E.
function enumerationOf<N extends EnumName>(enumName: N): Enumeration<EnumEntryOf<N>> {
  if (!isEnumName(enumName)) throw new RangeError(`Unknown enumeration ${JSON.stringify(enumName)}`);
  return enumerations[enumName] as unknown as Enumeration<EnumEntryOf<N>>;
}

/** The entry with this id; throws EnumLookupError (naming enumeration and id) when there is none. */
export function getEnumEntry<N extends EnumName>(enumName: N, id: number): EnumEntryOf<N> {
  return enumerationOf(enumName).get(id);
}

/** The entry's label; throws EnumLookupError for a missing id and RangeError for an unsupported language. */
export function getEnumLabel(enumName: EnumName, id: number, languageCode: LabelLanguage): string {
  assertLabelLanguage(languageCode);
  return enumerationOf(enumName).label(id, languageCode);
}

/** All entries, built-in and custom, in id order (the `unknown` entry first). */
export function listEnum<N extends EnumName>(enumName: N): readonly EnumEntryOf<N>[] {
  return enumerationOf(enumName).list();
}

/**
 * Adds an organiser-defined entry. Throws EnumDefinitionError when the id is not an integer above
 * CUSTOM_ID_THRESHOLD, the id or key is taken, a label is empty, or the enumeration's own rules fail
 * (e.g. a region's countryId must exist, a currency needs ISO codes).
 */
export function registerCustomEntry<N extends EnumName>(enumName: N, entry: EnumEntryOf<N>): EnumEntryOf<N> {
  return enumerationOf(enumName).register(entry);
}

/** Whether the entry was registered at runtime (built-in entries above the threshold are not custom). */
export function isCustomEntry(enumName: EnumName, id: number): boolean {
  return enumerationOf(enumName).isCustom(id);
}

/** Drops custom entries of one enumeration, or of all when no name is given. */
export function clearCustomEntries(enumName?: EnumName): void {
  const names = enumName === undefined ? ENUM_NAMES : [enumName];
  for (const name of names) enumerationOf(name).clearCustom();
}
