// Organizer reads: one organizer by slug, all visible ones, and their visible event groups.
import type { LabelLanguage } from '@repo/enums';
import type { EventGroup, Organizer } from '@repo/contract/entities';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../database';
import { eventGroups, events, organizers } from '../schema';
import { pickText } from '../../i18n-text';

type OrganizerRow = typeof organizers.$inferSelect;

export function toOrganizer(row: OrganizerRow, language: LabelLanguage): Organizer {
  return {
    organizerId: row.id,
    slug: row.slug,
    name: row.name,
    descriptionPub: pickText(row.description, language),
    logoUrl: row.logoUrl,
    primaryColor: row.primaryColor,
    secondaryColor: row.secondaryColor,
    countryId: row.countryId,
    currencyId: row.currencyId,
    vatId: row.vatId,
    website: row.website,
  };
}

export async function findOrganizerBySlug(db: Db, slug: string): Promise<OrganizerRow | undefined> {
  const [row] = await db
    .select()
    .from(organizers)
    .where(and(eq(organizers.slug, slug), eq(organizers.visible, true)));
  return row;
}

export async function listVisibleOrganizers(db: Db): Promise<OrganizerRow[]> {
  return db.select().from(organizers).where(eq(organizers.visible, true)).orderBy(asc(organizers.name));
}

export async function listOrganizerEventGroups(
  db: Db,
  organizer: Pick<OrganizerRow, 'id' | 'slug'>,
  language: LabelLanguage,
): Promise<EventGroup[]> {
  const rows = await db
    .select()
    .from(eventGroups)
    .where(and(eq(eventGroups.organizerId, organizer.id), eq(eventGroups.visible, true)))
    .orderBy(asc(eventGroups.slug));
  return rows.map((row) => ({
    eventGroupId: row.id,
    slug: row.slug,
    organizerId: row.organizerId,
    organizerSlug: organizer.slug,
    namePub: pickText(row.name, language),
    descriptionPub: pickText(row.description, language),
    headerImageUrl: row.headerImageUrl,
  }));
}

/** Who sells an event: the organizer's name and bank account (null when it takes no transfers). */
export async function findEventSeller(
  db: Db,
  eventId: string,
): Promise<{ iban: string | null; name: string } | undefined> {
  const [seller] = await db
    .select({ iban: organizers.iban, name: organizers.name })
    .from(events)
    .innerJoin(organizers, eq(organizers.id, events.organizerId))
    .where(eq(events.id, eventId));
  return seller;
}
