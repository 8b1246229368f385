// The register's answer for one economic subject (ARES REST v3, only the fields we use) and its billing form.
import type { Company } from '@repo/contract/ares';
import { country, getCountryByIsoChar2 } from '@repo/enums/country';
import { z } from 'zod';

// House numbers and postal codes are numbers in the register's schema; strings are accepted in case they change.
const numberish = z.union([z.number().int().nonnegative(), z.string().min(1)]).transform(String);

/** `sidlo`: the registered office as ARES structures it (every part optional; villages have no street). */
export const aresAddress = z.object({
  kodStatu: z.string().min(2).optional(),
  nazevObce: z.string().optional(),
  nazevCastiObce: z.string().optional(),
  nazevUlice: z.string().optional(),
  cisloDomovni: numberish.optional(),
  cisloOrientacni: numberish.optional(),
  cisloOrientacniPismeno: z.string().optional(),
  psc: numberish.optional(),
  textovaAdresa: z.string().optional(),
});
export type AresAddress = z.infer<typeof aresAddress>;

/** GET {ARES_URL}/ekonomicke-subjekty/{ico}; unknown fields are dropped. */
export const aresSubject = z.object({
  ico: z.string().regex(/^\d{1,8}$/),
  obchodniJmeno: z.string().min(1),
  dic: z.string().min(1).optional(),
  sidlo: aresAddress.optional(),
});
export type AresSubject = z.infer<typeof aresSubject>;

/** The Czech way of writing an address line: "Jankovcova 1522/53", "Lhota 12" for a village without streets. */
export function streetLine(address: AresAddress): string {
  const place = address.nazevUlice ?? address.nazevCastiObce ?? address.nazevObce ?? '';
  const orientation =
    address.cisloOrientacni === undefined
      ? ''
      : `${address.cisloOrientacni}${address.cisloOrientacniPismeno ?? ''}`;
  const numbers = [address.cisloDomovni, orientation].filter((part) => part && part !== '').join('/');
  const line = [place, numbers].filter((part) => part !== '').join(' ');
  // An address the register keeps only as text (some foreign offices) still fills the field.
  return line === '' ? (address.textovaAdresa ?? '') : line;
}

function countryIdOf(isoChar2: string | undefined): number {
  // The register is Czech: an office without a country code is in the Czech Republic.
  try {
    return getCountryByIsoChar2(isoChar2 ?? 'CZ').id;
  } catch {
    return country.ids.unknown;
  }
}

/** The subject in the shape billing info needs. */
export function toCompany(subject: AresSubject): Company {
  const office = subject.sidlo;
  return {
    ico: subject.ico.padStart(8, '0'),
    name: subject.obchodniJmeno.trim(),
    dic: subject.dic ?? null,
    address: office
      ? {
          street: streetLine(office),
          city: office.nazevObce ?? '',
          postalCode: (office.psc ?? '').replace(/\s+/g, ''),
          countryId: countryIdOf(office.kodStatu),
        }
      : null,
  };
}
