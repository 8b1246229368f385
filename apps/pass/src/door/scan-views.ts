// Scans as the contract answers them: with the ticket's type (and "check ID"), the voucher, and for a refused
// reuse the scan that used it first. What the scan itself read is not read again.
import type { DoorScan } from '@repo/contract/door';
import type { LabelLanguage } from '@repo/enums';
import type { Db } from '../db/database';
import type { DoorEvent } from '../db/queries/door-events';
import { findScansByIds, findTicketsByIds, voucherNames } from '../db/queries/door-scans';
import type { DoorScanRow } from '../db/queries/door-scans';
import { pickText } from '../i18n-text';
import type { ScanReads } from './scan';

function ids(values: (string | null)[]): string[] {
  return [...new Set(values.filter((value): value is string => value !== null))];
}

export async function describeScans(
  db: Db,
  event: DoorEvent,
  rows: DoorScanRow[],
  language: LabelLanguage,
  known: ScanReads = { tickets: [], scans: [] },
): Promise<DoorScan[]> {
  const ticketById = new Map(known.tickets.map((ticket) => [ticket.ticketId, ticket]));
  const previousById = new Map(known.scans.map((scan) => [scan.id, scan]));
  const [tickets, vouchers, previous] = await Promise.all([
    findTicketsByIds(
      db,
      ids(rows.map((row) => row.ticketId)).filter((id) => !ticketById.has(id)),
    ),
    voucherNames(db, ids(rows.map((row) => row.voucherId))),
    findScansByIds(
      db,
      ids(rows.map((row) => row.previousScanId)).filter((id) => !previousById.has(id)),
    ),
  ]);
  for (const ticket of tickets) ticketById.set(ticket.ticketId, ticket);
  for (const scan of previous) previousById.set(scan.id, scan);
  const checkId = new Set(event.door?.checkIdTicketTypeIds ?? []);
  return rows.map((row) => {
    const ticket = row.ticketId ? ticketById.get(row.ticketId) : undefined;
    const voucher = row.voucherId ? vouchers.get(row.voucherId) : undefined;
    const before = row.previousScanId ? previousById.get(row.previousScanId) : undefined;
    return {
      scanId: row.clientScanId,
      result: row.result,
      direction: row.direction,
      gate: row.gate,
      scannedAt: row.scannedAt.toISOString(),
      offline: row.offline,
      conflict: row.conflict,
      undoneAt: row.undoneAt?.toISOString() ?? null,
      ticket: ticket
        ? {
            ticketId: ticket.ticketId,
            ticketTypeId: ticket.ticketTypeId,
            ticketTypeNamePub: pickText(ticket.typeName, language),
            checkId: checkId.has(ticket.ticketTypeId),
            holderName: ticket.holderName,
          }
        : null,
      voucher:
        voucher && row.voucherId
          ? {
              voucherId: row.voucherId,
              namePub: pickText(voucher.name, language),
              quantity: voucher.quantity,
            }
          : null,
      previous: before ? { scannedAt: before.scannedAt.toISOString(), gate: before.gate } : null,
    };
  });
}
