// The chip ledger under a storm: desk and online top-ups, till sales and stornos at once on a few chips of one
// event, then credit refunds approved while the tills keep selling and reversing. Whatever wins each race, the
// ledger check balances and every chip's balance is the sum of its ledger rows.
import { accountEndpoints } from '@repo/contract/accounts';
import { barEndpoints } from '@repo/contract/bar';
import { chipCreditEndpoints } from '@repo/contract/chip-credit';
import { creditRefundEndpoints } from '@repo/contract/credit-refunds';
import { topUpDeskEndpoints } from '@repo/contract/top-up-desk';
import { chipType, currency, paymentMethod, productCategory } from '@repo/enums';
import { eq, inArray, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chips, chipTransactions, events, organizers } from '../db/schema';
import { demoAccount, demoEvents, demoOrganizers } from '../db/seed/demo-ids';
import { callEndpoint, organizerClient } from '../test/organizer-helpers';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const eventId = demoEvents.festival.id;
const organizerId = demoOrganizers.festival.id;
const DAY = 86_400_000;
const CHIPS = 4;
const TILLS = 4;
/** Valid Czech accounts, one per refunded chip (the same account on more than 3 requests is flagged). */
const ibans = [
  'CZ65 0800 0000 1920 0014 5399',
  'CZ69 0710 1781 2400 0000 4159',
  'CZ55 0800 0000 0012 3456 7899',
];
const buyer = { email: 'Petr.Svoboda@example.cz', name: 'Petr Svoboda', phone: '+420 777 654 321' };

