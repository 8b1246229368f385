// Handlers of the door endpoints: scan, undo, offline sync, the door list, progress and the door rules.
import type { doorEndpoints } from '@repo/contract/door';
import { organizerDoorEvents } from '../db/queries/door-events';
import type { OrganizerPrincipal } from '../http/principal';
import { pickText } from '../i18n-text';
import type { HandlersOf } from '../http/register-endpoint';
import { buildDoorList } from '../door/door-list';
import { doorEventOr404, setDoorRules } from '../door/door-event';
import { doorProgress } from '../door/progress';
import { recordScan } from '../door/scan';
import type { ScanReads } from '../door/scan';
import { describeScans } from '../door/scan-views';
import { syncOfflineScans } from '../door/sync';
import { undoScan } from '../door/undo';

/** Where a scan happened and who made it: a device is its own gate; a member or key names one (or is one). */
function caller(principal: OrganizerPrincipal, gate: string | undefined) {
  if (principal.kind === 'device') {
    return { gate: principal.device.name, deviceId: principal.device.deviceId, accountId: null };
  }
  return {
    gate: gate ?? principal.actor.name,
    deviceId: null,
    accountId: principal.kind === 'member' ? principal.actor.id : null,
  };
}

export const doorHandlers: HandlersOf<typeof doorEndpoints> = {
  doorEvents: async ({ db, params, principal, ctx }) => {
    const only = principal.kind === 'member' ? principal.eventIds : null;
    const rows = await organizerDoorEvents(db, params.organizerId, only);
    return {
      errorText: 'OK',
      events: rows.map((row) => ({
        eventId: row.eventId,
        namePub: pickText(row.name, ctx.language),
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
      })),
    };
  },
  doorScan: async ({ db, params, body, principal, ctx, audit }) => {
    const event = await doorEventOr404(db, params.eventId);
    const reads: ScanReads = { tickets: [], scans: [] };
    const input = { clientScanId: body.scanId, code: body.code, direction: body.direction };
    const row = await recordScan(
      db,
      event,
      { ...input, ...caller(principal, body.gate), scannedAt: new Date() },
      reads,
    );
    audit.resource('doorScan', row.id);
    audit.detail({ result: row.result, ticketId: row.ticketId, voucherId: row.voucherId });
    const [scan] = await describeScans(db, event, [row], ctx.language, reads);
    return { errorText: 'OK', scan: scan as NonNullable<typeof scan> };
  },
  doorUndo: async ({ db, params, ctx, audit }) => {
    const event = await doorEventOr404(db, params.eventId);
    const row = await undoScan(db, params.eventId, params.scanId);
    audit.resource('doorScan', row.id);
    const [scan] = await describeScans(db, event, [row], ctx.language);
    return { errorText: 'OK', scan: scan as NonNullable<typeof scan> };
  },
  doorSync: async ({ db, params, body, principal, ctx, audit }) => {
    const event = await doorEventOr404(db, params.eventId);
    const rows = await syncOfflineScans(db, event, body.scans, caller(principal, undefined));
    audit.detail({ scans: rows.length, conflicts: rows.filter((row) => row.conflict).length });
    return { errorText: 'OK', scans: await describeScans(db, event, rows, ctx.language) };
  },
  doorList: async ({ db, params, query, ctx }) => ({
    errorText: 'OK',
    list: await buildDoorList(db, await doorEventOr404(db, params.eventId), query.after, ctx.language),
  }),
  doorProgress: async ({ db, params, ctx }) => {
    const event = await doorEventOr404(db, params.eventId);
    return { errorText: 'OK', progress: await doorProgress(db, event, ctx.language) };
  },
  doorRulesUpdate: async ({ db, params, body, audit }) => {
    await setDoorRules(db, params.eventId, body);
    audit.detail(body);
    const event = await doorEventOr404(db, params.eventId);
    return {
      errorText: 'OK',
      reentryAllowed: event.door?.reentryAllowed ?? false,
      checkIdTicketTypeIds: event.door?.checkIdTicketTypeIds ?? [],
    };
  },
};
