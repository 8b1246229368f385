// One scan at a gate, online or synced from an offline queue: what the code is, whether it may pass now (or at
// the scan's real time), and the door_scan row that records it. Each ticket's scans queue on its row lock.
import type { DoorDirection, DoorResult } from '@repo/contract/door';
import { passingResults } from '@repo/contract/door';
import { enqueueCheckInWebhook } from '../webhooks/webhook-events';
import { decodeSignedCode, eventDayIndex, validOnDay, wholeEventDays } from '@repo/contract/door-code';
import type { Db } from '../db/database';
import type { DoorEvent } from '../db/queries/door-events';
import {
  effectiveTicketScans,
  findScan,
  findTicketByCode,
  findVoucherByCode,
  flagConflict,
  insertScanOnce,
  lastVoucherRedemption,
  lockTicketByCode,
  noteDoorChange,
  useVoucher,
} from '../db/queries/door-scans';
import type { DoorScanRow, NewDoorScan, ScannedTicket } from '../db/queries/door-scans';
import { DomainError } from '../domain/domain-error';

export interface ScanInput {
  clientScanId: string;
  code: string;
  direction: DoorDirection;
  gate: string;
  deviceId: string | null;
  accountId: string | null;
  scannedAt: Date;
  /** Synced offline scans: what the scanner answered then. Online scans leave it out. */
  localResult?: DoorResult;
}

/** Signed codes are upper case (base32) but may be typed in lower case; random codes are case-sensitive. */
export function normalizedCode(code: string): string {
  return decodeSignedCode(code) ? code.trim().toUpperCase() : code.trim();
}

function validDaysOf(code: string, event: DoorEvent): number {
  return decodeSignedCode(code)?.validDays ?? wholeEventDays(event.startsAt, event.endsAt, event.timeZone);
}

/** What a ticket's state is judged from: its effective scans, latest first. */
export type EffectiveScan = Pick<DoorScanRow, 'id' | 'result' | 'scannedAt'>;

export type Verdict = Pick<
  NewDoorScan,
  'result' | 'ticketId' | 'voucherId' | 'previousScanId' | 'conflict'
> & {
  /** An effective scan that a synced earlier one now precedes: flagged instead. */
  supersedes?: EffectiveScan;
};

export function ticketVerdict(
  ticket: Pick<ScannedTicket, 'ticketId' | 'eventId' | 'status'>,
  input: Pick<ScanInput, 'code' | 'direction' | 'scannedAt' | 'localResult'>,
  event: DoorEvent,
  effective: EffectiveScan[],
): Verdict {
  const base = { ticketId: ticket.ticketId, voucherId: null, previousScanId: null, conflict: false };
  if (ticket.eventId !== event.eventId) return { ...base, result: 'wrongEvent' };
  if (ticket.status === 'canceled') return { ...base, result: 'canceled' };
  const day = eventDayIndex(event.startsAt, input.scannedAt, event.timeZone);
  if (!validOnDay(validDaysOf(input.code, event), day)) return { ...base, result: 'wrongDay' };
  // The state at the scan's own time: synced scans can be older than scans already recorded. An online scan
  // happens now, after every recorded one: its time was read before it waited for the ticket's lock, so a scan
  // that took the lock first may carry a later time by a few milliseconds (ten gates at once admitted twice).
  const online = input.localResult === undefined;
  const before = online ? effective : effective.filter((scan) => scan.scannedAt <= input.scannedAt);
  const after = online ? [] : effective.filter((scan) => scan.scannedAt > input.scannedAt);
  const latest = before[0];
  const reentry = event.door?.reentryAllowed ?? false;
  if (input.direction === 'out') {
    if (!reentry) {
      if (!input.localResult) {
        throw new DomainError(
          'REENTRY_NOT_ALLOWED',
          'This event does not let visitors check out and back in',
        );
      }
      return { ...base, result: 'notInside' };
    }
    return latest?.result === 'admitted'
      ? { ...base, result: 'checkedOut' }
      : { ...base, result: 'notInside', previousScanId: latest?.id ?? null };
  }
  const used = reentry ? latest?.result === 'admitted' : latest !== undefined;
  if (used) return { ...base, result: 'alreadyUsed', previousScanId: latest?.id ?? null };
  // Admitted now; a later admission that counted until this earlier scan arrived is the second one.
  const next = after.at(-1);
  return { ...base, result: 'admitted', ...(next?.result === 'admitted' ? { supersedes: next } : {}) };
}

