// Organizer hub reads and writes: organizers an account belongs to, creating one, and sales per event.
import type { HubEvent } from '@repo/contract/hub';
import type { LabelLanguage } from '@repo/enums';
import { orderStatus } from '@repo/enums';
import { organizerRole } from '@repo/enums/organizer-role';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { chipTransactions, events, organizerMembers, organizers, orders, tickets } from '../schema';
import { pickText } from '../../i18n-text';

export type OrganizerRow = typeof organizers.$inferSelect;

export interface NewOrganizer {
  name: string;
  slug: string;
  countryId: number;
  currencyId: number;
}

/**
 * Creates the organizer with the account as its owner, in one transaction; undefined when the slug is taken
 * (the unique index decides, so two racing creations cannot both get it). A new organizer is not visible
 * in the storefront until it has something to sell (the hub's publishing comes later).
 */
export async function createOrganizerWithOwner(
  db: Db,
  input: NewOrganizer,
  accountId: string,
): Promise<OrganizerRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(organizers)
      .values({ ...input, visible: false })
      .onConflictDoNothing({ target: organizers.slug })
      .returning();
    if (!row) return undefined;
    await tx
      .insert(organizerMembers)
      .values({ organizerId: row.id, accountId, roleId: organizerRole.ids.owner });
    return row;
  });
}

export async function listAccountOrganizers(
  db: Db,
  accountId: string,
): Promise<{ organizer: OrganizerRow; roleId: number }[]> {
  return db
    .select({ organizer: organizers, roleId: organizerMembers.roleId })
    .from(organizerMembers)
    .innerJoin(organizers, eq(organizers.id, organizerMembers.organizerId))
    .where(eq(organizerMembers.accountId, accountId))
    .orderBy(asc(organizers.name), asc(organizers.id));
}

export async function findOrganizerById(db: Db, organizerId: string): Promise<OrganizerRow | undefined> {
  const [row] = await db.select().from(organizers).where(eq(organizers.id, organizerId));
  return row;
}

/** Every event of the organizer (published or not), by start, with valid tickets and paid amounts of paid orders. */
export async function listOrganizerEventSales(
  db: Db,
  organizerId: string,
  language: LabelLanguage,
): Promise<HubEvent[]> {
  const eventRows = await db
    .select()
    .from(events)
    .where(eq(events.organizerId, organizerId))
    .orderBy(asc(events.startsAt), asc(events.id));
  // Demo-cart orders are paid on the demo gateway only: never sales, never revenue.
  const paid = and(eq(orders.statusId, orderStatus.ids.paid), eq(orders.demo, false));
  const sold = await db
    .select({ eventId: orders.eventId, n: count(tickets.id) })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(and(eq(events.organizerId, organizerId), paid, eq(tickets.status, 'valid')))
    .groupBy(orders.eventId);
  const revenue = await db
    .select({
      eventId: orders.eventId,
      currencyId: orders.currencyId,
      // Summed as bigint (an event can take more than 2^31 minor units), read back as a JS number.
      amount: sql<number>`coalesce(sum(${orders.paidAmount}), 0)::bigint`.mapWith(Number),
      orderCount: count(orders.id),
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(and(eq(events.organizerId, organizerId), paid))
    .groupBy(orders.eventId, orders.currencyId)
    .orderBy(asc(orders.currencyId));
  // Chip credit is prepaid money the visitor spends later (or gets back): a liability, not revenue. Counted from
  // the chip ledger, which holds what was loaded (a top-up past a chip's maximum is loaded only in part).
  const credit = await db
    .select({
      eventId: orders.eventId,
      currencyId: orders.currencyId,
      amount: sql<number>`coalesce(sum(${chipTransactions.amount}), 0)::bigint`.mapWith(Number),
    })
    .from(chipTransactions)
    .innerJoin(orders, eq(orders.id, chipTransactions.orderId))
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(and(eq(events.organizerId, organizerId), eq(chipTransactions.kind, 'topUp')))
    .groupBy(orders.eventId, orders.currencyId)
    .orderBy(asc(orders.currencyId));
  const soldByEvent = new Map(sold.map((row) => [row.eventId, row.n]));
  const creditOf = (eventId: string, currencyId: number) =>
    credit.find((row) => row.eventId === eventId && row.currencyId === currencyId)?.amount ?? 0;
  return eventRows.map((event) => {
    const lines = revenue.filter((row) => row.eventId === event.id);
    return {
      eventId: event.id,
      eventSlug: event.slug,
      namePub: pickText(event.name, language),
      startsAt: event.startsAt.toISOString(),
      endsAt: event.endsAt.toISOString(),
      timeZone: event.timeZone,
      published: event.published,
      currencyId: event.currencyId,
      ticketsSold: soldByEvent.get(event.id) ?? 0,
      paidOrders: lines.reduce((sum, row) => sum + row.orderCount, 0),
      revenue: lines.map((row) => ({
        currencyId: row.currencyId,
        amount: Math.max(0, row.amount - creditOf(event.id, row.currencyId)),
      })),
      chipCredit: credit
        .filter((row) => row.eventId === event.id && row.amount > 0)
        .map((row) => ({ currencyId: row.currencyId, amount: row.amount })),
    };
  });
}
