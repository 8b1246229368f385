// The organiser's seat plan over the API: a sector, a block made in one call with a numbering scheme and aisles,
// its seats held on the storefront's seat map; held or sold seats never removed or re-priced; roles and audit rows.
import { hubSeatPlanEndpoints } from '@repo/contract/hub-seat-plans';
import type { SeatBlockBody } from '@repo/contract/hub-seat-plans';
import { hubTicketTypeEndpoints } from '@repo/contract/hub-ticket-types';
import type { TicketTypeBody } from '@repo/contract/hub-ticket-types';
import { orderEndpoints } from '@repo/contract/orders';
import { reservationEndpoints } from '@repo/contract/reservations';
import { sectorEndpoints } from '@repo/contract/sectors';
import { paymentMethod } from '@repo/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEvents, demoOrganizers, demoTicketTypes } from '../db/seed/demo-ids';
import { auditEntriesOf, demoOwnerToken, recordingWrites } from '../test/catalogue-helpers';
import { callEndpoint, organizerClient } from '../test/organizer-helpers';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const organizerId = demoOrganizers.festival.id;
const eventId = demoEvents.festival.id;
const api = hubSeatPlanEndpoints;
const typeBody: TicketTypeBody = {
  name: { cs: 'Sezení u pódia' },
  groupId: null,
  quotaId: null,
  price: 120000,
  vatRateBasisPoints: null,
  capacity: null,
  minPerOrder: 1,
  maxPerOrder: 10,
  saleStartsAt: null,
  saleEndsAt: null,
  visible: true,
  accessCodeOnly: false,
  items: [{ kind: 'eventEntry', quantity: 1, chipCreditMin: null, chipCreditMax: null }],
};

