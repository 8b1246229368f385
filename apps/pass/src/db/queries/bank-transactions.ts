// Reads of imported bank transfers for the hub: one organizer's, newest first, in keyset pages.
import { and, desc, eq, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../database';
import { bankTransactions, orders } from '../schema';

export type BankTransactionRow = typeof bankTransactions.$inferSelect & { orderNumber: number | null };

type MatchStatus = (typeof bankTransactions.$inferSelect)['matchStatus'];

/** Transfers with the number of the order each names, for any filter and order the caller adds. */
function transactionsWithOrderNumber(db: Db) {
  return db
    .select({ transaction: bankTransactions, orderNumber: orders.orderNumber })
    .from(bankTransactions)
    .leftJoin(orders, eq(orders.id, bankTransactions.orderId))
    .$dynamic();
}

function withOrderNumber(
  rows: { transaction: typeof bankTransactions.$inferSelect; orderNumber: number | null }[],
) {
  return rows.map((row): BankTransactionRow => ({ ...row.transaction, orderNumber: row.orderNumber }));
}

export async function listOrganizerBankTransactions(
  db: Db,
  where: { organizerId: string; matchStatus?: MatchStatus; after?: string; limit: number },
): Promise<BankTransactionRow[]> {
  const [cursor] = where.after
    ? await db
        .select({ importedAt: bankTransactions.importedAt, id: bankTransactions.id })
        .from(bankTransactions)
        .where(and(eq(bankTransactions.id, where.after), eq(bankTransactions.organizerId, where.organizerId)))
    : [];
  if (where.after && !cursor) return [];
  const rows = await transactionsWithOrderNumber(db)
    .where(
      and(
        eq(bankTransactions.organizerId, where.organizerId),
        where.matchStatus ? eq(bankTransactions.matchStatus, where.matchStatus) : undefined,
        cursor
          ? or(
              lt(bankTransactions.importedAt, cursor.importedAt),
              and(eq(bankTransactions.importedAt, cursor.importedAt), lt(bankTransactions.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(bankTransactions.importedAt), desc(bankTransactions.id))
    .limit(where.limit);
  return withOrderNumber(rows);
}

/** The rows one import wrote, by bank reference (an import answers what each of its lines did). */
export async function organizerBankTransactionsByReference(
  db: Db,
  organizerId: string,
  references: readonly string[],
): Promise<BankTransactionRow[]> {
  if (references.length === 0) return [];
  const rows = await transactionsWithOrderNumber(db).where(
    and(
      eq(bankTransactions.organizerId, organizerId),
      inArray(bankTransactions.bankReference, [...references]),
    ),
  );
  return withOrderNumber(rows);
}
