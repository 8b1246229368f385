// Field rules of the organiser's forms (profile, venues, events), shared by the hub's forms and the pass service.
import { country } from '@repo/enums/country';
import { currency } from '@repo/enums/currency';
import { isValidVatId, normalizeVatId } from '@repo/enums/vat-id';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { enumId } from './common';
import { checkIco } from './ico';

/** An id of an enumeration other than `unknown` (0). */
export function knownEnumId(enumeration: { name: string; has(id: number): boolean }) {
  return enumId.refine((id) => id !== 0 && enumeration.has(id), {
    error: `must be an id of the ${enumeration.name} enumeration`,
  });
}

export const countryId = knownEnumId(country);
export const currencyId = knownEnumId(currency);

/** Free text a form may leave empty: trimmed, and an empty field means "none" (null). */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: `must have at most ${max} characters` })
    .nullable()
    .transform((value) => (value === null || value === '' ? null : value));
}

export function requiredText(max: number, min = 1) {
  return z
    .string()
    .trim()
    .min(min, { error: min === 1 ? 'must not be empty' : `must have at least ${min} characters` })
    .max(max, { error: `must have at most ${max} characters` });
}

/** IBAN as typed ("CZ65 0800 …"), checked with ISO 13616's mod-97 by ibantools, stored without spaces. */
export const iban = z.string().transform((value, context) => {
  const compact = electronicFormatIBAN(value) ?? '';
  if (isValidIBAN(compact)) return compact;
  context.addIssue({ code: 'custom', message: 'must be a valid IBAN (e.g. CZ65 0800 0000 1920 0014 5399)' });
  return z.NEVER;
});

/** An IČO as typed, stored as its canonical 8 digits (mod-11 check digit verified). */
export const companyIdText = z.string().transform((value, context) => {
  const result = checkIco(value);
  if (result.ok) return result.ico;
  context.addIssue({ code: 'custom', message: result.reason });
  return z.NEVER;
});

/** A VAT id as typed; normalised (upper case, no spaces); its country is checked with the rest of the body. */
export const vatIdText = z
  .string()
  .trim()
  .max(20)
  .transform((value) => normalizeVatId(value));

/** Whether a VAT id fits the country's pattern; used by bodies that carry both. */
export function vatIdFitsCountry(vatId: string | null, countryOfSeller: number): boolean {
  return vatId === null || (country.has(countryOfSeller) && isValidVatId(countryOfSeller, vatId));
}

/** #RRGGBB, as the storefront's palette helpers expect. */
export const hexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'must be a colour such as #6D28D9' })
  .transform((value) => value.toUpperCase());

/** An http(s) address. */
export const webAddress = z
  .url({ protocol: /^https?$/, error: 'must be a web address starting with https://' })
  .max(500);

/** A picture as base64 (JPEG, PNG or WebP, at most 8 MB); the service checks and resizes it. */
export const IMAGE_UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
export const imageUploadBody = z.object({
  imageBase64: z
    .string()
    .min(16, { error: 'must be a picture' })
    .max(Math.ceil((IMAGE_UPLOAD_MAX_BYTES * 4) / 3) + 4, { error: 'must be at most 8 MB' })
    .regex(/^[A-Za-z0-9+/]+=*$/, { error: 'must be base64' }),
});
/** The request body limit of an upload endpoint: the base64 text and a little JSON around it. */
export const IMAGE_UPLOAD_BODY_LIMIT = Math.ceil((IMAGE_UPLOAD_MAX_BYTES * 4) / 3) + 1024;
