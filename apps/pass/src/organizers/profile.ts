// The organizer's profile: reading it, changing it, and its logo. The registered office it keeps is what the
// full tax documents print as the seller's address (receipts/).
import type { OrganizerProfile, organizerProfileBody } from '@repo/contract/hub-profile';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { findOrganizerById } from '../db/queries/hub';
import { updateOrganizerLogo, updateOrganizerProfile } from '../db/queries/organizer-profile';
import type { OrganizerRow } from '../db/queries/organizer-profile';
import { DomainError } from '../domain/domain-error';
import { storeLogo } from './images';

export type ProfileInput = z.infer<typeof organizerProfileBody>;

export function toProfile(row: OrganizerRow): OrganizerProfile {
  return {
    organizerId: row.id,
    slug: row.slug,
    name: row.name,
    legalName: row.legalName,
    companyId: row.companyId,
    vatId: row.vatId,
    street: row.address,
    city: row.city,
    postalCode: row.postalCode,
    countryId: row.countryId,
    iban: row.iban,
    email: row.email,
    logoUrl: row.logoUrl,
    primaryColor: row.primaryColor,
    defaultLanguageId: row.defaultLanguageId,
    currencyId: row.currencyId,
    termsUrl: row.termsUrl,
  };
}

function found(row: OrganizerRow | undefined, organizerId: string): OrganizerRow {
  // The registry resolved the organizer before the handler ran; only a concurrent delete gets here.
  if (!row) throw new DomainError('NOT_FOUND', `No organizer ${organizerId}`);
  return row;
}

export async function readProfile(db: Db, organizerId: string): Promise<OrganizerProfile> {
  return toProfile(found(await findOrganizerById(db, organizerId), organizerId));
}

export async function changeProfile(
  db: Db,
  organizerId: string,
  input: ProfileInput,
): Promise<OrganizerProfile> {
  return toProfile(found(await updateOrganizerProfile(db, organizerId, input), organizerId));
}

export async function changeLogo(
  db: Db,
  organizerId: string,
  imageBase64: string,
): Promise<OrganizerProfile> {
  const logoUrl = await storeLogo(db, organizerId, imageBase64);
  return toProfile(found(await updateOrganizerLogo(db, organizerId, logoUrl), organizerId));
}
