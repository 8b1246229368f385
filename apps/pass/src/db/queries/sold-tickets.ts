// Sold tickets looked up one at a time, by id or by QR code (never listed by anything a caller could guess).
import type { LabelLanguage } from '@repo/enums';
import { itemType } from '@repo/enums';
import type { ProductItem } from '@repo/contract/entities';
import type { TicketDetail } from '@repo/contract/sold-tickets';
import { and, asc, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../database';
import { chips, orders, seats, sectors, tickets, ticketTypes } from '../schema';
import { pickText } from '../../i18n-text';
import { loadItemsByOwner } from './product-items';

export type TicketLookup = { ticketId: string } | { qrCode: string; eventId?: string };

function lookupCondition(lookup: TicketLookup): SQL | undefined {
  if ('ticketId' in lookup) return eq(tickets.id, lookup.ticketId);
  // The event is part of the condition, so a code of another event is simply not found (reveals nothing).
  return and(
    eq(tickets.qrCode, lookup.qrCode),
    lookup.eventId === undefined ? undefined : eq(orders.eventId, lookup.eventId),
  );
}

/** One sold ticket with its order number, event, type name and seat; undefined when there is none. */
export async function findTicketDetail(
  db: Db,
  lookup: TicketLookup,
  language: LabelLanguage,
): Promise<TicketDetail | undefined> {
  const [row] = await db
    .select({
      ticket: tickets,
      eventId: orders.eventId,
      orderNumber: orders.orderNumber,
      typeName: ticketTypes.name,
      rowLabel: seats.rowLabel,
      seatNumber: seats.seatNumber,
      sectorName: sectors.name,
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .leftJoin(seats, eq(seats.id, tickets.seatId))
    .leftJoin(sectors, eq(sectors.id, seats.sectorId))
    .where(lookupCondition(lookup));
  if (!row) return undefined;
  const { ticket } = row;
  return {
    ticketId: ticket.id,
    orderId: ticket.orderId,
    eventId: row.eventId,
    orderNumber: row.orderNumber,
    ticketTypeId: ticket.ticketTypeId,
    ticketTypeNamePub: pickText(row.typeName, language),
    seatId: ticket.seatId,
    seat:
      row.rowLabel !== null && row.seatNumber !== null && row.sectorName !== null
        ? { sectorNamePub: pickText(row.sectorName, language), row: row.rowLabel, number: row.seatNumber }
        : null,
    qrCode: ticket.qrCode,
    holderName: ticket.holderName,
    status: ticket.status,
  };
}

/** The items a ticket's type contains (entry, parking, chip ...), in item-type order. */
export async function ticketTypeItems(
  db: Db,
  ticketTypeId: string,
  language: LabelLanguage,
): Promise<ProductItem[]> {
  return (await loadItemsByOwner(db, 'ticketType', [ticketTypeId], language)).get(ticketTypeId) ?? [];
}

const chipItemTypeIds: readonly number[] = [itemType.ids.nfcChip, itemType.ids.vipNfcChip];

export function isChipItem(item: ProductItem): boolean {
  return chipItemTypeIds.includes(item.itemTypeId);
}

/** The chips issued for a ticket (when its order was paid), oldest first. */
export async function listTicketChips(db: Db, ticketId: string) {
  return db
    .select({ id: chips.id, productItemId: chips.productItemId })
    .from(chips)
    .where(eq(chips.ticketId, ticketId))
    .orderBy(asc(chips.createdAt), asc(chips.id));
}
