// The door list a scanner keeps for offline checks: every ticket's state and type (or what changed after a
// cursor), the ticket types, the event's public key and door rules.
import type { DoorList, DoorTicketState } from '@repo/contract/door';
import { doorTicketStates } from '@repo/contract/door';
import { compactTicketId } from '@repo/contract/door-code';
import type { LabelLanguage } from '@repo/enums';
import type { Db } from '../db/database';
import type { DoorEvent } from '../db/queries/door-events';
import {
  changedTicketIds,
  currentDoorCursor,
  doorListTickets,
  eventTicketTypes,
  latestPassingScans,
} from '../db/queries/door-list';
import { pickText } from '../i18n-text';

function stateOf(
  status: 'valid' | 'canceled',
  passing: 'admitted' | 'checkedOut' | undefined,
): DoorTicketState {
  if (status === 'canceled') return 'canceled';
  if (passing === 'admitted') return 'inside';
  return passing === 'checkedOut' ? 'outside' : 'valid';
}

export async function buildDoorList(
  db: Db,
  event: DoorEvent,
  after: number | undefined,
  language: LabelLanguage,
): Promise<DoorList> {
  // Read before the rows, so a change made meanwhile comes again in the next delta rather than never.
  const cursor = await currentDoorCursor(db, event.eventId);
  const only = after === undefined ? undefined : await changedTicketIds(db, event.eventId, after);
  const types = await eventTicketTypes(db, event.eventId);
  const typeIndex = new Map(types.map((type, index) => [type.id, index]));
  const checkId = new Set(event.door?.checkIdTicketTypeIds ?? []);
  const [rows, passing] =
    only?.length === 0
      ? [[], new Map<string, 'admitted' | 'checkedOut'>()]
      : await Promise.all([
          doorListTickets(db, event.eventId, only),
          latestPassingScans(db, event.eventId, only),
        ]);
  return {
    eventId: event.eventId,
    eventNamePub: pickText(event.name, language),
    publicKey: event.door?.publicKey ?? null,
    startsAt: event.startsAt.toISOString(),
    timeZone: event.timeZone,
    reentryAllowed: event.door?.reentryAllowed ?? false,
    ticketTypes: types.map((type) => ({
      ticketTypeId: type.id,
      namePub: pickText(type.name, language),
      checkId: checkId.has(type.id),
    })),
    tickets: rows.map((row) => [
      compactTicketId(row.ticketId),
      doorTicketStates.indexOf(stateOf(row.status, passing.get(row.ticketId))),
      typeIndex.get(row.ticketTypeId) ?? 0,
    ]),
    cursor,
    full: after === undefined,
  };
}
