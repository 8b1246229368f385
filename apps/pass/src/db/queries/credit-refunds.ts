// Reads and writes of credit refund requests, the facts their fraud rules read, and the bar report's sums.
import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { rowsOf } from '../database';
import {
  bars,
  barSaleLines,
  barSales,
  chips,
  chipTopUps,
  chipTransactions,
  creditRefundRequests,
  events,
  orders,
  refunds,
  tickets,
} from '../schema';
import type { AccountScope } from './account-holdings';
import { accountOrdersCondition } from './account-holdings';

export type CreditRefundRow = typeof creditRefundRequests.$inferSelect;
export type NewCreditRefund = typeof creditRefundRequests.$inferInsert;

/** A chip with its event, locked for the caller's transaction (a sale or a second request waits). */
export async function lockChipWithEvent(db: Db, where: { chipId: string } | { chipUid: string }) {
  const [row] = await db
    .select({ chip: chips, event: events })
    .from(chips)
    .innerJoin(events, eq(events.id, chips.eventId))
    .where('chipId' in where ? eq(chips.id, where.chipId) : eq(chips.chipUid, where.chipUid))
    .for('update', { of: chips });
  return row;
}

/** Whether the order numbered `orderNumber` loaded the chip: it issued it, or one of its top-ups credited it. */
export async function orderLoadedChip(db: Db, chip: typeof chips.$inferSelect, orderNumber: number) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.orderNumber, orderNumber),
        or(
          chip.orderId === null ? sql`false` : eq(orders.id, chip.orderId),
          sql`exists (select 1 from ${chipTransactions} t where t.chip_id = ${chip.id} and t.order_id = ${orders.id})`,
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The account's chips of every event: linked to it, or issued with its orders or their tickets. */
export async function accountChipsWithEvents(db: Db, scope: AccountScope) {
  const accountOrderIds = db.select({ id: orders.id }).from(orders).where(accountOrdersCondition(scope));
  const accountTicketIds = db
    .select({ id: tickets.id })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(accountOrdersCondition(scope));
  return db
    .select({ chip: chips, event: events })
    .from(chips)
    .innerJoin(events, eq(events.id, chips.eventId))
    .where(
      or(
        eq(chips.accountId, scope.accountId),
        and(isNull(chips.accountId), inArray(chips.ticketId, accountTicketIds)),
        and(isNull(chips.accountId), inArray(chips.orderId, accountOrderIds)),
      ),
    )
    .orderBy(desc(events.endsAt), asc(chips.createdAt), asc(chips.id));
}

/** The chips' live (pending or approved) requests. */
export async function liveRequestsOfChips(db: Db, chipIds: readonly string[]) {
  if (chipIds.length === 0) return [];
  return db
    .select()
    .from(creditRefundRequests)
    .where(
      and(inArray(creditRefundRequests.chipId, [...chipIds]), ne(creditRefundRequests.status, 'rejected')),
    );
}

/** Requests naming the bank account, rejected ones included (a refused attempt still counts). */
export async function requestsOfIban(db: Db, iban: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(creditRefundRequests)
    .where(eq(creditRefundRequests.iban, iban));
  return Number(row?.n ?? 0);
}

/** Marks the account's other pending requests as sharing it with too many requests. */
export async function flagPendingOfIban(db: Db, iban: string): Promise<void> {
  await db
    .update(creditRefundRequests)
    .set({ flags: sql`array_append(${creditRefundRequests.flags}, 'sameAccount')` })
    .where(
      and(
        eq(creditRefundRequests.iban, iban),
        eq(creditRefundRequests.status, 'pending'),
        sql`not ('sameAccount' = any(${creditRefundRequests.flags}))`,
      ),
    );
}

export async function ledgerRowsOfChip(db: Db, chipId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chipTransactions)
    .where(eq(chipTransactions.chipId, chipId));
  return Number(row?.n ?? 0);
}

