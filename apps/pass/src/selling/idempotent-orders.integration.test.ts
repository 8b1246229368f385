// Idempotency-Key on order creation: one order per key and caller even when retries race on two pass processes,
// and a key reused with another body or by another buyer never answers with someone else's order.
import { orderEndpoints } from '@repo/contract/orders';
import { currency, paymentMethod } from '@repo/enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { orders, reservationItems, reservations, ticketTypes } from '../db/schema';
import { demoEvents } from '../db/seed/demo-ids';
import { seedDemoWorld } from '../db/seed/seed';
import { accountClient } from '../test/account-helpers';
import { startServicesOn } from '../test/service-process';
import type { ServiceProcess } from '../test/service-process';
import { createTestDatabase, startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp, TestDatabase } from '../test/test-app';

const festival = demoEvents.festival.id;
const V2 = '/pass/order/order-create-v2';
const FROM_HOLD = '/pass/order/order-create';
const HOLD = '/pass/reservation/reservation-crowd';
const buyer = { email: 'jana.novakova@example.cz', name: 'Jana Nováková' };
const card = paymentMethod.ids.paymentCard;

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** A fresh on-sale ticket type of the festival, so the counters show exactly what these calls held. */
async function freshTicketType(db: Db): Promise<string> {
  const [row] = await db
    .insert(ticketTypes)
    .values({
      eventId: festival,
      name: { cs: 'Opakování', en: 'Retry' },
      price: 50_000,
      currencyId: currency.ids.czk,
      capacity: 100,
      maxPerOrder: 4,
    })
    .returning({ id: ticketTypes.id });
  if (!row) throw new Error('ticket type insert returned nothing');
  return row.id;
}

/** Held units, the holds that contain the type (by status) and the orders made from them. */
async function footprint(db: Db, ticketTypeId: string) {
  const [type] = await db.select().from(ticketTypes).where(eq(ticketTypes.id, ticketTypeId));
  const holds = await db
    .selectDistinct({ id: reservations.id, status: reservations.status })
    .from(reservations)
    .innerJoin(reservationItems, eq(reservationItems.reservationId, reservations.id))
    .where(eq(reservationItems.ticketTypeId, ticketTypeId));
  const made = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(reservationItems, eq(reservationItems.reservationId, orders.reservationId))
    .where(eq(reservationItems.ticketTypeId, ticketTypeId));
  return {
    held: type?.held ?? 0,
    activeHolds: holds.filter((hold) => hold.status === 'active').length,
    holds: holds.length,
    orders: made.length,
  };
}

const v2Body = (ticketTypeId: string, extra: Record<string, unknown> = {}) => ({
  eventId: festival,
  tickets: [{ ticketTypeId, quantity: 2 }],
  ...buyer,
  paymentMethodId: card,
  ...extra,
});

const orderIdOf = (answer: Answer) => (answer.body.order as { orderId?: string } | undefined)?.orderId;

/** Six identical v2 retries: all answer one order, and one hold of two tickets stands behind it. */
async function expectOneV2Order(db: Db, ticketTypeId: string, answers: Answer[]) {
  for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(new Set(answers.map(orderIdOf)).size).toBe(1);
  expect(await footprint(db, ticketTypeId)).toEqual({ held: 2, activeHolds: 0, holds: 1, orders: 1 });
}

/** Six identical order-create retries of one hold: all answer the same order. */
function expectOneOrderFromHold(answers: Answer[]) {
  for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(new Set(answers.map(orderIdOf)).size).toBe(1);
}

