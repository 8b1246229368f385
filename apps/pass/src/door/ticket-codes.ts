// New tickets' QR codes: signed with their event's key (door/event-keys.ts) so scanners can check them offline.
import { encodeSignedCode, idTag, signedPayload, wholeEventDays } from '@repo/contract/door-code';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { eventsOfTicketTypes } from '../db/queries/door-events';
import type { EventDoorRow } from '../db/queries/door-events';
import { eventDoorWithKey, signWithEventKey } from './event-keys';

/** Each ticket to issue with its id and signed code. */
export async function withSignedCodes<T extends { ticketTypeId: string }>(
  db: Db,
  tickets: T[],
): Promise<(T & { id: string; qrCode: string })[]> {
  const typeIds = [...new Set(tickets.map((ticket) => ticket.ticketTypeId))];
  const typeEvents = new Map((await eventsOfTicketTypes(db, typeIds)).map((row) => [row.ticketTypeId, row]));
  const doors = new Map<string, EventDoorRow>();
  const signed: (T & { id: string; qrCode: string })[] = [];
  for (const ticket of tickets) {
    const { ticketTypeId } = ticket;
    const typeEvent = typeEvents.get(ticketTypeId);
    if (!typeEvent) throw new Error(`Ticket type ${ticketTypeId} has no event`);
    let door = doors.get(typeEvent.eventId);
    if (!door) {
      door = await eventDoorWithKey(db, typeEvent.eventId);
      doors.set(typeEvent.eventId, door);
    }
    const id = randomUUID();
    const payload = signedPayload({
      ticketId: id,
      eventTag: idTag(typeEvent.eventId),
      typeTag: idTag(ticketTypeId),
      validDays: wholeEventDays(typeEvent.startsAt, typeEvent.endsAt, typeEvent.timeZone),
    });
    signed.push({ ...ticket, id, qrCode: encodeSignedCode(payload, signWithEventKey(door, payload)) });
  }
  return signed;
}
