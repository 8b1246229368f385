// The organizer's venues: listing, adding and changing them (a shared venue of the demo catalogue is read-only).
import type { HubVenue, VenueBody } from '@repo/contract/hub-venues';
import type { venueBody } from '@repo/contract/hub-venues';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { toVenue } from '../db/queries/events';
import { findUsableVenue, insertVenue, listOrganizerVenues, updateOwnVenue } from '../db/queries/hub-venues';
import type { VenueRow } from '../db/queries/hub-venues';
import { DomainError } from '../domain/domain-error';

export type VenueInput = z.infer<typeof venueBody>;
export type { VenueBody };

export function toHubVenue(row: VenueRow, organizerId: string): HubVenue {
  return { ...toVenue(row), editable: row.organizerId === organizerId };
}

export async function readVenues(db: Db, organizerId: string): Promise<HubVenue[]> {
  return (await listOrganizerVenues(db, organizerId)).map((row) => toHubVenue(row, organizerId));
}

export async function createVenue(db: Db, organizerId: string, input: VenueInput): Promise<HubVenue> {
  return toHubVenue(await insertVenue(db, organizerId, input), organizerId);
}

export async function changeVenue(
  db: Db,
  organizerId: string,
  venueId: string,
  input: VenueInput,
): Promise<HubVenue> {
  const row = await updateOwnVenue(db, organizerId, venueId, input);
  if (!row) throw new DomainError('VENUE_NOT_FOUND', `The organizer has no venue ${venueId} of its own`);
  return toHubVenue(row, organizerId);
}

/** The venue an event goes to: a usable one by id, or a new one created with the event. */
export async function venueForEvent(
  db: Db,
  organizerId: string,
  venueId: string | null,
  newVenue: VenueInput | null | undefined,
): Promise<string | null> {
  if (newVenue) return (await insertVenue(db, organizerId, newVenue)).id;
  if (venueId === null) return null;
  const row = await findUsableVenue(db, organizerId, venueId);
  if (!row) {
    throw new DomainError('VENUE_NOT_FOUND', `The organizer cannot use venue ${venueId}`, {
      field: 'venueId',
    });
  }
  return row.id;
}
