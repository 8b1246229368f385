// The organizer's side of the refund queue: its refunds (through their order's event or the bank statement it
// uploaded), their state changes, and the payout batches they go out in.
import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../database';
import {
  bankTransactions,
  creditRefundRequests,
  events,
  orders,
  organizers,
  payoutBatches,
  refunds,
} from '../schema';
import { at, exactInstant } from './keyset';
import type { refundStatuses } from '../schema/payments';

export type RefundStatus = (typeof refundStatuses)[number];

/** A refund is the organizer's when its order is of the organizer's event, or its transfer came in on its statement. */
function ofOrganizer(organizerId: string): SQL {
  return or(eq(events.organizerId, organizerId), eq(bankTransactions.organizerId, organizerId)) as SQL;
}

const refundColumns = {
  refund: refunds,
  orderNumber: orders.orderNumber,
  // A chip credit refund has no order: the account holder the visitor named is who the batch pays.
  buyerName: sql<string | null>`coalesce(${orders.name}, ${creditRefundRequests.holderName})`,
  buyerEmail: orders.email,
  bankReference: bankTransactions.bankReference,
  variableSymbol: bankTransactions.variableSymbol,
};

function refundsFrom(db: Db) {
  return (
    db
      .select(refundColumns)
      .from(refunds)
      .leftJoin(orders, eq(orders.id, refunds.orderId))
      .leftJoin(creditRefundRequests, eq(creditRefundRequests.id, refunds.creditRefundRequestId))
      // The event of the order, or of the chip whose credit is refunded.
      .leftJoin(events, eq(events.id, sql`coalesce(${orders.eventId}, ${creditRefundRequests.eventId})`))
      .leftJoin(bankTransactions, eq(bankTransactions.id, refunds.bankTransactionId))
  );
}

export type OrganizerRefundRow = Awaited<ReturnType<typeof listOrganizerRefunds>>[number];

export interface RefundSearch {
  organizerId: string;
  status?: RefundStatus;
  currencyId?: number;
  payoutBatchId?: string;
  /** The last refund id of the previous page (oldest first). */
  after?: string;
  limit: number;
}

export async function listOrganizerRefunds(db: Db, search: RefundSearch) {
  const [cursor] = search.after
    ? await db
        .select({ createdAt: exactInstant(refunds.createdAt), id: refunds.id })
        .from(refunds)
        .where(eq(refunds.id, search.after))
    : [];
  if (search.after && !cursor) return [];
  return refundsFrom(db)
    .where(
      and(
        ofOrganizer(search.organizerId),
        search.status ? eq(refunds.status, search.status) : undefined,
        search.currencyId === undefined ? undefined : eq(refunds.currencyId, search.currencyId),
        search.payoutBatchId ? eq(refunds.payoutBatchId, search.payoutBatchId) : undefined,
        cursor
          ? or(
              sql`${refunds.createdAt} > ${at(cursor.createdAt)}`,
              and(sql`${refunds.createdAt} = ${at(cursor.createdAt)}`, sql`${refunds.id} > ${cursor.id}`),
            )
          : undefined,
      ),
    )
    .orderBy(asc(refunds.createdAt), asc(refunds.id))
    .limit(search.limit);
}

/** One of the organizer's refunds, locked for the caller's transaction; undefined when not the organizer's. */
export async function organizerRefundById(db: Db, organizerId: string, refundId: string) {
  const [row] = await refundsFrom(db)
    .where(and(eq(refunds.id, refundId), ofOrganizer(organizerId)))
    .for('update', { of: refunds });
  return row;
}

/** The organizer's approved refunds of a currency not yet in a batch, locked (a second export waits, then skips them). */
export async function approvedRefundsForPayout(db: Db, organizerId: string, currencyId: number) {
  return refundsFrom(db)
    .where(
      and(
        ofOrganizer(organizerId),
        eq(refunds.status, 'approved'),
        eq(refunds.currencyId, currencyId),
        isNull(refunds.payoutBatchId),
      ),
    )
    .orderBy(asc(refunds.createdAt), asc(refunds.id))
    .for('update', { of: refunds });
}

export async function approveRefund(db: Db, refundId: string, by: string, at: Date) {
  const [row] = await db
    .update(refunds)
    .set({ status: 'approved', approvedAt: at, approvedBy: by })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
    .returning();
  return row;
}