describe.each(testDatabaseKinds)('chip ledger storm on %s', (kind) => {
  let t: TestApp;
  let ownerToken: string;
  let deskToken: string;
  let barId: string;
  let product: { productId: string; variantId: string };
  let tillTokens: string[];
  let chipRows: (typeof chips.$inferSelect)[];

  const call = (endpoint: Parameters<typeof callEndpoint>[1], input: object, token?: string) =>
    callEndpoint(t, endpoint, input, token);
  const pick = <T>(list: T[], index: number): T => {
    const item = list[index % list.length];
    if (item === undefined) throw new Error('empty list');
    return item;
  };
  const statuses = new Map<string, number[]>();
  /** Why sales were refused (business rules only, e.g. a chip refunded empty). */
  const refusals = new Set<string>();
  const onlyOutOfCredit = () => [...refusals].filter((reason) => reason !== 'ERROR_INSUFFICIENT_CREDIT');
  const note = (move: string, status: number) => statuses.set(move, [...(statuses.get(move) ?? []), status]);

  async function sellAndMaybeReverse(tillToken: string, chipUid: string, reverse: boolean) {
    const sold = await call(
      barEndpoints.tillSale,
      {
        params: { eventId },
        body: {
          saleId: randomUUID(),
          barId,
          paymentMethod: 'chip',
          chipUid,
          items: [{ ...product, quantity: 1 + (chipUid.charCodeAt(0) % 2) }],
        },
      },
      tillToken,
    );
    note('spend', sold.statusCode);
    if (sold.statusCode !== 200) refusals.add((sold.json() as { errorText: string }).errorText);
    if (sold.statusCode !== 200 || !reverse) return;
    const { saleId } = barEndpoints.tillSale.response.parse(sold.json()).sale;
    const reversed = await call(barEndpoints.tillStorno, { params: { eventId, saleId } }, tillToken);
    note('storno', reversed.statusCode);
  }

  async function deskTopUp(chipUid: string) {
    const response = await call(
      topUpDeskEndpoints.deskTopUp,
      {
        params: { eventId },
        body: { clientTopUpId: randomUUID(), amount: 20_000, channel: 'cash', chipUid },
      },
      deskToken,
    );
    note('deskTopUp', response.statusCode);
  }

  async function onlineTopUp(chipUid: string) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/pass/order/order-create-credit-from-code',
      payload: {
        chipCode: chipUid,
        amount: 20_000,
        ...buyer,
        paymentMethodId: paymentMethod.ids.paymentCard,
      },
    });
    note('onlineTopUp', created.statusCode);
    if (created.statusCode !== 200) return;
    const { payment } = chipCreditEndpoints.orderCreateCreditFromCode.response.parse(created.json());
    const paid = await t.app.inject({ method: 'POST', url: `/pass/payment/demo/${payment.paymentId}/pay` });
    note('onlinePaid', paid.statusCode);
  }

  async function refund(chip: typeof chips.$inferSelect, iban: string) {
    const asked = await call(
      creditRefundEndpoints.accountCreditRefundCreate,
      { body: { chipId: chip.id, iban, holderName: 'Petr Svoboda' } },
      ownerToken,
    );
    note('refundAsked', asked.statusCode);
    if (asked.statusCode !== 200) return;
    const { requestId } = creditRefundEndpoints.creditRefundCreate.response.parse(asked.json()).request;
    const approved = await call(
      creditRefundEndpoints.hubCreditRefundApprove,
      { params: { eventId, requestId }, body: { reviewed: true } },
      ownerToken,
    );
    note('refundApproved', approved.statusCode);
  }

  /** Every till runs its own moves in order (a storno reverses its last sale); the tills run at once. */
  async function tillsStorm(rounds: number) {
    await Promise.all(
      tillTokens.map(async (token, till) => {
        for (let round = 0; round < rounds; round += 1) {
          await sellAndMaybeReverse(token, pick(chipRows, till + round).chipUid, (till + round) % 3 === 0);
        }
      }),
    );
  }

  async function expectLedgerHolds() {
    const response = await call(barEndpoints.hubLedgerCheck, { params: { eventId } }, ownerToken);
    expect(response.statusCode, response.body).toBe(200);
    const check = barEndpoints.hubLedgerCheck.response.parse(response.json()).check;
    expect(check.differences).toEqual([]);
    expect(check.balanced).toBe(true);
    expect(check.outstanding).toBe(check.topUps - check.spends - check.refunds);
    const ids = chipRows.map((chip) => chip.id);
    const rows = await t.database.db
      .select({
        chipId: chipTransactions.chipId,
        sum: sql<number>`sum(${chipTransactions.amount})::int`,
        debt: sql<number>`coalesce(sum(${chipTransactions.amount}) filter (where ${chipTransactions.kind} in ('debt', 'debtSettled')), 0)::int`,
      })
      .from(chipTransactions)
      .where(inArray(chipTransactions.chipId, ids))
      .groupBy(chipTransactions.chipId);
    const now = await t.database.db.select().from(chips).where(inArray(chips.id, ids));
    for (const chip of now) {
      const ledger = rows.find((row) => row.chipId === chip.id);
      // The balance is the sum of all its rows; the debt (offline sales past the balance) that of its debt rows.
      expect(chip.balance, chip.chipUid).toBe(ledger?.sum ?? 0);
      expect(chip.debt, chip.chipUid).toBe(ledger?.debt ?? 0);
      expect(chip.balance).toBeGreaterThanOrEqual(0);
    }
    return now;
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    const login = await organizerClient(t).accounts.post('/pass/account/login', {
      email: demoAccount.email,
      password: demoAccount.password,
    });
    ownerToken = accountEndpoints.login.response.parse(login.json()).account.token;
    await t.database.db
      .update(organizers)
      .set({ iban: ibans[0], legalName: 'Pod Lipami Production s.r.o.' })
      .where(eq(organizers.id, organizerId));
    await t.database.db
      .update(events)
      .set({ startsAt: new Date(Date.now() - DAY), endsAt: new Date(Date.now() + DAY) })
      .where(eq(events.id, eventId));
    deskToken = (await organizerClient(t).member(ownerToken, organizerId, 'boxOffice')).token;
    const created = await call(
      barEndpoints.hubBarCreate,
      { params: { eventId }, body: { name: 'Storm bar' } },
      ownerToken,
    );
    barId = barEndpoints.hubBarCreate.response.parse(created.json()).bar.barId;
    const withProduct = await call(
      barEndpoints.hubBarProductCreate,
      {
        params: { eventId, barId },
        body: {
          name: 'Pivo',
          productCategoryId: productCategory.ids.beer,
          variants: [{ name: '', price: 4_500 }],
        },
      },
      ownerToken,
    );
    const [beer] = barEndpoints.hubBarProductCreate.response.parse(withProduct.json()).bar.products;
    if (!beer?.variants[0]) throw new Error('no product');
    product = { productId: beer.productId, variantId: beer.variants[0].variantId };
    tillTokens = [];
    for (let index = 0; index < TILLS; index += 1) {
      const { token } = await organizerClient(t).pairedDevice(
        ownerToken,
        eventId,
        'till',
        `Storm till ${index}`,
      );
      const shift = await call(barEndpoints.tillShiftOpen, { params: { eventId }, body: { barId } }, token);
      expect(shift.statusCode, shift.body).toBe(200);
      tillTokens.push(token);
    }
    // A few chips of the event with some credit each, as a paid top-up leaves them (ledger row and balance).
    chipRows = await t.database.db
      .insert(chips)
      .values(
        Array.from({ length: CHIPS }, () => ({
          eventId,
          chipUid: randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase(),
          chipTypeId: chipType.ids.regular,
          balance: 20_000,
          currencyId: currency.ids.czk,
          accountId: demoAccount.id,
        })),
      )
      .returning();
    await t.database.db
      .insert(chipTransactions)
      .values(chipRows.map((chip) => ({ chipId: chip.id, amount: 20_000, kind: 'topUp' as const })));
  }, 120_000);
  afterAll(() => t?.close());

  it('a retry of the sale that spent the last credit answers that sale, also when sent twice at once', async () => {
    const [chip] = await t.database.db
      .insert(chips)
      .values({
        eventId,
        chipUid: randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase(),
        chipTypeId: chipType.ids.regular,
        balance: 4_500,
        currencyId: currency.ids.czk,
      })
      .returning();
    if (!chip) throw new Error('no chip');
    await t.database.db.insert(chipTransactions).values({ chipId: chip.id, amount: 4_500, kind: 'topUp' });
    const body = {
      saleId: randomUUID(),
      barId,
      paymentMethod: 'chip',
      chipUid: chip.chipUid,
      items: [{ ...product, quantity: 1 }],
    };
    const sell = () => call(barEndpoints.tillSale, { params: { eventId }, body }, pick(tillTokens, 0));
    const answers = [...(await Promise.all([sell(), sell()])), await sell()];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const sales = answers.map((answer) => barEndpoints.tillSale.response.parse(answer.json()).sale);
    expect(new Set(sales.map((sale) => sale.saleId)).size).toBe(1);
    const rows = await t.database.db
      .select()
      .from(chipTransactions)
      .where(eq(chipTransactions.chipId, chip.id));
    expect(rows.map((row) => row.amount).sort()).toEqual([-4_500, 4_500]);
    const [after] = await t.database.db.select().from(chips).where(eq(chips.id, chip.id));
    expect(after?.balance).toBe(0);
  });

  it('desk and online top-ups, sales and stornos at once: balanced, every balance the sum of its rows', async () => {
    await Promise.all([
      tillsStorm(8),
      ...chipRows.flatMap((chip) => [
        deskTopUp(chip.chipUid),
        onlineTopUp(chip.chipUid),
        deskTopUp(chip.chipUid),
      ]),
    ]);
    // Every kind of move really happened, and nothing failed for any other reason than a business rule.
    for (const move of ['spend', 'storno', 'deskTopUp', 'onlineTopUp', 'onlinePaid']) {
      expect(statuses.get(move)?.length, move).toBeGreaterThan(0);
    }
    const spends = statuses.get('spend') ?? [];
    expect(spends.filter((status) => status === 200).length).toBeGreaterThan(0);
    expect(onlyOutOfCredit()).toEqual([]);
    expect(statuses.get('storno')?.every((status) => status === 200)).toBe(true);
    expect(statuses.get('deskTopUp')?.every((status) => status === 200)).toBe(true);
    expect(statuses.get('onlinePaid')?.every((status) => status === 303)).toBe(true);
    await expectLedgerHolds();
  }, 120_000);

  it('credit refunds approved while the tills keep selling and reversing: still balanced', async () => {
    // The event is over and its refund window open; the tills are still selling (a late bar closing).
    await t.database.db
      .update(events)
      .set({
        startsAt: new Date(Date.now() - 3 * DAY),
        endsAt: new Date(Date.now() - 60_000),
        creditRefundDays: 14,
      })
      .where(eq(events.id, eventId));
    statuses.clear();
    await Promise.all([
      tillsStorm(6),
      ...chipRows.slice(0, ibans.length).map((chip, index) => refund(chip, pick(ibans, index))),
    ]);
    const approved = statuses.get('refundApproved') ?? [];
    // A refunded chip holds nothing: the tills' next sales to it are refused, and that is the only refusal.
    expect(onlyOutOfCredit()).toEqual([]);
    expect(statuses.get('storno')?.every((status) => status === 200)).toBe(true);
    expect(approved.filter((status) => status === 200).length).toBeGreaterThan(0);
    const after = await expectLedgerHolds();
    const refundRows = await t.database.db
      .select()
      .from(chipTransactions)
      .where(
        inArray(
          chipTransactions.chipId,
          after.map((chip) => chip.id),
        ),
      );
    expect(refundRows.filter((row) => row.kind === 'refund').length).toBe(
      approved.filter((status) => status === 200).length,
    );
  }, 120_000);
});
