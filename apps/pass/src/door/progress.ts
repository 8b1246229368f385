// Live check-in progress of an event for the hub: totals, per gate and ticket type, and flagged conflicts.
import type { DoorProgress } from '@repo/contract/door';
import type { LabelLanguage } from '@repo/enums';
import type { Db } from '../db/database';
import type { DoorEvent } from '../db/queries/door-events';
import { doorConflicts, progressByGate, progressByTicketType } from '../db/queries/door-progress';
import { pickText } from '../i18n-text';

const iso = (value: Date | string) => new Date(value).toISOString();

export async function doorProgress(db: Db, event: DoorEvent, language: LabelLanguage): Promise<DoorProgress> {
  const { eventId } = event;
  const checkId = new Set(event.door?.checkIdTicketTypeIds ?? []);
  const [types, gates, conflicts] = await Promise.all([
    progressByTicketType(db, eventId),
    progressByGate(db, eventId),
    doorConflicts(db, eventId),
  ]);
  const sum = (pick: (row: (typeof types)[number]) => number) =>
    types.reduce((total, row) => total + pick(row), 0);
  return {
    reentryAllowed: event.door?.reentryAllowed ?? false,
    tickets: sum((row) => row.tickets),
    inside: sum((row) => row.inside),
    admitted: sum((row) => row.admitted),
    byGate: gates,
    byTicketType: types.map((row) => ({
      ticketTypeId: row.ticketTypeId,
      namePub: pickText(row.name, language),
      checkId: checkId.has(row.ticketTypeId),
      tickets: row.tickets,
      admitted: row.admitted,
      inside: row.inside,
    })),
    conflicts: conflicts.map((row) => ({
      scanId: row.scanId,
      ticketId: row.ticketId,
      ticketTypeNamePub: row.typeName ? pickText(row.typeName, language) : '',
      gate: row.gate,
      scannedAt: iso(row.scannedAt),
      first:
        row.firstGate && row.firstScannedAt
          ? { gate: row.firstGate, scannedAt: iso(row.firstScannedAt) }
          : null,
    })),
  };
}
