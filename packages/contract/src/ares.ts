// Company lookup in the Czech business register (ARES): GET /pass/ares?ico=..., ready to fill billing info.
import { publicAccess } from './access';
import { z } from 'zod';
import { enumId, ok } from './common';
import { defineEndpoint } from './endpoint';
import { checkIco } from './ico';

/** An IČO as typed (spaces ignored, leading zeros optional), parsed to its canonical 8 digits. */
export const icoInput = z.string().transform((value, context) => {
  const result = checkIco(value);
  if (result.ok) return result.ico;
  context.addIssue({ code: 'custom', message: result.reason });
  return z.NEVER;
});

export const companyAddress = z.object({
  /** Street (or the part of the municipality when it has no streets) with the house numbers, "Jankovcova 1522/53". */
  street: z.string(),
  city: z.string(),
  /** Digits only, e.g. "17000". */
  postalCode: z.string(),
  /** Country enumeration id (@repo/enums); 0 when the register names a country the enumeration lacks. */
  countryId: enumId,
});
export type CompanyAddress = z.infer<typeof companyAddress>;

export const company = z.object({
  /** Canonical 8-digit IČO. */
  ico: z.string().regex(/^\d{8}$/),
  name: z.string().min(1),
  /** VAT id (DIČ, "CZ27082440") or null when the company is not a VAT payer. */
  dic: z.string().nullable(),
  /** Registered office; null when the register has none. */
  address: companyAddress.nullable(),
});
export type Company = z.infer<typeof company>;

export const aresEndpoints = {
  aresLookup: defineEndpoint({
    id: 'aresLookup',
    method: 'GET',
    path: '/pass/ares',
    tag: 'service',
    access: publicAccess,
    summary:
      'A company from the Czech business register (ARES) by IČO: name, VAT id and registered office. ' +
      '404 ERROR_NOT_FOUND for an unknown IČO, 503 ERROR_REGISTER_UNAVAILABLE when the register does not answer.',
    query: z.object({ ico: icoInput }),
    response: ok({ company }),
    errors: [404, 503],
  }),
} as const;
