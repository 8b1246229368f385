// Handlers of the hold endpoints and of live sector/seat availability (read from the counters, never cached).
import type { reservationEndpoints } from '@repo/contract/reservations';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { seatClaims, seats, sectors, ticketTypes } from '../db/schema';
import { found } from '../http/http-error';
import type { HandlersOf } from '../http/register-endpoint';
import { createHold, findHold, releaseHold, toReservation } from '../selling/holds';
import type { HoldRequest } from '../selling/holds';

async function sectorOr404(db: Db, sectorId: string) {
  const [row] = await db.select().from(sectors).where(eq(sectors.id, sectorId));
  return found(row, 'sector', `No sector with id ${sectorId}`);
}

export function reservationHandlers(config: { holdMs: number }): HandlersOf<typeof reservationEndpoints> {
  // The three create endpoints share one body and one behaviour.
  const create = async ({ db, body }: { db: Db; body: HoldRequest }) => ({
    errorText: 'OK' as const,
    reservation: await createHold(db, body, config.holdMs),
  });
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
    reservationSectorAvailability: async ({ db, params }) => {
      const sector = await sectorOr404(db, params.sectorId);
      const types = await db
        .select({
          ticketTypeId: ticketTypes.id,
          available: sql<number | null>`case when ${ticketTypes.capacity} is null then null
            else greatest(0, ${ticketTypes.capacity} - ${ticketTypes.sold} - ${ticketTypes.held}) end`,
        })
        .from(ticketTypes)
        .where(eq(ticketTypes.sectorId, sector.id));
      return {
        errorText: 'OK',
        sectorId: sector.id,
        capacity: sector.capacity,
        sold: sector.sold,
        held: sector.held,
        available: Math.max(0, sector.capacity - sector.sold - sector.held),
        ticketTypes: types.map((type) => ({
          ticketTypeId: type.ticketTypeId,
          available: type.available === null ? null : Number(type.available),
        })),
      };
    },
    reservationSeatAvailability: async ({ db, params }) => {
      await sectorOr404(db, params.sectorId);
      const now = new Date();
      const rows = await db
        .select({
          seatId: seats.id,
          orderId: seatClaims.orderId,
          expiresAt: seatClaims.expiresAt,
          claimed: seatClaims.seatId,
        })
        .from(seats)
        .leftJoin(seatClaims, eq(seatClaims.seatId, seats.id))
        .where(eq(seats.sectorId, params.sectorId))
        .orderBy(seats.rowLabel, seats.seatNumber);
      return {
        errorText: 'OK',
        seats: rows.map((row) => ({
          seatId: row.seatId,
          // A claim with no expiry belongs to a paid order; an expired hold's claim is free for the next buyer.
          state:
            row.claimed === null
              ? ('free' as const)
              : row.expiresAt === null
                ? ('sold' as const)
                : row.expiresAt > now
                  ? ('held' as const)
                  : ('free' as const),
        })),
      };
    },
  };
}
