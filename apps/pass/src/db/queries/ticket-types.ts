// Ticket types and their groups: the one mapping of a ticket-type row (+ items, group, event gate) to the contract.
import type { LabelLanguage } from '@repo/enums';
import type { ProductItem, SaleState, TicketType, TicketTypeGroup } from '@repo/contract/entities';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../database';
import { events, ticketTypeGroups, ticketTypes } from '../schema';
import type { Translations } from '../schema/columns';
import { eventGateState, itemSaleState } from '../../domain/sale-state';
import { pickText } from '../../i18n-text';
import { loadTicketAvailability } from './availability';
import type { TicketAvailability } from './availability';
import { eventGateColumns } from './event-gates';
import type { EventGateRow } from './event-gates';
import { loadItemsByOwner } from './product-items';

export interface TicketTypeRow {
  ticketType: typeof ticketTypes.$inferSelect;
  group: { id: string; name: Translations } | null;
  gate: EventGateRow;
}

/** Visible ticket types of published events: what may be shown by id, by code or to a partner. */
export function reachableTicketTypes(...filters: (SQL | undefined)[]): SQL | undefined {
  return and(eq(events.published, true), eq(ticketTypes.visible, true), ...filters);
}

/** What any visitor may see in a listing: reachable and not waiting for an access code. */
export function publicTicketTypes(...filters: (SQL | undefined)[]): SQL | undefined {
  return reachableTicketTypes(eq(ticketTypes.accessCodeOnly, false), ...filters);
}

/** Units left and sale state of one ticket type at `now`, inside its event's gate. */
export function ticketTypeSale(
  row: TicketTypeRow,
  availability: TicketAvailability,
  now: Date,
): { available: number | null; saleState: SaleState } {
  const available = availability.ticketType(row.ticketType);
  const saleState = itemSaleState({ ...row.ticketType, available }, eventGateState(row.gate, now), now);
  return { available, saleState };
}

export function toTicketType(
  row: TicketTypeRow,
  items: ProductItem[],
  availability: TicketAvailability,
  language: LabelLanguage,
  now: Date,
): TicketType {
  const type = row.ticketType;
  return {
    ticketTypeId: type.id,
    eventId: type.eventId,
    ticketTypeGroup: row.group
      ? { ticketTypeGroupId: row.group.id, namePub: pickText(row.group.name, language) }
      : null,
    sectorId: type.sectorId,
    namePub: pickText(type.name, language),
    descriptionPub: pickText(type.description, language),
    price: type.price,
    currencyId: type.currencyId,
    minPerOrder: type.minPerOrder,
    maxPerOrder: type.maxPerOrder,
    saleStartsAt: type.saleStartsAt?.toISOString() ?? null,
    saleEndsAt: type.saleEndsAt?.toISOString() ?? null,
    displayOrder: type.displayOrder,
    accessCodeOnly: type.accessCodeOnly,
    ...ticketTypeSale(row, availability, now),
    items,
  };
}

/** Rows in listing order: group display order (ungrouped last), then the type's own display order. */
export async function selectTicketTypeRows(db: Db, where: SQL | undefined): Promise<TicketTypeRow[]> {
  return db
    .select({
      ticketType: ticketTypes,
      group: { id: ticketTypeGroups.id, name: ticketTypeGroups.name },
      gate: eventGateColumns,
    })
    .from(ticketTypes)
    .innerJoin(events, eq(events.id, ticketTypes.eventId))
    .leftJoin(ticketTypeGroups, eq(ticketTypeGroups.id, ticketTypes.ticketTypeGroupId))
    .where(where)
    .orderBy(
      asc(ticketTypeGroups.displayOrder),
      asc(ticketTypeGroups.id),
      asc(ticketTypes.displayOrder),
      asc(ticketTypes.id),
    );
}

/** Maps rows with all their items and their availability fetched in a fixed number of queries. */
export async function toTicketTypes(
  db: Db,
  rows: readonly TicketTypeRow[],
  language: LabelLanguage,
  now: Date,
): Promise<TicketType[]> {
  const [items, availability] = await Promise.all([
    loadItemsByOwner(
      db,
      'ticketType',
      rows.map((row) => row.ticketType.id),
      language,
    ),
    loadTicketAvailability(
      db,
      rows.map((row) => row.ticketType.eventId),
      now,
      rows.map((row) => row.ticketType.sectorId),
    ),
  ]);
  return rows.map((row) =>
    toTicketType(row, items.get(row.ticketType.id) ?? [], availability, language, now),
  );
}

export async function loadTicketTypes(
  db: Db,
  where: SQL | undefined,
  language: LabelLanguage,
  now: Date,
): Promise<TicketType[]> {
  return toTicketTypes(db, await selectTicketTypeRows(db, where), language, now);
}

/** A visible ticket type of a published event, access-code-only ones included. */
export async function findTicketType(
  db: Db,
  ticketTypeId: string,
  language: LabelLanguage,
  now: Date,
): Promise<TicketType | undefined> {
  const [ticketType] = await loadTicketTypes(
    db,
    reachableTicketTypes(eq(ticketTypes.id, ticketTypeId)),
    language,
    now,
  );
  return ticketType;
}

function toTicketTypeGroup(
  row: typeof ticketTypeGroups.$inferSelect,
  language: LabelLanguage,
): TicketTypeGroup {
  return {
    ticketTypeGroupId: row.id,
    namePub: pickText(row.name, language),
    descriptionPub: pickText(row.description, language),
    displayOrder: row.displayOrder,
  };
}

async function loadTicketTypeGroups(db: Db, where: SQL, language: LabelLanguage): Promise<TicketTypeGroup[]> {
  const rows = await db
    .select()
    .from(ticketTypeGroups)
    .where(where)
    .orderBy(asc(ticketTypeGroups.displayOrder), asc(ticketTypeGroups.id));
  return rows.map((row) => toTicketTypeGroup(row, language));
}

/** The groups the given ticket types belong to, in display order. */
export async function ticketTypeGroupsOf(
  db: Db,
  types: readonly TicketType[],
  language: LabelLanguage,
): Promise<TicketTypeGroup[]> {
  const groupIds = [
    ...new Set(
      types.flatMap((type) => (type.ticketTypeGroup ? [type.ticketTypeGroup.ticketTypeGroupId] : [])),
    ),
  ];
  if (groupIds.length === 0) return [];
  return loadTicketTypeGroups(db, inArray(ticketTypeGroups.id, groupIds), language);
}

/** The groups holding at least one ticket type matched by `where` (e.g. publicTicketTypes(...)). */
export async function ticketTypeGroupsWith(
  db: Db,
  where: SQL | undefined,
  language: LabelLanguage,
): Promise<TicketTypeGroup[]> {
  const groupIds = db
    .select({ id: ticketTypes.ticketTypeGroupId })
    .from(ticketTypes)
    .innerJoin(events, eq(events.id, ticketTypes.eventId))
    .where(where);
  return loadTicketTypeGroups(db, inArray(ticketTypeGroups.id, groupIds), language);
}
