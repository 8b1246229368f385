// Signed-in identity for the ad network: hashed e-mail plus phone, country, city, two address words and postal code.
import { getCountry } from '@repo/enums';
import { z } from 'zod';
import { hashEmail } from './email-hash';

/** The session account fields tracking reads (spec 3). */
export const trackedAccount = z.object({
  accountId: z.union([z.string(), z.number()]),
  email: z.string().nullish(),
  phone: z.string().nullish(),
  billingInfo: z
    .object({
      countryId: z.number().int().nullish(),
      city: z.string().nullish(),
      address: z.string().nullish(),
      postalCode: z.string().nullish(),
    })
    .nullish(),
});
export type TrackedAccount = z.input<typeof trackedAccount>;

export interface TrackingIdentity {
  /** SHA-256 hex of the trimmed, lowercased e-mail. */
  emailHash?: string;
  phone?: string;
  /** ISO 3166-1 alpha-2, lowercase as ad networks expect. */
  country?: string;
  city?: string;
  /** First word of the address, usually the street. */
  addressWord1?: string;
  /** Second word of the address, usually the house number. */
  addressWord2?: string;
  postalCode?: string;
}

/** The identity of an account; fields that are missing, or an e-mail that fails to hash, are left out. */
export async function buildIdentity(account: TrackedAccount): Promise<TrackingIdentity> {
  const billing = account.billingInfo ?? undefined;
  const words = (billing?.address ?? '').trim().split(/\s+/).filter(Boolean);
  const identity: TrackingIdentity = {
    emailHash: await hashEmail(account.email),
    phone: clean(account.phone?.replace(/[^\d+]/g, '')),
    country: countryCode(billing?.countryId),
    city: clean(billing?.city),
    addressWord1: words[0],
    addressWord2: words[1],
    postalCode: clean(billing?.postalCode?.replace(/\s+/g, '')),
  };
  return Object.fromEntries(
    Object.entries(identity).filter(([, value]) => value !== undefined),
  ) as TrackingIdentity;
}

function clean(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function countryCode(countryId: number | null | undefined): string | undefined {
  if (countryId === null || countryId === undefined) return undefined;
  try {
    return getCountry(countryId).isoChar2?.toLowerCase() ?? undefined;
  } catch {
    return undefined;
  }
}
