// Group commit for cart holds: concurrent holds on the same inventory rows share one transaction and one commit.
//
// A hot ticket type is one row, and a row takes about one durable commit at a time (~2,000/s). Holds that arrive
// while a batch is committing wait in a queue per database handle and inventory-row set; when the batch ends,
// the next one takes the whole queue. The database still decides what fits, with the same conditional UPDATEs
// as a single hold: first for the whole batch at once (when the sum fits, every hold fits in any order), and
// only when it does not, hold by hold in arrival order, so each buyer gets the answer a transaction of its own
// would give. All holds of a batch touch the same rows in the same order (ticket types, sectors, products;
// each by id), so batches never deadlock with each other or with single holds.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { reservationItems, reservations } from '../db/schema';
import { addLine, emptyLines, OutOfStock, takeInventory } from './inventory';
import type { InventoryLines } from './inventory';

export type ReservationRow = typeof reservations.$inferSelect;
export type ReservationItemRow = typeof reservationItems.$inferSelect;

/** One hold ready to take inventory: everything that does not depend on live counts is already checked. */
export interface PendingHold {
  eventId: string;
  expiresAt: Date;
  lines: InventoryLines;
  items: {
    ticketTypeId: string | null;
    ticketProductId: string | null;
    seatId: string | null;
    quantity: number;
  }[];
}

export interface TakenHold {
  row: ReservationRow;
  items: ReservationItemRow[];
}

interface Waiting {
  hold: PendingHold;
  resolve(taken: TakenHold): void;
  reject(error: unknown): void;
}

interface Queue {
  waiting: Waiting[];
  running: boolean;
}

/** The inventory rows a hold touches, in lock order: holds with the same key can share a transaction. */
export function inventoryKey(lines: InventoryLines): string {
  const ids = (map: Map<string, number>) => [...map.keys()].sort().join(',');
  return `t:${ids(lines.ticketTypes)}|q:${ids(lines.quotas)}|s:${ids(lines.sectors)}|p:${ids(lines.products)}`;
}

const rowCount = (lines: InventoryLines) =>
  lines.ticketTypes.size + lines.quotas.size + lines.sectors.size + lines.products.size;

function linesOf(lines: InventoryLines, kind: OutOfStock['kind']): Map<string, number> {
  if (kind === 'ticketType') return lines.ticketTypes;
  if (kind === 'quota') return lines.quotas;
  if (kind === 'sector') return lines.sectors;
  return lines.products;
}

/** Takes the lines or nothing; returns the row that did not fit. */
async function tryTake(tx: Db, lines: InventoryLines): Promise<OutOfStock | null> {
  try {
    // One row: a conditional UPDATE that matches nothing changes nothing. More rows: a savepoint undoes the
    // rows already taken when a later one does not fit.
    if (rowCount(lines) === 1) await takeInventory(tx, lines);
    else await tx.transaction((savepoint) => takeInventory(savepoint, lines));
    return null;
  } catch (error) {
    if (error instanceof OutOfStock) return error;
    throw error;
  }
}

/** Takes inventory for the holds; for each, null when it fits or the row it ran out on (it took nothing). */
export async function takeForBatch(tx: Db, holds: readonly PendingHold[]): Promise<(OutOfStock | null)[]> {
  if (holds.length > 1) {
    const total = emptyLines();
    for (const { lines } of holds) {
      for (const kind of ['ticketType', 'quota', 'sector', 'product'] as const) {
        for (const [id, quantity] of linesOf(lines, kind)) addLine(linesOf(total, kind), id, quantity);
      }
    }
    if ((await tryTake(tx, total)) === null) return holds.map(() => null);
  }
  const answers: (OutOfStock | null)[] = [];
  const misses: { error: OutOfStock; quantity: number }[] = [];
  for (const { lines } of holds) {
    // A row that had fewer than n units left a moment ago refuses n or more now as well (units only come
    // back by a release racing this batch, and answering as of that moment is as correct): no round trip.
    const known = misses.find(
      ({ error, quantity }) => (linesOf(lines, error.kind).get(error.id) ?? 0) >= quantity,
    );
    if (known) {
      answers.push(known.error);
      continue;
    }
    const error = await tryTake(tx, lines);
    if (error) misses.push({ error, quantity: linesOf(lines, error.kind).get(error.id) ?? 0 });
    answers.push(error);
  }
  return answers;
}

/** What a failed batch got to: an error at COMMIT may hide a commit that happened (the reply was lost). */
interface BatchProgress {
  committing: boolean;
}

