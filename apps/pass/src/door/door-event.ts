// The event a door endpoint addresses, with its door rules; and changing those rules.
import type { Db } from '../db/database';
import { findDoorEvent, ticketTypeIdsOfEvent, updateEventDoorRules } from '../db/queries/door-events';
import type { DoorEvent } from '../db/queries/door-events';
import { DomainError } from '../domain/domain-error';
import { eventDoorWithKey } from './event-keys';

export async function doorEventOr404(db: Db, eventId: string): Promise<DoorEvent> {
  const event = await findDoorEvent(db, eventId);
  if (!event) throw new DomainError('EVENT_NOT_FOUND', `No event with id ${eventId}`);
  return event;
}

export async function setDoorRules(
  db: Db,
  eventId: string,
  rules: { reentryAllowed: boolean; checkIdTicketTypeIds: string[] },
): Promise<void> {
  const own = new Set(await ticketTypeIdsOfEvent(db, eventId));
  const foreign = rules.checkIdTicketTypeIds.find((id) => !own.has(id));
  if (foreign)
    throw new DomainError('TICKET_TYPE_NOT_OF_EVENT', `Ticket type ${foreign} is not of this event`);
  // Rules can be set before the first ticket is sold; the key pair is made with them.
  await eventDoorWithKey(db, eventId);
  await updateEventDoorRules(db, eventId, {
    reentryAllowed: rules.reentryAllowed,
    checkIdTicketTypeIds: [...new Set(rules.checkIdTicketTypeIds)],
  });
}
