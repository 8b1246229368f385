// Moves a chip's balance with its ledger rows, debt included. A chip's net credit is top-ups − spends − refunds;
// the chip holds balance = max(net, 0) and owes debt = max(−net, 0), and every move keeps both so. Only offline
// sales make the net negative; whatever raises it afterwards (a top-up, a storno, returned cups) pays the debt
// first. Because both follow from the net alone, a chip ends the same whatever order its moves arrive in. The
// rule lives once, in the database functions chip_apply_move and chip_move (drizzle/0030_bar_sell.sql), which a
// till's sale calls from inside its own statement.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/database';

/** The locked chip a move is for: the database functions read its balance and debt under the caller's lock. */
export interface ChipHolding {
  id: string;
}

export type ChipMoveKind = 'topUp' | 'spend' | 'storno' | 'refund' | 'orderRefund';

interface Moved {
  new_balance: number;
  new_debt: number;
}

function afterOf(result: unknown): { balance: number; debt: number } {
  const [row] = rowsOf<Moved>(result);
  if (!row) throw new Error('chip move answered nothing');
  return { balance: Number(row.new_balance), debt: Number(row.new_debt) };
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
  return afterOf(
    await db.execute(
      sql`select new_balance, new_debt from chip_apply_move(${chip.id}::uuid, ${amount}::integer)`,
    ),
  );
}

/** Writes a move's own ledger row too, as applyChipMove does the rest; one round trip. */
export async function moveChip(
  db: Db,
  chip: ChipHolding,
  amount: number,
  row: { kind: ChipMoveKind; saleId?: string; orderId?: string },
): Promise<{ balance: number; debt: number }> {
  return afterOf(
    await db.execute(sql`select new_balance, new_debt from chip_move(${chip.id}::uuid, ${amount}::integer,
      ${row.kind}::text, ${row.saleId ?? null}::uuid, ${row.orderId ?? null}::uuid)`),
  );
}
