// The refund queue as the organizer's box office works it: approve a refund, mark it paid, and pay approved
// bank refunds out in a batch file for the bank (pain.001 for EUR, the Czech ABO batch for CZK).
import { getCurrency } from '@repo/enums';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import type { Db } from '../db/database';
import type { OrganizerRefundRow } from '../db/queries/refunds';
import {
  approvedRefundsForPayout,
  approveRefund,
  assignRefundsToBatch,
  insertPayoutBatch,
  markPayoutBatchPaid,
  markRefundsRefunded,
  organizerPayoutBatch,
  organizerRefundById,
  payerOfOrganizer,
  payoutBatchesSince,
  refundIdsOfBatch,
} from '../db/queries/refunds';
import { DomainError } from '../domain/domain-error';
import { buildAboKpc } from './payouts/abo-kpc';
import { parsePayoutAccount, payoutFormatFor, usableFor } from './payouts/payout-account';
import type { PayoutPayment } from './payouts/payout-file';
import { buildPain001 } from './payouts/pain001';

/** The organizer's office day: batch dates and file names are Prague days. */
const OFFICE_ZONE = 'Europe/Prague';

/** Whether the refund can go into a bank batch: a bank-transfer refund whose account suits its currency. */
export function payoutAccountOf(
  row: Pick<OrganizerRefundRow['refund'], 'counterpartyAccount' | 'currencyId'>,
) {
  const account = parsePayoutAccount(row.counterpartyAccount);
  return usableFor(account, getCurrency(row.currencyId).isoChar) ? account : null;
}

async function mustFind(tx: Db, organizerId: string, refundId: string) {
  const row = await organizerRefundById(tx, organizerId, refundId);
  if (!row) throw new DomainError('REFUND_NOT_FOUND', 'The organizer has no such refund');
  return row;
}

/**
 * A box-office refund of a card payment goes back through the provider's refund call (selling/box-office.ts),
 * which retries only pending rows: approving it here would strand it, and no bank batch can carry it.
 */
function refusesProviderRefund(row: OrganizerRefundRow): void {
  if (row.refund.reason === 'boxOffice' && row.refund.provider !== 'bank-transfer') {
    throw new DomainError(
      'REFUND_WRONG_STATE',
      'This refund goes back through the payment provider; retry it on its order',
      { status: row.refund.status },
    );
  }
}

export async function approveOrganizerRefund(tx: Db, organizerId: string, refundId: string, by: string) {
  const row = await mustFind(tx, organizerId, refundId);
  refusesProviderRefund(row);
  if (row.refund.status !== 'pending') {
    throw new DomainError(
      'REFUND_WRONG_STATE',
      `The refund is ${row.refund.status}, only a pending one is approved`,
      {
        status: row.refund.status,
      },
    );
  }
  await approveRefund(tx, refundId, by, new Date());
  return mustFind(tx, organizerId, refundId);
}

/** Marks one approved (or exported) refund as sent back, e.g. after refunding it in the card gateway. */
export async function markOrganizerRefundPaid(tx: Db, organizerId: string, refundId: string, by: string) {
  const row = await mustFind(tx, organizerId, refundId);
  refusesProviderRefund(row);
  if (row.refund.status !== 'approved' && row.refund.status !== 'exported') {
    throw new DomainError(
      'REFUND_WRONG_STATE',
      `The refund is ${row.refund.status}; approve it before marking it paid`,
      { status: row.refund.status },
    );
  }
  await markRefundsRefunded(tx, [refundId], by, new Date());
  return mustFind(tx, organizerId, refundId);
}

function message(row: OrganizerRefundRow): string {
  if (row.refund.creditRefundRequestId) return 'Vraceni kreditu cipu';
  return row.orderNumber ? `Vraceni platby obj. ${row.orderNumber}` : 'Vraceni platby';
}

/**
 * Writes the organizer's approved refunds of a currency with usable accounts into one batch file, records the
 * batch and moves those refunds to `exported`. Refunds without a usable account stay approved (shown as
 * needing an account). In the caller's transaction.
 */
