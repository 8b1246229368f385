// Field rules of the organiser's catalogue forms (ticket types, extra products, codes), shared by hub and pass.
import { z } from 'zod';
import { isoDateTime } from './common';

/** A text in the four storefront languages: Czech required, the others optional (empty means "not given"). */
export function translatedText(max: number) {
  const other = z
    .string()
    .trim()
    .max(max, { error: `must have at most ${max} characters` })
    .optional()
    .transform((value) => (value === undefined || value === '' ? undefined : value));
  return z.object({
    cs: z
      .string()
      .trim()
      .min(1, { error: 'must not be empty' })
      .max(max, { error: `must have at most ${max} characters` }),
    sk: other,
    en: other,
    de: other,
  });
}

/** A stored translated text as the hub reads it back. */
export const translations = z.object({
  cs: z.string(),
  sk: z.string().optional(),
  en: z.string().optional(),
  de: z.string().optional(),
});
export type TranslationsOut = z.infer<typeof translations>;

/** A price in minor units: never negative, at most a million in the major unit. */
export const priceMinor = z
  .int({ error: 'must be a whole number' })
  .min(0, { error: 'must not be negative' })
  .max(100_000_000, { error: 'must be at most 1 000 000' });

/** A VAT rate in basis points (1200 = 12 %); null = the default of the seller's country and the item kind. */
export const vatRateBasisPoints = z
  .int({ error: 'must be a whole number' })
  .min(0, { error: 'must not be negative' })
  .max(10_000, { error: 'must be at most 100 %' })
  .nullable();

/** A count of places or pieces; null = unlimited. */
export const optionalCount = z
  .int({ error: 'must be a whole number' })
  .min(0, { error: 'must not be negative' })
  .max(1_000_000, { error: 'must be at most 1 000 000' })
  .nullable();

export const perOrderCount = z
  .int({ error: 'must be a whole number' })
  .min(1, { error: 'must be at least 1' })
  .max(100, { error: 'must be at most 100' });

/** A validity or sale window: either end open (null); when both are given the end comes after the start. */
export const windowShape = { from: isoDateTime.nullable(), until: isoDateTime.nullable() };
export function windowInOrder(from: string | null, until: string | null): boolean {
  return from === null || until === null || Date.parse(until) > Date.parse(from);
}

/** A code as a buyer types it: letters, digits and hyphens, stored upper case. */
export const codeText = z
  .string()
  .trim()
  .min(3, { error: 'must have at least 3 characters' })
  .max(40, { error: 'must have at most 40 characters' })
  .regex(/^[A-Za-z0-9-]+$/, { error: 'may contain only letters, digits and hyphens' })
  .transform((value) => value.toUpperCase());

/** How many codes one bulk generation makes, and the optional prefix they share. */
export const bulkShape = {
  count: z
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(1000, { error: 'must be at most 1000' }),
  prefix: z
    .string()
    .trim()
    .max(12, { error: 'must have at most 12 characters' })
    .regex(/^[A-Za-z0-9-]*$/, { error: 'may contain only letters, digits and hyphens' })
    .transform((value) => value.toUpperCase()),
};
