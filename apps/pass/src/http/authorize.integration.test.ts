// The access check on rules no endpoint uses yet: door and bar members limited to their events, devices bound
// to their event and kind, and organizers resolved through an order.
import { organizerAccess } from '@repo/contract/access';
import { organizerRole } from '@repo/enums/organizer-role';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, devices, organizerMembers, orders } from '../db/schema';
import { demoAccount, demoEvents, demoOrganizers } from '../db/seed/demo-ids';
import { createTestDatabase, testDatabaseKinds } from '../test/test-app';
import type { TestDatabase } from '../test/test-app';
import type { Credential } from './authenticate';
import { authorize } from './authorize';
import { HttpError } from './http-error';

const session = (accountId: string, email: string) =>
  ({
    kind: 'account',
    session: { accountId, email, emailVerified: true, languageId: 1, token: 'x', tokenExpiresAt: new Date() },
  }) as const satisfies Credential;

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
}

describe.each(testDatabaseKinds)('authorize on %s', (kind) => {
  let database: TestDatabase;
  const doorId = '90000000-0000-4000-8000-00000000d001';

  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: true });
    await database.db.insert(accounts).values({ id: doorId, email: 'door@example.cz', languageId: 1 });
    await database.db.insert(organizerMembers).values({
      organizerId: demoOrganizers.festival.id,
      accountId: doorId,
      roleId: organizerRole.ids.door,
      eventIds: [demoEvents.tourPrague.id],
    });
  });

  afterAll(async () => {
    await database?.dispose();
  });

  it('lets a door member work only at the events it is given', async () => {
    const door = organizerAccess('door', 'params.eventId');
    const credential = session(doorId, 'door@example.cz');
    const at = (eventId: string) => authorize(database.db, door, credential, { params: { eventId } });
    expect(await statusOf(at(demoEvents.tourPrague.id))).toBe(200);
    expect(await statusOf(at(demoEvents.festival.id))).toBe(403);
    const principal = await at(demoEvents.tourPrague.id);
    expect(principal).toMatchObject({ kind: 'member', role: 'door', eventIds: [demoEvents.tourPrague.id] });
    // The owner works at every event; an unknown event is 404, another organizer's event 403.
    const owner = session(demoAccount.id, demoAccount.email);
    expect(
      await statusOf(authorize(database.db, door, owner, { params: { eventId: demoEvents.festival.id } })),
    ).toBe(200);
    expect(
      await statusOf(
        authorize(database.db, door, owner, { params: { eventId: '20000000-0000-4000-8000-0000000009ff' } }),
      ),
    ).toBe(404);
    expect(
      await statusOf(authorize(database.db, door, owner, { params: { eventId: demoEvents.theatre.id } })),
    ).toBe(403);
  });

  it('binds a device to its event and kind', async () => {
    const [device] = await database.db
      .insert(devices)
      .values({
        organizerId: demoOrganizers.festival.id,
        eventId: demoEvents.festival.id,
        kind: 'scanner',
        name: 'Gate A',
        number: 1,
      })
      .returning();
    const credential = { kind: 'device', device: device! } as const satisfies Credential;
    const scanner = organizerAccess('door', 'params.eventId', ['scanner']);
    const till = organizerAccess('bar', 'params.eventId', ['till']);
    const at = (access: typeof scanner | typeof till, eventId: string) =>
      authorize(database.db, access, credential, { params: { eventId } });
    expect(await statusOf(at(scanner, demoEvents.festival.id))).toBe(200);
    expect(await statusOf(at(scanner, demoEvents.tourPrague.id))).toBe(403);
    expect(await statusOf(at(till, demoEvents.festival.id))).toBe(403);
  });

  it('resolves the organizer of an order through its event', async () => {
    const [order] = await database.db
      .insert(orders)
      .values({
        eventId: demoEvents.theatre.id,
        statusId: 1,
        email: 'buyer@example.cz',
        name: 'Buyer',
        languageId: 1,
        reqSourceId: 1,
        paymentMethodId: 1,
        currencyId: 1,
        totalAmount: 0,
        expiresAt: new Date(Date.now() + 60_000),
      })
      .returning({ id: orders.id });
    const access = organizerAccess('orders', 'body.orderId');
    const owner = session(demoAccount.id, demoAccount.email);
    // The demo account owns the festival's organizer, not the theatre's that sold this order.
    expect(await statusOf(authorize(database.db, access, owner, { body: { orderId: order!.id } }))).toBe(403);
    const theatreOwnerId = '90000000-0000-4000-8000-00000000d002';
    await database.db
      .insert(accounts)
      .values({ id: theatreOwnerId, email: 'theatre@example.cz', languageId: 1 });
    await database.db.insert(organizerMembers).values({
      organizerId: demoOrganizers.theatre.id,
      accountId: theatreOwnerId,
      roleId: organizerRole.ids.boxOffice,
    });
    const principal = await authorize(database.db, access, session(theatreOwnerId, 'theatre@example.cz'), {
      body: { orderId: order!.id },
    });
    expect(principal).toMatchObject({
      kind: 'member',
      organizerId: demoOrganizers.theatre.id,
      eventId: demoEvents.theatre.id,
    });
    expect(
      await statusOf(
        authorize(database.db, access, owner, { body: { orderId: '30000000-0000-4000-8000-0000000009ff' } }),
      ),
    ).toBe(404);
  });
});
