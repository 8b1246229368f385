// The on-sale waiting room (issue #20): the organiser's settings under /pass/hub/..., and the visitor's place in
// the queue under /pass/waiting-room/... (the storefront's queue page and mobile clients poll the same JSON).
import { z } from 'zod';
import { organizerAccess, publicAccess } from './access';
import { isoDateTime, ok, uuid } from './common';
import type { EndpointDefinition } from './endpoint';
import { defineEndpoint } from './endpoint';

export const waitingRoomSettings = z.object({
  active: z.boolean(),
  opensAt: isoDateTime,
  admitPerMinute: z.int().min(1).max(100_000),
  maxShoppers: z.int().min(1).max(1_000_000),
});
export type WaitingRoomSettings = z.infer<typeof waitingRoomSettings>;

export const waitingRoomVisit = z.object({
  /** open: no waiting room (hold freely); waiting: queued; admitted: the token lets this browser hold. */
  state: z.enum(['open', 'waiting', 'admitted']),
  opensAt: isoDateTime.nullable(),
  /** 1 = next in line; null unless waiting. Before the opening every early visitor's place is drawn at random. */
  position: z.int().positive().nullable(),
  beforeOpening: z.boolean(),
  /** Rough seconds until admission at the configured rate (with the time to the opening); null unless waiting. */
  estimatedWaitSeconds: z.int().nonnegative().nullable(),
  /** Poll again after this many seconds. */
  pollSeconds: z.int().positive(),
  admissionToken: z.string().nullable(),
  admissionExpiresAt: isoDateTime.nullable(),
});
export type WaitingRoomVisit = z.infer<typeof waitingRoomVisit>;

const eventParams = z.object({ eventId: uuid });

export const hubWaitingRoomEndpoints = {
  hubWaitingRoom: defineEndpoint({
    id: 'hubWaitingRoom',
    method: 'GET',
    path: '/pass/hub/event/{eventId}/waiting-room',
    tag: 'hub',
    summary: "The event's waiting room settings; null when never set (the room is off)",
    access: organizerAccess('events', 'params.eventId'),
    params: eventParams,
    response: ok({ waitingRoom: waitingRoomSettings.nullable() }),
    errors: [403, 404],
  }),
  hubWaitingRoomUpdate: defineEndpoint({
    id: 'hubWaitingRoomUpdate',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/waiting-room-update',
    tag: 'hub',
    summary:
      'Turn the waiting room on or off and set when the sale opens, visitors admitted per minute and how many ' +
      'may shop at once',
    access: organizerAccess('events', 'params.eventId'),
    params: eventParams,
    body: waitingRoomSettings,
    response: ok({ waitingRoom: waitingRoomSettings }),
    errors: [400, 403, 404],
  }),
} as const satisfies Record<string, EndpointDefinition>;

export const waitingRoomEndpoints = {
  waitingRoomState: defineEndpoint({
    id: 'waitingRoomState',
    method: 'GET',
    path: '/pass/waiting-room/{eventId}',
    tag: 'waiting-room',
    summary:
      'Whether the event sells through a waiting room now (the storefront sends visitors without an admission ' +
      'to its queue page); joins nothing',
    access: publicAccess,
    params: eventParams,
    response: ok({ active: z.boolean(), opensAt: isoDateTime.nullable() }),
    errors: [404],
  }),
  waitingRoomVisit: defineEndpoint({
    id: 'waitingRoomVisit',
    method: 'POST',
    path: '/pass/waiting-room/{eventId}/visit',
    tag: 'waiting-room',
    summary:
      'Join or keep a place in the event’s queue and read it (poll every pollSeconds); once admitted, the answer ' +
      'carries the admission token the hold endpoints need with the same x-browser-id',
    access: publicAccess,
    params: eventParams,
    body: z.object({ browserId: uuid }),
    response: ok({ visit: waitingRoomVisit }),
    errors: [400, 404],
  }),
} as const satisfies Record<string, EndpointDefinition>;
