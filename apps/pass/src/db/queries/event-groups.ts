// Event group (tour) reads: by slug or id, all visible ones, their slugs and their partner organizers.
import type { LabelLanguage } from '@repo/enums';
import type { EventGroup } from '@repo/contract/entities';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../database';
import { eventGroupPartners, eventGroups, organizers } from '../schema';
import { pickText } from '../../i18n-text';

type EventGroupRow = typeof eventGroups.$inferSelect;
type OrganizerRow = typeof organizers.$inferSelect;

export interface EventGroupWithOrganizer {
  group: EventGroupRow;
  organizer: OrganizerRow;
}

export function toEventGroup(row: EventGroupRow, organizerSlug: string, language: LabelLanguage): EventGroup {
  return {
    eventGroupId: row.id,
    slug: row.slug,
    organizerId: row.organizerId,
    organizerSlug,
    namePub: pickText(row.name, language),
    descriptionPub: pickText(row.description, language),
    headerImageUrl: row.headerImageUrl,
  };
}

// A tour is public only while both it and its organizer are visible.
const groupIsPublic = and(eq(eventGroups.visible, true), eq(organizers.visible, true));

function selectPublicGroups(db: Db) {
  return db
    .select({ group: eventGroups, organizer: organizers })
    .from(eventGroups)
    .innerJoin(organizers, eq(organizers.id, eventGroups.organizerId))
    .$dynamic();
}

export async function findEventGroupBySlug(
  db: Db,
  slug: string,
): Promise<EventGroupWithOrganizer | undefined> {
  const [row] = await selectPublicGroups(db).where(and(eq(eventGroups.slug, slug), groupIsPublic));
  return row;
}

export async function findEventGroupById(db: Db, id: string): Promise<EventGroupWithOrganizer | undefined> {
  const [row] = await selectPublicGroups(db).where(and(eq(eventGroups.id, id), groupIsPublic));
  return row;
}

export async function listEventGroups(db: Db, language: LabelLanguage): Promise<EventGroup[]> {
  const rows = await selectPublicGroups(db).where(groupIsPublic).orderBy(asc(eventGroups.slug));
  return rows.map(({ group, organizer }) => toEventGroup(group, organizer.slug, language));
}

export async function listEventGroupSlugs(db: Db): Promise<string[]> {
  const rows = await db
    .select({ slug: eventGroups.slug })
    .from(eventGroups)
    .innerJoin(organizers, eq(organizers.id, eventGroups.organizerId))
    .where(groupIsPublic)
    .orderBy(asc(eventGroups.slug));
  return rows.map((row) => row.slug);
}

/** Visible organizers that co-sell the group, by name. */
export async function listEventGroupPartners(db: Db, eventGroupId: string): Promise<OrganizerRow[]> {
  const rows = await db
    .select({ organizer: organizers })
    .from(eventGroupPartners)
    .innerJoin(organizers, eq(organizers.id, eventGroupPartners.organizerId))
    .where(and(eq(eventGroupPartners.eventGroupId, eventGroupId), eq(organizers.visible, true)))
    .orderBy(asc(organizers.name), asc(organizers.id));
  return rows.map((row) => row.organizer);
}
