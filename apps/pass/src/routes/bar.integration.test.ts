// Bars over the API: menus, a till selling to chips (atomic, never below zero, idempotent per sale id, its audit
// row written by the sale's own statement), storno, shifts with Z-reports, the ledger check after a storm of top-ups, spends and stornos, and who may do what.
import { accountEndpoints } from '@repo/contract/accounts';
import { barEndpoints } from '@repo/contract/bar';
import type { BarSale, TillSaleBody } from '@repo/contract/bar';
import { chipCreditEndpoints } from '@repo/contract/chip-credit';
import { chipType, paymentMethod, productCategory } from '@repo/enums';
import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import {
  auditLog,
  barProducts,
  bars,
  barSales,
  barShifts,
  chips,
  chipTransactions,
  devices,
  events,
} from '../db/schema';
import { newToken, sha256 } from '../accounts/secrets';
import { demoAccount, demoEvents, demoOrganizers } from '../db/seed/demo-ids';
import { callEndpoint, organizerClient } from '../test/organizer-helpers';
import { createTestDatabase, startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp, TestDatabase } from '../test/test-app';
import { startServicesOn } from '../test/service-process';
import type { ServiceProcess } from '../test/service-process';

const eventId = demoEvents.festival.id;
const organizerId = demoOrganizers.festival.id;

/** A fresh chip of the festival holding `credit`, loaded the way a paid top-up does (ledger row + balance). */
async function chipWithCredit(db: Db, credit: number) {
  const chipUid = randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase();
  const [chip] = await db
    .insert(chips)
    .values({ eventId, chipUid, chipTypeId: chipType.ids.regular, balance: 0, currencyId: 1 })
    .returning();
  if (!chip) throw new Error('chip insert returned nothing');
  if (credit > 0) {
    await db.transaction(async (tx) => {
      await tx.insert(chipTransactions).values({ chipId: chip.id, amount: credit, kind: 'topUp' });
      await tx.update(chips).set({ balance: credit }).where(eq(chips.id, chip.id));
    });
  }
  return { ...chip, balance: credit };
}

async function balanceOf(db: Db, chipId: string) {
  const [chip] = await db.select().from(chips).where(eq(chips.id, chipId));
  const [ledger] = await db
    .select({ sum: sql<number>`coalesce(sum(${chipTransactions.amount}), 0)::int` })
    .from(chipTransactions)
    .where(eq(chipTransactions.chipId, chipId));
  return { balance: chip?.balance ?? -1, ledger: Number(ledger?.sum ?? 0) };
}

