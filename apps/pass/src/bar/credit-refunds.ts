// Credit out: a visitor asks for a chip's unspent credit back within the event's refund window; fraud rules flag
// the request for review; an approval debits the chip (a refund ledger row, chip locked, once) and queues an
// approved refund that the organizer's payout batch pays (payments/refund-payouts.ts); the rest is unclaimed.
import type {
  BarReport,
  CreditRefundFlag,
  CreditRefundWindow,
  HubCreditRefund,
  VisitorCreditRefund,
} from '@repo/contract/credit-refunds';
import { getCurrency } from '@repo/enums';
import type { Db } from '../db/database';
import type { AccountScope } from '../db/queries/account-holdings';
import type { BarEvent } from '../db/queries/bars';
import { refusedSalesOfEvent } from '../db/queries/bars';
import type { CreditRefundRow, HubCreditRefundRow } from '../db/queries/credit-refunds';
import {
  accountChipsWithEvents,
  creditSums,
  cupsOfChip,
  debitChipRefund,
  eventCreditRefund,
  eventCreditRefunds,
  flagPendingOfIban,
  insertChipCreditRefund,
  insertCreditRefund,
  ledgerRowsOfChip,
  liveRequestsOfChips,
  lockChipWithEvent,
  lockCreditRefund,
  orderLoadedChip,
  requestsOfIban,
  reviewCreditRefund,
  salesPerBar,
  salesPerHour,
  salesPerProduct,
  setEventCreditRefundDays,
  topUpsPerChannel,
} from '../db/queries/credit-refunds';
import type { chips, events } from '../db/schema';
import { DomainError } from '../domain/domain-error';
import { parsePayoutAccount, usableFor } from '../payments/payouts/payout-account';
import { accountOwnsChip } from '../selling/chip-credit';
import { takeAttempt } from '../accounts/throttle';

const DAY_MS = 86_400_000;
/** Fraud rule: a bank account on more than this many requests. */
const MAX_REQUESTS_PER_ACCOUNT = 3;
/** Fraud rule: a chip with fewer ledger rows than this (a top-up and no spend, or nothing at all). */
const MIN_CHIP_TRANSACTIONS = 2;
/** Guessing receipt codes: attempts per chip UID per hour. */
const CODE_ATTEMPTS_PER_HOUR = 10;

type EventRow = typeof events.$inferSelect;
type ChipRow = typeof chips.$inferSelect;

export function refundWindowOf(
  event: Pick<EventRow, 'endsAt' | 'creditRefundDays'>,
  now = new Date(),
): CreditRefundWindow {
  const closesAt = new Date(event.endsAt.getTime() + event.creditRefundDays * DAY_MS);
  return {
    days: event.creditRefundDays,
    opensAt: event.endsAt.toISOString(),
    closesAt: closesAt.toISOString(),
    open: now >= event.endsAt && now < closesAt,
  };
}