describe.each(testDatabaseKinds)('idempotent order creation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const post = async (url: string, payload: unknown, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'POST', url, payload: payload as never, headers });
    return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
  };
  const holdOf = async (ticketTypeId: string) => {
    const answer = await post(HOLD, { eventId: festival, tickets: [{ ticketTypeId, quantity: 2 }] });
    expect(answer.status).toBe(200);
    return (answer.body.reservation as { reservationId: string }).reservationId;
  };

  it('six concurrent order-create-v2 calls with one key make one order and take one hold', async () => {
    const ticketTypeId = await freshTicketType(t.database.db);
    const headers = { 'idempotency-key': `v2-race-${kind}` };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post(V2, v2Body(ticketTypeId), headers)),
    );
    await expectOneV2Order(t.database.db, ticketTypeId, answers);
  });

  it('six concurrent order-create calls with one key all answer the same order', async () => {
    const reservationId = await holdOf(await freshTicketType(t.database.db));
    const body = { reservationId, ...buyer, paymentMethodId: card };
    const headers = { 'idempotency-key': `hold-race-${kind}` };
    expectOneOrderFromHold(
      await Promise.all(Array.from({ length: 6 }, () => post(FROM_HOLD, body, headers))),
    );
  });

  it('refuses a key reused with another body (422), without an order or a hold', async () => {
    const ticketTypeId = await freshTicketType(t.database.db);
    const headers = { 'idempotency-key': `reused-${kind}` };
    const first = await post(V2, v2Body(ticketTypeId), headers);
    expect(first.status).toBe(200);
    const other = await post(V2, v2Body(ticketTypeId, { email: 'petr@example.cz', name: 'Petr' }), headers);
    expect(other.status).toBe(422);
    expect(other.body.errorText).toBe('ERROR_IDEMPOTENCY_KEY_REUSED');
    expect(other.body.message).toMatch(/different request/i);
    expect(JSON.stringify(other.body)).not.toContain(buyer.email);
    expect(await footprint(t.database.db, ticketTypeId)).toMatchObject({ held: 2, holds: 1, orders: 1 });

    // The same body with its fields in another order is the same request.
    const { paymentMethodId, email, name, tickets, eventId } = v2Body(ticketTypeId);
    const again = await post(V2, { paymentMethodId, tickets, name, email, eventId }, headers);
    expect(orderIdOf(again)).toBe(orderIdOf(first));

    // From a hold: another payment method under the key of the first create.
    const reservationId = await holdOf(ticketTypeId);
    const fromHold = { 'idempotency-key': `reused-hold-${kind}` };
    expect((await post(FROM_HOLD, { reservationId, ...buyer, paymentMethodId: card }, fromHold)).status).toBe(
      200,
    );
    const changed = await post(
      FROM_HOLD,
      { reservationId, ...buyer, paymentMethodId: paymentMethod.ids.bankTransfer },
      fromHold,
    );
    expect(changed.status).toBe(422);
    expect(changed.body.errorText).toBe('ERROR_IDEMPOTENCY_KEY_REUSED');
  });

  it('scopes keys to the caller: the account, or the hold of an anonymous buyer', async () => {
    const ticketTypeId = await freshTicketType(t.database.db);
    const key = `shared-${kind}`;
    // Two anonymous buyers with their own holds and the same key get their own orders.
    const jana = await holdOf(ticketTypeId);
    const petr = await holdOf(ticketTypeId);
    const janaOrder = await post(
      FROM_HOLD,
      { reservationId: jana, ...buyer, paymentMethodId: card },
      {
        'idempotency-key': key,
      },
    );
    const petrBuyer = { email: 'petr@example.cz', name: 'Petr Svoboda' };
    const petrOrder = await post(
      FROM_HOLD,
      { reservationId: petr, ...petrBuyer, paymentMethodId: card },
      {
        'idempotency-key': key,
      },
    );
    expect(petrOrder.status, JSON.stringify(petrOrder.body)).toBe(200);
    expect(orderIdOf(petrOrder)).not.toBe(orderIdOf(janaOrder));
    expect(petrOrder.body.order).toMatchObject({ email: petrBuyer.email });

    // Two accounts sending the same key and body get one order each; each retry finds its own.
    const accounts = accountClient(t);
    const alice = await accounts.register(`alice-${kind}@example.cz`);
    const bob = await accounts.register(`bob-${kind}@example.cz`);
    const as = (token: string) => ({ 'idempotency-key': key, authorization: `Bearer ${token}` });
    const aliceOrder = await post(V2, v2Body(ticketTypeId), as(alice.token));
    const bobOrder = await post(V2, v2Body(ticketTypeId), as(bob.token));
    expect(bobOrder.status, JSON.stringify(bobOrder.body)).toBe(200);
    expect(orderIdOf(bobOrder)).not.toBe(orderIdOf(aliceOrder));
    expect(orderIdOf(await post(V2, v2Body(ticketTypeId), as(alice.token)))).toBe(orderIdOf(aliceOrder));
    // Without a token the same key and body are an anonymous buyer's, not Alice's order.
    const anonymous = await post(V2, v2Body(ticketTypeId), { 'idempotency-key': key });
    expect(anonymous.status).toBe(200);
    expect(orderIdOf(anonymous)).not.toBe(orderIdOf(aliceOrder));
  });

  it('keeps no key for a create that failed, so a corrected retry goes through', async () => {
    const ticketTypeId = await freshTicketType(t.database.db);
    const headers = { 'idempotency-key': `failed-first-${kind}` };
    const bad = await post(V2, v2Body(ticketTypeId, { billing: { countryId: 1, vatId: 'CZ12' } }), headers);
    expect(bad.status).toBe(400);
    const good = await post(V2, v2Body(ticketTypeId), headers);
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(orderIdOf(await post(V2, v2Body(ticketTypeId), headers))).toBe(orderIdOf(good));
    expect(await footprint(t.database.db, ticketTypeId)).toMatchObject({
      held: 2,
      activeHolds: 0,
      orders: 1,
    });
    expect(orderEndpoints.orderCreateV2.response.safeParse(good.body).success).toBe(true);
  });
});

