// The refund queue in the hub: the organizer sees only its refunds, approves them, pays bank refunds out in a
// CZK ABO batch or a EUR pain.001 file (amounts, sums, counts, accounts checked), marks batches and refunds
// paid; the accountant reads but does not approve, the door and the bar get nothing.
import { accountEndpoints } from '@repo/contract/accounts';
import { hubRefundEndpoints } from '@repo/contract/hub-refunds';
import { currency, paymentMethod } from '@repo/enums';
import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bankTransactions, organizers, refunds } from '../db/schema';
import { demoAccount, demoEvents, demoOrganizers, demoTicketTypes } from '../db/seed/demo-ids';
import { callEndpoint, organizerClient } from '../test/organizer-helpers';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const festival = demoOrganizers.festival.id;
const theatre = demoOrganizers.theatre.id;
const CZK = currency.ids.czk;
const EUR = currency.ids.eur;

describe.each(testDatabaseKinds)('the refund queue in the hub on %s', (kind) => {
  let t: TestApp;
  let ownerToken: string;
  let org: ReturnType<typeof organizerClient>;
  let counter = 0;

  beforeAll(async () => {
    t = await startTestApp(kind);
    org = organizerClient(t);
    const login = await org.accounts.post('/pass/account/login', {
      email: demoAccount.email,
      password: demoAccount.password,
    });
    ownerToken = accountEndpoints.login.response.parse(login.json()).account.token;
    await t.database.db
      .update(organizers)
      .set({ iban: 'CZ65 0800 0000 1920 0014 5399', legalName: 'Pod Lipami Production s.r.o.' })
      .where(eq(organizers.id, festival));
  });
  afterAll(() => t?.close());

  /** A transfer that came in on the organizer's statement and must go back. */
  async function queued(
    organizerId: string | null,
    amount: number,
    currencyId: number,
    account: string | null,
  ) {
    counter += 1;
    const [transfer] = await t.database.db
      .insert(bankTransactions)
      .values({
        bankReference: `refund-test-${counter}`,
        bookedAt: new Date(),
        amount,
        currencyId,
        variableSymbol: String(900000 + counter),
        counterpartyAccount: account,
        matchStatus: 'overpaid',
        organizerId,
      })
      .returning();
    const [refund] = await t.database.db
      .insert(refunds)
      .values({
        bankTransactionId: transfer!.id,
        provider: 'bank-transfer',
        reason: 'overpaid',
        amount,
        currencyId,
        counterpartyAccount: account,
      })
      .returning();
    return refund!.id;
  }

  const list = (query: Record<string, unknown> = {}, token = ownerToken, organizerId = festival) =>
    callEndpoint(t, hubRefundEndpoints.hubRefunds, { params: { organizerId }, query }, token);
  const approve = (refundId: string, token = ownerToken) =>
    callEndpoint(
      t,
      hubRefundEndpoints.hubRefundApprove,
      { params: { organizerId: festival, refundId } },
      token,
    );
  const exportBatch = (currencyId: number, token = ownerToken) =>
    callEndpoint(
      t,
      hubRefundEndpoints.hubPayoutBatchCreate,
      { params: { organizerId: festival }, body: { currencyId } },
      token,
    );
  const file = (payoutBatchId: string, token = ownerToken) =>
    callEndpoint(
      t,
      hubRefundEndpoints.hubPayoutBatchFile,
      { params: { organizerId: festival, payoutBatchId } },
      token,
    );

  it('lists only the organizer refunds, by status and currency, and approves one with who and when', async () => {
    const mine = await queued(festival, 1500, CZK, '19-2000145399/0800');
    const theirs = await queued(theatre, 900, CZK, '19-2000145399/0800');
    const listed = hubRefundEndpoints.hubRefunds.response.parse((await list({ status: 'pending' })).json());
    const ids = listed.refunds.map((row) => row.refundId);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    expect(listed.refunds.find((row) => row.refundId === mine)).toMatchObject({
      amount: 1500,
      payoutIban: 'CZ6508000000192000145399',
      needsAccount: false,
    });
    const eur = hubRefundEndpoints.hubRefunds.response.parse((await list({ currencyId: EUR })).json());
    expect(eur.refunds.map((row) => row.refundId)).not.toContain(mine);

    const approved = await approve(mine);
    expect(approved.statusCode, approved.body).toBe(200);
    const body = hubRefundEndpoints.hubRefundApprove.response.parse(approved.json());
    expect(body.refund.status).toBe('approved');
    expect(body.refund.approvedBy).toBeTruthy();
    expect(body.refund.approvedAt).not.toBeNull();
    expect((await approve(mine)).json().errorText).toBe('ERROR_REFUND_WRONG_STATE');
    expect((await approve(theirs)).statusCode).toBe(404);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.resourceId, mine));
    expect(audit.map((row) => row.action)).toContain('hubRefundApprove');
  });

  it('exports approved CZK refunds as an ABO batch, leaves out those without an account, and pays the batch', async () => {
    // Clear what the previous test approved, so this batch holds exactly these.
    await exportBatch(CZK);
    const a = await queued(festival, 12345, CZK, '2000145399/0800');
    const b = await queued(festival, 55, CZK, '123-0000000123/0100');
    const foreign = await queued(festival, 700, CZK, 'DE89370400440532013000');
    const none = await queued(festival, 800, CZK, null);
    const pending = await queued(festival, 999, CZK, '2000145399/0800');
    for (const id of [a, b, foreign, none]) expect((await approve(id)).statusCode).toBe(200);

    const listed = hubRefundEndpoints.hubRefunds.response.parse((await list({ status: 'approved' })).json());
    expect(listed.refunds.find((row) => row.refundId === foreign)?.needsAccount).toBe(true);
    expect(listed.refunds.find((row) => row.refundId === none)?.needsAccount).toBe(true);

    const exported = await exportBatch(CZK);
    expect(exported.statusCode, exported.body).toBe(200);
    const { batch, skipped } = hubRefundEndpoints.hubPayoutBatchCreate.response.parse(exported.json());
    expect(batch).toMatchObject({
      format: 'abo-kpc',
      count: 2,
      total: 12400,
      status: 'exported',
      currencyId: CZK,
    });
    expect(skipped).toBe(2);
    expect(batch.fileName).toMatch(/^payout-czk-\d{8}-\d+\.kpc$/);

    const downloaded = await file(batch.payoutBatchId);
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.headers['content-disposition']).toContain(batch.fileName);
    const lines = downloaded.body.split('\r\n');
    expect(lines[0]).toMatch(/^UHL1\d{6}Pod Lipami Productio2000145399001001000000000000$/);
    expect(lines[1]).toMatch(/^1 1501 \d{3}000 0800$/);
    expect(lines[2]).toMatch(/^2 19-2000145399 00000000012400 \d{6}$/);
    const items = lines.slice(3, -3);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatch(/^2000145399 12345 \d{10} 08000558 0000000000 AV:Vraceni platby$/);
    expect(items[1]).toMatch(/^123-123 55 \d{10} 01000558 0000000000 AV:Vraceni platby$/);
    expect(lines.slice(-3)).toEqual(['3 +', '5 +', '']);
    // Downloading again gives the same bytes.
    expect((await file(batch.payoutBatchId)).body).toBe(downloaded.body);

    const inBatch = hubRefundEndpoints.hubRefunds.response.parse(
      (await list({ payoutBatchId: batch.payoutBatchId })).json(),
    );
    expect(inBatch.refunds.map((row) => [row.refundId, row.status]).sort()).toEqual(
      [
        [a, 'exported'],
        [b, 'exported'],
      ].sort(),
    );
    // Nothing left to export: the account-less ones stay approved, the pending one is not approved.
    const again = await exportBatch(CZK);
    expect(again.statusCode).toBe(422);
    expect(again.json().errorText).toBe('ERROR_NOTHING_TO_PAY_OUT');

    const paid = await callEndpoint(
      t,
      hubRefundEndpoints.hubPayoutBatchPaid,
      { params: { organizerId: festival, payoutBatchId: batch.payoutBatchId } },
      ownerToken,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ refunded: 2, batch: { status: 'paid' } });
    const rows = await t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.payoutBatchId, batch.payoutBatchId));
    expect(rows.map((row) => row.status)).toEqual(['refunded', 'refunded']);
    expect(rows.every((row) => row.refundedAt && row.refundedBy)).toBe(true);
    const twice = await callEndpoint(
      t,
      hubRefundEndpoints.hubPayoutBatchPaid,
      { params: { organizerId: festival, payoutBatchId: batch.payoutBatchId } },
      ownerToken,
    );
    expect(twice.statusCode).toBe(409);

    // A refund without a batch account is marked paid by hand once refunded some other way.
    const byHand = await callEndpoint(
      t,
      hubRefundEndpoints.hubRefundMarkPaid,
      { params: { organizerId: festival, refundId: none } },
      ownerToken,
    );
    expect(byHand.statusCode, byHand.body).toBe(200);
    expect(byHand.json().refund).toMatchObject({ status: 'refunded' });
    const notApproved = await callEndpoint(
      t,
      hubRefundEndpoints.hubRefundMarkPaid,
      { params: { organizerId: festival, refundId: pending } },
      ownerToken,
    );
    expect(notApproved.statusCode).toBe(409);
  });

  it('exports approved EUR refunds as a pain.001.001.03 whose control sum is the sum of its payments', async () => {
    const a = await queued(festival, 2050, EUR, 'DE89 3704 0044 0532 0130 00 COBADEFFXXX');
    const b = await queued(festival, 1999, EUR, 'SK3112000000198742637541');
    const c = await queued(festival, 100, EUR, '19-2000145399/0800');
    for (const id of [a, b, c]) expect((await approve(id)).statusCode).toBe(200);
    const exported = await exportBatch(EUR);
    expect(exported.statusCode, exported.body).toBe(200);
    const { batch } = hubRefundEndpoints.hubPayoutBatchCreate.response.parse(exported.json());
    expect(batch).toMatchObject({ format: 'pain.001.001.03', count: 3, total: 4149 });
    const downloaded = await file(batch.payoutBatchId);
    expect(downloaded.headers['content-type']).toContain('application/xml');
    expect(XMLValidator.validate(downloaded.body)).toBe(true);
    const document = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(downloaded.body)
      .Document.CstmrCdtTrfInitn;
    expect(document.GrpHdr.NbOfTxs).toBe('3');
    expect(document.GrpHdr.CtrlSum).toBe('41.49');
    expect(document.PmtInf.CtrlSum).toBe('41.49');
    expect(document.PmtInf.DbtrAcct.Id.IBAN).toBe('CZ6508000000192000145399');
    const txs = document.PmtInf.CdtTrfTxInf as {
      Amt: { InstdAmt: { '#text': string; '@_Ccy': string } };
      CdtrAcct: { Id: { IBAN: string } };
      PmtId: { EndToEndId: string };
    }[];
    expect(
      txs.map((tx) => [tx.CdtrAcct.Id.IBAN, tx.Amt.InstdAmt['#text'], tx.Amt.InstdAmt['@_Ccy']]),
    ).toEqual([
      ['DE89370400440532013000', '20.50', 'EUR'],
      ['SK3112000000198742637541', '19.99', 'EUR'],
      ['CZ6508000000192000145399', '1.00', 'EUR'],
    ]);
    expect(txs[0]?.PmtId.EndToEndId).toBe(a.replace(/-/g, ''));
    const listed = hubRefundEndpoints.hubPayoutBatches.response.parse(
      (
        await callEndpoint(
          t,
          hubRefundEndpoints.hubPayoutBatches,
          { params: { organizerId: festival } },
          ownerToken,
        )
      ).json(),
    );
    expect(listed.batches[0]?.payoutBatchId).toBe(batch.payoutBatchId);
  });

  it('pages through the queue without repeating or skipping refunds queued in the same instant', async () => {
    // One statement inserts them all, so they share created_at to the microsecond.
    const many = await t.database.db
      .insert(bankTransactions)
      .values(
        Array.from({ length: 60 }, (_, index) => ({
          bankReference: `refund-page-${index}`,
          bookedAt: new Date(),
          amount: 100 + index,
          currencyId: EUR,
          counterpartyAccount: 'AT611904300234573201',
          matchStatus: 'overpaid' as const,
          organizerId: festival,
        })),
      )
      .returning();
    await t.database.db.insert(refunds).values(
      many.map((transfer) => ({
        bankTransactionId: transfer.id,
        provider: 'bank-transfer',
        reason: 'overpaid' as const,
        amount: transfer.amount,
        currencyId: EUR,
        counterpartyAccount: transfer.counterpartyAccount,
      })),
    );
    const seen: string[] = [];
    let after: string | undefined;
    for (let page = 0; page < 10; page += 1) {
      const body = hubRefundEndpoints.hubRefunds.response.parse(
        (await list({ status: 'pending', currencyId: EUR, ...(after ? { after } : {}) })).json(),
      );
      seen.push(...body.refunds.map((row) => row.refundId));
      if (!body.nextAfter) break;
      after = body.nextAfter;
    }
    expect(seen.length).toBeGreaterThanOrEqual(60);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('leaves a box-office card refund to the provider: it cannot be approved or marked paid here', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/pass/order/order-create-v2',
      payload: {
        eventId: demoEvents.festival.id,
        tickets: [{ ticketTypeId: demoTicketTypes.festivalWeekend, quantity: 1 }],
        email: 'karta@example.cz',
        name: 'Karel Kartový',
        paymentMethodId: paymentMethod.ids.paymentCard,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { order, payment } = created.json() as {
      order: { orderId: string; currencyId: number };
      payment: { paymentId: string };
    };
    const [refund] = await t.database.db
      .insert(refunds)
      .values({
        paymentId: payment.paymentId,
        orderId: order.orderId,
        provider: 'demo-card',
        reason: 'boxOffice',
        amount: 100,
        currencyId: order.currencyId,
      })
      .returning();
    const refused = await approve(refund!.id);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ errorText: 'ERROR_REFUND_WRONG_STATE' });
    const [still] = await t.database.db.select().from(refunds).where(eq(refunds.id, refund!.id));
    expect(still?.status).toBe('pending');
  });

  it('refuses a batch when the organizer has no IBAN to pay from', async () => {
    const id = await queued(festival, 300, CZK, '2000145399/0800');
    expect((await approve(id)).statusCode).toBe(200);
    await t.database.db.update(organizers).set({ iban: null }).where(eq(organizers.id, festival));
    const refused = await exportBatch(CZK);
    await t.database.db
      .update(organizers)
      .set({ iban: 'CZ65 0800 0000 1920 0014 5399' })
      .where(eq(organizers.id, festival));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errorText).toBe('ERROR_PAYOUT_ACCOUNT_MISSING');
  });

  it('lets the accountant read and download but not approve, and the door and the bar nothing', async () => {
    const id = await queued(festival, 400, CZK, '2000145399/0800');
    const accountant = await org.member(ownerToken, festival, 'accountant');
    const boxOffice = await org.member(ownerToken, festival, 'boxOffice');
    const door = await org.member(ownerToken, festival, 'door');
    const bar = await org.member(ownerToken, festival, 'bar');
    expect((await list({}, accountant.token)).statusCode).toBe(200);
    expect((await list({}, door.token)).statusCode).toBe(403);
    expect((await list({}, bar.token)).statusCode).toBe(403);
    expect((await list({}, accountant.token, theatre)).statusCode).toBe(403);
    expect((await approve(id, accountant.token)).statusCode).toBe(403);
    expect((await approve(id, door.token)).statusCode).toBe(403);
    expect((await exportBatch(CZK, accountant.token)).statusCode).toBe(403);
    expect((await approve(id, boxOffice.token)).statusCode).toBe(200);
    const exported = hubRefundEndpoints.hubPayoutBatchCreate.response.parse(
      (await exportBatch(CZK, boxOffice.token)).json(),
    );
    expect((await file(exported.batch.payoutBatchId, accountant.token)).statusCode).toBe(200);
    expect((await file(exported.batch.payoutBatchId, bar.token)).statusCode).toBe(403);
    const paidByAccountant = await callEndpoint(
      t,
      hubRefundEndpoints.hubPayoutBatchPaid,
      { params: { organizerId: festival, payoutBatchId: exported.batch.payoutBatchId } },
      accountant.token,
    );
    expect(paidByAccountant.statusCode).toBe(403);
  });
});
