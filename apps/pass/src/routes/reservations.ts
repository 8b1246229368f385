// Handlers of the hold endpoints and of live sector/seat availability (read from the counters, never cached).
import type { reservationEndpoints } from '@repo/contract/reservations';
import type { Db } from '../db/database';
import { findSectorAvailability, listSeatStates } from '../db/queries/availability';
import { findSectorById } from '../db/queries/reservations';
import { found } from '../http/http-error';
import type { HandlersOf } from '../http/register-endpoint';
import { createHold, findHold, releaseHold, toReservation } from '../selling/holds';
import type { HoldRequest } from '../selling/holds';
import { checkAdmission } from '../waiting-room/waiting-room';
import type { WaitingRoomRow } from '../db/queries/waiting-room';
import type { WaitingRoomConfig } from '../waiting-room/waiting-room';
import { admissionOf } from './waiting-room';
import type { FastifyRequest } from 'fastify';

async function sectorOr404(db: Db, sectorId: string) {
  return found(await findSectorById(db, sectorId), 'sector', `No sector with id ${sectorId}`);
}

export function reservationHandlers(config: {
  holdMs: number;
  waitingRoom: WaitingRoomConfig;
}): HandlersOf<typeof reservationEndpoints> {
  // The three create endpoints share one body and one behaviour: the waiting room's check, then the hold. The
  // check runs on the waiting room the hold's first query reads with the event, not on a query of its own.
  const create = async ({ db, body, request }: { db: Db; body: HoldRequest; request: FastifyRequest }) => {
    const { browserId, token } = admissionOf(request);
    const now = new Date();
    const admit = (room: WaitingRoomRow | null) =>
      checkAdmission(config.waitingRoom, room, body.eventId, browserId, token, now);
    return { errorText: 'OK' as const, reservation: await createHold(db, body, config.holdMs, now, admit) };
  };
  return {
    reservationCreate: create,
    reservationCrowd: create,
    reservationSeat: create,
    reservationRelease: async ({ db, query }) => ({
      errorText: 'OK',
      reservation: await releaseHold(db, query.reservationId),
    }),
    reservationById: async ({ db, query }) => {
      const hold = found(
        await findHold(db, query.reservationId),
        'reservation',
        `No reservation ${query.reservationId}`,
      );
      return { errorText: 'OK', reservation: toReservation(hold.row, hold.items, new Date()) };
    },
    reservationSectorAvailability: async ({ db, params }) => ({
      errorText: 'OK',
      ...found(
        await findSectorAvailability(db, params.sectorId, new Date()),
        'sector',
        `No sector with id ${params.sectorId}`,
      ),
    }),
    reservationSeatAvailability: async ({ db, params }) => {
      await sectorOr404(db, params.sectorId);
      return { errorText: 'OK', seats: await listSeatStates(db, params.sectorId, new Date()) };
    },
  };
}
