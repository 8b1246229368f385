// Reads and writes of the organizer's profile columns (names, company ids, registered office, brand, defaults).
import { eq } from 'drizzle-orm';
import type { Db } from '../database';
import { organizers } from '../schema';

export type OrganizerRow = typeof organizers.$inferSelect;

export interface ProfileValues {
  name: string;
  legalName: string | null;
  companyId: string | null;
  vatId: string | null;
  /** The registered office's street with numbers (the `address` column the tax documents print). */
  street: string | null;
  city: string | null;
  postalCode: string | null;
  countryId: number;
  iban: string | null;
  email: string | null;
  primaryColor: string;
  defaultLanguageId: number;
  currencyId: number;
  termsUrl: string | null;
}

export async function updateOrganizerProfile(
  db: Db,
  organizerId: string,
  values: ProfileValues,
): Promise<OrganizerRow | undefined> {
  const { street, ...rest } = values;
  const [row] = await db
    .update(organizers)
    .set({ ...rest, address: street })
    .where(eq(organizers.id, organizerId))
    .returning();
  return row;
}

export async function updateOrganizerLogo(
  db: Db,
  organizerId: string,
  logoUrl: string,
): Promise<OrganizerRow | undefined> {
  const [row] = await db
    .update(organizers)
    .set({ logoUrl })
    .where(eq(organizers.id, organizerId))
    .returning();
  return row;
}

/** A new organizer stays off the storefront until it publishes its first event. */
export async function makeOrganizerVisible(db: Db, organizerId: string): Promise<void> {
  await db.update(organizers).set({ visible: true }).where(eq(organizers.id, organizerId));
}
