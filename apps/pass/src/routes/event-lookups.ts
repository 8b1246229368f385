// The published-event lookup every event-scoped handler starts with.
import type { Db } from '../db/database';
import { findPublishedEvent } from '../db/queries/event-gates';
import type { PublishedEvent } from '../db/queries/event-gates';
import { found } from '../http/http-error';

/** Unknown and unpublished events answer alike (404), so the API does not reveal unpublished ones. */
export async function publishedEventOr404(db: Db, eventId: string): Promise<PublishedEvent> {
  return found(await findPublishedEvent(db, eventId), 'event', `No event with id ${eventId}`);
}