describe('idempotent retries on two pass processes against one PostgreSQL', () => {
  const hasPostgres = testDatabaseKinds.includes('postgres');
  let database: TestDatabase | undefined;
  let services: ServiceProcess[] = [];

  beforeAll(async () => {
    if (!hasPostgres) return;
    database = await createTestDatabase('postgres');
    await seedDemoWorld(database.db);
    services = await startServicesOn(database, 2);
  });
  afterAll(async () => {
    await Promise.all(services.map((service) => service.stop()));
    await database?.dispose();
  });

  /** Six identical calls, alternating between the two processes. */
  const race = (path: string, body: unknown, key: string) =>
    Promise.all(
      Array.from({ length: 6 }, async (_, index): Promise<Answer> => {
        const service = services[index % services.length];
        if (!service) throw new Error('no service');
        const response = await fetch(service.base + path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify(body),
        });
        return { status: response.status, body: (await response.json()) as Record<string, unknown> };
      }),
    );

  it.skipIf(!hasPostgres)(
    'order-create-v2 retries racing on both processes make one order and one hold',
    async () => {
      if (!database) throw new Error('no database');
      const ticketTypeId = await freshTicketType(database.db);
      await expectOneV2Order(
        database.db,
        ticketTypeId,
        await race(V2, v2Body(ticketTypeId), 'two-processes-v2'),
      );
      for (const service of services) expect(service.stderr()).not.toMatch(/error/i);
    },
  );

  it.skipIf(!hasPostgres)(
    'order-create retries racing on both processes all answer the same order',
    async () => {
      if (!database) throw new Error('no database');
      const ticketTypeId = await freshTicketType(database.db);
      const service = services[0];
      if (!service) throw new Error('no service');
      const hold = await fetch(service.base + HOLD, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ eventId: festival, tickets: [{ ticketTypeId, quantity: 2 }] }),
      });
      const { reservation } = (await hold.json()) as { reservation: { reservationId: string } };
      const body = { reservationId: reservation.reservationId, ...buyer, paymentMethodId: card };
      expectOneOrderFromHold(await race(FROM_HOLD, body, 'two-processes-hold'));
      expect(await footprint(database.db, ticketTypeId)).toEqual({
        held: 2,
        activeHolds: 0,
        holds: 1,
        orders: 1,
      });
      for (const service of services) expect(service.stderr()).not.toMatch(/error/i);
    },
  );
});
