// Undoing a mistaken passing scan: the ticket counts as not admitted (or inside again), a voucher as unused.
import { passingResults } from '@repo/contract/door';
import type { Db } from '../db/database';
import { findScan, lockTicket, markUndone, noteDoorChange, releaseVoucher } from '../db/queries/door-scans';
import type { DoorScanRow } from '../db/queries/door-scans';
import { DomainError } from '../domain/domain-error';

export async function undoScan(db: Db, eventId: string, clientScanId: string): Promise<DoorScanRow> {
  const scan = await findScan(db, eventId, clientScanId);
  if (!scan) throw new DomainError('DOOR_SCAN_NOT_FOUND', `No scan ${clientScanId} at this event`);
  if (!passingResults.includes(scan.result) || scan.undoneAt || scan.conflict) {
    throw new DomainError(
      'DOOR_SCAN_NOT_UNDOABLE',
      'Only an admission, check-out or redemption can be undone, once',
    );
  }
  if (scan.ticketId) await lockTicket(db, scan.ticketId);
  const undone = await markUndone(db, scan.id, new Date());
  if (!undone) throw new DomainError('DOOR_SCAN_NOT_UNDOABLE', 'This scan was undone already');
  if (scan.voucherId) await releaseVoucher(db, scan.voucherId);
  if (scan.ticketId) await noteDoorChange(db, eventId, scan.ticketId);
  return undone;
}