export function toVisitorCreditRefund(row: CreditRefundRow, chipUid: string): VisitorCreditRefund {
  return {
    requestId: row.id,
    chipUid,
    amount: row.amount,
    currencyId: row.currencyId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toHubCreditRefund(row: HubCreditRefundRow): HubCreditRefund {
  return {
    ...toVisitorCreditRefund(row.request, row.chipUid),
    chipId: row.request.chipId,
    iban: row.request.iban,
    holderName: row.request.holderName,
    flags: row.request.flags,
    chipBalance: row.chipBalance,
    reviewedAt: row.request.reviewedAt?.toISOString() ?? null,
    reviewedBy: row.request.reviewedBy,
    refundId: row.refundId,
  };
}

export interface PayoutDetails {
  iban: string;
  holderName: string;
}

/** The fraud rules; each one that holds names a flag. */
async function flagsFor(tx: Db, chip: ChipRow, iban: string): Promise<CreditRefundFlag[]> {
  const flags: CreditRefundFlag[] = [];
  if ((await requestsOfIban(tx, iban)) + 1 > MAX_REQUESTS_PER_ACCOUNT) flags.push('sameAccount');
  if ((await ledgerRowsOfChip(tx, chip.id)) < MIN_CHIP_TRANSACTIONS) flags.push('fewTransactions');
  const cups = await cupsOfChip(tx, chip.id);
  if (cups.returns > cups.deposits) flags.push('cupsReturned');
  return flags;
}

/** Records a request for the chip's whole balance, in the caller's transaction with the chip locked. */
async function requestFor(
  tx: Db,
  found: { chip: ChipRow; event: EventRow },
  payout: PayoutDetails,
  accountId: string | null,
  now: Date,
): Promise<VisitorCreditRefund> {
  const { chip, event } = found;
  const window = refundWindowOf(event, now);
  if (!window.open) {
    throw new DomainError(
      'CREDIT_REFUND_CLOSED',
      now < event.endsAt
        ? 'Credit can be asked back once the event has ended'
        : 'The time to ask for credit back has passed; the rest is the organizer’s',
      { opensAt: window.opensAt, closesAt: window.closesAt },
    );
  }
  const [live] = await liveRequestsOfChips(tx, [chip.id]);
  if (live) {
    throw new DomainError('CREDIT_REFUND_EXISTS', 'The credit of this chip has already been asked back', {
      status: live.status,
    });
  }
  if (chip.balance <= 0)
    throw new DomainError('CREDIT_REFUND_NOTHING', 'The chip holds no credit to send back');
  const currency = getCurrency(chip.currencyId).isoChar;
  if (!usableFor(parsePayoutAccount(payout.iban), currency)) {
    throw new DomainError(
      'CREDIT_REFUND_ACCOUNT_UNUSABLE',
      currency === 'CZK'
        ? 'Credit in CZK goes back to a Czech account (an IBAN starting with CZ)'
        : `Credit in ${currency} goes back to a SEPA account`,
      { currency },
    );
  }
  const flags = await flagsFor(tx, chip, payout.iban);
  if (flags.includes('sameAccount')) await flagPendingOfIban(tx, payout.iban);
  const row = await insertCreditRefund(tx, {
    eventId: chip.eventId,
    chipId: chip.id,
    accountId,
    amount: chip.balance,
    currencyId: chip.currencyId,
    iban: payout.iban,
    holderName: payout.holderName,
    flags,
    createdAt: now,
  });
  return toVisitorCreditRefund(row, chip.chipUid);
}

/** A signed-in visitor asks back the credit of one of their chips. */
export async function requestAccountCreditRefund(
  db: Db,
  account: AccountScope,
  input: PayoutDetails & { chipId: string },
  now = new Date(),
): Promise<VisitorCreditRefund> {
  return db.transaction(async (tx) => {
    const found = await lockChipWithEvent(tx, { chipId: input.chipId });
    if (!found) throw new DomainError('CHIP_NOT_FOUND', 'No chip with that id');
    if (!(await accountOwnsChip(tx, found.chip, account))) {
      throw new DomainError('CHIP_NOT_YOURS', 'This chip belongs to another account');
    }
    return requestFor(tx, found, input, account.accountId, now);
  });
}

/**
 * Anyone with the chip UID and the order number of one of its top-up receipts (or of the order it came with)
 * asks back its credit. A wrong pair answers as an unknown chip, and guesses are counted per chip UID.
 */
export async function requestCreditRefundByCode(
  db: Db,
  input: PayoutDetails & { chipCode: string; receiptCode: number },
  now = new Date(),
): Promise<VisitorCreditRefund> {
  await takeAttempt(
    db,
    [{ scope: 'creditRefundCode', key: `chip:${input.chipCode}`, limit: CODE_ATTEMPTS_PER_HOUR }],
    3_600_000,
  );
  return db.transaction(async (tx) => {
    const found = await lockChipWithEvent(tx, { chipUid: input.chipCode });
    if (!found || !(await orderLoadedChip(tx, found.chip, input.receiptCode))) {
      throw new DomainError('CHIP_NOT_FOUND', 'No chip with that UID was loaded by that order');
    }
    return requestFor(tx, found, input, null, now);
  });
}

/** The signed-in visitor's chips with their window and live request. */
export async function accountRefundableChips(
  db: Db,
  account: AccountScope,
  pickName: (event: EventRow) => string,
  now = new Date(),
) {
  const rows = await accountChipsWithEvents(db, account);
  const live = await liveRequestsOfChips(
    db,
    rows.map((row) => row.chip.id),
  );
  return rows.map(({ chip, event }) => {
    const request = live.find((candidate) => candidate.chipId === chip.id);
    return {
      chipId: chip.id,
      chipUid: chip.chipUid,
      eventId: event.id,
      eventNamePub: pickName(event),
      balance: chip.balance,
      currencyId: chip.currencyId,
      window: refundWindowOf(event, now),
      request: request ? toVisitorCreditRefund(request, chip.chipUid) : null,
    };
  });
}

export async function hubCreditRefundList(db: Db, event: BarEvent, now = new Date()) {
  return {
    requests: (await eventCreditRefunds(db, event.event.id)).map(toHubCreditRefund),
    window: refundWindowOf(event.event, now),
    currencyId: event.event.currencyId,
  };
}

async function pendingRequest(tx: Db, eventId: string, requestId: string) {
  const request = await lockCreditRefund(tx, eventId, requestId);
  if (!request)
    throw new DomainError('CREDIT_REFUND_NOT_FOUND', 'The event has no such credit refund request');
  if (request.status !== 'pending') {
    throw new DomainError(
      'REFUND_WRONG_STATE',
      `The request is ${request.status}, only a pending one is decided`,
      {
        status: request.status,
      },
    );
  }
  return request;
}

async function hubView(tx: Db, eventId: string, requestId: string) {
  const row = await eventCreditRefund(tx, eventId, requestId);
  if (!row) throw new Error('credit refund vanished in its own transaction');
  return toHubCreditRefund(row);
}

/**
 * Approves a pending request in the caller's transaction: the chip, locked, gives its whole balance (a refund
 * ledger row, once per chip) to an approved bank refund that the next payout batch pays. A flagged request is
 * approved only when the reviewer says they looked (reviewed).
 */
export async function approveCreditRefund(
  tx: Db,
  eventId: string,
  requestId: string,
  reviewed: boolean,
  by: string,
  now = new Date(),
): Promise<HubCreditRefund> {
  const request = await pendingRequest(tx, eventId, requestId);
  if (request.flags.length > 0 && !reviewed) {
    throw new DomainError(
      'CREDIT_REFUND_REVIEW_REQUIRED',
      'This request is flagged; review it before approving',
      {
        flags: request.flags,
      },
    );
  }
  const found = await lockChipWithEvent(tx, { chipId: request.chipId });
  if (!found) throw new Error('credit refund without its chip');
  const amount = found.chip.balance;
  if (amount <= 0) throw new DomainError('CREDIT_REFUND_NOTHING', 'The chip holds no credit to send back');
  await debitChipRefund(tx, found.chip.id, amount);
  await insertChipCreditRefund(tx, {
    creditRefundRequestId: request.id,
    provider: 'bank-transfer',
    reason: 'chipCredit',
    amount,
    currencyId: request.currencyId,
    counterpartyAccount: request.iban,
    status: 'approved',
    createdAt: now,
    approvedAt: now,
    approvedBy: by,
  });
  await reviewCreditRefund(tx, request.id, { status: 'approved', amount, reviewedAt: now, reviewedBy: by });
  return hubView(tx, eventId, requestId);
}

export async function rejectCreditRefund(
  tx: Db,
  eventId: string,
  requestId: string,
  by: string,
  now = new Date(),
) {
  const request = await pendingRequest(tx, eventId, requestId);
  await reviewCreditRefund(tx, request.id, { status: 'rejected', reviewedAt: now, reviewedBy: by });
  return hubView(tx, eventId, requestId);
}

export async function changeCreditRefundDays(tx: Db, event: BarEvent, days: number, now = new Date()) {
  await setEventCreditRefundDays(tx, event.event.id, days);
  return refundWindowOf({ endsAt: event.event.endsAt, creditRefundDays: days }, now);
}

/** The bar report; unclaimed is what the chips hold, without a pending request, once the window has closed. */
export async function barReportOf(db: Db, event: BarEvent, now = new Date()): Promise<BarReport> {
  const eventId = event.event.id;
  const window = refundWindowOf(event.event, now);
  const [perBar, perProduct, perHour, perChannel, sums, refused] = [
    await salesPerBar(db, eventId),
    await salesPerProduct(db, eventId),
    await salesPerHour(db, eventId, event.event.timeZone),
    await topUpsPerChannel(db, eventId),
    await creditSums(db, eventId),
    await refusedSalesOfEvent(db, eventId),
  ];
  const closed = now >= new Date(window.closesAt);
  return {
    currencyId: event.event.currencyId,
    timeZone: event.event.timeZone,
    bars: perBar.map((row) => ({
      barId: row.barId,
      name: row.name,
      amount: Number(row.amount),
      count: row.count,
    })),
    products: perProduct.map((row) => ({
      barName: row.barName,
      productId: row.productId,
      name: row.name,
      quantity: Number(row.quantity),
      amount: Number(row.amount),
    })),
    hours: perHour.map((row) => ({ hour: row.hour, amount: Number(row.amount), count: row.count })),
    topUps: perChannel.map((row) => ({
      channel: row.channel,
      amount: Number(row.amount),
      count: Number(row.count),
      fees: Number(row.fees),
      feesVat: Number(row.feesVat),
    })),
    refusedSales: refused.map(({ sale, barName }) => ({
      clientSaleId: sale.clientSaleId,
      tillName: sale.tillName,
      barName,
      shiftId: sale.shiftId,
      paymentMethod: sale.paymentMethod,
      chipUid: sale.chipUid,
      total: sale.total,
      reason: sale.reason,
      soldAt: sale.soldAt.toISOString(),
      refusedAt: sale.refusedAt.toISOString(),
    })),
    totals: {
      topUps: sums.topUps,
      spends: sums.spends,
      refunded: sums.refunds,
      outstanding: sums.topUps - sums.spends - sums.refunds,
      requested: sums.requested,
      unclaimed: closed ? sums.unrequested : 0,
    },
    window,
  };
}
