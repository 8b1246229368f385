// Syncing a scanner's offline queue: its scans judged in the order they were made, so the first admission of a
// ticket wins whichever gate synced first. Ticket scans are judged in memory over one read of the batch's
// tickets and their scans and written in a few statements (a per-scan round trip made 5,000 scans take a
// minute); vouchers and unknown codes take the one-scan path.
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { passingResults } from '@repo/contract/door';
import type { offlineScan } from '@repo/contract/door';
import type { Db } from '../db/database';
import type { DoorEvent } from '../db/queries/door-events';
import {
  effectiveScansOfTickets,
  findScansByClientIds,
  findTicketsByCodes,
  flagConflicts,
  insertScans,
  lockTickets,
  noteDoorChanges,
} from '../db/queries/door-scans';
import type { DoorScanRow, NewDoorScan } from '../db/queries/door-scans';
import { normalizedCode, recordScan, ticketVerdict } from './scan';
import type { EffectiveScan } from './scan';

type OfflineScan = z.infer<typeof offlineScan>;

export interface SyncCaller {
  gate: string;
  deviceId: string | null;
  accountId: string | null;
}

const INSERT_CHUNK = 500;

/** Keeps a ticket's effective scans latest first as the batch adds to them. */
function addEffective(list: EffectiveScan[], scan: EffectiveScan): void {
  const at = list.findIndex((other) => other.scannedAt < scan.scannedAt);
  list.splice(at === -1 ? list.length : at, 0, scan);
}

export async function syncOfflineScans(
  db: Db,
  event: DoorEvent,
  scans: OfflineScan[],
  caller: SyncCaller,
): Promise<DoorScanRow[]> {
  const rows = new Map<string, DoorScanRow>(
    (
      await findScansByClientIds(
        db,
        event.eventId,
        scans.map((scan) => scan.scanId),
      )
    ).map((row) => [row.clientScanId, row]),
  );
  const fresh = [
    ...new Map(scans.filter((scan) => !rows.has(scan.scanId)).map((s) => [s.scanId, s])).values(),
  ];
  const tickets = new Map(
    (await findTicketsByCodes(db, [...new Set(fresh.map((scan) => normalizedCode(scan.code)))])).map(
      (ticket) => [ticket.qrCode, ticket],
    ),
  );
  const ticketIds = [...new Set([...tickets.values()].map((ticket) => ticket.ticketId))];
  await lockTickets(db, ticketIds);
  const effective = new Map<string, EffectiveScan[]>(ticketIds.map((id) => [id, []]));
  for (const scan of await effectiveScansOfTickets(db, ticketIds)) {
    if (scan.ticketId) effective.get(scan.ticketId)?.push(scan);
  }

  const pending = new Map<string, NewDoorScan & { id: string }>();
  const flagged: string[] = [];
  const changed = new Set<string>();
  const byTime = [...fresh].sort((a, b) => Date.parse(a.scannedAt) - Date.parse(b.scannedAt));
  for (const scan of byTime) {
    const input = {
      ...caller,
      clientScanId: scan.scanId,
      code: normalizedCode(scan.code),
      direction: scan.direction,
      gate: scan.gate ?? caller.gate,
      scannedAt: new Date(scan.scannedAt),
      localResult: scan.localResult,
    };
    const ticket = tickets.get(input.code);
    if (!ticket) {
      rows.set(scan.scanId, await recordScan(db, event, input));
      continue;
    }
    const list = effective.get(ticket.ticketId) ?? [];
    const letThrough = passingResults.includes(scan.localResult);
    const verdict = letThrough
      ? ticketVerdict(ticket, input, event, list)
      : {
          result: scan.localResult,
          ticketId: ticket.eventId === event.eventId ? ticket.ticketId : null,
          voucherId: null,
          previousScanId: null,
        };
    const row = {
      id: randomUUID(),
      eventId: event.eventId,
      clientScanId: scan.scanId,
      ticketId: verdict.ticketId ?? null,
      voucherId: null,
      previousScanId: verdict.previousScanId ?? null,
      direction: scan.direction,
      result: verdict.result,
      gate: input.gate,
      deviceId: caller.deviceId,
      accountId: caller.accountId,
      scannedAt: input.scannedAt,
      offline: true,
      conflict: letThrough && !passingResults.includes(verdict.result),
    };
    pending.set(row.id, row);
    if ('supersedes' in verdict && verdict.supersedes) {
      const later = verdict.supersedes;
      list.splice(list.indexOf(later), 1);
      const queued = pending.get(later.id);
      if (queued) queued.conflict = true;
      else flagged.push(later.id);
    }
    if (row.ticketId && passingResults.includes(row.result) && !row.conflict) {
      addEffective(list, row);
      changed.add(row.ticketId);
    }
  }

  const values = [...pending.values()];
  for (let start = 0; start < values.length; start += INSERT_CHUNK) {
    for (const row of await insertScans(db, values.slice(start, start + INSERT_CHUNK))) {
      rows.set(row.clientScanId, row);
    }
  }
  await flagConflicts(db, flagged);
  await noteDoorChanges(db, event.eventId, [...changed]);
  // Answered in the order sent, which is how the scanner matches them to its queue.
  return scans.flatMap((scan) => rows.get(scan.scanId) ?? []);
}