/** Cups paid for (deposit lines) and cups returned on the chip, over its sales that were not stornoed. */
export async function cupsOfChip(db: Db, chipId: string) {
  const [row] = await db
    .select({
      deposits: sql<number>`coalesce(sum(${barSaleLines.quantity}) filter (where ${barSaleLines.kind} = 'deposit'), 0)::int`,
      returns: sql<number>`coalesce(sum(${barSaleLines.quantity}) filter (where ${barSaleLines.kind} = 'cupReturn'), 0)::int`,
    })
    .from(barSaleLines)
    .innerJoin(barSales, eq(barSales.id, barSaleLines.saleId))
    .where(and(eq(barSales.chipId, chipId), isNull(barSales.stornoedAt)));
  return { deposits: Number(row?.deposits ?? 0), returns: Number(row?.returns ?? 0) };
}

export async function insertCreditRefund(db: Db, values: NewCreditRefund): Promise<CreditRefundRow> {
  const [row] = await db.insert(creditRefundRequests).values(values).returning();
  if (!row) throw new Error('credit refund insert returned nothing');
  return row;
}

const hubColumns = {
  request: creditRefundRequests,
  chipUid: chips.chipUid,
  chipBalance: chips.balance,
  refundId: refunds.id,
};

function hubRows(db: Db) {
  return db
    .select(hubColumns)
    .from(creditRefundRequests)
    .innerJoin(chips, eq(chips.id, creditRefundRequests.chipId))
    .leftJoin(refunds, eq(refunds.creditRefundRequestId, creditRefundRequests.id));
}
export type HubCreditRefundRow = Awaited<ReturnType<typeof eventCreditRefunds>>[number];

export async function eventCreditRefunds(db: Db, eventId: string) {
  return hubRows(db)
    .where(eq(creditRefundRequests.eventId, eventId))
    .orderBy(desc(creditRefundRequests.createdAt), desc(creditRefundRequests.id));
}

export async function eventCreditRefund(db: Db, eventId: string, requestId: string) {
  const [row] = await hubRows(db).where(
    and(eq(creditRefundRequests.id, requestId), eq(creditRefundRequests.eventId, eventId)),
  );
  return row;
}

/** The request, locked for its review. */
export async function lockCreditRefund(db: Db, eventId: string, requestId: string) {
  const [row] = await db
    .select()
    .from(creditRefundRequests)
    .where(and(eq(creditRefundRequests.id, requestId), eq(creditRefundRequests.eventId, eventId)))
    .for('update');
  return row;
}

export async function reviewCreditRefund(
  db: Db,
  requestId: string,
  values: Pick<NewCreditRefund, 'status' | 'reviewedAt' | 'reviewedBy'> & { amount?: number },
) {
  await db.update(creditRefundRequests).set(values).where(eq(creditRefundRequests.id, requestId));
}

/** The refund ledger row and the balance it moves, together (the chip is locked by the caller). */
export async function debitChipRefund(db: Db, chipId: string, amount: number): Promise<void> {
  await db.insert(chipTransactions).values({ chipId, amount: -amount, kind: 'refund' });
  const moved = await db
    .update(chips)
    .set({ balance: sql`${chips.balance} - ${amount}` })
    .where(and(eq(chips.id, chipId), sql`${chips.balance} >= ${amount}`))
    .returning({ id: chips.id });
  if (moved.length !== 1) throw new Error('credit refund: the chip balance changed under its lock');
}

export async function insertChipCreditRefund(db: Db, values: typeof refunds.$inferInsert) {
  const [row] = await db.insert(refunds).values(values).returning();
  if (!row) throw new Error('refund insert returned nothing');
  return row;
}

export async function setEventCreditRefundDays(db: Db, eventId: string, days: number): Promise<void> {
  await db.update(events).set({ creditRefundDays: days }).where(eq(events.id, eventId));
}

// The bar report: each figure one statement over the event's rows.

export async function salesPerBar(db: Db, eventId: string) {
  return db
    .select({
      barId: bars.id,
      name: bars.name,
      amount: sql<string>`coalesce(sum(${barSales.total}), 0)::bigint`,
      count: sql<number>`(count(${barSales.id}) filter (where ${barSales.stornoOfSaleId} is null and ${barSales.stornoedAt} is null))::int`,
    })
    .from(bars)
    .leftJoin(barSales, eq(barSales.barId, bars.id))
    .where(eq(bars.eventId, eventId))
    .groupBy(bars.id, bars.name, bars.createdAt)
    .orderBy(asc(bars.createdAt), asc(bars.id));
}

