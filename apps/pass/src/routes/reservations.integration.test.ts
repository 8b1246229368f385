import { reservationEndpoints } from '@repo/contract/reservations';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seats, ticketTypes } from '../db/schema';
import { demoAccessCode, demoEvents, demoProducts, demoSectors, demoTicketTypes } from '../db/seed/demo-ids';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const festival = demoEvents.festival.id;

describe.each(testDatabaseKinds)('holds on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const hold = (body: Record<string, unknown>, path = '/pass/reservation/reservation-crowd') =>
    t.app.inject({ method: 'POST', url: path, payload: body });
  const counts = async (id: string) => {
    const [row] = await t.database.db.select().from(ticketTypes).where(eq(ticketTypes.id, id));
    return { sold: row?.sold, held: row?.held, capacity: row?.capacity };
  };

  it('holds tickets and extras until the expiry it returns', async () => {
    const before = await counts(demoTicketTypes.festivalWeekend);
    const response = await hold({
      eventId: festival,
      tickets: [{ ticketTypeId: demoTicketTypes.festivalWeekend, quantity: 2 }],
      extraProducts: [{ ticketProductId: demoProducts.festivalParking, quantity: 1 }],
    });
    expect(response.statusCode).toBe(200);
    const { reservation } = reservationEndpoints.reservationCrowd.response.parse(response.json());
    expect(reservation.status).toBe('active');
    expect(reservation.secondsLeft).toBeGreaterThan(14 * 60);
    expect(reservation.items).toHaveLength(2);
    expect((await counts(demoTicketTypes.festivalWeekend)).held).toBe((before.held ?? 0) + 2);

    const released = await t.app.inject({
      method: 'DELETE',
      url: `/pass/reservation?reservationId=${reservation.reservationId}`,
    });
    expect(released.json().reservation.status).toBe('released');
    expect((await counts(demoTicketTypes.festivalWeekend)).held).toBe(before.held);
  });

  it('sells the last tickets of a nearly sold-out type once, then answers 409 with what is left', async () => {
    const { sold, held, capacity } = await counts(demoTicketTypes.festivalNearlySoldOut);
    const left = (capacity ?? 0) - (sold ?? 0) - (held ?? 0);
    expect(left).toBeGreaterThan(0);
    const first = await hold({
      eventId: festival,
      tickets: [{ ticketTypeId: demoTicketTypes.festivalNearlySoldOut, quantity: left }],
    });
    expect(first.statusCode).toBe(200);
    const second = await hold({
      eventId: festival,
      tickets: [{ ticketTypeId: demoTicketTypes.festivalNearlySoldOut, quantity: 1 }],
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ errorText: 'ERROR_SOLD_OUT', available: 0 });
  });

  it('refuses what is not on sale, out of range, or locked behind a code', async () => {
    const notYet = await hold({
      eventId: festival,
      tickets: [{ ticketTypeId: demoTicketTypes.festivalNotYetOnSale, quantity: 1 }],
    });
    expect(notYet.statusCode).toBe(422);
    expect(notYet.json().errorText).toBe('ERROR_NOT_ON_SALE_YET');

    const tooMany = await hold({
      eventId: festival,
      tickets: [{ ticketTypeId: demoTicketTypes.festivalWeekend, quantity: 40 }],
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errorText).toBe('ERROR_QUANTITY_OUT_OF_RANGE');

    const locked = {
      eventId: festival,
      tickets: [{ ticketTypeId: demoTicketTypes.festivalAccessCodeOnly, quantity: 1 }],
    };
    expect((await hold(locked)).json().errorText).toBe('ERROR_ACCESS_CODE_REQUIRED');
    expect((await hold({ ...locked, codes: [demoAccessCode.toLowerCase()] })).statusCode).toBe(200);

    const soldOut = await hold({
      eventId: demoEvents.sport.id,
      tickets: [{ ticketTypeId: demoTicketTypes.sportSoldOut, quantity: 1 }],
    });
    expect(soldOut.statusCode).toBe(409);

    const wrongEvent = await hold({
      eventId: demoEvents.theatre.id,
      tickets: [{ ticketTypeId: demoTicketTypes.festivalWeekend, quantity: 1 }],
    });
    expect(wrongEvent.statusCode).toBe(404);
    expect((await hold({ eventId: festival })).statusCode).toBe(400);
    expect((await hold({ eventId: 'nope', tickets: [] })).statusCode).toBe(400);
  });

  it('gives a seat to one holder and shows it live', async () => {
    const [seat] = await t.database.db
      .select()
      .from(seats)
      .where(eq(seats.sectorId, demoSectors.theatreStalls))
      .limit(1);
    const body = { eventId: demoEvents.theatre.id, seatIds: [seat?.id] };
    const first = await hold(body, '/pass/reservation/reservation-seat');
    expect(first.statusCode).toBe(200);
    const second = await hold(body, '/pass/reservation/reservation-seat');
    expect(second.statusCode).toBe(409);
    expect(second.json().errorText).toBe('ERROR_SEAT_TAKEN');

    const live = await t.app.inject({
      url: `/pass/reservation/reservation/sector/${demoSectors.theatreStalls}/seat`,
    });
    const states = reservationEndpoints.reservationSeatAvailability.response.parse(live.json()).seats;
    expect(states.find((state) => state.seatId === seat?.id)?.state).toBe('held');
    const sector = await t.app.inject({
      url: `/pass/reservation/reservation/sector/${demoSectors.theatreStalls}`,
    });
    expect(
      reservationEndpoints.reservationSectorAvailability.response.parse(sector.json()).held,
    ).toBeGreaterThanOrEqual(1);
  });
});

describe.each(testDatabaseKinds)('expired holds on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // Holds that expire at once: nothing may stay blocked by them, whether or not a sweep ran.
    t = await startTestApp(kind, { env: { HOLD_DURATION: '1 ms' } });
  });
  afterAll(() => t.close());

  it('never block a sale', async () => {
    const [row] = await t.database.db
      .select()
      .from(ticketTypes)
      .where(eq(ticketTypes.id, demoTicketTypes.festivalNearlySoldOut));
    const left = (row?.capacity ?? 0) - (row?.sold ?? 0) - (row?.held ?? 0);
    const body = {
      eventId: festival,
      tickets: [{ ticketTypeId: demoTicketTypes.festivalNearlySoldOut, quantity: left }],
    };
    const first = await t.app.inject({ method: 'POST', url: '/pass/reservation', payload: body });
    expect(first.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await t.app.inject({ method: 'POST', url: '/pass/reservation', payload: body });
    expect(again.statusCode).toBe(200);
    const earlier = await t.app.inject({
      url: `/pass/reservation/reservation-by-id?reservationId=${first.json().reservation.reservationId}`,
    });
    expect(earlier.json().reservation).toMatchObject({ status: 'expired', secondsLeft: 0 });
  });
});
