// What an account holds: orders placed while signed in plus orders to its verified e-mail, their tickets, events and chips.
import type { AccountChip, AccountEvent, AccountTicket } from '@repo/contract/accounts';
import type { OrderSummary } from '@repo/contract/orders';
import type { LabelLanguage } from '@repo/enums';
import { orderStatus } from '@repo/enums';
import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../database';
import {
  chips,
  chipTransactions,
  events,
  eventTopUpSettings,
  orders,
  organizers,
  seats,
  sectors,
  tickets,
  ticketTypes,
} from '../schema';
import { pickText } from '../../i18n-text';
import { toOrderSummary } from '../../selling/orders';
import { findEventRowsByIds, toEventSummaries } from './events';

/** Who asks: an account, its e-mail and whether that e-mail is verified (only then do e-mail orders join). */
export interface AccountScope {
  accountId: string;
  email: string;
  emailVerified: boolean;
}

/**
 * The orders an account may see. An order joins by its account id (placed signed in), or by its buyer e-mail
 * when it equals the account's VERIFIED e-mail, case-insensitively, so a visitor who registers after buying
 * sees the earlier tickets, and nobody gets them by registering someone else's address.
 */
export function accountOrdersCondition(scope: AccountScope): SQL {
  const byAccount = eq(orders.accountId, scope.accountId);
  if (!scope.emailVerified) return byAccount;
  return or(byAccount, eq(sql`lower(${orders.email})`, scope.email.toLowerCase())) as SQL;
}

export async function listAccountOrders(db: Db, scope: AccountScope): Promise<OrderSummary[]> {
  const rows = await db
    .select({ order: orders, organizerSlug: organizers.slug, eventSlug: events.slug })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .innerJoin(organizers, eq(organizers.id, events.organizerId))
    .where(accountOrdersCondition(scope))
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber));
  return rows.map(toOrderSummary);
}

/** Tickets of the account's paid orders (tickets exist only once an order is paid), by event start. */
export async function listAccountTickets(
  db: Db,
  scope: AccountScope,
  language: LabelLanguage,
  eventId?: string,
): Promise<AccountTicket[]> {
  const rows = await db
    .select({
      ticket: tickets,
      eventId: orders.eventId,
      orderNumber: orders.orderNumber,
      typeName: ticketTypes.name,
      rowLabel: seats.rowLabel,
      seatNumber: seats.seatNumber,
      sectorName: sectors.name,
      eventName: events.name,
      eventSlug: events.slug,
      startsAt: events.startsAt,
      organizerSlug: organizers.slug,
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(events, eq(events.id, orders.eventId))
    .innerJoin(organizers, eq(organizers.id, events.organizerId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .leftJoin(seats, eq(seats.id, tickets.seatId))
    .leftJoin(sectors, eq(sectors.id, seats.sectorId))
    .where(
      and(accountOrdersCondition(scope), eventId === undefined ? undefined : eq(orders.eventId, eventId)),
    )
    .orderBy(asc(events.startsAt), asc(orders.orderNumber), asc(tickets.createdAt), asc(tickets.id));
  return rows.map((row) => ({
    ticketId: row.ticket.id,
    orderId: row.ticket.orderId,
    eventId: row.eventId,
    orderNumber: row.orderNumber,
    ticketTypeId: row.ticket.ticketTypeId,
    ticketTypeNamePub: pickText(row.typeName, language),
    seatId: row.ticket.seatId,
    seat:
      row.rowLabel !== null && row.seatNumber !== null && row.sectorName !== null
        ? { sectorNamePub: pickText(row.sectorName, language), row: row.rowLabel, number: row.seatNumber }
        : null,
    qrCode: row.ticket.qrCode,
    holderName: row.ticket.holderName,
    status: row.ticket.status,
    eventNamePub: pickText(row.eventName, language),
    organizerSlug: row.organizerSlug,
    eventSlug: row.eventSlug,
    startsAt: row.startsAt.toISOString(),
  }));
}

/** Events the account holds valid tickets for, soonest first, with how many. */
export async function listAccountEvents(
  db: Db,
  scope: AccountScope,
  language: LabelLanguage,
): Promise<AccountEvent[]> {
  const counts = await db
    .select({ eventId: orders.eventId, ticketCount: count(tickets.id) })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(
      and(
        accountOrdersCondition(scope),
        eq(orders.statusId, orderStatus.ids.paid),
        eq(tickets.status, 'valid'),
      ),
    )
    .groupBy(orders.eventId);
  const ticketCounts = new Map(counts.map((row) => [row.eventId, row.ticketCount]));
  const rows = await findEventRowsByIds(db, [...ticketCounts.keys()]);
  const summaries = await toEventSummaries(db, rows, language);
  return summaries.map((summary) => ({ ...summary, ticketCount: ticketCounts.get(summary.eventId) ?? 0 }));
}

/** Chips at one event linked to the account, or to a ticket of one of its orders. */
export async function listAccountChips(db: Db, scope: AccountScope, eventId: string): Promise<AccountChip[]> {
  const accountTicketIds = db
    .select({ id: tickets.id })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(and(accountOrdersCondition(scope), eq(orders.eventId, eventId)));
  const rows = await db
    .select({
      chip: chips,
      // The event's first-top-up fee while the chip has taken no credit (selling/chip-credit.ts topUpFeeDue).
      // Columns named inside a select's sql render unqualified, so the outer chip row is named in full here.
      topUpFee: sql<number>`case when exists (select 1 from ${chipTransactions} t
          where t.chip_id = "chip"."id" and t.kind = 'topUp') then 0
        else coalesce((select s.first_top_up_fee from ${eventTopUpSettings} s
          where s.event_id = "chip"."event_id"), 0)
        end`.mapWith(Number),
    })
    .from(chips)
    .where(
      and(
        eq(chips.eventId, eventId),
        or(eq(chips.accountId, scope.accountId), inArray(chips.ticketId, accountTicketIds)),
      ),
    )
    .orderBy(asc(chips.createdAt), asc(chips.id));
  return rows.map(({ chip, topUpFee }) => ({
    chipId: chip.id,
    eventId: chip.eventId,
    chipUid: chip.chipUid,
    chipTypeId: chip.chipTypeId,
    balance: chip.balance,
    currencyId: chip.currencyId,
    ticketId: chip.ticketId,
    topUpFee,
  }));
}
