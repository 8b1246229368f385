// VAT id and Slovak tax id (DIČ) validation against the country enumeration's patterns.
import { country } from './country';
import type { CountryEntry } from './country';
import { UNKNOWN_ID } from './define-enum';

/**
 * For countries without a published pattern (United Kingdom, Serbia, custom countries without one):
 * letters and digits only, as short as the shortest checked id (RO12) and no longer than the longest
 * (CHE123456789MWST is 16) plus some slack. This stops typos and garbage, nothing more.
 */
const FALLBACK_PATTERN = /^[A-Z0-9]{4,20}$/;

const compiled = new Map<string, RegExp>();

function compile(pattern: string): RegExp {
  let regExp = compiled.get(pattern);
  if (regExp === undefined) {
    regExp = new RegExp(pattern);
    compiled.set(pattern, regExp);
  }
  return regExp;
}

/**
 * Canonical form of a VAT or tax id as typed by a person: upper case, without whitespace, dots and hyphens.
 * "cz 123 456 78" -> "CZ12345678", "CHE-123.456.789 MWST" -> "CHE123456789MWST", "BE 0123.456.789" ->
 * "BE0123456789". Store this form; the patterns are matched against it.
 */
export function normalizeVatId(value: string): string {
  return value.replace(/[\s.-]+/g, '').toUpperCase();
}

function matches(entry: CountryEntry, pattern: string | null, value: string): boolean {
  if (entry.id === UNKNOWN_ID) return false;
  const normalized = normalizeVatId(value);
  return (pattern === null ? FALLBACK_PATTERN : compile(pattern)).test(normalized);
}

/**
 * Whether `vatId` is a well-formed VAT id of the country, country prefix included (CZ12345678,
 * ATU12345678, EL123456789 for Greece). The input is normalised first (see normalizeVatId); a number
 * without its prefix is rejected, as is another country's prefix.
 *
 * - Countries without a pattern (United Kingdom, Serbia): any 4-20 letters and digits pass.
 * - Country 0 (`unknown`): always false, since there is nothing to check against.
 * - A country id that does not exist: throws EnumLookupError, as every lookup does.
 *
 * Only the format is checked, not check digits or registration (that needs VIES or the national registry).
 */
export function isValidVatId(countryId: number, vatId: string): boolean {
  const entry = country.get(countryId);
  return matches(entry, entry.vatIdRegEx, vatId);
}

/**
 * Whether `taxId` is a well-formed national tax id without prefix. Only Slovakia has a pattern (DIČ,
 * 9-10 digits); other countries follow the same rules as isValidVatId for countries without a pattern.
 */
export function isValidTaxId(countryId: number, taxId: string): boolean {
  const entry = country.get(countryId);
  return matches(entry, entry.taxIdRegEx, taxId);
}

/** Whether the country has a VAT id pattern, i.e. whether isValidVatId checks more than the fallback. */
export function hasVatIdPattern(countryId: number): boolean {
  return country.get(countryId).vatIdRegEx !== null;
}
