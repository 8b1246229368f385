// The events of a door or bar member in words: their names, or "all events" when none are chosen.
import type { HubEvent } from '@repo/contract/hub';

/** Event names by id in the order given; ids of events not (or no longer) listed are left out. */
export function eventNames(
  eventIds: readonly string[] | null,
  events: readonly HubEvent[] | undefined,
): string[] {
  if (!eventIds || !events) return [];
  const byId = new Map(events.map((event) => [event.eventId, event.namePub]));
  return eventIds.flatMap((id) => {
    const name = byId.get(id);
    return name === undefined ? [] : [name];
  });
}
