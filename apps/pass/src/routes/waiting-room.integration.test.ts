// The waiting room end to end through the API: owners and managers set it, a visitor queues and is admitted,
// and while it is on a hold (or a hold-and-order) without the browser's admission token is refused.
import { accountEndpoints } from '@repo/contract/accounts';
import { reservationEndpoints } from '@repo/contract/reservations';
import { hubWaitingRoomEndpoints, waitingRoomEndpoints } from '@repo/contract/waiting-room';
import { paymentMethod } from '@repo/enums';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount, demoEvents, demoTicketTypes } from '../db/seed/demo-ids';
import { callEndpoint, organizerClient } from '../test/organizer-helpers';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const festival = demoEvents.festival;
const holdBody = {
  eventId: festival.id,
  tickets: [{ ticketTypeId: demoTicketTypes.festivalWeekend, quantity: 1 }],
};

describe.each(testDatabaseKinds)('the waiting room on %s', (kind) => {
  let t: TestApp;
  let ownerToken: string;

  // The demo account owns the festival's organizer in the seed.
  beforeAll(async () => {
    t = await startTestApp(kind);
    const org = organizerClient(t);
    const login = await org.accounts.post('/pass/account/login', {
      email: demoAccount.email,
      password: demoAccount.password,
    });
    ownerToken = accountEndpoints.login.response.parse(login.json()).account.token;
  });
  afterAll(() => t?.close());

  const configure = (body: Record<string, unknown>, token = ownerToken) =>
    callEndpoint(
      t,
      hubWaitingRoomEndpoints.hubWaitingRoomUpdate,
      { params: { eventId: festival.id }, body },
      token,
    );
  const visit = async (browserId: string) => {
    const response = await callEndpoint(t, waitingRoomEndpoints.waitingRoomVisit, {
      params: { eventId: festival.id },
      body: { browserId },
    });
    expect(response.statusCode, response.body).toBe(200);
    return waitingRoomEndpoints.waitingRoomVisit.response.parse(response.json()).visit;
  };
  const hold = (headers: Record<string, string> = {}, url = '/pass/reservation/reservation-crowd') =>
    t.app.inject({ method: 'POST', url, payload: holdBody, headers });

  it('is set by owners and managers only, and read back', async () => {
    const org = organizerClient(t);
    const settings = {
      active: false,
      opensAt: '2026-12-01T09:00:00.000Z',
      admitPerMinute: 120,
      maxShoppers: 500,
    };
    for (const role of ['boxOffice', 'accountant', 'door', 'bar'] as const) {
      const member = await org.member(ownerToken, festival.organizer.id, role);
      expect((await configure(settings, member.token)).statusCode).toBe(403);
    }
    const anonymous = await callEndpoint(t, hubWaitingRoomEndpoints.hubWaitingRoomUpdate, {
      params: { eventId: festival.id },
      body: settings,
    });
    expect(anonymous.statusCode).toBe(401);
    const manager = await org.member(ownerToken, festival.organizer.id, 'manager');
    const saved = await configure(settings, manager.token);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await configure({ ...settings, admitPerMinute: 0 })).statusCode).toBe(400);
    const read = await callEndpoint(
      t,
      hubWaitingRoomEndpoints.hubWaitingRoom,
      { params: { eventId: festival.id } },
      ownerToken,
    );
    expect(hubWaitingRoomEndpoints.hubWaitingRoom.response.parse(read.json()).waitingRoom).toEqual(settings);
  });

  it('lets holds through without a token while off', async () => {
    expect((await visit(randomUUID())).state).toBe('open');
    expect((await hold()).statusCode).toBe(200);
  });

  it('while on: refuses holds without a valid token, queues, admits, and accepts the admitted browser', async () => {
    const opensAt = new Date(Date.now() - 1000).toISOString();
    expect((await configure({ active: true, opensAt, admitPerMinute: 1, maxShoppers: 10 })).statusCode).toBe(
      200,
    );
    const state = await callEndpoint(t, waitingRoomEndpoints.waitingRoomState, {
      params: { eventId: festival.id },
    });
    expect(state.json()).toMatchObject({ active: true, opensAt });
    const refused = await hold();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorText).toBe('ERROR_ADMISSION_REQUIRED');
    const order = await t.app.inject({
      method: 'POST',
      url: '/pass/order/order-create-v2',
      payload: {
        ...holdBody,
        email: 'buyer@example.cz',
        name: 'Alena Horáková',
        paymentMethodId: paymentMethod.ids.paymentCard,
      },
    });
    expect(order.statusCode).toBe(403);

    // One admission at the opening, then one a minute: the first browser is in, the second waits.
    const first = randomUUID();
    const second = randomUUID();
    const admitted = await visit(first);
    expect(admitted.state).toBe('admitted');
    const waiting = await visit(second);
    expect(waiting).toMatchObject({ state: 'waiting', position: 1, admissionToken: null });
    expect(waiting.estimatedWaitSeconds).toBeLessThanOrEqual(60);

    const token = admitted.admissionToken!;
    expect((await hold({ 'x-browser-id': first, 'x-admission-token': token })).statusCode).toBe(200);
    expect(
      (await hold({ 'x-browser-id': first, 'x-admission-token': token }, '/pass/reservation')).statusCode,
    ).toBe(200);
    // The token is bound to the browser, and a forged one is refused.
    expect((await hold({ 'x-browser-id': second, 'x-admission-token': token })).statusCode).toBe(403);
    expect(
      (await hold({ 'x-browser-id': first, 'x-admission-token': `${token.split('.')[0]}.forged` }))
        .statusCode,
    ).toBe(403);
    const parsed = reservationEndpoints.reservationCrowd.response.safeParse(
      (await hold({ 'x-browser-id': first, 'x-admission-token': token })).json(),
    );
    expect(parsed.success).toBe(true);

    // Turned off, the queue is forgotten and holds need no token again.
    expect((await configure({ active: false, opensAt, admitPerMinute: 1, maxShoppers: 10 })).statusCode).toBe(
      200,
    );
    expect((await hold()).statusCode).toBe(200);
  });

  it('answers 404 for an unknown event', async () => {
    const response = await callEndpoint(t, waitingRoomEndpoints.waitingRoomVisit, {
      params: { eventId: randomUUID() },
      body: { browserId: randomUUID() },
    });
    expect(response.statusCode).toBe(404);
  });
});
