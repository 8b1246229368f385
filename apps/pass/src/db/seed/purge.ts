// Removes the event-scoped part of an earlier demo world so the seed can run again.
import { inArray } from 'drizzle-orm';
import {
  chips,
  entryProducts,
  events,
  programEntries,
  seats,
  sectors,
  ticketProducts,
  ticketTypes,
} from '../schema';
import { demoEvents } from './demo-ids';
import type { SeedContext } from './seed-context';

export const demoEventIds: string[] = Object.values(demoEvents).map((event) => event.id);

/**
 * Deletes the twelve demo events by their fixed ids, and with them everything event-scoped (payment methods,
 * sectors and seats, ticket-type groups and types with their items, partners and access codes, products,
 * variants, stages and program). Most of it goes through ON DELETE CASCADE, but a few references inside an
 * event are NO ACTION (seat -> ticket type, entry product -> ticket product, chip -> event), and PostgreSQL
 * checks those before the cascade reaches the referencing rows, so they are deleted children-first here.
 * Shared rows (organizers, tours, venues, bands, performers, galleries, VAT rates) are upserted by the seed
 * instead, so rows outside the demo world that point at them keep working.
 */
export async function purgeDemoEvents(ctx: SeedContext): Promise<void> {
  const { tx } = ctx;
  const demoEntries = tx
    .select({ id: programEntries.id })
    .from(programEntries)
    .where(inArray(programEntries.eventId, demoEventIds));
  const demoSectors = tx
    .select({ id: sectors.id })
    .from(sectors)
    .where(inArray(sectors.eventId, demoEventIds));

  await tx.delete(chips).where(inArray(chips.eventId, demoEventIds));
  await tx.delete(entryProducts).where(inArray(entryProducts.entryId, demoEntries));
  await tx.delete(seats).where(inArray(seats.sectorId, demoSectors));
  await tx.delete(ticketTypes).where(inArray(ticketTypes.eventId, demoEventIds));
  await tx.delete(ticketProducts).where(inArray(ticketProducts.eventId, demoEventIds));
  await tx.delete(events).where(inArray(events.id, demoEventIds));
}
