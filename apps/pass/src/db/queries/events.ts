// Event reads for listings and event pages: one joined row per event, public ticket types batched for price and state.
import type { LabelLanguage } from '@repo/enums';
import type { EventDetail, EventSummary, SaleState, Venue } from '@repo/contract/entities';
import { and, asc, count, eq, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../database';
import { eventGroups, eventPaymentMethods, events, organizers, ticketTypes, venues } from '../schema';
import { pickText } from '../../i18n-text';
import { loadTicketAvailability } from './availability';
import { eventGateState, eventSaleState, itemSaleState } from '../../domain/sale-state';
import type { EventSaleInput, SellableState } from '../../domain/sale-state';

type VenueRow = typeof venues.$inferSelect;

function selectEvents(db: Db) {
  return (
    db
      .select({
        event: events,
        organizer: organizers,
        group: { id: eventGroups.id, slug: eventGroups.slug },
        venue: venues,
      })
      .from(events)
      .innerJoin(organizers, eq(organizers.id, events.organizerId))
      // A hidden tour is not shown on its events' cards either.
      .leftJoin(eventGroups, and(eq(eventGroups.id, events.eventGroupId), eq(eventGroups.visible, true)))
      .leftJoin(venues, eq(venues.id, events.venueId))
      .$dynamic()
  );
}

/** An event with its organizer, visible group and venue: what toEventSummary and toEventDetail map. */
export type EventRow = Awaited<ReturnType<typeof selectEvents>>[number];

/** What a listing card shows about selling: the event's state and the cheapest price on sale. */
export interface EventSale {
  saleState: SaleState;
  priceFrom: number | null;
}

/** A publicly offered ticket type (visible, not access-code-only), reduced to what the sale state needs. */
export interface PublicTicketTypeSale extends SellableState {
  price: number;
}

export function summarizeEventSale(
  event: EventSaleInput,
  ticketTypes: readonly PublicTicketTypeSale[],
  now: Date,
): EventSale {
  const gate = eventGateState(event, now);
  const onSalePrices = ticketTypes
    .filter((ticketType) => itemSaleState(ticketType, gate, now) === 'on_sale')
    .map((ticketType) => ticketType.price);
  return {
    saleState: eventSaleState(event, [...ticketTypes], now),
    priceFrom: onSalePrices.length > 0 ? Math.min(...onSalePrices) : null,
  };
}

export function toVenue(row: VenueRow): Venue {
  return {
    venueId: row.id,
    name: row.name,
    venueTypeId: row.venueTypeId,
    street: row.street,
    city: row.city,
    postalCode: row.postalCode,
    regionId: row.regionId,
    countryId: row.countryId,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

export function toEventSummary(row: EventRow, sale: EventSale, language: LabelLanguage): EventSummary {
  const { event, organizer, group, venue } = row;
  return {
    eventId: event.id,
    eventSlug: event.slug,
    organizerId: organizer.id,
    organizerSlug: organizer.slug,
    organizerName: organizer.name,
    eventGroupId: group?.id ?? null,
    eventGroupSlug: group?.slug ?? null,
    namePub: pickText(event.name, language),
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    timeZone: event.timeZone,
    categoryId: event.categoryId,
    kindId: event.kindId,
    sizeId: event.sizeId,
    typeId: event.typeId,
    sectionTypeIds: event.sectionTypeIds,
    headerImageUrl: event.headerImageUrl,
    currencyId: event.currencyId,
    venueName: venue?.name ?? null,
    city: venue?.city ?? null,
    regionId: venue?.regionId ?? null,
    countryId: venue?.countryId ?? null,
    priceFrom: sale.priceFrom,
    saleState: sale.saleState,
  };
}

export function toEventDetail(row: EventRow, sale: EventSale, language: LabelLanguage): EventDetail {
  const { event, venue } = row;
  return {
    ...toEventSummary(row, sale, language),
    descriptionPub: pickText(event.description, language),
    venue: venue ? toVenue(venue) : null,
    galleryId: event.galleryId,
    saleStartsAt: event.saleStartsAt?.toISOString() ?? null,
    saleEndsAt: event.saleEndsAt?.toISOString() ?? null,
    termsUrl: event.termsUrl,
    published: event.published,
    listed: event.listed,
  };
}

/** Public ticket types of many events in one query, grouped by event id. */
export async function loadPublicTicketTypeSales(
  db: Db,
  eventIds: readonly string[],
  now: Date,
): Promise<Map<string, PublicTicketTypeSale[]>> {
  const byEvent = new Map<string, PublicTicketTypeSale[]>();
  if (eventIds.length === 0) return byEvent;
  const rows = await db
    .select({
      id: ticketTypes.id,
      eventId: ticketTypes.eventId,
      sectorId: ticketTypes.sectorId,
      price: ticketTypes.price,
      quotaId: ticketTypes.quotaId,
      capacity: ticketTypes.capacity,
      sold: ticketTypes.sold,
      held: ticketTypes.held,
      saleStartsAt: ticketTypes.saleStartsAt,
      saleEndsAt: ticketTypes.saleEndsAt,
    })
    .from(ticketTypes)
    .where(
      and(
        inArray(ticketTypes.eventId, [...eventIds]),
        eq(ticketTypes.visible, true),
        eq(ticketTypes.accessCodeOnly, false),
      ),
    );
  const availability = await loadTicketAvailability(
    db,
    eventIds,
    now,
    rows.map((row) => row.sectorId),
  );
  for (const row of rows) {
    const list = byEvent.get(row.eventId) ?? [];
    list.push({
      price: row.price,
      saleStartsAt: row.saleStartsAt,
      saleEndsAt: row.saleEndsAt,
      available: availability.ticketType(row),
      visible: true,
    });
    byEvent.set(row.eventId, list);
  }
  return byEvent;
}

/** Summaries of already loaded rows: one ticket-type query for all of them, whatever their number. */
export async function toEventSummaries(
  db: Db,
  rows: readonly EventRow[],
  language: LabelLanguage,
  now: Date = new Date(),
): Promise<EventSummary[]> {
  const sales = await loadPublicTicketTypeSales(
    db,
    rows.map((row) => row.event.id),
    now,
  );
  return rows.map((row) =>
    toEventSummary(row, summarizeEventSale(row.event, sales.get(row.event.id) ?? [], now), language),
  );
}

export async function loadEventDetail(
  db: Db,
  row: EventRow,
  language: LabelLanguage,
  now: Date = new Date(),
): Promise<EventDetail> {
  const sales = await loadPublicTicketTypeSales(db, [row.event.id], now);
  return toEventDetail(row, summarizeEventSale(row.event, sales.get(row.event.id) ?? [], now), language);
}

/** Events by id whether published or not (an account's past purchases may include a demo-cart event). */
export async function findEventRowsByIds(db: Db, eventIds: readonly string[]): Promise<EventRow[]> {
  if (eventIds.length === 0) return [];
  return selectEvents(db)
    .where(inArray(events.id, [...eventIds]))
    .orderBy(asc(events.startsAt), asc(events.id));
}

export async function findPublishedEventById(db: Db, eventId: string): Promise<EventRow | undefined> {
  const [row] = await selectEvents(db).where(and(eq(events.id, eventId), eq(events.published, true)));
  return row;
}

/** Unlisted events are found too: they open by link. `demoEventId` also lets that unpublished event through. */
export async function findPublishedEventBySlugs(
  db: Db,
  organizerSlug: string,
  eventSlug: string,
  demoEventId?: string,
): Promise<EventRow | undefined> {
  const visible = demoEventId
    ? or(eq(events.published, true), eq(events.id, demoEventId))
    : eq(events.published, true);
  const [row] = await selectEvents(db).where(
    and(eq(organizers.slug, organizerSlug), eq(events.slug, eventSlug), visible),
  );
  return row;
}

export interface EventListFilter {
  categoryId?: number;
  regionId?: number;
  sectionTypeId?: number;
  organizerSlug?: string;
  organizerId?: string;
  eventGroupId?: string;
  /** The event ends at or after this instant. */
  endsFrom?: Date;
  /** The event starts before this instant. */
  startsBefore?: Date;
  limit?: number;
  offset?: number;
}

/** Listings show published, listed events of visible organizers that have not ended yet. */
function listingConditions(filter: EventListFilter, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(events.published, true),
    eq(events.listed, true),
    eq(organizers.visible, true),
    gt(events.endsAt, now),
  ];
  if (filter.categoryId !== undefined) conditions.push(eq(events.categoryId, filter.categoryId));
  if (filter.regionId !== undefined) conditions.push(eq(venues.regionId, filter.regionId));
  if (filter.sectionTypeId !== undefined) {
    conditions.push(sql`${filter.sectionTypeId}::integer = any(${events.sectionTypeIds})`);
  }
  if (filter.organizerSlug !== undefined) conditions.push(eq(organizers.slug, filter.organizerSlug));
  if (filter.organizerId !== undefined) conditions.push(eq(events.organizerId, filter.organizerId));
  if (filter.eventGroupId !== undefined) conditions.push(eq(events.eventGroupId, filter.eventGroupId));
  if (filter.endsFrom) conditions.push(gte(events.endsAt, filter.endsFrom));
  if (filter.startsBefore) conditions.push(lt(events.startsAt, filter.startsBefore));
  return and(...conditions);
}

/** Listed events by start (then id, so pages are stable), as summaries. */
export async function listEvents(
  db: Db,
  filter: EventListFilter,
  language: LabelLanguage,
  now: Date = new Date(),
): Promise<EventSummary[]> {
  let query = selectEvents(db)
    .where(listingConditions(filter, now))
    .orderBy(asc(events.startsAt), asc(events.id));
  if (filter.limit !== undefined) query = query.limit(filter.limit);
  if (filter.offset !== undefined) query = query.offset(filter.offset);
  return toEventSummaries(db, await query, language, now);
}

/** How many events listEvents would return without paging. */
export async function countEvents(db: Db, filter: EventListFilter, now: Date = new Date()): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(events)
    .innerJoin(organizers, eq(organizers.id, events.organizerId))
    .leftJoin(venues, eq(venues.id, events.venueId))
    .where(listingConditions(filter, now));
  return row?.total ?? 0;
}

/** Every published event, listed or not: each has a page that can be generated ahead. */
export async function listPublishedEventPaths(
  db: Db,
): Promise<{ organizerSlug: string; eventSlug: string }[]> {
  return db
    .select({ organizerSlug: organizers.slug, eventSlug: events.slug })
    .from(events)
    .innerJoin(organizers, eq(organizers.id, events.organizerId))
    .where(eq(events.published, true))
    .orderBy(asc(organizers.slug), asc(events.slug));
}

export async function listEventPaymentMethods(
  db: Db,
  eventId: string,
): Promise<{ paymentMethodId: number; displayOrder: number }[]> {
  return db
    .select({
      paymentMethodId: eventPaymentMethods.paymentMethodId,
      displayOrder: eventPaymentMethods.displayOrder,
    })
    .from(eventPaymentMethods)
    .where(eq(eventPaymentMethods.eventId, eventId))
    .orderBy(asc(eventPaymentMethods.displayOrder), asc(eventPaymentMethods.paymentMethodId));
}
