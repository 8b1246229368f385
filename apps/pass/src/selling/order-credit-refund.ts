// Chip credit an order loaded (a top-up order, or credit preloaded with tickets) when the order is refunded: the
// money goes back only with the credit, so a visitor cannot spend the credit and get its price back too.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { chips, chipTransactions } from '../db/schema';
import { DomainError } from '../domain/domain-error';
import { moveChip } from './chip-ledger';

export interface LoadedCredit {
  chipId: string;
  chipUid: string;
  /** What the order's top-up rows put on the chip, minor units. */
  loaded: number;
}

/** The credit the order loaded and has not yet taken back, per chip. */
export async function creditToTakeBack(db: Db, orderId: string): Promise<LoadedCredit[]> {
  const rows = await db
    .select({
      chipId: chipTransactions.chipId,
      kind: chipTransactions.kind,
      amount: sql<string>`sum(${chipTransactions.amount})::bigint`,
    })
    .from(chipTransactions)
    .where(
      and(eq(chipTransactions.orderId, orderId), inArray(chipTransactions.kind, ['topUp', 'orderRefund'])),
    )
    .groupBy(chipTransactions.chipId, chipTransactions.kind);
  const taken = new Set(rows.filter((row) => row.kind === 'orderRefund').map((row) => row.chipId));
  const loaded = rows.filter(
    (row) => row.kind === 'topUp' && !taken.has(row.chipId) && Number(row.amount) > 0,
  );
  if (loaded.length === 0) return [];
  const uids = await db
    .select({ id: chips.id, chipUid: chips.chipUid })
    .from(chips)
    .where(
      inArray(
        chips.id,
        loaded.map((row) => row.chipId),
      ),
    );
  return loaded
    .map((row) => ({
      chipId: row.chipId,
      chipUid: uids.find((chip) => chip.id === row.chipId)?.chipUid ?? '',
      loaded: Number(row.amount),
    }))
    .sort((a, b) => a.chipId.localeCompare(b.chipId));
}

/**
 * Takes the order's credit back off its chips (locked in id order, as sales lock them): each chip must still hold
 * all of it, else nothing is taken and the refund is refused, naming what can be refunded without the credit.
 */
export async function takeBackCredit(
  db: Db,
  orderId: string,
  credit: readonly LoadedCredit[],
  refundableWithout: number,
): Promise<void> {
  const locked = await db
    .select({ id: chips.id, balance: chips.balance, debt: chips.debt })
    .from(chips)
    .where(
      inArray(
        chips.id,
        credit.map((entry) => entry.chipId),
      ),
    )
    .orderBy(asc(chips.id))
    .for('update');
  for (const entry of credit) {
    const chip = locked.find((row) => row.id === entry.chipId);
    if (!chip || chip.balance < entry.loaded) {
      throw new DomainError(
        'ORDER_NOT_REFUNDABLE',
        `Chip ${entry.chipUid} no longer holds the ${String(entry.loaded)} the order loaded (it holds ` +
          `${String(chip?.balance ?? 0)}): refund at most ${String(refundableWithout)} without the credit, and ` +
          'the unspent credit through a credit refund',
        { refundable: refundableWithout, chipUid: entry.chipUid },
      );
    }
  }
  for (const entry of credit) {
    const chip = locked.find((row) => row.id === entry.chipId);
    if (chip) await moveChip(db, chip, -entry.loaded, { kind: 'orderRefund', orderId });
  }
}
