// Syncing a scanner's offline queue: its scans in the order they were made, so the first admission of a ticket
// wins whichever gate synced first.
import type { z } from 'zod';
import type { offlineScan } from '@repo/contract/door';
import type { Db } from '../db/database';
import type { DoorEvent } from '../db/queries/door-events';
import type { DoorScanRow } from '../db/queries/door-scans';
import { recordScan } from './scan';

export interface SyncCaller {
  gate: string;
  deviceId: string | null;
  accountId: string | null;
}

export async function syncOfflineScans(
  db: Db,
  event: DoorEvent,
  scans: z.infer<typeof offlineScan>[],
  caller: SyncCaller,
): Promise<DoorScanRow[]> {
  const byTime = [...scans].sort((a, b) => Date.parse(a.scannedAt) - Date.parse(b.scannedAt));
  const rows = new Map<string, DoorScanRow>();
  for (const scan of byTime) {
    rows.set(
      scan.scanId,
      await recordScan(db, event, {
        clientScanId: scan.scanId,
        code: scan.code,
        direction: scan.direction,
        gate: scan.gate ?? caller.gate,
        deviceId: caller.deviceId,
        accountId: caller.accountId,
        scannedAt: new Date(scan.scannedAt),
        localResult: scan.localResult,
      }),
    );
  }
  // Answered in the order sent, which is how the scanner matches them to its queue.
  return scans.flatMap((scan) => rows.get(scan.scanId) ?? []);
}
