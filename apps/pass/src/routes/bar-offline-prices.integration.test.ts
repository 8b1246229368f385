// Offline sales at the prices their till showed: a price changed in the hub while a till is offline does not reach
// the sales the till already charged; a sale naming a price or menu version the product never had (or one put on
// the menu after the sale) is refused, kept with its reason and shown in the hub's bar report, once per sale id.
import { accountEndpoints } from '@repo/contract/accounts';
import { barEndpoints } from '@repo/contract/bar';
import type { OfflineSaleBody, OfflineSaleInput } from '@repo/contract/bar';
import { creditRefundEndpoints } from '@repo/contract/credit-refunds';
import { chipType, productCategory } from '@repo/enums';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signOfflineSale } from '../bar/offline-sales';
import type { Db } from '../db/database';
import { barRefusedSales, barSaleLines, barSales, chips, chipTransactions, events } from '../db/schema';
import { demoAccount, demoEvents } from '../db/seed/demo-ids';
import { callEndpoint, organizerClient } from '../test/organizer-helpers';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const eventId = demoEvents.festival.id;
const OLD_PRICE = 6_000;
const NEW_PRICE = 8_000;
const DEPOSIT = 5_000;

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

describe.each(testDatabaseKinds)('offline sales at the prices the till showed on %s', (kind) => {
  let t: TestApp;
  let ownerToken: string;
  let till: { token: string; secret: string };
  let barId: string;
  let productId: string;
  let variantId: string;

  const call = (endpoint: Parameters<typeof callEndpoint>[1], input: object, token: string) =>
    callEndpoint(t, endpoint, input, token);

  /** A sale of beer signed as the till makes it offline: with the menu version, price and total it showed. */
  function offline(sale: {
    chipUid: string;
    version: number;
    unitPrice: number;
    total?: number;
    soldAt?: Date;
    cups?: number;
  }): OfflineSaleBody {
    const unsigned: Omit<OfflineSaleInput, 'signature'> = {
      saleId: randomUUID(),
      barId,
      paymentMethod: 'chip',
      chipUid: sale.chipUid,
      items: [{ productId, variantId, quantity: 1, version: sale.version, unitPrice: sale.unitPrice }],
      cupReturns: sale.cups ? [{ productId, quantity: sale.cups, version: sale.version }] : [],
      total: sale.total ?? sale.unitPrice + DEPOSIT - (sale.cups ?? 0) * DEPOSIT,
      soldAt: (sale.soldAt ?? new Date()).toISOString(),
    };
    return { ...unsigned, signature: signOfflineSale(till.secret, eventId, unsigned) };
  }

  async function sync(sales: OfflineSaleBody[]) {
    const response = await call(barEndpoints.tillSync, { params: { eventId }, body: { sales } }, till.token);
    expect(response.statusCode, response.body).toBe(200);
    return barEndpoints.tillSync.response.parse(response.json()).results;
  }

  async function setPrice(price: number) {
    const response = await call(
      barEndpoints.hubBarProductUpdate,
      {
        params: { eventId, barId, productId },
        body: {
          name: 'Pivo',
          productCategoryId: productCategory.ids.beer,
          depositAmount: DEPOSIT,
          variants: [{ variantId, name: '0,5 l', price }],
        },
      },
      ownerToken,
    );
    expect(response.statusCode, response.body).toBe(200);
    const product = barEndpoints.hubBarProductUpdate.response.parse(response.json()).bar.products[0];
    if (!product) throw new Error('the bar has no product');
    return product;
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
      { params: { eventId }, body: { name: 'Garden bar' } },
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
          depositAmount: DEPOSIT,
          variants: [{ name: '0,5 l', price: OLD_PRICE }],
        },
      },
      ownerToken,
    );
    const beer = barEndpoints.hubBarProductCreate.response.parse(product.json()).bar.products[0];
    expect(beer?.version).toBe(1);
    productId = beer?.productId ?? '';
    variantId = beer?.variants[0]?.variantId ?? '';
    await call(
      barEndpoints.hubBarSettingsUpdate,
      { params: { eventId }, body: { offlineLimitPerChip: 50_000 } },
      ownerToken,
    );
    const { token } = await organizerClient(t).pairedDevice(ownerToken, eventId, 'till', 'Garden till');
    const opened = await call(barEndpoints.tillShiftOpen, { params: { eventId }, body: { barId } }, token);
    expect(opened.statusCode, opened.body).toBe(200);
    const state = await call(barEndpoints.tillState, { params: { eventId } }, token);
    const { offline: offlineState, bars } = barEndpoints.tillState.response.parse(state.json()).till;
    expect(bars.find((bar) => bar.barId === barId)?.products[0]?.version).toBe(1);
    till = { token, secret: offlineState.secret };
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('charges a sale made offline at the price its till showed, though the hub raised it before the sync', async () => {
    const db = t.database.db;
    const chip = await chipWithCredit(db, 40_000);
    // The till went offline holding version 1 and sold a beer at the old price...
    const stale = offline({ chipUid: chip.chipUid, version: 1, unitPrice: OLD_PRICE });
    // ...while the hub raised the price (version 2); a till that read the new menu sells at the new one.
    const raised = await setPrice(NEW_PRICE);
    expect([raised.version, raised.variants[0]?.price]).toEqual([2, NEW_PRICE]);
    const fresh = offline({ chipUid: chip.chipUid, version: 2, unitPrice: NEW_PRICE });
    const results = await sync([stale, fresh]);
    expect(results.map((result) => [result.status, result.errorText])).toEqual([
      ['accepted', null],
      ['accepted', null],
    ]);
    const totals = await db
      .select({ clientSaleId: barSales.clientSaleId, total: barSales.total })
      .from(barSales)
      .where(eq(barSales.chipId, chip.id));
    expect(Object.fromEntries(totals.map((row) => [row.clientSaleId, row.total]))).toEqual({
      [stale.saleId]: OLD_PRICE + DEPOSIT,
      [fresh.saleId]: NEW_PRICE + DEPOSIT,
    });
    const staleSale = results[0]?.saleId;
    const lines = await db
      .select({ kind: barSaleLines.kind, unitPrice: barSaleLines.unitPrice })
      .from(barSaleLines)
      .where(eq(barSaleLines.saleId, staleSale ?? ''));
    expect(lines).toEqual(
      expect.arrayContaining([
        { kind: 'product', unitPrice: OLD_PRICE },
        { kind: 'deposit', unitPrice: DEPOSIT },
      ]),
    );
    const [after] = await db.select().from(chips).where(eq(chips.id, chip.id));
    expect(after?.balance).toBe(40_000 - OLD_PRICE - NEW_PRICE - 2 * DEPOSIT);
    // A re-sync answers the first results and charges nothing more.
    expect((await sync([stale, fresh])).map((result) => result.saleId)).toEqual(
      results.map((result) => result.saleId),
    );
  });

  it('refuses a price no version had, a version never made or made after the sale, and a total that does not add up; the hub sees each once', async () => {
    const db = t.database.db;
    const chip = await chipWithCredit(db, 40_000);
    // By now the beer is at version 2 (8,000); version 1 sold at 6,000.
    const cheap = offline({ chipUid: chip.chipUid, version: 1, unitPrice: 1_000 });
    const noSuchVersion = offline({ chipUid: chip.chipUid, version: 9, unitPrice: NEW_PRICE });
    const beforeItsTime = offline({
      chipUid: chip.chipUid,
      version: 2,
      unitPrice: NEW_PRICE,
      soldAt: new Date(Date.now() - 3_600_000),
    });
    const wrongTotal = offline({ chipUid: chip.chipUid, version: 2, unitPrice: NEW_PRICE, total: 100 });
    const fine = offline({ chipUid: chip.chipUid, version: 1, unitPrice: OLD_PRICE, cups: 1 });
    const sales = [cheap, noSuchVersion, beforeItsTime, wrongTotal, fine];
    const results = await sync(sales);
    expect(results.map((result) => [result.status, result.errorText])).toEqual([
      ['refused', 'ERROR_BAR_PRICE_MISMATCH'],
      ['refused', 'ERROR_BAR_PRICE_MISMATCH'],
      ['refused', 'ERROR_BAR_PRICE_MISMATCH'],
      ['refused', 'ERROR_BAR_PRICE_MISMATCH'],
      ['accepted', null],
    ]);
    // Only the genuine sale touched the chip: a beer at 6,000 with its cup returned.
    const [after] = await db.select().from(chips).where(eq(chips.id, chip.id));
    expect(after?.balance).toBe(40_000 - OLD_PRICE);
    // A second sync of the refused sales is refused again and kept once.
    await sync(sales.slice(0, 4));
    const kept = await db.select().from(barRefusedSales).where(eq(barRefusedSales.chipUid, chip.chipUid));
    expect(kept).toHaveLength(4);
    const report = await call(creditRefundEndpoints.hubBarReport, { params: { eventId } }, ownerToken);
    expect(report.statusCode, report.body).toBe(200);
    const { refusedSales } = creditRefundEndpoints.hubBarReport.response.parse(report.json()).report;
    const mine = refusedSales.filter((row) => row.chipUid === chip.chipUid);
    expect(mine.map((row) => row.clientSaleId).sort()).toEqual(
      [cheap, noSuchVersion, beforeItsTime, wrongTotal].map((sale) => sale.saleId).sort(),
    );
    expect(mine.find((row) => row.clientSaleId === wrongTotal.saleId)).toMatchObject({
      tillName: 'Garden till',
      barName: 'Garden bar',
      paymentMethod: 'chip',
      total: 100,
      reason: 'ERROR_BAR_PRICE_MISMATCH',
    });
    expect(mine.every((row) => row.shiftId !== null)).toBe(true);
  });

  it('keeps a sale refused for its signature too, and prices a sale signed without versions from the menu as it is', async () => {
    const db = t.database.db;
    const chip = await chipWithCredit(db, 40_000);
    const altered = { ...offline({ chipUid: chip.chipUid, version: 2, unitPrice: NEW_PRICE }), total: 1 };
    const unsigned: Omit<OfflineSaleInput, 'signature'> = {
      saleId: randomUUID(),
      barId,
      paymentMethod: 'chip',
      chipUid: chip.chipUid,
      items: [{ productId, variantId, quantity: 1 }],
      cupReturns: [],
      soldAt: new Date().toISOString(),
    };
    const legacy = { ...unsigned, signature: signOfflineSale(till.secret, eventId, unsigned) };
    const results = await sync([altered, legacy]);
    expect(results.map((result) => [result.status, result.errorText])).toEqual([
      ['refused', 'ERROR_SALE_SIGNATURE_INVALID'],
      ['accepted', null],
    ]);
    const [after] = await db.select().from(chips).where(eq(chips.id, chip.id));
    expect(after?.balance).toBe(40_000 - NEW_PRICE - DEPOSIT);
    const [kept] = await db
      .select()
      .from(barRefusedSales)
      .where(eq(barRefusedSales.clientSaleId, altered.saleId));
    expect(kept).toMatchObject({ reason: 'ERROR_SALE_SIGNATURE_INVALID', total: 1, barId });
  });
});
