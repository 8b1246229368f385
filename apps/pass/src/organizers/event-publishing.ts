// Publishing an event: now, at a set time (the publisher job), or taking it off the storefront again. The first
// publication also makes a new organizer visible in the storefront's listings.
import type { HubEventDetail } from '@repo/contract/hub-events';
import type { Db } from '../db/database';
import { publishDueEvents, setPublication } from '../db/queries/hub-events';
import { makeOrganizerVisible } from '../db/queries/organizer-profile';
import { readHubEvent } from './events';

/** Publishes the event now, or schedules it when `publishAt` is still ahead. */
export async function setEventPublished(
  db: Db,
  organizerId: string,
  eventId: string,
  publishAt: Date | null,
  now: Date = new Date(),
): Promise<void> {
  if (publishAt && publishAt > now) {
    await setPublication(db, eventId, { published: false, publishAt });
  } else {
    await setPublication(db, eventId, { published: true, publishAt: null });
    await makeOrganizerVisible(db, organizerId);
  }
}

export async function publishEvent(
  db: Db,
  organizerId: string,
  eventId: string,
  publishAt: Date | null,
  now: Date = new Date(),
): Promise<HubEventDetail> {
  await setEventPublished(db, organizerId, eventId, publishAt, now);
  return readHubEvent(db, eventId);
}

export async function unpublishEvent(db: Db, eventId: string): Promise<HubEventDetail> {
  await setPublication(db, eventId, { published: false, publishAt: null });
  return readHubEvent(db, eventId);
}

/** One round of the publisher: publishes what is due; true when something was (the caches must hear it). */
export async function publishScheduledEvents(db: Db, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const published = await publishDueEvents(tx, now);
    for (const organizerId of new Set(published.map((row) => row.organizerId))) {
      await makeOrganizerVisible(tx, organizerId);
    }
    return published.length > 0;
  });
}

/** Runs the publisher every `intervalMs` (a conditional UPDATE, safe in several processes at once). */
export function startPublisher(
  db: Db,
  intervalMs: number,
  onPublished: () => void,
  onError: (error: unknown) => void,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    publishScheduledEvents(db)
      .then((changed) => {
        if (changed) onPublished();
      }, onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
