// Moves a chip's balance with its ledger rows, debt included. A chip's net credit is top-ups − spends − refunds;
// the chip holds balance = max(net, 0) and owes debt = max(−net, 0), and every move keeps both so. Only offline
// sales make the net negative; whatever raises it afterwards (a top-up, a storno, returned cups) pays the debt
// first. Because both follow from the net alone, a chip ends the same whatever order its moves arrive in.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { chips, chipTransactions } from '../db/schema';

/** The parts of a locked chip row a move reads. */
export interface ChipHolding {
  id: string;
  balance: number;
  debt: number;
}

export type ChipMoveKind = 'topUp' | 'spend' | 'storno' | 'refund' | 'orderRefund';

/** What a move's net change does to balance and debt. */
export function afterMove(chip: ChipHolding, amount: number): { balance: number; debt: number } {
  const net = chip.balance - chip.debt + amount;
  return { balance: Math.max(net, 0), debt: Math.max(-net, 0) };
}

/**
 * Applies a move whose own ledger row (`amount`) the caller has just written: writes the debt row the move
 * needs (debt lent, or debt settled) and moves balance and debt, in the caller's transaction on a locked chip.
 */
export async function applyChipMove(
  db: Db,
  chip: ChipHolding,
  amount: number,
): Promise<{ balance: number; debt: number }> {
  const after = afterMove(chip, amount);
  const debtChange = after.debt - chip.debt;
  if (debtChange !== 0) {
    await db.insert(chipTransactions).values({
      chipId: chip.id,
      amount: debtChange,
      kind: debtChange > 0 ? 'debt' : 'debtSettled',
    });
  }
  const balanceChange = after.balance - chip.balance;
  if (balanceChange !== 0 || debtChange !== 0) {
    // Relative, like every balance write: the row is locked, and the ledger rows say the same change.
    await db
      .update(chips)
      .set({ balance: sql`${chips.balance} + ${balanceChange}`, debt: sql`${chips.debt} + ${debtChange}` })
      .where(eq(chips.id, chip.id));
  }
  return after;
}

/**
 * Writes a move's ledger row (and the debt row it needs) and moves balance and debt, as applyChipMove does, but in
 * one statement: the ledger insert runs as a CTE of the balance update, so a sale pays one round trip for both.
 */
export async function moveChip(
  db: Db,
  chip: ChipHolding,
  amount: number,
  row: { kind: ChipMoveKind; saleId?: string; orderId?: string },
): Promise<{ balance: number; debt: number }> {
  const after = afterMove(chip, amount);
  const debtChange = after.debt - chip.debt;
  const balanceChange = after.balance - chip.balance;
  const rows: (typeof chipTransactions.$inferInsert)[] = [{ chipId: chip.id, amount, ...row }];
  if (debtChange !== 0) {
    rows.push({ chipId: chip.id, amount: debtChange, kind: debtChange > 0 ? 'debt' : 'debtSettled' });
  }
  const ledger = db.insert(chipTransactions).values(rows);
  if (balanceChange === 0 && debtChange === 0) {
    await ledger;
    return after;
  }
  // Relative, like every balance write: the row is locked, and the ledger rows say the same change.
  const balance = db
    .update(chips)
    .set({ balance: sql`${chips.balance} + ${balanceChange}`, debt: sql`${chips.debt} + ${debtChange}` })
    .where(eq(chips.id, chip.id));
  await db.execute(sql`with ledger as (${ledger.getSQL()}) ${balance.getSQL()}`);
  return after;
}
