import { currency } from '@repo/enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { reservations, sectors, ticketTypes } from '../db/schema';
import { seedDemoWorld } from '../db/seed/seed';
import { demoEvents, demoProducts } from '../db/seed/demo-ids';
import { createTestDatabase, testDatabaseKinds } from '../test/test-app';
import type { TestDatabase } from '../test/test-app';
import { HoldBatcher, inventoryKey } from './hold-batcher';
import type { PendingHold, TakenHold } from './hold-batcher';
import { addLine, emptyLines, OutOfStock } from './inventory';

const festival = demoEvents.festival.id;

async function ticketType(db: Db, capacity: number | null, sectorId: string | null = null) {
  const [row] = await db
    .insert(ticketTypes)
    .values({
      eventId: festival,
      name: { cs: 'Dávka' },
      price: 1_000,
      currencyId: currency.ids.czk,
      capacity,
      sectorId,
    })
    .returning();
  if (!row) throw new Error('ticket type insert returned nothing');
  return row;
}

function pending(ticketTypeId: string, quantity: number, sectorId: string | null = null): PendingHold {
  const lines = emptyLines();
  addLine(lines.ticketTypes, ticketTypeId, quantity);
  if (sectorId) addLine(lines.sectors, sectorId, quantity);
  return {
    eventId: festival,
    expiresAt: new Date(Date.now() + 60_000),
    lines,
    items: [{ ticketTypeId, ticketProductId: null, seatId: null, quantity }],
  };
}

/** Settles every promise: the taken hold, or the error it was refused with. */
const settleAll = (promises: Promise<TakenHold>[]) =>
  Promise.all(
    promises.map((promise) =>
      promise.then(
        (taken) => taken,
        (error: unknown) => error,
      ),
    ),
  );

describe('inventoryKey', () => {
  it('names the rows a hold locks, not how many units it takes', () => {
    const a = emptyLines();
    addLine(a.ticketTypes, 'b', 1);
    addLine(a.ticketTypes, 'a', 2);
    const b = emptyLines();
    addLine(b.ticketTypes, 'a', 4);
    addLine(b.ticketTypes, 'b', 4);
    expect(inventoryKey(a)).toBe(inventoryKey(b));
    addLine(b.sectors, 'a', 4);
    expect(inventoryKey(a)).not.toBe(inventoryKey(b));
  });
});

describe.each(testDatabaseKinds)('hold batcher on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemoWorld(database.db);
  });
  afterAll(() => database.dispose());

  const heldOf = async (id: string) =>
    (await database.db.select().from(ticketTypes).where(eq(ticketTypes.id, id)))[0]?.held;

  it('commits concurrent holds together in one transaction', async () => {
    const batcher = new HoldBatcher();
    const type = await ticketType(database.db, 1_000);
    const taken = await Promise.all(
      Array.from({ length: 50 }, () => batcher.take(database.db, pending(type.id, 1))),
    );
    expect(batcher.batches).toBe(1);
    expect(new Set(taken.map(({ row }) => row.id)).size).toBe(50);
    for (const { row, items } of taken) {
      expect(row).toMatchObject({ eventId: festival, status: 'active' });
      expect(items).toEqual([expect.objectContaining({ reservationId: row.id, ticketTypeId: type.id })]);
    }
    expect(await heldOf(type.id)).toBe(50);
    const stored = await database.db.select().from(reservations);
    expect(stored.filter((row) => taken.some(({ row: mine }) => mine.id === row.id))).toHaveLength(50);
  });

  it('answers each hold as if it ran alone, in arrival order, when the batch does not fit as a whole', async () => {
    const batcher = new HoldBatcher();
    const type = await ticketType(database.db, 10);
    const quantities = [4, 4, 4, 1, 3, 1];
    const answers = await settleAll(quantities.map((n) => batcher.take(database.db, pending(type.id, n))));
    // 4 (6 left), 4 (2 left), 4 does not fit, 1 (1 left), 3 does not fit, 1 (0 left).
    expect(answers.map((answer) => (answer instanceof OutOfStock ? 'refused' : 'held'))).toEqual([
      'held',
      'held',
      'refused',
      'held',
      'refused',
      'held',
    ]);
    expect(answers[2]).toMatchObject({ kind: 'ticketType', id: type.id });
    expect(await heldOf(type.id)).toBe(10);
  });

  it('takes nothing of a hold whose second row does not fit (savepoint), and names that row', async () => {
    const batcher = new HoldBatcher();
    const [sector] = await database.db
      .insert(sectors)
      .values({ eventId: festival, name: { cs: 'Malý prostor' }, kind: 'crowd', capacity: 5 })
      .returning();
    if (!sector) throw new Error('sector insert returned nothing');
    const type = await ticketType(database.db, null, sector.id);
    const answers = await settleAll(
      Array.from({ length: 8 }, () => batcher.take(database.db, pending(type.id, 1, sector.id))),
    );
    expect(answers.filter((answer) => answer instanceof OutOfStock)).toHaveLength(3);
    expect(answers[7]).toMatchObject({ kind: 'sector', id: sector.id });
    expect(await heldOf(type.id)).toBe(5);
    const [after] = await database.db.select().from(sectors).where(eq(sectors.id, sector.id));
    expect(after?.held).toBe(5);
  });

  it('fails a broken hold alone: the others of its batch are held', async () => {
    const batcher = new HoldBatcher();
    const type = await ticketType(database.db, 100);
    const holds = Array.from({ length: 5 }, () => pending(type.id, 1));
    const broken = holds[3];
    if (!broken) throw new Error('no hold');
    // An item that is a ticket and a product at once breaks a check constraint inside the batch transaction.
    broken.items = [
      { ticketTypeId: type.id, ticketProductId: demoProducts.festivalParking, seatId: null, quantity: 1 },
    ];
    const answers = await settleAll(holds.map((hold) => batcher.take(database.db, hold)));
    expect(answers[3]).toBeInstanceOf(Error);
    expect(answers[3]).not.toBeInstanceOf(OutOfStock);
    expect(answers.filter((answer) => !(answer instanceof Error))).toHaveLength(4);
    expect(await heldOf(type.id)).toBe(4);
  });

  it('never retries a batch whose COMMIT failed: it may have committed', async () => {
    const batcher = new HoldBatcher();
    const type = await ticketType(database.db, 100);
    // A handle whose commit goes through but whose answer is lost on the way back.
    const lostReply = {
      transaction: async (work: Parameters<Db['transaction']>[0]) => {
        await database.db.transaction(work);
        throw new Error('connection lost at commit');
      },
    } as unknown as Db; // only transaction() is used by the batcher
    const answers = await settleAll(
      Array.from({ length: 5 }, () => batcher.take(lostReply, pending(type.id, 1))),
    );
    for (const answer of answers) expect(answer).toMatchObject({ message: 'connection lost at commit' });
    expect(await heldOf(type.id)).toBe(5);
  });

  it('caps a batch at maxBatch holds', async () => {
    const batcher = new HoldBatcher({ maxBatch: 10 });
    const type = await ticketType(database.db, null);
    await Promise.all(Array.from({ length: 35 }, () => batcher.take(database.db, pending(type.id, 2))));
    expect(batcher.batches).toBe(4);
    expect(await heldOf(type.id)).toBe(70);
  });
});
