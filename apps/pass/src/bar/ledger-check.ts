// The chip ledger check of an event: every chip's balance equals the sum of its ledger rows and its debt the sum
// of its debt rows, and top-ups − spends − refunds equals what visitors hold less what they owe. Read in one statement each, so a sale in between cannot split them.
import type { LedgerCheck } from '@repo/contract/bar';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/database';
import { chips, chipTransactions } from '../db/schema';
import type { BarEvent } from '../db/queries/bars';

export async function checkLedger(db: Db, event: BarEvent, now = new Date()): Promise<LedgerCheck> {
  const eventId = event.event.id;
  // Sums are bigint: an event's money passes 2^31 minor units (21 million Kč) long before a safe integer.
  // One snapshot for both reads: a repeatable-read transaction on PostgreSQL (PGlite has one connection).
  return db.transaction(
    async (tx) => {
      const perChip = rowsOf<{
        chipId: string;
        chipUid: string;
        balance: number;
        ledger: string | number;
        debt: number;
        debtLedger: string | number;
      }>(
        await tx.execute(sql`select c.id as "chipId", c.chip_uid as "chipUid", c.balance::int as balance,
            coalesce((select sum(t.amount) from ${chipTransactions} t where t.chip_id = c.id), 0)::bigint as ledger,
            c.debt::int as debt,
            coalesce((select sum(t.amount) from ${chipTransactions} t
              where t.chip_id = c.id and t.kind in ('debt', 'debtSettled')), 0)::bigint as "debtLedger"
          from ${chips} c where c.event_id = ${eventId}`),
      );
      const kinds = await tx
        .select({
          kind: chipTransactions.kind,
          amount: sql<string>`coalesce(sum(${chipTransactions.amount}), 0)::bigint`,
        })
        .from(chipTransactions)
        .innerJoin(chips, eq(chips.id, chipTransactions.chipId))
        .where(eq(chips.eventId, eventId))
        .groupBy(chipTransactions.kind);
      const of = (kind: string) => Number(kinds.find((row) => row.kind === kind)?.amount ?? 0);
      const topUps = of('topUp');
      const spends = -(of('spend') + of('storno'));
      // Credit going back as money: a credit refund after the event, or the credit of a refunded order.
      const refunds = -(of('refund') + of('orderRefund'));
      const outstanding = topUps - spends - refunds;
      const balances = perChip.reduce((sum, row) => sum + Number(row.balance), 0);
      // Debt rows are part of the ledger sum (lent credit the balance shows as 0), so outstanding nets them off.
      const debts = perChip.reduce((sum, row) => sum + Number(row.debt), 0);
      const differences = perChip
        .filter(
          (row) =>
            Number(row.balance) !== Number(row.ledger) ||
            Number(row.debt) !== Number(row.debtLedger) ||
            (Number(row.balance) > 0 && Number(row.debt) > 0),
        )
        .map((row) => ({
          chipId: row.chipId,
          chipUid: row.chipUid,
          balance: Number(row.balance),
          ledger: Number(row.ledger),
          debt: Number(row.debt),
          debtLedger: Number(row.debtLedger),
        }));
      return {
        chips: perChip.length,
        balances,
        topUps,
        spends,
        refunds,
        debts,
        outstanding,
        balanced: differences.length === 0 && outstanding === balances - debts,
        differences,
        currencyId: event.event.currencyId,
        checkedAt: now.toISOString(),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
