// The offline till over the API: the event's offline limit, signed offline sales synced in batches, the same
// outcome whatever order the tills sync in, debt that blocks a chip until a top-up settles it, forged or altered
// sales refused, a re-sync answering the first result, and the ledger check balanced throughout.
import { accountEndpoints } from '@repo/contract/accounts';
import { barEndpoints } from '@repo/contract/bar';
import type { OfflineSaleBody, OfflineSaleInput } from '@repo/contract/bar';
import { chipCreditEndpoints } from '@repo/contract/chip-credit';
import { chipType, paymentMethod, productCategory } from '@repo/enums';
import { eq, sql } from 'drizzle-orm';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signOfflineSale } from '../bar/offline-sales';
import type { Db } from '../db/database';
import { barSales, chips, chipTransactions, events } from '../db/schema';
import { demoAccount, demoEvents } from '../db/seed/demo-ids';
import { callEndpoint, organizerClient } from '../test/organizer-helpers';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const eventId = demoEvents.festival.id;
const BEER = 6_000;

async function chipWithCredit(db: Db, credit: number) {
  const chipUid = randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase();
  const [chip] = await db
    .insert(chips)
    .values({ eventId, chipUid, chipTypeId: chipType.ids.regular, balance: 0, currencyId: 1 })
    .returning();
  if (!chip) throw new Error('chip insert returned nothing');
  await db.transaction(async (tx) => {
    await tx.insert(chipTransactions).values({ chipId: chip.id, amount: credit, kind: 'topUp' });
    await tx.update(chips).set({ balance: credit }).where(eq(chips.id, chip.id));
  });
  return chip;
}

/** A chip as reconciliation leaves it: balance, debt, and its ledger summed by kind. */
async function chipState(db: Db, chipId: string) {
  const [chip] = await db.select().from(chips).where(eq(chips.id, chipId));
  const kinds = await db
    .select({ kind: chipTransactions.kind, sum: sql<number>`sum(${chipTransactions.amount})::int` })
    .from(chipTransactions)
    .where(eq(chipTransactions.chipId, chipId))
    .groupBy(chipTransactions.kind);
  const ledger = Object.fromEntries(kinds.map((row) => [row.kind, Number(row.sum)]));
  const sum = Object.values(ledger).reduce((total, amount) => total + amount, 0);
  return { balance: chip?.balance, debt: chip?.debt, ledgerSum: sum, ledger };
}

/** A seeded shuffle, so a failing order can be replayed. */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let index = out.length - 1; index > 0; index -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const other = state % (index + 1);
    [out[index], out[other]] = [out[other] as T, out[index] as T];
  }
  return out;
}

