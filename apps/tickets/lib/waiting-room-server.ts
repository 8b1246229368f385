// Whether a cart view must queue first, as proxy.ts asks on every cart request (the page itself is cached): the
// room's state is kept a few seconds per process, so a rush costs the pass one question per event, not per view.
import { isApiError } from '@repo/api-client/api-error';
import type { Brand } from './brands';
import { brandSellsOrganizer } from './brands';
import type { StorefrontLocale } from './locale';
import { languageIdOf, localizePath } from './locale';
import { catalogue, serverPass } from './pass-server';
import { createTtlCache } from './ttl-cache';
import { admissionCookie, eventQueuePath } from './waiting-room';

const rooms = createTtlCache<{ active: boolean }>({ ttlMs: 3_000, maxEntries: 1_000 });

export function waitingRoomActive(
  ctx: { languageId: number; brand: { reqSourceId: number } },
  eventId: string,
): Promise<boolean> {
  return rooms
    .get(eventId, () => serverPass(ctx).waitingRoomState({ params: { eventId } }))
    .then((room) => room.active);
}

/** `/event/{organizerSlug}/{eventSlug}/cart`, as proxy.ts sees the path after the locale segment. */
const cartPath = /^\/event\/([^/]+)\/([^/]+)\/cart\/?$/;

/**
 * The queue page's path when this request is for an event's cart, its waiting room is on and the browser holds
 * no admission for it; otherwise null. An unknown event, or a pass that does not answer, lets the page decide
 * (it renders the 404 or the error; the pass refuses holds without admission anyway).
 */
export async function cartQueueRedirect(input: {
  rest: string;
  brand: Brand;
  locale: StorefrontLocale;
  hasCookie: (name: string) => boolean;
}): Promise<string | null> {
  const match = cartPath.exec(input.rest);
  if (!match) return null;
  const [organizerSlug, eventSlug] = [match[1] ?? '', match[2] ?? ''].map(decodeURIComponent) as [
    string,
    string,
  ];
  if (!brandSellsOrganizer(input.brand, organizerSlug)) return null;
  const ctx = { languageId: languageIdOf(input.locale), brand: input.brand };
  try {
    const { event, organizer } = await catalogue(ctx, 'eventBySlugsV2', {
      params: { organizerSlug, eventSlug },
    });
    if (input.hasCookie(admissionCookie(event.eventId))) return null;
    if (!(await waitingRoomActive(ctx, event.eventId))) return null;
    return localizePath(eventQueuePath(organizer.slug, event.eventSlug), input.locale);
  } catch (error) {
    if (isApiError(error)) return null;
    throw error;
  }
}