export async function markRefundsRefunded(db: Db, refundIds: readonly string[], by: string, at: Date) {
  if (refundIds.length === 0) return [];
  return db
    .update(refunds)
    .set({ status: 'refunded', refundedAt: at, refundedBy: by })
    .where(and(inArray(refunds.id, [...refundIds]), inArray(refunds.status, ['approved', 'exported'])))
    .returning({ id: refunds.id });
}

export async function assignRefundsToBatch(db: Db, refundIds: readonly string[], batchId: string) {
  return db
    .update(refunds)
    .set({ status: 'exported', payoutBatchId: batchId })
    .where(and(inArray(refunds.id, [...refundIds]), eq(refunds.status, 'approved')))
    .returning({ id: refunds.id });
}

export async function payerOfOrganizer(db: Db, organizerId: string) {
  const [row] = await db
    .select({ name: organizers.name, legalName: organizers.legalName, iban: organizers.iban })
    .from(organizers)
    .where(eq(organizers.id, organizerId));
  return row;
}

export type NewPayoutBatch = typeof payoutBatches.$inferInsert;

export async function insertPayoutBatch(db: Db, batch: NewPayoutBatch) {
  const [row] = await db.insert(payoutBatches).values(batch).returning();
  if (!row) throw new Error('payout batch insert returned nothing');
  return row;
}

const batchSummary = {
  id: payoutBatches.id,
  organizerId: payoutBatches.organizerId,
  currencyId: payoutBatches.currencyId,
  format: payoutBatches.format,
  fileName: payoutBatches.fileName,
  count: payoutBatches.count,
  total: payoutBatches.total,
  status: payoutBatches.status,
  createdAt: payoutBatches.createdAt,
  createdBy: payoutBatches.createdBy,
  paidAt: payoutBatches.paidAt,
  paidBy: payoutBatches.paidBy,
};
export type PayoutBatchSummary = {
  [K in keyof typeof batchSummary]: (typeof payoutBatches.$inferSelect)[K];
};

export async function listPayoutBatches(
  db: Db,
  organizerId: string,
  after: string | undefined,
  limit: number,
) {
  const [cursor] = after
    ? await db
        .select({ createdAt: exactInstant(payoutBatches.createdAt), id: payoutBatches.id })
        .from(payoutBatches)
        .where(and(eq(payoutBatches.id, after), eq(payoutBatches.organizerId, organizerId)))
    : [];
  if (after && !cursor) return [];
  return db
    .select(batchSummary)
    .from(payoutBatches)
    .where(
      and(
        eq(payoutBatches.organizerId, organizerId),
        cursor
          ? or(
              sql`${payoutBatches.createdAt} < ${at(cursor.createdAt)}`,
              and(sql`${payoutBatches.createdAt} = ${at(cursor.createdAt)}`, lt(payoutBatches.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(payoutBatches.createdAt), desc(payoutBatches.id))
    .limit(limit);
}

export async function organizerPayoutBatch(db: Db, organizerId: string, batchId: string) {
  const [row] = await db
    .select()
    .from(payoutBatches)
    .where(and(eq(payoutBatches.id, batchId), eq(payoutBatches.organizerId, organizerId)));
  return row;
}

export async function markPayoutBatchPaid(db: Db, batchId: string, by: string, at: Date) {
  const [row] = await db
    .update(payoutBatches)
    .set({ status: 'paid', paidAt: at, paidBy: by })
    .where(and(eq(payoutBatches.id, batchId), eq(payoutBatches.status, 'exported')))
    .returning(batchSummary);
  return row;
}

export async function refundIdsOfBatch(db: Db, batchId: string): Promise<string[]> {
  const rows = await db.select({ id: refunds.id }).from(refunds).where(eq(refunds.payoutBatchId, batchId));
  return rows.map((row) => row.id);
}

/** How many batches the organizer wrote on a Prague day: the ABO file number of the day. */
export async function payoutBatchesSince(db: Db, organizerId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(payoutBatches)
    .where(and(eq(payoutBatches.organizerId, organizerId), sql`${payoutBatches.createdAt} >= ${since}`));
  return row?.count ?? 0;
}
