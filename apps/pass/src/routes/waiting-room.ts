// Handlers of the waiting room: the organiser's settings and the visitor's place in the queue.
import type { hubWaitingRoomEndpoints, waitingRoomEndpoints } from '@repo/contract/waiting-room';
import { admissionHeaders } from '@repo/contract/admission-headers';
import type { FastifyRequest } from 'fastify';
import { findPublishedEvent } from '../db/queries/event-gates';
import { findWaitingRoom, upsertWaitingRoom } from '../db/queries/waiting-room';
import type { WaitingRoomRow } from '../db/queries/waiting-room';
import { found } from '../http/http-error';
import type { HandlersOf } from '../http/register-endpoint';
import { visitWaitingRoom } from '../waiting-room/waiting-room';
import type { WaitingRoomConfig } from '../waiting-room/waiting-room';

function settingsOf(row: WaitingRoomRow) {
  return {
    active: row.active,
    opensAt: row.opensAt.toISOString(),
    admitPerMinute: row.admitPerMinute,
    maxShoppers: row.maxShoppers,
  };
}

/** The browser id and admission token a hold request carries (either may be missing). */
export function admissionOf(request: FastifyRequest): { browserId?: string; token?: string } {
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' && value.length <= 1000 ? value : undefined;
  };
  return {
    browserId: header(admissionHeaders.browserId),
    token: header(admissionHeaders.admissionToken),
  };
}

export function hubWaitingRoomHandlers(
  config: WaitingRoomConfig,
): HandlersOf<typeof hubWaitingRoomEndpoints> {
  return {
    hubWaitingRoom: async ({ db, params }) => {
      const row = await findWaitingRoom(db, params.eventId);
      return { errorText: 'OK', waitingRoom: row ? settingsOf(row) : null };
    },
    hubWaitingRoomUpdate: async ({ db, params, body, audit, afterCommit }) => {
      const row = await upsertWaitingRoom(db, params.eventId, { ...body, opensAt: new Date(body.opensAt) });
      audit.detail({ active: body.active });
      // A room turned off forgets its queue: turned on again later, nobody keeps a stale place or admission.
      if (!body.active) afterCommit(() => config.store.clear(params.eventId));
      return { errorText: 'OK', waitingRoom: settingsOf(row) };
    },
  };
}

export function waitingRoomHandlers(config: WaitingRoomConfig): HandlersOf<typeof waitingRoomEndpoints> {
  return {
    waitingRoomState: async ({ db, params }) => {
      found(await findPublishedEvent(db, params.eventId), 'event', `No event with id ${params.eventId}`);
      const room = await findWaitingRoom(db, params.eventId);
      return {
        errorText: 'OK',
        active: room?.active ?? false,
        opensAt: room?.active ? room.opensAt.toISOString() : null,
      };
    },
    waitingRoomVisit: async ({ db, params, body }) => {
      found(await findPublishedEvent(db, params.eventId), 'event', `No event with id ${params.eventId}`);
      return {
        errorText: 'OK',
        visit: await visitWaitingRoom(db, config, params.eventId, body.browserId),
      };
    },
  };
}