describe.each(testDatabaseKinds)('the offline till on %s', (kind) => {
  let t: TestApp;
  let ownerToken: string;
  let barId: string;
  let productId: string;
  let variantId: string;
  const tills: { token: string; secret: string }[] = [];

  function tillAt(index: number) {
    const found = tills[index];
    if (!found) throw new Error(`no till ${String(index)}`);
    return found;
  }

  async function call(endpoint: Parameters<typeof callEndpoint>[1], input: object, token: string) {
    return callEndpoint(t, endpoint, input, token);
  }

  /** A beer sale made offline at `minute` past a fixed hour, signed with `secret`. */
  function offline(
    secret: string,
    sale: { chipUid?: string; minute: number; quantity?: number; saleId?: string },
  ): OfflineSaleBody {
    const unsigned: Omit<OfflineSaleInput, 'signature'> = {
      saleId: sale.saleId ?? randomUUID(),
      barId,
      paymentMethod: sale.chipUid ? 'chip' : 'cash',
      ...(sale.chipUid ? { chipUid: sale.chipUid } : {}),
      items: [{ productId, variantId, quantity: sale.quantity ?? 1 }],
      cupReturns: [],
      soldAt: new Date(Date.UTC(2026, 0, 1, 12, sale.minute)).toISOString(),
    };
    return { ...unsigned, signature: signOfflineSale(secret, eventId, unsigned) };
  }

  async function sync(token: string, sales: OfflineSaleBody[]) {
    const response = await call(barEndpoints.tillSync, { params: { eventId }, body: { sales } }, token);
    expect(response.statusCode, response.body).toBe(200);
    return barEndpoints.tillSync.response.parse(response.json()).results;
  }

  async function ledgerCheck() {
    const response = await call(barEndpoints.hubLedgerCheck, { params: { eventId } }, ownerToken);
    expect(response.statusCode, response.body).toBe(200);
    return barEndpoints.hubLedgerCheck.response.parse(response.json()).check;
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    const login = await organizerClient(t).accounts.post('/pass/account/login', {
      email: demoAccount.email,
      password: demoAccount.password,
    });
    ownerToken = accountEndpoints.login.response.parse(login.json()).account.token;
    await t.database.db
      .update(events)
      .set({ startsAt: new Date(Date.now() - 3_600_000), endsAt: new Date(Date.now() + 2 * 86_400_000) })
      .where(eq(events.id, eventId));
    const created = await call(
      barEndpoints.hubBarCreate,
      { params: { eventId }, body: { name: 'Stage bar' } },
      ownerToken,
    );
    barId = barEndpoints.hubBarCreate.response.parse(created.json()).bar.barId;
    const product = await call(
      barEndpoints.hubBarProductCreate,
      {
        params: { eventId, barId },
        body: {
          name: 'Pivo',
          productCategoryId: productCategory.ids.beer,
          variants: [{ name: '0,5 l', price: BEER }],
        },
      },
      ownerToken,
    );
    const beer = barEndpoints.hubBarProductCreate.response.parse(product.json()).bar.products[0];
    productId = beer?.productId ?? '';
    variantId = beer?.variants[0]?.variantId ?? '';
    for (const name of ['Till A', 'Till B']) {
      const { token } = await organizerClient(t).pairedDevice(ownerToken, eventId, 'till', name);
      const opened = await call(barEndpoints.tillShiftOpen, { params: { eventId }, body: { barId } }, token);
      expect(opened.statusCode, opened.body).toBe(200);
      const state = await call(barEndpoints.tillState, { params: { eventId } }, token);
      expect(state.statusCode, state.body).toBe(200);
      const { secret } = barEndpoints.tillState.response.parse(state.json()).till.offline;
      tills.push({ token, secret });
    }
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('the hub sets the offline limit per chip; each till reads it with its own secret', async () => {
    const set = await call(
      barEndpoints.hubBarSettingsUpdate,
      { params: { eventId }, body: { offlineLimitPerChip: 15_000 } },
      ownerToken,
    );
    expect(set.statusCode, set.body).toBe(200);
    const bad = await call(
      barEndpoints.hubBarSettingsUpdate,
      { params: { eventId }, body: { offlineLimitPerChip: -1 } },
      ownerToken,
    );
    expect(bad.statusCode).toBe(400);
    // A till may not change it.
    const byTill = await call(
      barEndpoints.hubBarSettingsUpdate,
      { params: { eventId }, body: { offlineLimitPerChip: 1 } },
      tills[0]?.token ?? '',
    );
    expect(byTill.statusCode).toBe(403);
    const hub = await call(barEndpoints.hubBars, { params: { eventId } }, ownerToken);
    expect(barEndpoints.hubBars.response.parse(hub.json()).settings.offlineLimitPerChip).toBe(15_000);
    const [a, b] = tills;
    const state = await call(barEndpoints.tillState, { params: { eventId } }, a?.token ?? '');
    const offlineState = barEndpoints.tillState.response.parse(state.json()).till.offline;
    expect(offlineState).toEqual({ limitPerChip: 15_000, secret: a?.secret });
    expect(a?.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a?.secret).not.toBe(b?.secret);
  });

  it('reconciles offline conflicts the same whatever the order the tills sync in, and a re-sync changes nothing', async () => {
    const [a, b] = [tillAt(0), tillAt(1)];
    const db = t.database.db;
    /** The same offline day of two tills, on fresh chips: X overspends (10,000 for 3 beers), Y does not. */
    async function scenario() {
      const x = await chipWithCredit(db, 10_000);
      const y = await chipWithCredit(db, 20_000);
      const fromA = [
        offline(a.secret, { chipUid: x.chipUid, minute: 1 }),
        offline(a.secret, { chipUid: y.chipUid, minute: 2 }),
        offline(a.secret, { chipUid: x.chipUid, minute: 3 }),
        offline(a.secret, { minute: 4 }),
      ];
      // B's first X sale has A's first one's time: the sale id decides between them.
      const fromB = [
        offline(b.secret, { chipUid: x.chipUid, minute: 1 }),
        offline(b.secret, { chipUid: y.chipUid, minute: 1, quantity: 2 }),
      ];
      return { x, y, fromA, fromB };
    }
    async function outcome(run: Awaited<ReturnType<typeof scenario>>) {
      const x = await chipState(db, run.x.id);
      const y = await chipState(db, run.y.id);
      const sold = await db
        .select({ total: barSales.total, offline: barSales.offline })
        .from(barSales)
        .where(sql`${barSales.chipId} in (${run.x.id}, ${run.y.id})`);
      return { x, y, sold: sold.map((row) => `${row.total}:${row.offline}`).sort() };
    }

    // A syncs first, then B.
    const first = await scenario();
    await sync(a.token, first.fromA);
    await sync(b.token, first.fromB);
    // B first, then A.
    const second = await scenario();
    await sync(b.token, second.fromB);
    await sync(a.token, second.fromA);
    // Every sale alone, in a shuffled order (a till syncing one by one while another interleaves).
    const third = await scenario();
    const each = [
      ...third.fromA.map((sale) => ({ sale, token: a.token })),
      ...third.fromB.map((sale) => ({ sale, token: b.token })),
    ];
    for (const { sale, token } of shuffled(each, 20_261_124)) await sync(token, [sale]);

    const expected = {
      // 10,000 − 3 × 6,000: the balance is spent and 8,000 is owed.
      x: {
        balance: 0,
        debt: 8_000,
        ledgerSum: 0,
        ledger: { topUp: 10_000, spend: -18_000, debt: 8_000 },
      },
      y: { balance: 2_000, debt: 0, ledgerSum: 2_000, ledger: { topUp: 20_000, spend: -18_000 } },
      sold: ['12000:true', '6000:true', '6000:true', '6000:true', '6000:true'],
    };
    expect(await outcome(first)).toEqual(expected);
    expect(await outcome(second)).toEqual(expected);
    expect(await outcome(third)).toEqual(expected);

    // Syncing everything again (a lost answer) answers the first results and sells nothing twice.
    const again = await sync(a.token, first.fromA);
    expect(again.map((result) => result.status)).toEqual(['accepted', 'accepted', 'accepted', 'accepted']);
    expect(again[0]?.chip).toEqual({ chipUid: first.x.chipUid, balance: 0, debt: 8_000 });
    expect(await outcome(first)).toEqual(expected);

    const check = await ledgerCheck();
    expect(check.differences).toEqual([]);
    expect(check.balanced).toBe(true);
    expect(check.debts).toBeGreaterThanOrEqual(3 * 8_000);
    expect(check.outstanding).toBe(check.balances - check.debts);
  });

  it('a chip in debt is blocked for sales until a top-up settles the debt first', async () => {
    const a = tillAt(0);
    const db = t.database.db;
    const chip = await chipWithCredit(db, 5_000);
    const [result] = await sync(a.token, [
      offline(a.secret, { chipUid: chip.chipUid, minute: 30, quantity: 2 }),
    ]);
    expect(result).toMatchObject({
      status: 'accepted',
      errorText: null,
      chip: { chipUid: chip.chipUid, balance: 0, debt: 7_000 },
    });

    const read = await call(barEndpoints.tillChip, { params: { eventId, chipUid: chip.chipUid } }, a.token);
    expect(barEndpoints.tillChip.response.parse(read.json()).chip).toMatchObject({ balance: 0, debt: 7_000 });
    const blocked = await call(
      barEndpoints.tillSale,
      {
        params: { eventId },
        body: {
          saleId: randomUUID(),
          barId,
          paymentMethod: 'chip',
          chipUid: chip.chipUid,
          items: [{ productId, variantId, quantity: 1 }],
        },
      },
      a.token,
    );
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json()).toMatchObject({ errorText: 'ERROR_CHIP_BLOCKED' });

    // A paid top-up of 20,000: 7,000 pays the debt, 13,000 is the new balance.
    const created = await t.app.inject({
      method: 'POST',
      url: '/pass/order/order-create-credit-from-code',
      payload: {
        chipCode: chip.chipUid,
        amount: 20_000,
        email: 'debt@example.cz',
        name: 'Debtor',
        paymentMethodId: paymentMethod.ids.paymentCard,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { payment } = chipCreditEndpoints.orderCreateCreditFromCode.response.parse(created.json());
    const paid = await t.app.inject({ method: 'POST', url: `/pass/payment/demo/${payment.paymentId}/pay` });
    expect(paid.statusCode).toBe(303);
    expect(await chipState(db, chip.id)).toEqual({
      balance: 13_000,
      debt: 0,
      ledgerSum: 13_000,
      ledger: { topUp: 25_000, spend: -12_000, debt: 7_000, debtSettled: -7_000 },
    });

    const unblocked = await call(
      barEndpoints.tillSale,
      {
        params: { eventId },
        body: {
          saleId: randomUUID(),
          barId,
          paymentMethod: 'chip',
          chipUid: chip.chipUid,
          items: [{ productId, variantId, quantity: 1 }],
        },
      },
      a.token,
    );
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    expect(barEndpoints.tillSale.response.parse(unblocked.json()).sale.chip?.balance).toBe(7_000);
    expect((await ledgerCheck()).balanced).toBe(true);
  });

  it('returned cups pay a chip in debt back: the debt first, then the balance', async () => {
    const a = tillAt(0);
    const db = t.database.db;
    const created = await call(
      barEndpoints.hubBarProductCreate,
      {
        params: { eventId, barId },
        body: {
          name: 'Limo',
          productCategoryId: productCategory.ids.nonAlcoholic,
          depositAmount: 5_000,
          variants: [{ name: '', price: 3_000 }],
        },
      },
      ownerToken,
    );
    expect(created.statusCode, created.body).toBe(200);
    const limo = barEndpoints.hubBarProductCreate.response
      .parse(created.json())
      .bar.products.find((product) => product.name === 'Limo');
    if (!limo) throw new Error('no limo');
    const chip = await chipWithCredit(db, 5_000);
    const unsigned: Omit<OfflineSaleInput, 'signature'> = {
      saleId: randomUUID(),
      barId,
      paymentMethod: 'chip',
      chipUid: chip.chipUid,
      items: [{ productId: limo.productId, variantId: limo.variants[0]?.variantId ?? '', quantity: 1 }],
      cupReturns: [],
      soldAt: new Date(Date.now() - 60_000).toISOString(),
    };
    // 3,000 + 5,000 deposit on 5,000 of credit: 3,000 owed.
    const [sold] = await sync(a.token, [
      { ...unsigned, signature: signOfflineSale(a.secret, eventId, unsigned) },
    ]);
    expect(sold?.chip).toEqual({ chipUid: chip.chipUid, balance: 0, debt: 3_000 });
    const returned = await call(
      barEndpoints.tillSale,
      {
        params: { eventId },
        body: {
          saleId: randomUUID(),
          barId,
          paymentMethod: 'chip',
          chipUid: chip.chipUid,
          items: [],
          cupReturns: [{ productId: limo.productId, quantity: 1 }],
        },
      },
      a.token,
    );
    expect(returned.statusCode, returned.body).toBe(200);
    expect(await chipState(db, chip.id)).toEqual({
      balance: 2_000,
      debt: 0,
      ledgerSum: 2_000,
      ledger: { topUp: 5_000, spend: -3_000, debt: 3_000, debtSettled: -3_000 },
    });
    expect((await ledgerCheck()).balanced).toBe(true);
  });

  it('refuses a sale not signed by the sending till, or altered after signing, and sells nothing of it', async () => {
    const [a, b] = [tillAt(0), tillAt(1)];
    const db = t.database.db;
    const chip = await chipWithCredit(db, 30_000);
    const forged = offline(randomBytes(32).toString('base64url'), { chipUid: chip.chipUid, minute: 40 });
    // B's genuine sale sent by A: A cannot pass off B's sales (nor B A's).
    const othersSale = offline(b.secret, { chipUid: chip.chipUid, minute: 41 });
    const altered = { ...offline(a.secret, { chipUid: chip.chipUid, minute: 42 }) };
    altered.items = [{ productId, variantId, quantity: 5 }];
    const genuine = offline(a.secret, { chipUid: chip.chipUid, minute: 43 });
    const results = await sync(a.token, [forged, othersSale, altered, genuine]);
    expect(results.map((result) => [result.status, result.errorText])).toEqual([
      ['refused', 'ERROR_SALE_SIGNATURE_INVALID'],
      ['refused', 'ERROR_SALE_SIGNATURE_INVALID'],
      ['refused', 'ERROR_SALE_SIGNATURE_INVALID'],
      ['accepted', null],
    ]);
    expect(await chipState(db, chip.id)).toMatchObject({ balance: 24_000, debt: 0, ledgerSum: 24_000 });
    const refusedIds = [forged.saleId, othersSale.saleId, altered.saleId];
    const stored = await db
      .select({ id: barSales.clientSaleId })
      .from(barSales)
      .where(
        sql`${barSales.clientSaleId} in (${sql.join(
          refusedIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    expect(stored).toEqual([]);
    expect((await ledgerCheck()).balanced).toBe(true);
  });
});
