// Whether an event sells through its waiting room now, as the cart page's server render asks on every view: kept
// a few seconds per process, so a rush of cart views costs the pass one question per event, not one per view.
import { serverPass } from './pass-server';
import type { StorefrontContext } from './storefront-context';
import { createTtlCache } from './ttl-cache';

const rooms = createTtlCache<{ active: boolean }>({ ttlMs: 3_000, maxEntries: 1_000 });

export function waitingRoomActive(ctx: StorefrontContext, eventId: string): Promise<boolean> {
  return rooms
    .get(eventId, () => serverPass(ctx).waitingRoomState({ params: { eventId } }))
    .then((room) => room.active);
}