describe.each(testDatabaseKinds)('organizer seat plans on %s', (kind) => {
  let t: TestApp;
  let ownerToken: string;
  let managerToken: string;
  let org: ReturnType<typeof organizerClient>;
  const { writes, write } = recordingWrites();
  let sectorId = '';
  let ticketTypeId = '';

  const block = (overrides: Partial<SeatBlockBody> = {}): SeatBlockBody => ({
    ticketTypeId,
    firstRow: 'A',
    rows: 2,
    seatsPerRow: 10,
    firstSeatNumber: 1,
    numbering: 'oddEven',
    aislesAfter: [5],
    column: 0,
    row: 0,
    ...overrides,
  });

  beforeAll(async () => {
    t = await startTestApp(kind);
    org = organizerClient(t);
    ownerToken = await demoOwnerToken(t);
    managerToken = (await org.member(ownerToken, organizerId, 'manager')).token;
    const type = await callEndpoint(
      t,
      hubTicketTypeEndpoints.hubTicketTypeCreate,
      {
        params: { eventId },
        body: typeBody,
      },
      ownerToken,
    );
    expect(type.statusCode, type.body).toBe(200);
    ticketTypeId = hubTicketTypeEndpoints.hubTicketTypeCreate.response.parse(type.json()).ticketType
      .ticketTypeId;
  });

  afterAll(async () => {
    await t?.close();
  });

  it('lets a manager make a sector and a block of 20 seats in one call, numbered odd/even with an aisle', async () => {
    const created = await write(
      t,
      api.hubSectorCreate,
      { params: { eventId }, body: { name: { cs: 'Tribuna', en: 'Grandstand' } } },
      managerToken,
    );
    expect(created.statusCode, created.body).toBe(200);
    sectorId = api.hubSectorCreate.response.parse(created.json()).sector.sectorId;

    const made = await write(
      t,
      api.hubSeatBlockCreate,
      { params: { eventId, sectorId }, body: block() },
      managerToken,
    );
    expect(made.statusCode, made.body).toBe(200);
    const { sector } = api.hubSeatBlockCreate.response.parse(made.json());
    expect(sector).toMatchObject({ capacity: 20, ticketTypeIds: [ticketTypeId] });
    expect(sector.seats).toHaveLength(20);
    const rowA = sector.seats.filter((seat) => seat.rowLabel === 'A').sort((a, b) => a.x - b.x);
    expect(rowA.map((seat) => seat.seatNumber)).toEqual([9, 7, 5, 3, 1, 2, 4, 6, 8, 10]);
    // The aisle: one empty cell between the fifth and the sixth seat.
    expect((rowA[5]?.x ?? 0) - (rowA[4]?.x ?? 0)).toBe(2 * (rowA[1]!.x - rowA[0]!.x));
    expect(sector.mapWidth).toBeGreaterThan(Math.max(...sector.seats.map((seat) => seat.x)));

    const clash = await write(
      t,
      api.hubSeatBlockCreate,
      { params: { eventId, sectorId }, body: block({ rows: 1, numbering: 'leftToRight', aislesAfter: [] }) },
      managerToken,
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ errorText: 'ERROR_SEAT_EXISTS' });

    const rightToLeft = await write(
      t,
      api.hubSeatBlockCreate,
      {
        params: { eventId, sectorId },
        body: block({
          firstRow: '5',
          rows: 1,
          seatsPerRow: 4,
          numbering: 'rightToLeft',
          aislesAfter: [],
          row: 3,
        }),
      },
      managerToken,
    );
    expect(rightToLeft.statusCode, rightToLeft.body).toBe(200);
    const row5 = api.hubSeatBlockCreate.response
      .parse(rightToLeft.json())
      .sector.seats.filter((seat) => seat.rowLabel === '5')
      .sort((a, b) => a.x - b.x);
    expect(row5.map((seat) => seat.seatNumber)).toEqual([4, 3, 2, 1]);
  });

  it("shows the editor's seats on the storefront's seat map, where a visitor holds one", async () => {
    const map = await callEndpoint(t, sectorEndpoints.sectorByIdV2, { params: { sectorId } });
    expect(map.statusCode, map.body).toBe(200);
    const seats = sectorEndpoints.sectorByIdV2.response.parse(map.json()).sector.seats;
    const seat = seats.find((candidate) => candidate.rowLabel === 'A' && candidate.seatNumber === 1);
    expect(seat?.ticketTypeId).toBe(ticketTypeId);

    const held = await callEndpoint(t, reservationEndpoints.reservationCreate, {
      body: { eventId, seatIds: [seat!.seatId] },
    });
    expect(held.statusCode, held.body).toBe(200);

    const plan = api.hubSeatPlan.response.parse(
      (await callEndpoint(t, api.hubSeatPlan, { params: { eventId } }, ownerToken)).json(),
    );
    const sector = plan.sectors.find((candidate) => candidate.sectorId === sectorId);
    expect(sector?.held).toBe(1);
    expect(sector?.seats.find((candidate) => candidate.seatId === seat!.seatId)?.locked).toBe(true);
  });

  it('never removes, re-prices or unassigns a held seat, and says which seat', async () => {
    const plan = api.hubSeatPlan.response.parse(
      (await callEndpoint(t, api.hubSeatPlan, { params: { eventId } }, ownerToken)).json(),
    );
    const sector = plan.sectors.find((candidate) => candidate.sectorId === sectorId)!;
    const locked = sector.seats.find((seat) => seat.locked)!;
    const free = sector.seats.find((seat) => !seat.locked && seat.rowLabel === 'B')!;

    const removeHeld = await write(
      t,
      api.hubSeatsDelete,
      { params: { eventId, sectorId }, body: { seatIds: [free.seatId, locked.seatId] } },
      ownerToken,
    );
    expect(removeHeld.statusCode).toBe(409);
    expect(removeHeld.json()).toMatchObject({ errorText: 'ERROR_SEAT_LOCKED', seats: ['A/1'] });
    expect(
      (await write(t, api.hubSectorDelete, { params: { eventId, sectorId } }, ownerToken)).statusCode,
    ).toBe(409);
    const reprice = await write(
      t,
      api.hubSeatsCategory,
      {
        params: { eventId, sectorId },
        body: { seatIds: [locked.seatId], ticketTypeId: demoTicketTypes.festivalWeekend },
      },
      ownerToken,
    );
    expect(reprice.statusCode).toBe(422);
    const unassign = await write(
      t,
      api.hubSectorTicketTypes,
      { params: { eventId, sectorId }, body: { ticketTypeIds: [] } },
      ownerToken,
    );
    expect(unassign.statusCode).toBe(409);
    expect(unassign.json()).toMatchObject({ errorText: 'ERROR_TICKET_TYPE_IN_USE' });
    // A ticket type that already sold without seats cannot start selling by seat.
    const withSales = await write(
      t,
      api.hubSectorTicketTypes,
      {
        params: { eventId, sectorId },
        body: { ticketTypeIds: [ticketTypeId, demoTicketTypes.festivalWeekend] },
      },
      ownerToken,
    );
    expect(withSales.statusCode).toBe(409);

    const removed = await write(
      t,
      api.hubSeatsDelete,
      { params: { eventId, sectorId }, body: { seatIds: [free.seatId] } },
      ownerToken,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    const after = api.hubSeatsDelete.response.parse(removed.json()).sector;
    expect(after.capacity).toBe(sector.capacity - 1);
    expect(after.seats.some((seat) => seat.seatId === locked.seatId)).toBe(true);
  });

  it('keeps a sold seat (a paid free ticket) as it is: no removal, no other category', async () => {
    const free = await callEndpoint(
      t,
      hubTicketTypeEndpoints.hubTicketTypeCreate,
      { params: { eventId }, body: { ...typeBody, name: { cs: 'Čestné místo' }, price: 0 } },
      ownerToken,
    );
    expect(free.statusCode, free.body).toBe(200);
    const freeTypeId = hubTicketTypeEndpoints.hubTicketTypeCreate.response.parse(free.json()).ticketType
      .ticketTypeId;
    const made = await write(
      t,
      api.hubSeatBlockCreate,
      {
        params: { eventId, sectorId },
        body: block({
          ticketTypeId: freeTypeId,
          firstRow: 'K',
          rows: 1,
          seatsPerRow: 2,
          aislesAfter: [],
          row: 8,
        }),
      },
      ownerToken,
    );
    expect(made.statusCode, made.body).toBe(200);
    const sector = api.hubSeatBlockCreate.response.parse(made.json()).sector;
    expect([...sector.ticketTypeIds].sort()).toEqual([ticketTypeId, freeTypeId].sort());
    const seat = sector.seats.find((candidate) => candidate.rowLabel === 'K' && candidate.seatNumber === 1)!;

    const ordered = await callEndpoint(t, orderEndpoints.orderCreateV2, {
      body: {
        eventId,
        seatIds: [seat.seatId],
        email: 'jana.novakova@example.cz',
        name: 'Jana Nováková',
        paymentMethodId: paymentMethod.ids.paymentCard,
      },
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(orderEndpoints.orderCreateV2.response.parse(ordered.json()).order.status).toBe('paid');

    const removeSold = await write(
      t,
      api.hubSeatsDelete,
      { params: { eventId, sectorId }, body: { seatIds: [seat.seatId] } },
      ownerToken,
    );
    expect(removeSold.statusCode).toBe(409);
    expect(removeSold.json()).toMatchObject({ errorText: 'ERROR_SEAT_LOCKED', seats: ['K/1'] });
    const reprice = await write(
      t,
      api.hubSeatsCategory,
      { params: { eventId, sectorId }, body: { seatIds: [seat.seatId], ticketTypeId } },
      ownerToken,
    );
    expect(reprice.statusCode).toBe(409);
    const plan = api.hubSeatPlan.response.parse(
      (await callEndpoint(t, api.hubSeatPlan, { params: { eventId } }, ownerToken)).json(),
    );
    const after = plan.sectors.find((candidate) => candidate.sectorId === sectorId)!;
    expect(after.sold).toBe(1);
    expect(after.seats.find((candidate) => candidate.seatId === seat.seatId)).toMatchObject({
      rowLabel: 'K',
      seatNumber: 1,
      ticketTypeId: freeTypeId,
      locked: true,
    });
  });

  it('removes an empty sector and gives its ticket types back', async () => {
    const created = await write(
      t,
      api.hubSectorCreate,
      { params: { eventId }, body: { name: { cs: 'Balkon' } } },
      ownerToken,
    );
    const empty = api.hubSectorCreate.response.parse(created.json()).sector;
    expect(empty).toMatchObject({ capacity: 0, seats: [], ticketTypeIds: [], mapWidth: null });
    const renamed = await write(
      t,
      api.hubSectorUpdate,
      { params: { eventId, sectorId: empty.sectorId }, body: { name: { cs: 'Horní balkon' } } },
      ownerToken,
    );
    expect(api.hubSectorUpdate.response.parse(renamed.json()).sector.namePub).toBe('Horní balkon');
    const deleted = await write(
      t,
      api.hubSectorDelete,
      { params: { eventId, sectorId: empty.sectorId } },
      ownerToken,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    const missing = await write(
      t,
      api.hubSectorUpdate,
      { params: { eventId, sectorId: empty.sectorId }, body: { name: { cs: 'X' } } },
      ownerToken,
    );
    expect(missing.statusCode).toBe(404);
  });

  it('refuses door and bar members and other organizers; the rules name the field', async () => {
    for (const role of ['door', 'bar', 'boxOffice'] as const) {
      const member = await org.member(ownerToken, organizerId, role, [eventId]);
      expect((await callEndpoint(t, api.hubSeatPlan, { params: { eventId } }, member.token)).statusCode).toBe(
        403,
      );
      const create = await callEndpoint(
        t,
        api.hubSectorCreate,
        { params: { eventId }, body: { name: { cs: 'Zakázaný' } } },
        member.token,
      );
      expect(create.statusCode).toBe(403);
    }
    const foreign = await callEndpoint(
      t,
      api.hubSeatPlan,
      { params: { eventId: demoEvents.theatre.id } },
      ownerToken,
    );
    expect(foreign.statusCode).toBe(403);
    const invalid = await callEndpoint(
      t,
      api.hubSeatBlockCreate,
      { params: { eventId, sectorId }, body: block({ firstRow: 'Y', rows: 3 }) },
      ownerToken,
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('rows');
  });

  it('keeps an audit row for every seat-plan write', async () => {
    const entries = await auditEntriesOf(t, ownerToken, organizerId, api);
    expect(entries.map((entry) => entry.action).sort()).toEqual([...writes].sort());
  });
});