async function voucherVerdict(db: Db, input: ScanInput, event: DoorEvent): Promise<Verdict | undefined> {
  const voucher = await findVoucherByCode(db, input.code.trim());
  if (!voucher) return undefined;
  const base = { ticketId: null, voucherId: voucher.voucherId, previousScanId: null, conflict: false };
  if (voucher.eventId !== event.eventId) return { ...base, result: 'wrongEvent' };
  if (voucher.status === 'canceled') return { ...base, result: 'canceled' };
  if (await useVoucher(db, voucher.voucherId, input.scannedAt)) return { ...base, result: 'redeemed' };
  const previous = await lastVoucherRedemption(db, voucher.voucherId);
  return { ...base, result: 'alreadyUsed', previousScanId: previous?.id ?? null };
}

/** What judging a scan read (the ticket, its effective scans): the answer describes the scan from it. */
export interface ScanReads {
  tickets: ScannedTicket[];
  scans: DoorScanRow[];
}

async function verdictOf(db: Db, input: ScanInput, event: DoorEvent, reads?: ScanReads): Promise<Verdict> {
  const code = normalizedCode(input.code);
  const ticket = await lockTicketByCode(db, code);
  if (ticket) {
    const effective = await effectiveTicketScans(db, ticket.ticketId);
    reads?.tickets.push(ticket);
    reads?.scans.push(...effective);
    return ticketVerdict(ticket, { ...input, code }, event, effective);
  }
  return (
    (await voucherVerdict(db, input, event)) ?? {
      result: 'unknown',
      ticketId: null,
      voucherId: null,
      previousScanId: null,
      conflict: false,
    }
  );
}

/**
 * Records one scan and answers its row; a scan id seen before answers the first row unchanged. An offline scan
 * the scanner refused stays refused; one it let pass but that may not is flagged as a conflict.
 */
export async function recordScan(
  db: Db,
  event: DoorEvent,
  input: ScanInput,
  reads?: ScanReads,
): Promise<DoorScanRow> {
  // A scan id seen before is found when its insert conflicts, not by a lookup first: a repeated scan is rare,
  // and judging it again has no effect (a used voucher stays used; nothing else is written before the insert).
  const offline = input.localResult !== undefined;
  const letThrough = !offline || passingResults.includes(input.localResult as DoorResult);
  const verdict = letThrough
    ? await verdictOf(db, input, event, reads)
    : await refusedOffline(db, input, event);
  const conflict = offline && letThrough && !passingResults.includes(verdict.result);
  const row = await insertScanOnce(db, {
    eventId: event.eventId,
    clientScanId: input.clientScanId,
    ticketId: verdict.ticketId,
    voucherId: verdict.voucherId,
    previousScanId: verdict.previousScanId,
    direction: input.direction,
    result: verdict.result,
    gate: input.gate,
    deviceId: input.deviceId,
    accountId: input.accountId,
    scannedAt: input.scannedAt,
    offline,
    conflict,
  });
  if (!row) {
    const seen = await findScan(db, event.eventId, input.clientScanId);
    if (!seen) throw new Error(`door_scan ${input.clientScanId} conflicted but is not there`);
    return seen;
  }
  if (verdict.supersedes) await flagConflict(db, verdict.supersedes.id);
  if (row.ticketId && passingResults.includes(row.result)) {
    await noteDoorChange(db, event.eventId, row.ticketId);
    if (row.direction === 'in') await enqueueCheckInWebhook(db, event, row);
  }
  return row;
}

/** An offline refusal is kept as the scanner gave it; only the ticket or voucher it was is looked up. */
async function refusedOffline(db: Db, input: ScanInput, event: DoorEvent): Promise<Verdict> {
  const ticket = await findTicketByCode(db, normalizedCode(input.code));
  const voucher = ticket ? undefined : await findVoucherByCode(db, input.code.trim());
  const ours = (ticket?.eventId ?? voucher?.eventId) === event.eventId;
  return {
    result: input.localResult as DoorResult,
    ticketId: ours ? (ticket?.ticketId ?? null) : null,
    voucherId: ours ? (voucher?.voucherId ?? null) : null,
    previousScanId: null,
    conflict: false,
  };
}
