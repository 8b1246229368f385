// Credit out over the API: a visitor asks a chip's unspent credit back (by chip UID and receipt code, or signed in)
// within the refund window; each fraud rule flags; an approval debits the chip once and its refund goes out in
// the payout batch; the ledger stays balanced (balance = sum of rows; outstanding = top-ups − spends − refunds).
import { accountEndpoints } from '@repo/contract/accounts';
import { barEndpoints } from '@repo/contract/bar';
import { chipCreditEndpoints } from '@repo/contract/chip-credit';
import { creditRefundEndpoints } from '@repo/contract/credit-refunds';
import { hubRefundEndpoints } from '@repo/contract/hub-refunds';
import { chipType, currency, paymentMethod, productCategory } from '@repo/enums';
import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import {
  bars,
  barSaleLines,
  barSales,
  barShifts,
  chips,
  chipTransactions,
  events,
  organizers,
  refunds,
} from '../db/schema';
import { demoAccount, demoEvents, demoOrganizers } from '../db/seed/demo-ids';
import { callEndpoint, organizerClient } from '../test/organizer-helpers';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const eventId = demoEvents.festival.id;
const organizerId = demoOrganizers.festival.id;
const CZK = currency.ids.czk;
const DAY = 86_400_000;
const buyer = { email: 'Petr.Svoboda@example.cz', name: 'Petr Svoboda', phone: '+420 777 654 321' };
/** Valid Czech accounts (mod-97 and the Czech mod-11 checks hold). */
const ibans = [
  'CZ65 0800 0000 1920 0014 5399',
  'CZ69 0710 1781 2400 0000 4159',
  'CZ55 0800 0000 0012 3456 7899',
] as const;

/** A fresh chip of the festival holding `credit`: one top-up row, as a paid top-up leaves it. */
async function chipWithCredit(db: Db, credit: number) {
  const chipUid = randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase();
  const [chip] = await db
    .insert(chips)
    .values({ eventId, chipUid, chipTypeId: chipType.ids.regular, balance: credit, currencyId: CZK })
    .returning();
  if (!chip) throw new Error('chip insert returned nothing');
  await db.insert(chipTransactions).values({ chipId: chip.id, amount: credit, kind: 'topUp' });
  return chip;
}

/** A spend of `amount` from the chip (ledger row and balance together). */
async function spend(db: Db, chipId: string, amount: number) {
  await db.insert(chipTransactions).values({ chipId, amount: -amount, kind: 'spend' });
  await db
    .update(chips)
    .set({ balance: sql`${chips.balance} - ${amount}` })
    .where(eq(chips.id, chipId));
}