describe.each(testDatabaseKinds)('bars and tills on %s', (kind) => {
  let t: TestApp;
  let ownerToken: string;
  let tillToken: string;
  let barId: string;
  let beer: { productId: string; small: string; large: string };

  async function call(endpoint: Parameters<typeof callEndpoint>[1], input: object, token: string) {
    return callEndpoint(t, endpoint, input, token);
  }

  async function sale(body: Partial<TillSaleBody> & { chipUid?: string }, token = tillToken) {
    return call(
      barEndpoints.tillSale,
      {
        params: { eventId },
        body: {
          saleId: randomUUID(),
          barId,
          paymentMethod: 'chip',
          items: [{ productId: beer.productId, variantId: beer.large, quantity: 1 }],
          ...body,
        },
      },
      token,
    );
  }

  function saleOf(response: { statusCode: number; body: string; json: () => unknown }): BarSale {
    expect(response.statusCode, response.body).toBe(200);
    return barEndpoints.tillSale.response.parse(response.json()).sale;
  }

  async function ledgerCheck(token = ownerToken) {
    const response = await call(barEndpoints.hubLedgerCheck, { params: { eventId } }, token);
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
    tillToken = (await organizerClient(t).pairedDevice(ownerToken, eventId, 'till', 'Výčep 1')).token;

    const created = await call(
      barEndpoints.hubBarCreate,
      { params: { eventId }, body: { name: 'Hlavní bar' } },
      ownerToken,
    );
    expect(created.statusCode, created.body).toBe(200);
    barId = barEndpoints.hubBarCreate.response.parse(created.json()).bar.barId;
    const product = await call(
      barEndpoints.hubBarProductCreate,
      {
        params: { eventId, barId },
        body: {
          name: 'Pivo',
          productCategoryId: productCategory.ids.beer,
          depositAmount: 5_000,
          variants: [
            { name: '0,3 l', price: 4_500 },
            { name: '0,5 l', price: 6_000 },
          ],
        },
      },
      ownerToken,
    );
    expect(product.statusCode, product.body).toBe(200);
    const menu = barEndpoints.hubBarProductCreate.response.parse(product.json()).bar;
    const [first] = menu.products;
    if (!first) throw new Error('no product');
    // Beer in the Czech Republic: 21 % by default.
    expect(first.vatRateBasisPoints).toBe(2100);
    beer = {
      productId: first.productId,
      small: first.variants[0]?.variantId ?? '',
      large: first.variants[1]?.variantId ?? '',
    };
    const opened = await call(
      barEndpoints.tillShiftOpen,
      { params: { eventId }, body: { barId } },
      tillToken,
    );
    expect(opened.statusCode, opened.body).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('sells two beers with cup deposits to a chip: balance, ledger, receipt; a retry answers the same sale', async () => {
    const chip = await chipWithCredit(t.database.db, 50_000);
    const saleId = randomUUID();
    const body = {
      saleId,
      chipUid: chip.chipUid.toLowerCase(),
      items: [{ productId: beer.productId, variantId: beer.large, quantity: 2 }],
    };
    const sold = saleOf(await sale(body));
    // 2 × 60 Kč beer + 2 × 50 Kč cup deposit.
    expect(sold.total).toBe(22_000);
    expect(sold.chip).toEqual({ chipUid: chip.chipUid, balance: 28_000 });
    expect(sold.lines.map((line) => [line.kind, line.quantity, line.total])).toEqual([
      ['product', 2, 12_000],
      ['deposit', 2, 10_000],
    ]);
    expect(sold.receipt?.receiptNumber).toBe(`B${String(sold.number)}`);
    expect(sold.receipt?.vatTable.rows.map((row) => [row.vatRateBasisPoints, row.total])).toEqual([
      [2100, 12_000],
      [0, 10_000],
    ]);
    const again = saleOf(await sale(body));
    expect(again.saleId).toBe(sold.saleId);
    expect(await balanceOf(t.database.db, chip.id)).toEqual({ balance: 28_000, ledger: 28_000 });
    // The sale's own statement wrote its audit row, once: the retry changed nothing and wrote none.
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tillSale'), eq(auditLog.resourceId, sold.saleId)));
    expect(audited).toMatchObject([
      {
        organizerId,
        actorKind: 'device',
        actorName: 'Výčep 1',
        resourceType: 'barSale',
        detail: { total: 22_000, paymentMethod: 'chip', chipId: chip.id },
      },
    ]);
    const page = await t.app.inject({ url: `/pass/bar/receipt/${sold.saleId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`B${String(sold.number)}`);
  });

  it('a returned cup pays its deposit back; a menu edit changes new sales only', async () => {
    const chip = await chipWithCredit(t.database.db, 30_000);
    const first = saleOf(await sale({ chipUid: chip.chipUid }));
    expect(first.total).toBe(11_000);
    const back = saleOf(
      await sale({
        chipUid: chip.chipUid,
        items: [],
        cupReturns: [{ productId: beer.productId, quantity: 1 }],
      }),
    );
    expect(back.total).toBe(-5_000);
    expect(back.receipt).toBeNull();
    const edited = await call(
      barEndpoints.hubBarProductUpdate,
      {
        params: { eventId, barId, productId: beer.productId },
        body: {
          name: 'Pivo',
          productCategoryId: productCategory.ids.beer,
          depositAmount: 5_000,
          variants: [
            { variantId: beer.small, name: '0,3 l', price: 4_500 },
            { variantId: beer.large, name: '0,5 l', price: 6_500 },
          ],
        },
      },
      ownerToken,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const second = saleOf(
      await sale({
        chipUid: chip.chipUid,
        items: [{ productId: beer.productId, variantId: beer.small, quantity: 1 }],
      }),
    );
    expect(second.total).toBe(9_500);
    const third = saleOf(await sale({ paymentMethod: 'cash', chipUid: undefined }));
    expect(third.total).toBe(11_500);
    expect(third.chip).toBeNull();
    expect(await balanceOf(t.database.db, chip.id)).toEqual({ balance: 14_500, ledger: 14_500 });
  });

  it('refuses a sale the chip cannot pay, and sells nothing of it', async () => {
    const chip = await chipWithCredit(t.database.db, 5_000);
    const refused = await sale({ chipUid: chip.chipUid });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorText: 'ERROR_INSUFFICIENT_CREDIT', balance: 5_000 });
    expect(await balanceOf(t.database.db, chip.id)).toEqual({ balance: 5_000, ledger: 5_000 });
  });

  it('refuses what a till cannot sell with the reason, writes nothing of it, and answers a retry of a sale made', async () => {
    const db = t.database.db;
    const chip = await chipWithCredit(db, 999_000);
    const refusal = async (body: Parameters<typeof sale>[0], token = tillToken) => {
      const response = await sale({ chipUid: chip.chipUid, ...body }, token);
      return { status: response.statusCode, ...(response.json() as { errorText: string }) };
    };
    const unknown = randomUUID();
    expect(
      await refusal({ items: [{ productId: unknown, variantId: beer.large, quantity: 1 }] }),
    ).toMatchObject({ status: 422, errorText: 'ERROR_BAR_PRODUCT_UNAVAILABLE', productId: unknown });
    expect(
      await refusal({ items: [{ productId: beer.productId, variantId: 'no-such-size', quantity: 1 }] }),
    ).toMatchObject({ errorText: 'ERROR_BAR_PRODUCT_UNAVAILABLE', productId: beer.productId });
    expect(await refusal({ items: [], cupReturns: [{ productId: unknown, quantity: 1 }] })).toMatchObject({
      errorText: 'ERROR_BAR_PRODUCT_UNAVAILABLE',
    });
    expect(await refusal({ chipUid: 'ABCDEF0123456789' })).toMatchObject({
      status: 404,
      errorText: 'ERROR_CHIP_NOT_FOUND',
    });
    const [foreign] = await db
      .insert(chips)
      .values({
        eventId: demoEvents.tourPrague.id,
        chipUid: `F${randomUUID().replaceAll('-', '').slice(0, 15)}`.toUpperCase(),
        chipTypeId: chipType.ids.regular,
        currencyId: 1,
      })
      .returning();
    expect(await refusal({ chipUid: foreign?.chipUid })).toMatchObject({
      errorText: 'ERROR_CHIP_NOT_OF_EVENT',
    });
    // Returned cups paying back past the chip item's maximum (10,000 Kč for the festival's chips).
    expect(
      await refusal({ items: [], cupReturns: [{ productId: beer.productId, quantity: 1 }] }),
    ).toMatchObject({ status: 422, errorText: 'ERROR_CHIP_CREDIT_LIMIT', max: 1_000_000 });
    // Nothing of the refused sales was written: no sale of the chip, no ledger row but its top-up.
    expect(await db.select().from(barSales).where(eq(barSales.chipId, chip.id))).toEqual([]);
    expect(await balanceOf(db, chip.id)).toEqual({ balance: 999_000, ledger: 999_000 });

    // A sale id is the till's own: another till sending it is refused, and sells nothing.
    const saleId = randomUUID();
    const sold = saleOf(await sale({ saleId, chipUid: chip.chipUid }));
    const otherTill = await organizerClient(t).pairedDevice(ownerToken, eventId, 'till', 'Výčep 7');
    const opened = await call(
      barEndpoints.tillShiftOpen,
      { params: { eventId }, body: { barId } },
      otherTill.token,
    );
    expect(opened.statusCode, opened.body).toBe(200);
    expect(await refusal({ saleId }, otherTill.token)).toMatchObject({
      status: 409,
      errorText: 'ERROR_SALE_ID_REUSED',
    });
    // A retry the checks would now refuse (the product taken off the menu since) still answers the sale made,
    // with its lines and the chip as the sale left it.
    await db.update(barProducts).set({ active: false }).where(eq(barProducts.id, beer.productId));
    try {
      const again = saleOf(await sale({ saleId, chipUid: chip.chipUid }));
      expect(again).toMatchObject({ saleId: sold.saleId, total: sold.total, chip: sold.chip });
      expect(again.lines.map((line) => line.kind)).toEqual(['product', 'deposit']);
      expect(await refusal({})).toMatchObject({ errorText: 'ERROR_BAR_PRODUCT_UNAVAILABLE' });
    } finally {
      await db.update(barProducts).set({ active: true }).where(eq(barProducts.id, beer.productId));
    }
    const left = 999_000 - sold.total;
    expect(await balanceOf(db, chip.id)).toEqual({ balance: left, ledger: left });
  });

  it('reverses the last sale of the till once; an earlier sale cannot be reversed', async () => {
    const chip = await chipWithCredit(t.database.db, 30_000);
    const older = saleOf(await sale({ chipUid: chip.chipUid }));
    const last = saleOf(await sale({ chipUid: chip.chipUid }));
    const notLast = await call(
      barEndpoints.tillStorno,
      { params: { eventId, saleId: older.saleId } },
      tillToken,
    );
    expect(notLast.statusCode).toBe(409);
    const storno = await call(
      barEndpoints.tillStorno,
      { params: { eventId, saleId: last.saleId } },
      tillToken,
    );
    expect(storno.statusCode, storno.body).toBe(200);
    const reversal = barEndpoints.tillStorno.response.parse(storno.json()).sale;
    expect(reversal.total).toBe(-11_500);
    expect(reversal.stornoOfSaleId).toBe(last.saleId);
    const twice = await call(
      barEndpoints.tillStorno,
      { params: { eventId, saleId: last.saleId } },
      tillToken,
    );
    expect(barEndpoints.tillStorno.response.parse(twice.json()).sale.saleId).toBe(reversal.saleId);
    expect(await balanceOf(t.database.db, chip.id)).toEqual({ balance: 18_500, ledger: 18_500 });
    const rows = await t.database.db
      .select()
      .from(chipTransactions)
      .where(and(eq(chipTransactions.chipId, chip.id), eq(chipTransactions.kind, 'storno')));
    expect(rows.map((row) => row.amount)).toEqual([11_500]);
  });

  it('lets only tills, bar members and organizers sell: a door scanner, a door member and a till of another event get 403', async () => {
    const client = organizerClient(t);
    const chip = await chipWithCredit(t.database.db, 50_000);
    const scanner = await client.pairedDevice(ownerToken, eventId, 'scanner', 'Brána Z');
    expect((await sale({ chipUid: chip.chipUid }, scanner.token)).statusCode).toBe(403);
    const otherTill = await client.pairedDevice(ownerToken, demoEvents.tourPrague.id, 'till', 'Cizí výčep');
    expect((await sale({ chipUid: chip.chipUid }, otherTill.token)).statusCode).toBe(403);
    const door = await client.member(ownerToken, organizerId, 'door');
    expect((await sale({ chipUid: chip.chipUid }, door.token)).statusCode).toBe(403);
    expect((await call(barEndpoints.tillState, { params: { eventId } }, door.token)).statusCode).toBe(403);
    const barMember = await client.member(ownerToken, organizerId, 'bar', [eventId]);
    // The till app's start page lists the events given to the member.
    const given = await call(barEndpoints.tillEvents, { params: { organizerId } }, barMember.token);
    expect(given.statusCode, given.body).toBe(200);
    expect(barEndpoints.tillEvents.response.parse(given.json()).events.map((event) => event.eventId)).toEqual(
      [eventId],
    );
    expect((await call(barEndpoints.tillEvents, { params: { organizerId } }, door.token)).statusCode).toBe(
      403,
    );
    // A bar member is a till too: it opens its own shift and sells.
    const opened = await call(
      barEndpoints.tillShiftOpen,
      { params: { eventId }, body: { barId } },
      barMember.token,
    );
    expect(opened.statusCode, opened.body).toBe(200);
    expect(saleOf(await sale({ chipUid: chip.chipUid }, barMember.token)).total).toBe(11_500);
    // The menu and the ledger check are not the bar role's.
    expect(
      (await call(barEndpoints.hubBarCreate, { params: { eventId }, body: { name: 'X' } }, barMember.token))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(barEndpoints.hubLedgerCheck, { params: { eventId } }, barMember.token)).statusCode,
    ).toBe(403);
    const accountant = await client.member(ownerToken, organizerId, 'accountant');
    expect((await ledgerCheck(accountant.token)).balanced).toBe(true);
    // Without a shift a till does not sell.
    const newTill = await client.pairedDevice(ownerToken, eventId, 'till', 'Výčep 9');
    const noShift = await sale({ chipUid: chip.chipUid }, newTill.token);
    expect(noShift.statusCode).toBe(409);
    expect(noShift.json()).toMatchObject({ errorText: 'ERROR_SHIFT_NOT_OPEN' });
  });

  it('1,000 concurrent spends on one chip never take it below zero', async () => {
    const chip = await chipWithCredit(t.database.db, 400 * 4_500 + 1_000);
    // A product without deposit, so each spend is 45 Kč.
    const made = await call(
      barEndpoints.hubBarProductCreate,
      {
        params: { eventId, barId },
        body: {
          name: 'Limo',
          productCategoryId: productCategory.ids.nonAlcoholic,
          variants: [{ name: '', price: 4_500 }],
        },
      },
      ownerToken,
    );
    const limo = barEndpoints.hubBarProductCreate.response
      .parse(made.json())
      .bar.products.find((product) => product.name === 'Limo');
    if (!limo) throw new Error('no limo');
    const answers = await Promise.all(
      Array.from({ length: 1000 }, () =>
        sale({
          chipUid: chip.chipUid,
          items: [{ productId: limo.productId, variantId: limo.variants[0]?.variantId ?? '', quantity: 1 }],
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(400);
    expect(statuses.filter((status) => status === 409)).toHaveLength(600);
    expect(await balanceOf(t.database.db, chip.id)).toEqual({ balance: 1_000, ledger: 1_000 });
  }, 300_000);

  it('keeps the ledger balanced after a storm of top-ups, spends and stornos, and finds a chip that is not', async () => {
    const db = t.database.db;
    const storm = await Promise.all(Array.from({ length: 8 }, () => chipWithCredit(db, 20_000)));
    // Each chip's own till, so every till may reverse its own last sale.
    const tills = await Promise.all(
      storm.map(async (_, index) => {
        const { token } = await organizerClient(t).pairedDevice(
          ownerToken,
          eventId,
          'till',
          `Storm ${String(index)}`,
        );
        const opened = await call(
          barEndpoints.tillShiftOpen,
          { params: { eventId }, body: { barId } },
          token,
        );
        expect(opened.statusCode).toBe(200);
        return token;
      }),
    );
    const topUp = async (chipUid: string) => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/pass/order/order-create-credit-from-code',
        payload: {
          chipCode: chipUid,
          amount: 20_000,
          email: 'storm@example.cz',
          name: 'Storm',
          paymentMethodId: paymentMethod.ids.paymentCard,
        },
      });
      expect(created.statusCode, created.body).toBe(200);
      const { payment } = chipCreditEndpoints.orderCreateCreditFromCode.response.parse(created.json());
      const paid = await t.app.inject({ method: 'POST', url: `/pass/payment/demo/${payment.paymentId}/pay` });
      expect(paid.statusCode).toBe(303);
    };
    await Promise.all(
      storm.map(async (chip, index) => {
        const token = tills[index] ?? '';
        const work: Promise<unknown>[] = [topUp(chip.chipUid)];
        for (let round = 0; round < 6; round += 1) {
          work.push(
            (async () => {
              const answer = await sale({ chipUid: chip.chipUid }, token);
              if (answer.statusCode !== 200) return;
              const sold = barEndpoints.tillSale.response.parse(answer.json()).sale;
              if (round % 2 === 0) {
                await call(barEndpoints.tillStorno, { params: { eventId, saleId: sold.saleId } }, token);
              }
            })(),
          );
        }
        await Promise.all(work);
      }),
    );
    for (const chip of storm) {
      const state = await balanceOf(db, chip.id);
      expect(state.balance).toBe(state.ledger);
      expect(state.balance).toBeGreaterThanOrEqual(0);
    }
    const check = await ledgerCheck();
    expect(check.balanced).toBe(true);
    expect(check.differences).toEqual([]);
    expect(check.outstanding).toBe(check.balances);
    expect(check.topUps - check.spends - check.refunds).toBe(check.outstanding);

    // A balance changed behind the ledger's back is found.
    const victim = storm[0];
    if (!victim) throw new Error('no chip');
    await db
      .update(chips)
      .set({ balance: sql`${chips.balance} + 100` })
      .where(eq(chips.id, victim.id));
    const broken = await ledgerCheck();
    expect(broken.balanced).toBe(false);
    expect(broken.differences.map((row) => row.chipUid)).toEqual([victim.chipUid]);
    await db
      .update(chips)
      .set({ balance: sql`${chips.balance} - 100` })
      .where(eq(chips.id, victim.id));
  }, 300_000);

  it('closes the shift with a Z-report the hub shows', async () => {
    const state = await call(barEndpoints.tillState, { params: { eventId } }, tillToken);
    expect(state.statusCode, state.body).toBe(200);
    const till = barEndpoints.tillState.response.parse(state.json()).till;
    const shiftId = till.shift?.shiftId ?? '';
    const closed = await call(barEndpoints.tillShiftClose, { params: { eventId, shiftId } }, tillToken);
    expect(closed.statusCode, closed.body).toBe(200);
    const report = barEndpoints.tillShiftClose.response.parse(closed.json()).shift.zReport;
    expect(report.sales).toBeGreaterThan(0);
    expect(report.stornos).toBeGreaterThan(0);
    expect(report.chipTotal + report.cashTotal).toBe(report.total);
    expect(report.byCategory.map((row) => row.productCategoryId)).toContain(productCategory.ids.beer);
    expect(report.byVatRate.reduce((sum, row) => sum + row.total, 0)).toBe(
      report.total + report.cupReturnTotal,
    );
    const listed = await call(barEndpoints.hubBarShifts, { params: { eventId, barId } }, ownerToken);
    const shifts = barEndpoints.hubBarShifts.response.parse(listed.json()).shifts;
    const kept = shifts.find((shift) => shift.shiftId === shiftId);
    expect(kept?.closedAt).not.toBeNull();
    expect(kept?.zReport).toEqual(report);
    // After closing, the till sells no more until it opens a new shift.
    const chip = await chipWithCredit(t.database.db, 50_000);
    expect((await sale({ chipUid: chip.chipUid })).statusCode).toBe(409);
  });
});

describe('1,000 spends on one chip across two pass processes on one PostgreSQL', () => {
  const hasPostgres = testDatabaseKinds.includes('postgres');
  let database: TestDatabase | undefined;
  const services: ServiceProcess[] = [];

  afterAll(async () => {
    await Promise.all(services.map((service) => service.stop()));
    await database?.dispose();
  });

  it.skipIf(!hasPostgres)(
    'each process takes its share and the chip never goes below zero',
    async () => {
      database = await createTestDatabase('postgres', { seed: true });
      const db = database.db;
      const [bar] = await db.insert(bars).values({ eventId, name: 'Dva procesy' }).returning();
      const [product] = await db
        .insert(barProducts)
        .values({
          barId: bar?.id ?? '',
          name: 'Limo',
          productCategoryId: productCategory.ids.nonAlcoholic,
          vatRateBasisPoints: 1200,
          variants: [{ variantId: 'v1', name: '', price: 4_500 }],
        })
        .returning();
      // Two paired tills with open shifts, made the way pairing leaves them (a token's hash).
      const tokens = [`dv_${newToken()}`, `dv_${newToken()}`];
      const tills = await db
        .insert(devices)
        .values(
          tokens.map((token, index) => ({
            organizerId,
            eventId,
            kind: 'till' as const,
            name: `Proces ${String(index + 1)}`,
            number: 9_000 + index,
            tokenHash: sha256(token),
            pairedAt: new Date(),
          })),
        )
        .returning();
      await db.insert(barShifts).values(
        tills.map((till) => ({
          eventId,
          barId: bar?.id ?? '',
          tillKey: `device:${till.id}`,
          tillName: till.name,
          deviceId: till.id,
        })),
      );
      const chip = await chipWithCredit(db, 400 * 4_500 + 1_000);
      services.push(...(await startServicesOn(database, 2)));
      const answers = await Promise.all(
        Array.from({ length: 1000 }, async (_, index) => {
          const service = services[index % 2];
          if (!service) throw new Error('no service');
          const response = await fetch(`${service.base}/pass/till/event/${eventId}/sale`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${tokens[index % 2] ?? ''}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({
              saleId: randomUUID(),
              barId: bar?.id,
              paymentMethod: 'chip',
              chipUid: chip.chipUid,
              items: [{ productId: product?.id, variantId: 'v1', quantity: 1 }],
            }),
          });
          await response.arrayBuffer();
          return { status: response.status, process: index % 2 };
        }),
      );
      const sold = answers.filter((answer) => answer.status === 200);
      expect(sold).toHaveLength(400);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(600);
      // Both processes sold: the spends really raced across processes.
      expect(sold.some((answer) => answer.process === 0) && sold.some((answer) => answer.process === 1)).toBe(
        true,
      );
      expect(await balanceOf(db, chip.id)).toEqual({ balance: 1_000, ledger: 1_000 });
      for (const service of services) expect(service.stderr()).not.toMatch(/error/i);
    },
    300_000,
  );
});
