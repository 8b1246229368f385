// The top-up desk over the API: desk rules set in the hub, cash and card top-ups activating anonymous chips with
// the first-top-up fee and minimum, online top-ups and till sales interleaved on an activated chip keeping the sum
// right, and a lost registered chip blocked with its balance moved to a new chip.
import { accountEndpoints } from '@repo/contract/accounts';
import { barEndpoints } from '@repo/contract/bar';
import { chipCreditEndpoints } from '@repo/contract/chip-credit';
import { topUpDeskEndpoints } from '@repo/contract/top-up-desk';
import type { DeskTopUpBody } from '@repo/contract/top-up-desk';
import { paymentMethod, productCategory } from '@repo/enums';
import { and, asc, eq, sql } from 'drizzle-orm';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, chips, chipTopUps, chipTransactions, events } from '../db/schema';
import { demoAccount, demoEvents, demoOrganizers } from '../db/seed/demo-ids';
import { callEndpoint, organizerClient } from '../test/organizer-helpers';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const eventId = demoEvents.festival.id;
const organizerId = demoOrganizers.festival.id;
const newUid = () => randomBytes(7).toString('hex').toUpperCase();

describe.each(testDatabaseKinds)('top-up desk on %s', (kind) => {
  let t: TestApp;
  let ownerToken: string;
  let boxOffice: { token: string; accountId: string };
  let barToken: string;

  const call = (endpoint: Parameters<typeof callEndpoint>[1], input: object, token: string) =>
    callEndpoint(t, endpoint, input, token);

  async function topUp(body: Partial<DeskTopUpBody> & { chipUid: string }, token = boxOffice.token) {
    return call(
      topUpDeskEndpoints.deskTopUp,
      {
        params: { eventId },
        body: { clientTopUpId: randomUUID(), amount: 50_000, channel: 'cash', ...body },
      },
      token,
    );
  }
  async function toppedUp(body: Partial<DeskTopUpBody> & { chipUid: string }) {
    const response = await topUp(body);
    expect(response.statusCode, response.body).toBe(200);
    return topUpDeskEndpoints.deskTopUp.response.parse(response.json()).topUp;
  }
  async function readChip(chipUid: string) {
    const response = await call(
      topUpDeskEndpoints.deskChip,
      { params: { eventId, chipUid } },
      boxOffice.token,
    );
    expect(response.statusCode, response.body).toBe(200);
    return topUpDeskEndpoints.deskChip.response.parse(response.json()).chip;
  }
  async function ledgerOf(chipUid: string) {
    const [chip] = await t.database.db.select().from(chips).where(eq(chips.chipUid, chipUid));
    if (!chip) throw new Error(`no chip ${chipUid}`);
    const rows = await t.database.db
      .select()
      .from(chipTransactions)
      .where(eq(chipTransactions.chipId, chip.id))
      .orderBy(asc(chipTransactions.createdAt));
    return { chip, rows, sum: rows.reduce((total, row) => total + row.amount, 0) };
  }

  let till: { barId: string; productId: string; variantId: string; token: string } | undefined;
  /** Sells one 30 Kč lemonade to the chip at a till (a bar, its menu and an open shift made on first use). */
  async function sellAt(chipUid: string) {
    if (!till) {
      const barResponse = await call(
        barEndpoints.hubBarCreate,
        { params: { eventId }, body: { name: 'Desk test bar' } },
        ownerToken,
      );
      const barId = barEndpoints.hubBarCreate.response.parse(barResponse.json()).bar.barId;
      const productResponse = await call(
        barEndpoints.hubBarProductCreate,
        {
          params: { eventId, barId },
          body: {
            name: 'Limo',
            productCategoryId: productCategory.ids.beer,
            variants: [{ name: '', price: 3_000 }],
          },
        },
        ownerToken,
      );
      const product = barEndpoints.hubBarProductCreate.response.parse(productResponse.json()).bar.products[0];
      if (!product) throw new Error('no product');
      const token = (await organizerClient(t).pairedDevice(ownerToken, eventId, 'till', 'Desk test till'))
        .token;
      const shift = await call(barEndpoints.tillShiftOpen, { params: { eventId }, body: { barId } }, token);
      expect(shift.statusCode, shift.body).toBe(200);
      till = { barId, productId: product.productId, variantId: product.variants[0]?.variantId ?? '', token };
    }
    return call(
      barEndpoints.tillSale,
      {
        params: { eventId },
        body: {
          saleId: randomUUID(),
          barId: till.barId,
          paymentMethod: 'chip',
          chipUid,
          items: [{ productId: till.productId, variantId: till.variantId, quantity: 1 }],
        },
      },
      till.token,
    );
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
    boxOffice = await organizerClient(t).member(ownerToken, organizerId, 'boxOffice');
    barToken = (await organizerClient(t).member(ownerToken, organizerId, 'bar')).token;
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('owner sets the desk rules; the box office tops up but may not change them; the bar role may not top up', async () => {
    const settings = { minTopUp: 10_000, firstTopUpFee: 5_000 };
    const refused = await call(
      topUpDeskEndpoints.hubTopUpSettingsUpdate,
      { params: { eventId }, body: settings },
      boxOffice.token,
    );
    expect(refused.statusCode).toBe(403);
    const saved = await call(
      topUpDeskEndpoints.hubTopUpSettingsUpdate,
      { params: { eventId }, body: settings },
      ownerToken,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await call(topUpDeskEndpoints.hubTopUpSettings, { params: { eventId } }, ownerToken);
    expect(topUpDeskEndpoints.hubTopUpSettings.response.parse(read.json()).settings).toEqual(settings);
    expect((await topUp({ chipUid: newUid() }, barToken)).statusCode).toBe(403);
    const listed = await call(topUpDeskEndpoints.deskEvents, { params: { organizerId } }, boxOffice.token);
    expect(listed.statusCode, listed.body).toBe(200);
    const { events: desks } = topUpDeskEndpoints.deskEvents.response.parse(listed.json());
    expect(desks.map((event) => event.eventId)).toContain(eventId);
  });

  it('activates an anonymous chip with a cash top-up and the first-top-up fee; a retry loads nothing more', async () => {
    const chipUid = newUid();
    const before = await readChip(chipUid);
    expect(before).toMatchObject({ known: false, balance: 0, feeDue: 5_000, minTopUp: 20_000 });
    const clientTopUpId = randomUUID();
    // Read by a USB reader: lower case with separators is the same chip.
    const spaced = chipUid.toLowerCase().replace(/(.{2})(?!$)/g, '$1:');
    const first = await toppedUp({ chipUid: spaced, clientTopUpId, amount: 50_000 });
    expect(first).toMatchObject({
      chipUid,
      channel: 'cash',
      amount: 50_000,
      fee: 5_000,
      paid: 55_000,
      activated: true,
      balance: 50_000,
    });
    expect(first.receiptCode).toMatch(/^[A-Z2-9]{8}$/);
    const again = await toppedUp({ chipUid, clientTopUpId, amount: 50_000 });
    expect(again.topUpId).toBe(first.topUpId);
    // The second top-up (by card) pays no fee.
    const second = await toppedUp({ chipUid, amount: 30_000, channel: 'card' });
    expect(second).toMatchObject({ fee: 0, paid: 30_000, activated: false, balance: 80_000 });
    const { chip, rows, sum } = await ledgerOf(chipUid);
    expect(chip.balance).toBe(80_000);
    expect(sum).toBe(80_000);
    expect(rows.map((row) => [row.kind, row.amount])).toEqual([
      ['topUp', 50_000],
      ['topUp', 30_000],
    ]);
    const records = await t.database.db
      .select()
      .from(chipTopUps)
      .where(eq(chipTopUps.chipId, chip.id))
      .orderBy(asc(chipTopUps.createdAt));
    expect(records.map((row) => [row.channel, row.amount, row.fee, row.accountId])).toEqual([
      ['cash', 50_000, 5_000, boxOffice.accountId],
      ['card', 30_000, 0, boxOffice.accountId],
    ]);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'deskTopUp'), eq(auditLog.resourceId, first.topUpId)));
    // The first call and its retry, each audited.
    expect(audited).toHaveLength(2);
  });

  it('refuses a top-up below the minimum or past the chip’s maximum, and two desks activating one UID make one chip', async () => {
    const chipUid = newUid();
    const small = await topUp({ chipUid, amount: 10_000 });
    expect(small.statusCode).toBe(422);
    expect(small.json()).toMatchObject({ errorText: 'ERROR_TOP_UP_TOO_SMALL' });
    const big = await topUp({ chipUid, amount: 1_000_001 });
    expect(big.statusCode).toBe(422);
    expect(big.json()).toMatchObject({ errorText: 'ERROR_CHIP_CREDIT_LIMIT' });
    const both = await Promise.all([topUp({ chipUid }), topUp({ chipUid })]);
    expect(both.map((response) => response.statusCode)).toEqual([200, 200]);
    const made = both.map((response) => topUpDeskEndpoints.deskTopUp.response.parse(response.json()).topUp);
    // One activated the chip and paid the fee; the other found it and paid none.
    expect(made.map((row) => row.fee).sort()).toEqual([0, 5_000]);
    expect(made.filter((row) => row.activated)).toHaveLength(1);
    const { chip, sum } = await ledgerOf(chipUid);
    expect([chip.balance, sum]).toEqual([100_000, 100_000]);
  });

  it('a desk top-up on a chip in debt after offline sales pays the debt first; the chip cannot be replaced before', async () => {
    const chipUid = newUid();
    await toppedUp({ chipUid, amount: 20_000 });
    const { chip } = await ledgerOf(chipUid);
    // What an offline sale of 250 Kč leaves behind (bar/offline-sales.ts): the spend in full, the debt lent.
    await t.database.db.transaction(async (tx) => {
      await tx.insert(chipTransactions).values([
        { chipId: chip.id, amount: -25_000, kind: 'spend' },
        { chipId: chip.id, amount: 5_000, kind: 'debt' },
      ]);
      await tx
        .update(chips)
        .set({ balance: 0, debt: 5_000, accountId: demoAccount.id })
        .where(eq(chips.id, chip.id));
    });
    expect(await readChip(chipUid)).toMatchObject({ balance: 0, debt: 5_000 });
    const replace = await call(
      topUpDeskEndpoints.deskChipReplace,
      { params: { eventId }, body: { lostChipUid: chipUid, newChipUid: newUid() } },
      boxOffice.token,
    );
    expect(replace.statusCode).toBe(422);
    expect(replace.json()).toMatchObject({ errorText: 'ERROR_CHIP_NOT_REPLACEABLE' });
    const settled = await toppedUp({ chipUid, amount: 30_000 });
    expect(settled).toMatchObject({ amount: 30_000, fee: 0, balance: 25_000 });
    const after = await ledgerOf(chipUid);
    expect([after.chip.balance, after.chip.debt, after.sum]).toEqual([25_000, 0, 25_000]);
    expect(after.rows.map((row) => row.kind)).toContain('debtSettled');
  });

  it('online top-ups and till sales interleaved on a chip activated at the desk keep balance = ledger', async () => {
    const chipUid = newUid();
    await toppedUp({ chipUid, amount: 100_000 });
    const sell = () => sellAt(chipUid);
    const order = async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/pass/order/order-create-credit-from-code',
        payload: {
          chipCode: chipUid,
          amount: 20_000,
          email: 'visitor@example.cz',
          name: 'Vera Visitor',
          paymentMethodId: paymentMethod.ids.paymentCard,
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      return chipCreditEndpoints.orderCreateCreditFromCode.response.parse(response.json()).payment.paymentId;
    };
    const pay = (paymentId: string) =>
      t.app.inject({ method: 'POST', url: `/pass/payment/demo/${paymentId}/pay` });
    const payments = await Promise.all([order(), order(), order()]);
    // Sales, online payments and a desk top-up at the same moment.
    const results = await Promise.all([
      sell(),
      pay(payments[0] ?? ''),
      sell(),
      pay(payments[1] ?? ''),
      topUp({ chipUid, amount: 20_000, channel: 'card' }),
      sell(),
      pay(payments[2] ?? ''),
      sell(),
    ]);
    expect(results.map((response) => response.statusCode)).toEqual([200, 303, 200, 303, 200, 200, 303, 200]);
    const { chip, rows, sum } = await ledgerOf(chipUid);
    // 1,000 + 3 × 200 online + 200 desk − 4 × 30 spent.
    expect(chip.balance).toBe(100_000 + 3 * 20_000 + 20_000 - 4 * 3_000);
    expect(sum).toBe(chip.balance);
    expect(rows.filter((row) => row.kind === 'topUp' && row.orderId !== null)).toHaveLength(3);
    const online = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(chipTopUps)
      .where(and(eq(chipTopUps.chipId, chip.id), eq(chipTopUps.channel, 'online')));
    expect(Number(online[0]?.n)).toBe(3);
  });

  it('blocks a lost registered chip and moves its balance to a new chip; credit paid for it later follows', async () => {
    const lostUid = newUid();
    await toppedUp({ chipUid: lostUid, amount: 70_000 });
    // An anonymous chip cannot be replaced: nobody can prove it is theirs.
    const anonymous = await call(
      topUpDeskEndpoints.deskChipReplace,
      { params: { eventId }, body: { lostChipUid: lostUid, newChipUid: newUid() } },
      boxOffice.token,
    );
    expect(anonymous.statusCode).toBe(422);
    expect(anonymous.json()).toMatchObject({ errorText: 'ERROR_CHIP_NOT_REPLACEABLE' });
    // Registered: the chip belongs to the demo account.
    await t.database.db.update(chips).set({ accountId: demoAccount.id }).where(eq(chips.chipUid, lostUid));
    // An online top-up placed before the loss, paid after it.
    const pending = await t.app.inject({
      method: 'POST',
      url: '/pass/order/order-create-credit-from-code',
      payload: {
        chipCode: lostUid,
        amount: 25_000,
        email: demoAccount.email,
        name: 'Demo',
        paymentMethodId: paymentMethod.ids.paymentCard,
      },
    });
    const paymentId = chipCreditEndpoints.orderCreateCreditFromCode.response.parse(pending.json()).payment
      .paymentId;

    const replacementUid = newUid();
    const replaced = await call(
      topUpDeskEndpoints.deskChipReplace,
      { params: { eventId }, body: { lostChipUid: lostUid, newChipUid: replacementUid } },
      boxOffice.token,
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const answer = topUpDeskEndpoints.deskChipReplace.response.parse(replaced.json());
    expect(answer.lost).toMatchObject({ blocked: true, balance: 0, replacedByChipUid: replacementUid });
    expect(answer.replacement).toMatchObject({
      known: true,
      blocked: false,
      balance: 70_000,
      registered: true,
    });
    const lost = await ledgerOf(lostUid);
    const fresh = await ledgerOf(replacementUid);
    expect(lost.rows.map((row) => [row.kind, row.amount])).toEqual([
      ['topUp', 70_000],
      ['transfer', -70_000],
    ]);
    expect(fresh.rows.map((row) => [row.kind, row.amount, row.counterChipId])).toEqual([
      ['transfer', 70_000, lost.chip.id],
    ]);
    expect(fresh.chip.accountId).toBe(demoAccount.id);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'deskChipReplace'), eq(auditLog.resourceId, lost.chip.id)));
    expect(audited[0]?.detail).toMatchObject({ moved: 70_000, newChipUid: replacementUid });

    // The lost chip takes no more top-ups, sells nothing at a till, and is not replaced twice.
    const blocked = await topUp({ chipUid: lostUid });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({ errorText: 'ERROR_CHIP_LOST' });
    const refusedSale = await sellAt(lostUid);
    expect(refusedSale.statusCode).toBe(409);
    expect(refusedSale.json()).toMatchObject({ errorText: 'ERROR_CHIP_LOST' });
    const again = await call(
      topUpDeskEndpoints.deskChipReplace,
      { params: { eventId }, body: { lostChipUid: lostUid, newChipUid: newUid() } },
      boxOffice.token,
    );
    expect(again.statusCode).toBe(409);
    expect((await sellAt(replacementUid)).statusCode).toBe(200);
    // The online top-up paid now lands on the replacement.
    const paid = await t.app.inject({ method: 'POST', url: `/pass/payment/demo/${paymentId}/pay` });
    expect(paid.statusCode).toBe(303);
    const after = await ledgerOf(replacementUid);
    // 700 moved − 30 spent at the till + 250 paid online.
    expect([after.chip.balance, after.sum]).toEqual([92_000, 92_000]);
    expect((await ledgerOf(lostUid)).chip.balance).toBe(0);
    // Transfers sum to zero: the event's ledger still balances (balances = top-ups − spends − refunds).
    const checked = await call(barEndpoints.hubLedgerCheck, { params: { eventId } }, ownerToken);
    expect(checked.statusCode, checked.body).toBe(200);
    const check = barEndpoints.hubLedgerCheck.response.parse(checked.json()).check;
    expect(check.differences).toEqual([]);
    expect(check.balanced).toBe(true);
  });
});
