// Event-level ticket reads: public, partner and code-unlocked listings, price range, quick stats, sector categories.
import type { LabelLanguage } from '@repo/enums';
import type { Sector, TicketType, TicketTypeGroup } from '@repo/contract/entities';
import { and, eq, inArray, or } from 'drizzle-orm';
import { asDemoGate } from './event-gates';
import type { Db } from '../database';
import { ticketTypePartners, ticketTypes } from '../schema';
import { pickText } from '../../i18n-text';
import { checkAccessCodes } from './access-codes';
import { loadTicketAvailability } from './availability';
import {
  loadTicketTypes,
  publicTicketTypes,
  reachableTicketTypes,
  selectTicketTypeRows,
  ticketTypeGroupsOf,
  ticketTypeGroupsWith,
  ticketTypeSale,
  toTicketTypes,
} from './ticket-types';
import { listEventSectors, toSector } from './sectors';

export interface TicketTypeListing<T extends TicketType = TicketType> {
  ticketTypes: T[];
  ticketTypeGroups: TicketTypeGroup[];
}

async function withGroups<T extends TicketType>(
  db: Db,
  types: T[],
  language: LabelLanguage,
): Promise<TicketTypeListing<T>> {
  return { ticketTypes: types, ticketTypeGroups: await ticketTypeGroupsOf(db, types, language) };
}

/** Public ticket types of one event, in listing order. */
export async function loadPublicEventTicketTypes(
  db: Db,
  eventId: string,
  language: LabelLanguage,
  now: Date,
): Promise<TicketType[]> {
  return loadTicketTypes(db, publicTicketTypes(eq(ticketTypes.eventId, eventId)), language, now);
}

/** Groups of an event holding at least one public ticket type, without loading the types themselves. */
export async function listPublicTicketTypeGroups(
  db: Db,
  eventId: string,
  language: LabelLanguage,
): Promise<TicketTypeGroup[]> {
  return ticketTypeGroupsWith(db, publicTicketTypes(eq(ticketTypes.eventId, eventId)), language);
}

export async function listPublicTicketTypes(
  db: Db,
  eventId: string,
  language: LabelLanguage,
  now: Date,
  demo?: boolean,
): Promise<TicketTypeListing> {
  if (!demo) return withGroups(db, await loadPublicEventTicketTypes(db, eventId, language, now), language);
  // The demo cart: the event may be unpublished, so its types are read without the published filter.
  const rows = await selectTicketTypeRows(
    db,
    and(
      eq(ticketTypes.eventId, eventId),
      eq(ticketTypes.visible, true),
      eq(ticketTypes.accessCodeOnly, false),
    ),
  );
  return withGroups(db, await toTicketTypes(db, rows.map(asDemoGate), language, now), language);
}

/** Public ticket types assigned to the partner organizer (ticket_type_partner). */
export async function listPartnerTicketTypes(
  db: Db,
  eventId: string,
  organizerId: string,
  language: LabelLanguage,
  now: Date,
): Promise<TicketTypeListing> {
  const partnerTypeIds = db
    .select({ id: ticketTypePartners.ticketTypeId })
    .from(ticketTypePartners)
    .where(eq(ticketTypePartners.organizerId, organizerId));
  const types = await loadTicketTypes(
    db,
    publicTicketTypes(eq(ticketTypes.eventId, eventId), inArray(ticketTypes.id, partnerTypeIds)),
    language,
    now,
  );
  return withGroups(db, types, language);
}

export interface CouponListing extends TicketTypeListing<TicketType & { unlockedByCode: boolean }> {
  acceptedCodes: string[];
  rejectedCodes: string[];
}

/** Public ticket types plus the access-code-only ones that valid codes unlock, in one listing order. */
export async function listCouponTicketTypes(
  db: Db,
  eventId: string,
  codes: readonly string[],
  language: LabelLanguage,
  now: Date,
): Promise<CouponListing> {
  const check = await checkAccessCodes(db, eventId, codes, now);
  const unlocked = [...check.unlockedTicketTypeIds];
  const shown = or(
    eq(ticketTypes.accessCodeOnly, false),
    unlocked.length > 0 ? inArray(ticketTypes.id, unlocked) : undefined,
  );
  const types = await loadTicketTypes(
    db,
    reachableTicketTypes(eq(ticketTypes.eventId, eventId), shown),
    language,
    now,
  );
  const flagged = types.map((type) => ({
    ...type,
    unlockedByCode: type.accessCodeOnly && check.unlockedTicketTypeIds.has(type.ticketTypeId),
  }));
  return {
    ...(await withGroups(db, flagged, language)),
    acceptedCodes: check.accepted,
    rejectedCodes: check.rejected,
  };
}

/** Lowest and highest price among the given ticket types that are on sale now. */
export function priceRange(types: readonly TicketType[]): { min: number | null; max: number | null } {
  const prices = types.filter((type) => type.saleState === 'on_sale').map((type) => type.price);
  return prices.length === 0
    ? { min: null, max: null }
    : { min: Math.min(...prices), max: Math.max(...prices) };
}

export async function ticketTypeQuickStats(db: Db, eventId: string, language: LabelLanguage, now: Date) {
  const rows = await selectTicketTypeRows(db, publicTicketTypes(eq(ticketTypes.eventId, eventId)));
  const availability = await loadTicketAvailability(
    db,
    [eventId],
    now,
    rows.map((row) => row.ticketType.sectorId),
  );
  const stats = rows.map((row) => ({
    ticketTypeId: row.ticketType.id,
    namePub: pickText(row.ticketType.name, language),
    capacity: row.ticketType.capacity,
    sold: row.ticketType.sold,
    ...ticketTypeSale(row, availability, now),
  }));
  const unlimited = stats.some((stat) => stat.capacity === null);
  const add = (values: (number | null)[]): number =>
    values.reduce<number>((total, value) => total + (value ?? 0), 0);
  return {
    ticketTypes: stats,
    totals: {
      capacity: unlimited ? null : add(stats.map((stat) => stat.capacity)),
      sold: add(stats.map((stat) => stat.sold)),
      available: unlimited ? null : add(stats.map((stat) => stat.available)),
    },
  };
}

export interface ReservationCategory {
  sector: Sector;
  available: number;
  ticketTypes: TicketType[];
}

/** Every sector of the event with the places left and the public price categories sold into it. */
export async function listReservationCategories(
  db: Db,
  eventId: string,
  language: LabelLanguage,
  now: Date,
): Promise<ReservationCategory[]> {
  const [sectorRows, availability, types] = await Promise.all([
    listEventSectors(db, eventId),
    loadTicketAvailability(db, [eventId], now),
    loadPublicEventTicketTypes(db, eventId, language, now),
  ]);
  return sectorRows.map((row) => ({
    sector: toSector(row, language),
    available: availability.sector(row.id)?.available ?? 0,
    ticketTypes: types.filter((type) => type.sectorId === row.id),
  }));
}
