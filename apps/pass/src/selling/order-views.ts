// Read models of an order for the buyer: lines, tickets, status, and the data its PDF tickets need.
import type { LabelLanguage } from '@repo/enums';
import { language as languageEnum, orderStatus } from '@repo/enums';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { events, orderItems, organizers, seats, sectors, tickets, ticketTypes, venues } from '../db/schema';
import { pickText } from '../i18n-text';
import { splitLineTotal } from '../receipts/vat-parts';
import { effectiveStatusId, orderStatusKey } from './orders';
import type { OrderRow } from './orders';

export function orderLanguage(order: Pick<OrderRow, 'languageId'>): LabelLanguage {
  const code = languageEnum.find(order.languageId)?.code;
  return code === 'sk' || code === 'en' || code === 'de' ? code : 'cs';
}

export function orderStatusView(order: OrderRow, now = new Date()) {
  const statusId = effectiveStatusId(order, now);
  const status = orderStatusKey(order.id, statusId);
  return {
    orderId: order.id,
    statusId,
    status,
    paid: statusId === orderStatus.ids.paid,
    expiresAt: order.expiresAt.toISOString(),
    secondsLeft:
      status === 'pending' ? Math.max(0, Math.ceil((order.expiresAt.getTime() - now.getTime()) / 1000)) : 0,
  };
}

export async function orderLines(db: Db, orderId: string, language: LabelLanguage) {
  const rows = await db
    .select({
      item: orderItems,
      seat: { rowLabel: seats.rowLabel, seatNumber: seats.seatNumber },
      sectorName: sectors.name,
    })
    .from(orderItems)
    .leftJoin(seats, eq(seats.id, orderItems.seatId))
    .leftJoin(sectors, eq(sectors.id, seats.sectorId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.kind), asc(orderItems.id));
  return rows.map(({ item: row, seat, sectorName }) => ({
    orderItemId: row.id,
    kind: row.kind,
    ticketTypeId: row.ticketTypeId,
    ticketProductId: row.ticketProductId,
    seatId: row.seatId,
    seat:
      seat?.rowLabel && seat.seatNumber !== null && sectorName
        ? { sectorNamePub: pickText(sectorName, language), row: seat.rowLabel, number: seat.seatNumber }
        : null,
    namePub: pickText(row.name, language),
    quantity: row.quantity,
    unitPrice: row.unitPrice,
    discount: row.discount,
    lineTotal: row.unitPrice * row.quantity,
    vatRateBasisPoints: row.vatRateBasisPoints,
    vatParts: vatPartsView(row, language),
  }));
}

/** The line total per part of a bundled ticket, as its receipt splits it (receipts/vat-parts.ts). */
function vatPartsView(row: typeof orderItems.$inferSelect, language: LabelLanguage) {
  const parts = row.vatParts ?? [];
  const totals = splitLineTotal(
    row.unitPrice * row.quantity,
    parts.map((part) => part.unitPrice),
  );
  return parts.map((part, index) => ({
    namePub: pickText(part.name, language),
    vatRateBasisPoints: part.vatRateBasisPoints,
    lineTotal: totals[index] ?? 0,
  }));
}

export async function orderTicketRows(db: Db, orderId: string) {
  return db
    .select({
      ticket: tickets,
      typeName: ticketTypes.name,
      unitPrice: orderItems.unitPrice,
      seat: { rowLabel: seats.rowLabel, seatNumber: seats.seatNumber },
      sectorName: sectors.name,
    })
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .innerJoin(orderItems, eq(orderItems.id, tickets.orderItemId))
    .leftJoin(seats, eq(seats.id, tickets.seatId))
    .leftJoin(sectors, eq(sectors.id, seats.sectorId))
    .where(eq(tickets.orderId, orderId))
    .orderBy(asc(tickets.createdAt), asc(tickets.id));
}

export async function orderTickets(db: Db, orderId: string, language: LabelLanguage) {
  return (await orderTicketRows(db, orderId)).map(({ ticket, typeName }) => ({
    ticketId: ticket.id,
    orderId: ticket.orderId,
    ticketTypeId: ticket.ticketTypeId,
    ticketTypeNamePub: pickText(typeName, language),
    seatId: ticket.seatId,
    qrCode: ticket.qrCode,
    holderName: ticket.holderName,
    status: ticket.status,
  }));
}

/** Event, venue and seller of an order, as its documents (PDF tickets, receipts, e-mails) show them. */
export async function orderContext(db: Db, order: OrderRow) {
  const [row] = await db
    .select({ event: events, organizer: organizers, venue: venues })
    .from(events)
    .innerJoin(organizers, eq(organizers.id, events.organizerId))
    .leftJoin(venues, eq(venues.id, events.venueId))
    .where(eq(events.id, order.eventId));
  if (!row) throw new Error(`order ${order.id} points at a missing event`);
  return row;
}

export async function orderPdfInput(db: Db, order: OrderRow) {
  const language = orderLanguage(order);
  const { event, organizer, venue } = await orderContext(db, order);
  const rows = await orderTicketRows(db, order.id);
  return {
    language,
    orderNumber: order.orderNumber,
    event: {
      name: pickText(event.name, language),
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      timeZone: event.timeZone,
      venue: venue?.name ?? null,
      address: venue ? `${venue.street}, ${venue.postalCode} ${venue.city}` : null,
    },
    organizer: { name: organizer.name },
    demo: order.demo,
    tickets: rows.map(({ ticket, typeName, unitPrice, seat, sectorName }) => ({
      ticketId: ticket.id,
      qrCode: ticket.qrCode,
      ticketTypeName: pickText(typeName, language),
      holderName: ticket.holderName,
      seat:
        seat?.rowLabel && seat.seatNumber !== null && sectorName
          ? { sector: pickText(sectorName, language), row: seat.rowLabel, number: seat.seatNumber }
          : null,
      price: unitPrice,
      currencyId: order.currencyId,
    })),
  };
}