export async function salesPerProduct(db: Db, eventId: string) {
  return db
    .select({
      barName: bars.name,
      productId: barSaleLines.productId,
      name: sql<string>`max(${barSaleLines.name})`,
      quantity: sql<number>`sum(${barSaleLines.quantity})::int`,
      amount: sql<string>`sum(${barSaleLines.total})::bigint`,
    })
    .from(barSaleLines)
    .innerJoin(barSales, eq(barSales.id, barSaleLines.saleId))
    .innerJoin(bars, eq(bars.id, barSales.barId))
    .where(and(eq(barSales.eventId, eventId), eq(barSaleLines.kind, 'product'), isNull(barSales.stornoedAt)))
    .groupBy(bars.name, barSaleLines.productId)
    .orderBy(asc(bars.name), desc(sql`sum(${barSaleLines.total})`));
}

export async function salesPerHour(db: Db, eventId: string, timeZone: string) {
  const hour = sql<string>`to_char(date_trunc('hour', ${barSales.soldAt} at time zone ${timeZone}), 'YYYY-MM-DD HH24:00')`;
  return db
    .select({
      hour,
      amount: sql<string>`sum(${barSales.total})::bigint`,
      count: sql<number>`(count(*) filter (where ${barSales.stornoOfSaleId} is null and ${barSales.stornoedAt} is null))::int`,
    })
    .from(barSales)
    .where(eq(barSales.eventId, eventId))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}

/**
 * Credit loaded per channel, read from each ledger row's own top-up record; a top-up row older than those records
 * came from a paid order (online).
 */
export async function topUpsPerChannel(db: Db, eventId: string) {
  return rowsOf<{
    channel: 'online' | 'preload' | 'cash' | 'card';
    amount: string;
    count: number;
    fees: string;
    feesVat: string;
  }>(
    // The fee's VAT per top-up as its receipt rounds it (vatFromGross: half away from zero), then summed.
    await db.execute(sql`select coalesce(u.channel, 'online') as channel, sum(t.amount)::bigint as amount,
        count(*)::int as count, coalesce(sum(u.fee), 0)::bigint as fees,
        coalesce(sum(round(u.fee::numeric * u.fee_vat_rate_basis_points
          / (10000 + u.fee_vat_rate_basis_points))), 0)::bigint as "feesVat"
      from ${chipTransactions} t
      join ${chips} c on c.id = t.chip_id
      left join ${chipTopUps} u on u.id = t.top_up_id
      where c.event_id = ${eventId} and t.kind = 'topUp'
      group by 1 order by 2 desc, 1`),
  );
}

/** Sums of the event's ledger by kind, and of its chips' balances without a live request. */
export async function creditSums(db: Db, eventId: string) {
  const [row] = rowsOf<{
    topUps: string;
    spends: string;
    refunds: string;
    unrequested: string;
    requested: string;
  }>(
    await db.execute(sql`select
        coalesce((select sum(t.amount) from ${chipTransactions} t join ${chips} c on c.id = t.chip_id
          where c.event_id = ${eventId} and t.kind = 'topUp'), 0)::bigint as "topUps",
        coalesce((select -sum(t.amount) from ${chipTransactions} t join ${chips} c on c.id = t.chip_id
          where c.event_id = ${eventId} and t.kind in ('spend', 'storno')), 0)::bigint as spends,
        coalesce((select -sum(t.amount) from ${chipTransactions} t join ${chips} c on c.id = t.chip_id
          where c.event_id = ${eventId} and t.kind in ('refund', 'orderRefund')), 0)::bigint as refunds,
        coalesce((select sum(c.balance) from ${chips} c where c.event_id = ${eventId} and not exists (
          select 1 from ${creditRefundRequests} r where r.chip_id = c.id and r.status = 'pending')), 0)::bigint
          as unrequested,
        coalesce((select sum(r.amount) from ${creditRefundRequests} r where r.event_id = ${eventId}
          and r.status = 'pending'), 0)::bigint as requested`),
  );
  return {
    topUps: Number(row?.topUps ?? 0),
    spends: Number(row?.spends ?? 0),
    refunds: Number(row?.refunds ?? 0),
    unrequested: Number(row?.unrequested ?? 0),
    requested: Number(row?.requested ?? 0),
  };
}
