// What a wallet pass shows of one ticket of a paid order: event, time, venue, seat, holder and the QR code.
import type { LabelLanguage } from '@repo/enums';
import { orderStatus } from '@repo/enums';
import type { Db } from '../db/database';
import { DomainError } from '../domain/domain-error';
import { orderPdfInput } from '../selling/order-views';
import type { OrderRow } from '../selling/orders';

export interface WalletTicket {
  ticketId: string;
  eventId: string;
  orderNumber: number;
  language: LabelLanguage;
  demo: boolean;
  event: {
    name: string;
    startsAt: Date;
    endsAt: Date;
    /** IANA zone of the venue: both wallets show the time people there read. */
    timeZone: string;
    venue: string | null;
    address: string | null;
  };
  organizerName: string;
  ticketTypeName: string;
  holderName: string | null;
  seat: { sector: string; row: string; number: number } | null;
  /** The code the entrance scanner reads, the wallet's barcode. */
  qrCode: string;
}

/** Every ticket of the order as its wallet passes show it; 409 ORDER_NOT_PAID before payment. */
export async function walletTicketsOf(db: Db, order: OrderRow): Promise<WalletTicket[]> {
  if (order.statusId !== orderStatus.ids.paid) {
    throw new DomainError('ORDER_NOT_PAID', 'Tickets are issued once the order is paid');
  }
  const input = await orderPdfInput(db, order);
  return input.tickets.map((ticket) => ({
    ticketId: ticket.ticketId,
    eventId: order.eventId,
    orderNumber: order.orderNumber,
    language: input.language,
    demo: order.demo,
    event: input.event,
    organizerName: input.organizer.name,
    ticketTypeName: ticket.ticketTypeName,
    holderName: ticket.holderName,
    seat: ticket.seat,
    qrCode: ticket.qrCode,
  }));
}

/** One ticket of the order; 404 TICKET_NOT_FOUND when the order has no such ticket. */
export async function walletTicketOf(db: Db, order: OrderRow, ticketId: string): Promise<WalletTicket> {
  const ticket = (await walletTicketsOf(db, order)).find((candidate) => candidate.ticketId === ticketId);
  if (!ticket) throw new DomainError('TICKET_NOT_FOUND', `Order ${order.id} has no ticket ${ticketId}`);
  return ticket;
}
