// The published-event lookup every event-scoped handler starts with, and its demo-cart variant.
import type { Db } from '../db/database';
import { findDemoEvent, findPublishedEvent } from '../db/queries/event-gates';
import type { PublishedEvent } from '../db/queries/event-gates';
import { found } from '../http/http-error';

/** Unknown and unpublished events answer alike (404), so the API does not reveal unpublished ones. */
export async function publishedEventOr404(db: Db, eventId: string): Promise<PublishedEvent> {
  return found(await findPublishedEvent(db, eventId), 'event', `No event with id ${eventId}`);
}

/** As publishedEventOr404; with `demo` (the demo cart, keyed by the event id) an unpublished event too. */
export async function eventOr404(
  db: Db,
  eventId: string,
  demo: boolean | undefined,
): Promise<PublishedEvent> {
  if (!demo) return publishedEventOr404(db, eventId);
  return found(await findDemoEvent(db, eventId), 'event', `No event with id ${eventId}`);
}