describe.each(testDatabaseKinds)('credit refunds on %s', (kind) => {
  let t: TestApp;
  let ownerToken: string;
  let codeChip: { chipId: string; chipUid: string; orderNumber: number };

  const post = (url: string, payload?: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as never });
  const byCode = (body: Record<string, unknown>) =>
    callEndpoint(t, creditRefundEndpoints.creditRefundCreate, { body });
  const hubList = async (token = ownerToken) => {
    const response = await callEndpoint(
      t,
      creditRefundEndpoints.hubCreditRefunds,
      { params: { eventId } },
      token,
    );
    expect(response.statusCode, response.body).toBe(200);
    return creditRefundEndpoints.hubCreditRefunds.response.parse(response.json());
  };
  const approve = (requestId: string, reviewed?: boolean, token = ownerToken) =>
    callEndpoint(
      t,
      creditRefundEndpoints.hubCreditRefundApprove,
      { params: { eventId, requestId }, body: reviewed === undefined ? {} : { reviewed } },
      token,
    );
  const ask = async (chipUid: string, iban: string, orderNumber?: number) => {
    // Chips made here have no order: they are asked back by the signed-in owner of the chip.
    if (orderNumber !== undefined) {
      return byCode({ chipCode: chipUid, receiptCode: `D${orderNumber}`, iban, holderName: 'Petr Svoboda' });
    }
    const [chip] = await t.database.db.select().from(chips).where(eq(chips.chipUid, chipUid));
    await t.database.db.update(chips).set({ accountId: demoAccount.id }).where(eq(chips.chipUid, chipUid));
    return callEndpoint(
      t,
      creditRefundEndpoints.accountCreditRefundCreate,
      { body: { chipId: chip?.id, iban, holderName: 'Petr Svoboda' } },
      ownerToken,
    );
  };
  const requestOf = (response: { statusCode: number; body: string; json: () => unknown }) => {
    expect(response.statusCode, response.body).toBe(200);
    return creditRefundEndpoints.creditRefundCreate.response.parse(response.json()).request;
  };
  const setEnd = (endsAt: Date, days = 14) =>
    t.database.db
      .update(events)
      .set({ startsAt: new Date(endsAt.getTime() - 3 * DAY), endsAt, creditRefundDays: days })
      .where(eq(events.id, eventId));
  const ledgerCheck = async () => {
    const response = await callEndpoint(t, barEndpoints.hubLedgerCheck, { params: { eventId } }, ownerToken);
    expect(response.statusCode, response.body).toBe(200);
    return barEndpoints.hubLedgerCheck.response.parse(response.json()).check;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    const login = await organizerClient(t).accounts.post('/pass/account/login', {
      email: demoAccount.email,
      password: demoAccount.password,
    });
    ownerToken = accountEndpoints.login.response.parse(login.json()).account.token;
    await t.database.db
      .update(organizers)
      .set({ iban: 'CZ65 0800 0000 1920 0014 5399', legalName: 'Pod Lipami Production s.r.o.' })
      .where(eq(organizers.id, organizerId));
    // A running event: a seeded festival chip is topped up online and paid; its receipt carries the order number.
    await setEnd(new Date(Date.now() + DAY));
    const [seeded] = await t.database.db
      .select()
      .from(chips)
      .where(
        and(eq(chips.eventId, eventId), eq(chips.chipTypeId, chipType.ids.regular), eq(chips.balance, 0)),
      )
      .orderBy(chips.chipUid)
      .limit(1);
    if (!seeded) throw new Error('no seeded festival chip');
    const created = await post('/pass/order/order-create-credit-from-code', {
      chipCode: seeded.chipUid,
      amount: 50_000,
      ...buyer,
      paymentMethodId: paymentMethod.ids.paymentCard,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { order, payment } = chipCreditEndpoints.orderCreateCreditFromCode.response.parse(created.json());
    expect((await post(`/pass/payment/demo/${payment.paymentId}/pay`)).statusCode).toBe(303);
    await spend(t.database.db, seeded.id, 12_000);
    codeChip = { chipId: seeded.id, chipUid: seeded.chipUid, orderNumber: order.orderNumber };
  }, 120_000);
  afterAll(() => t?.close());

  it('opens at the end of the event and closes after the window the owner sets', async () => {
    const before = await byCode({
      chipCode: codeChip.chipUid,
      receiptCode: String(codeChip.orderNumber),
      iban: ibans[0],
      holderName: 'Petr Svoboda',
    });
    expect(before.statusCode, before.body).toBe(422);
    expect(before.json()).toMatchObject({ errorText: 'ERROR_CREDIT_REFUND_CLOSED' });

    await setEnd(new Date(Date.now() - 3 * DAY));
    const window = await callEndpoint(
      t,
      creditRefundEndpoints.hubCreditRefundWindow,
      { params: { eventId }, body: { days: 2 } },
      ownerToken,
    );
    expect(window.statusCode, window.body).toBe(200);
    expect(creditRefundEndpoints.hubCreditRefundWindow.response.parse(window.json()).window.open).toBe(false);
    const after = await ask(codeChip.chipUid, ibans[0], codeChip.orderNumber);
    expect(after.statusCode).toBe(422);
    // After the window what the chips hold is the organizer's: the report calls it unclaimed.
    const report = await callEndpoint(
      t,
      creditRefundEndpoints.hubBarReport,
      { params: { eventId } },
      ownerToken,
    );
    const { totals } = creditRefundEndpoints.hubBarReport.response.parse(report.json()).report;
    expect(totals.unclaimed).toBe(totals.outstanding);
    expect(totals.unclaimed).toBeGreaterThanOrEqual(38_000);

    await setEnd(new Date(Date.now() - 3_600_000));
    const invalid = await byCode({
      chipCode: codeChip.chipUid,
      receiptCode: String(codeChip.orderNumber),
      iban: 'CZ65 0800 0000 1920 0014 5398',
      holderName: 'Petr Svoboda',
    });
    expect(invalid.statusCode).toBe(400);
    const foreign = await ask(codeChip.chipUid, 'DE89 3704 0044 0532 0130 00', codeChip.orderNumber);
    expect(foreign.json()).toMatchObject({ errorText: 'ERROR_CREDIT_REFUND_ACCOUNT_UNUSABLE' });
  });

  it('takes a request by chip UID and receipt code; an unflagged one is approved into the payout batch', async () => {
    const wrong = await ask(codeChip.chipUid, ibans[0], codeChip.orderNumber + 7);
    expect(wrong.statusCode).toBe(404);
    const request = requestOf(await ask(codeChip.chipUid.toLowerCase(), ibans[0], codeChip.orderNumber));
    expect(request).toMatchObject({ chipUid: codeChip.chipUid, amount: 38_000, status: 'pending' });
    const again = await ask(codeChip.chipUid, ibans[1], codeChip.orderNumber);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorText: 'ERROR_CREDIT_REFUND_EXISTS' });

    const listed = (await hubList()).requests.find((row) => row.requestId === request.requestId);
    expect(listed).toMatchObject({ flags: [], iban: 'CZ6508000000192000145399', holderName: 'Petr Svoboda' });

    const approved = await approve(request.requestId);
    expect(approved.statusCode, approved.body).toBe(200);
    const view = creditRefundEndpoints.hubCreditRefundApprove.response.parse(approved.json()).request;
    expect(view).toMatchObject({ status: 'approved', amount: 38_000, chipBalance: 0 });
    expect((await approve(request.requestId)).statusCode).toBe(409);

    const rows = await t.database.db
      .select()
      .from(chipTransactions)
      .where(and(eq(chipTransactions.chipId, codeChip.chipId), eq(chipTransactions.kind, 'refund')));
    expect(rows.map((row) => row.amount)).toEqual([-38_000]);
    const [refund] = await t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.id, view.refundId ?? ''));
    expect(refund).toMatchObject({ reason: 'chipCredit', status: 'approved', amount: 38_000 });

    const exported = await callEndpoint(
      t,
      hubRefundEndpoints.hubPayoutBatchCreate,
      { params: { organizerId }, body: { currencyId: CZK } },
      ownerToken,
    );
    expect(exported.statusCode, exported.body).toBe(200);
    const { batch } = hubRefundEndpoints.hubPayoutBatchCreate.response.parse(exported.json());
    const file = await callEndpoint(
      t,
      hubRefundEndpoints.hubPayoutBatchFile,
      { params: { organizerId, payoutBatchId: batch.payoutBatchId } },
      ownerToken,
    );
    // The ABO line pays 380.00 Kč (38000 haléře) to account 19-2000145399 at bank 0800.
    expect(file.body).toContain('19-2000145399');
    expect(file.body).toContain('38000');
    const [inBatch] = await t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.id, view.refundId ?? ''));
    expect(inBatch).toMatchObject({ status: 'exported', payoutBatchId: batch.payoutBatchId });
    const listedRefunds = await callEndpoint(
      t,
      hubRefundEndpoints.hubRefunds,
      { params: { organizerId }, query: { payoutBatchId: batch.payoutBatchId } },
      ownerToken,
    );
    expect(hubRefundEndpoints.hubRefunds.response.parse(listedRefunds.json()).refunds).toEqual([
      expect.objectContaining({ reason: 'chipCredit', buyerName: 'Petr Svoboda', needsAccount: false }),
    ]);
  });

  it('flags a chip with fewer than 2 transactions: approved only after an explicit review', async () => {
    const chip = await chipWithCredit(t.database.db, 20_000);
    const request = requestOf(await ask(chip.chipUid, ibans[1]));
    const listed = (await hubList()).requests.find((row) => row.requestId === request.requestId);
    expect(listed?.flags).toEqual(['fewTransactions']);
    const unreviewed = await approve(request.requestId);
    expect(unreviewed.statusCode).toBe(409);
    expect(unreviewed.json()).toMatchObject({ errorText: 'ERROR_CREDIT_REFUND_REVIEW_REQUIRED' });
    const reviewed = await approve(request.requestId, true);
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const [after] = await t.database.db.select().from(chips).where(eq(chips.id, chip.id));
    expect(after?.balance).toBe(0);
  });

  it('flags more cups returned than deposits paid; a rejected request leaves the credit and may be asked again', async () => {
    const chip = await chipWithCredit(t.database.db, 20_000);
    const [bar] = await t.database.db.insert(bars).values({ eventId, name: 'Stage bar' }).returning();
    const [shift] = await t.database.db
      .insert(barShifts)
      .values({ eventId, barId: bar!.id, tillKey: `device:${randomUUID()}`, tillName: 'Till' })
      .returning();
    const saleOf = async (kindOfLine: 'deposit' | 'cupReturn', quantity: number, total: number) => {
      const [sale] = await t.database.db
        .insert(barSales)
        .values({
          eventId,
          barId: bar!.id,
          shiftId: shift!.id,
          clientSaleId: randomUUID(),
          tillKey: shift!.tillKey,
          paymentMethod: 'chip',
          chipId: chip.id,
          total,
          soldAt: new Date(),
        })
        .returning();
      await t.database.db.insert(barSaleLines).values({
        saleId: sale!.id,
        position: 1,
        kind: kindOfLine,
        productId: randomUUID(),
        name: 'Cup',
        productCategoryId: productCategory.ids.beer,
        vatRateBasisPoints: 0,
        unitPrice: kindOfLine === 'deposit' ? 5_000 : -5_000,
        quantity,
        total,
      });
    };
    await saleOf('deposit', 1, 5_000);
    await saleOf('cupReturn', 3, -15_000);
    await spend(t.database.db, chip.id, 1_000);
    const request = requestOf(await ask(chip.chipUid, ibans[1]));
    const listed = (await hubList()).requests.find((row) => row.requestId === request.requestId);
    expect(listed?.flags).toEqual(['cupsReturned']);
    const rejected = await callEndpoint(
      t,
      creditRefundEndpoints.hubCreditRefundReject,
      { params: { eventId, requestId: request.requestId } },
      ownerToken,
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [after] = await t.database.db.select().from(chips).where(eq(chips.id, chip.id));
    expect(after?.balance).toBe(19_000);
    expect(requestOf(await ask(chip.chipUid, ibans[2])).status).toBe('pending');
  });

  it('flags a bank account on more than 3 requests, the earlier pending ones too', async () => {
    const iban = 'CZ69 0710 1781 2400 0000 4159';
    // ibans[1] is on two requests above; two more chips make three, the next is the fourth.
    const third = await chipWithCredit(t.database.db, 10_000);
    await spend(t.database.db, third.id, 1_000);
    const thirdRequest = requestOf(await ask(third.chipUid, iban));
    const fourth = await chipWithCredit(t.database.db, 10_000);
    await spend(t.database.db, fourth.id, 1_000);
    const fourthRequest = requestOf(await ask(fourth.chipUid, iban));
    const { requests } = await hubList();
    expect(requests.find((row) => row.requestId === thirdRequest.requestId)?.flags).toEqual(['sameAccount']);
    expect(requests.find((row) => row.requestId === fourthRequest.requestId)?.flags).toEqual(['sameAccount']);
  });

  it('debits a chip once when two reviewers approve the same request at the same moment', async () => {
    const chip = await chipWithCredit(t.database.db, 15_000);
    await spend(t.database.db, chip.id, 5_000);
    const request = requestOf(await ask(chip.chipUid, ibans[2]));
    const answers = await Promise.all([approve(request.requestId), approve(request.requestId)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.database.db
      .select()
      .from(chipTransactions)
      .where(and(eq(chipTransactions.chipId, chip.id), eq(chipTransactions.kind, 'refund')));
    expect(rows.map((row) => row.amount)).toEqual([-10_000]);
    const queued = await t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.creditRefundRequestId, request.requestId));
    expect(queued).toHaveLength(1);
    const [after] = await t.database.db.select().from(chips).where(eq(chips.id, chip.id));
    expect(after?.balance).toBe(0);
  });

  it('lists the signed-in visitor chips with their window and request; the ledger and report balance', async () => {
    const listed = await callEndpoint(t, creditRefundEndpoints.accountCreditRefunds, {}, ownerToken);
    expect(listed.statusCode, listed.body).toBe(200);
    const own = creditRefundEndpoints.accountCreditRefunds.response.parse(listed.json()).chips;
    expect(own.length).toBeGreaterThanOrEqual(4);
    expect(own.every((chip) => chip.window.open)).toBe(true);
    expect(own.filter((chip) => chip.request !== null).length).toBeGreaterThanOrEqual(4);
    // Another account's chip is refused.
    const stranger = await chipWithCredit(t.database.db, 5_000);
    await t.database.db.update(chips).set({ accountId: null }).where(eq(chips.id, stranger.id));
    const refused = await callEndpoint(
      t,
      creditRefundEndpoints.accountCreditRefundCreate,
      { body: { chipId: stranger.id, iban: ibans[0], holderName: 'Petr Svoboda' } },
      ownerToken,
    );
    expect(refused.statusCode).toBe(403);

    const check = await ledgerCheck();
    expect(check.balanced).toBe(true);
    expect(check.refunds).toBe(38_000 + 20_000 + 10_000);
    expect(check.outstanding).toBe(check.topUps - check.spends - check.refunds);
    const report = await callEndpoint(
      t,
      creditRefundEndpoints.hubBarReport,
      { params: { eventId } },
      ownerToken,
    );
    expect(report.statusCode, report.body).toBe(200);
    const parsed = creditRefundEndpoints.hubBarReport.response.parse(report.json()).report;
    expect(parsed.totals).toMatchObject({
      topUps: check.topUps,
      spends: check.spends,
      refunded: 68_000,
      outstanding: check.outstanding,
      unclaimed: 0,
    });
    expect(parsed.bars.find((row) => row.name === 'Stage bar')).toMatchObject({ amount: -10_000, count: 2 });
    expect(parsed.topUps.reduce((sum, row) => sum + row.amount, 0)).toBe(check.topUps);

    // The accountant reads the report and the requests, but does not approve.
    const accountant = await organizerClient(t).member(ownerToken, organizerId, 'accountant');
    expect((await hubList(accountant.token)).requests.length).toBeGreaterThan(0);
    const accountantReport = await callEndpoint(
      t,
      creditRefundEndpoints.hubBarReport,
      { params: { eventId } },
      accountant.token,
    );
    expect(accountantReport.statusCode).toBe(200);
    const pending = (await hubList()).requests.find((row) => row.status === 'pending');
    expect((await approve(pending?.requestId ?? '', true, accountant.token)).statusCode).toBe(403);
  });
});