/** One transaction for the batch: inventory first, then the reservations of the holds that fit, in bulk. */
async function runBatch(
  db: Db,
  holds: readonly PendingHold[],
  progress: BatchProgress,
): Promise<(TakenHold | OutOfStock)[]> {
  return db.transaction(async (tx) => {
    const answers = await takeForBatch(tx, holds);
    const ids = holds.map(() => randomUUID());
    const winners = holds.flatMap((hold, index) =>
      answers[index] === null ? [{ hold, id: ids[index] as string }] : [],
    );
    const rows =
      winners.length === 0
        ? []
        : await tx
            .insert(reservations)
            .values(winners.map(({ hold, id }) => ({ id, eventId: hold.eventId, expiresAt: hold.expiresAt })))
            .returning();
    const itemValues = winners.flatMap(({ hold, id }) =>
      hold.items.map((item) => ({ ...item, reservationId: id })),
    );
    const items =
      itemValues.length === 0 ? [] : await tx.insert(reservationItems).values(itemValues).returning();
    const rowsById = new Map(rows.map((row) => [row.id, row]));
    const itemsById = new Map<string, ReservationItemRow[]>();
    for (const item of items) {
      const list = itemsById.get(item.reservationId) ?? [];
      list.push(item);
      itemsById.set(item.reservationId, list);
    }
    const outcomes = holds.map((_, index) => {
      const answer = answers[index];
      const row = rowsById.get(ids[index] as string);
      if (answer) return answer;
      if (!row) throw new Error('batched reservation insert returned too few rows');
      return { row, items: itemsById.get(row.id) ?? [] };
    });
    progress.committing = true;
    return outcomes;
  });
}

export interface HoldBatcherOptions {
  /** Most holds in one transaction (bounds lock time and statement parameters: 100 holds stay far below 65,535). */
  maxBatch?: number;
}

/**
 * Queues per database handle and inventory-row set. `take` resolves with the reservation and its items, or
 * rejects with OutOfStock (the hold took nothing) or with the database error of this hold alone.
 */
export class HoldBatcher {
  private readonly queues = new WeakMap<Db, Map<string, Queue>>();
  private readonly maxBatch: number;
  /** Batches taken from the queues so far (one that fell back to single holds counts once). */
  batches = 0;

  constructor(options: HoldBatcherOptions = {}) {
    this.maxBatch = options.maxBatch ?? 100;
  }

  take(db: Db, hold: PendingHold): Promise<TakenHold> {
    let byKey = this.queues.get(db);
    if (!byKey) {
      byKey = new Map();
      this.queues.set(db, byKey);
    }
    const key = inventoryKey(hold.lines);
    const queue = byKey.get(key) ?? { waiting: [], running: false };
    byKey.set(key, queue);
    const promise = new Promise<TakenHold>((resolve, reject) => {
      queue.waiting.push({ hold, resolve, reject });
    });
    if (!queue.running) {
      queue.running = true;
      // Wait one turn of the event loop so holds whose requests are already in flight join the first batch.
      // PGlite answers in microtasks without ever yielding, so without this turn every batch there is one hold.
      setImmediate(() => void this.drain(db, byKey, key, queue));
    }
    return promise;
  }

  /** Runs batches until the queue is empty; holds that arrive while a batch commits form the next one. */
  private async drain(db: Db, byKey: Map<string, Queue>, key: string, queue: Queue): Promise<void> {
    try {
      for (;;) {
        const batch = queue.waiting.splice(0, this.maxBatch);
        if (batch.length === 0) break;
        this.batches += 1;
        await this.settle(db, batch);
      }
    } finally {
      queue.running = false;
      // An idle key keeps no memory; the next hold on it makes a new queue.
      if (byKey.get(key) === queue) byKey.delete(key);
    }
  }

  private async settle(db: Db, batch: Waiting[]): Promise<void> {
    let outcomes: (TakenHold | OutOfStock)[];
    const progress: BatchProgress = { committing: false };
    try {
      outcomes = await runBatch(
        db,
        batch.map((waiting) => waiting.hold),
        progress,
      );
    } catch (error) {
      // A statement failed, so the batch rolled back as a whole and took nothing. Alone, each hold gets its own
      // answer, so one hold's error (a row deleted meanwhile, a broken check) fails only that hold. A failed
      // COMMIT is not retried: it may have committed, and a retry would hold the tickets twice.
      if (batch.length === 1 || progress.committing) {
        for (const waiting of batch) waiting.reject(error);
        return;
      }
      for (const waiting of batch) await this.settle(db, [waiting]);
      return;
    }
    outcomes.forEach((outcome, index) => {
      const waiting = batch[index];
      if (!waiting) return;
      if (outcome instanceof OutOfStock) waiting.reject(outcome);
      else waiting.resolve(outcome);
    });
  }
}

/** The process's batcher: every hold without seats that has no transaction of its caller to join (createHold). */
export const holdBatcher = new HoldBatcher();