export async function exportPayoutBatch(tx: Db, organizerId: string, currencyId: number, by: string) {
  const currency = getCurrency(currencyId);
  const format = payoutFormatFor(currency.isoChar);
  if (!format) {
    throw new DomainError(
      'NOTHING_TO_PAY_OUT',
      `Payout batches are written for CZK and EUR, not ${currency.isoChar}`,
    );
  }
  const payer = await payerOfOrganizer(tx, organizerId);
  const payerAccount = parsePayoutAccount(payer?.iban);
  if (!payer || !usableFor(payerAccount, currency.isoChar) || !payerAccount) {
    throw new DomainError(
      'PAYOUT_ACCOUNT_MISSING',
      currency.isoChar === 'CZK'
        ? "The organizer's profile needs a Czech IBAN to pay CZK out from"
        : "The organizer's profile needs a SEPA IBAN to pay EUR out from",
    );
  }
  const approved = await approvedRefundsForPayout(tx, organizerId, currencyId);
  const payable = approved.flatMap((row) => {
    const account = payoutAccountOf(row.refund);
    if (!account) return [];
    const payment: PayoutPayment = {
      refundId: row.refund.id,
      amount: row.refund.amount,
      recipientName: row.buyerName ?? 'NOTPROVIDED',
      iban: account.iban,
      bic: account.bic,
      domestic: account.domestic,
      variableSymbol: row.orderNumber ? String(row.orderNumber) : row.variableSymbol,
      message: message(row),
    };
    return [payment];
  });
  if (payable.length === 0) {
    throw new DomainError(
      'NOTHING_TO_PAY_OUT',
      `No approved ${currency.isoChar} refund with a usable account is waiting for a batch`,
    );
  }
  const now = new Date();
  const day = formatInTimeZone(now, OFFICE_ZONE, 'yyyy-MM-dd');
  const ofDay =
    (await payoutBatchesSince(tx, organizerId, fromZonedTime(`${day}T00:00:00`, OFFICE_ZONE))) + 1;
  const batchId = crypto.randomUUID();
  const input = {
    batchId,
    createdAt: now,
    executionDate: day,
    payer: { name: payer.legalName ?? payer.name, ...payerAccount },
    payments: payable,
  };
  const content = format === 'abo-kpc' ? buildAboKpc(input, ofDay) : buildPain001(input);
  const extension = format === 'abo-kpc' ? 'kpc' : 'xml';
  const batch = await insertPayoutBatch(tx, {
    id: batchId,
    organizerId,
    currencyId,
    format,
    fileName: `payout-${currency.isoChar.toLowerCase()}-${day.replace(/-/g, '')}-${ofDay}.${extension}`,
    content,
    count: payable.length,
    total: payable.reduce((sum, payment) => sum + payment.amount, 0),
    createdAt: now,
    createdBy: by,
  });
  const moved = await assignRefundsToBatch(
    tx,
    payable.map((payment) => payment.refundId),
    batchId,
  );
  if (moved.length !== payable.length) throw new Error('payout batch: refunds changed under their lock');
  return { batch, skipped: approved.length - payable.length };
}

export async function payoutBatchFile(db: Db, organizerId: string, batchId: string) {
  const batch = await organizerPayoutBatch(db, organizerId, batchId);
  if (!batch) throw new DomainError('PAYOUT_BATCH_NOT_FOUND', 'The organizer has no such payout batch');
  return batch;
}

/** The bank sent the batch: the batch and every refund in it are paid. */
export async function markPayoutBatchPaidOut(tx: Db, organizerId: string, batchId: string, by: string) {
  const batch = await payoutBatchFile(tx, organizerId, batchId);
  if (batch.status !== 'exported') {
    throw new DomainError('REFUND_WRONG_STATE', 'The payout batch is already marked paid', {
      status: batch.status,
    });
  }
  const now = new Date();
  const paid = await markPayoutBatchPaid(tx, batchId, by, now);
  if (!paid) throw new DomainError('REFUND_WRONG_STATE', 'The payout batch is already marked paid');
  const refunded = await markRefundsRefunded(tx, await refundIdsOfBatch(tx, batchId), by, now);
  return { batch: paid, refunded: refunded.length };
}
