// The organiser's ticket types over the API: a quota shared by two types that concurrent holds never oversell,
// edits that leave sold orders at their price, the rules an edit keeps, roles and an audit row per write.
import { hubTicketTypeEndpoints } from '@repo/contract/hub-ticket-types';
import type { TicketTypeBody } from '@repo/contract/hub-ticket-types';
import { orderEndpoints } from '@repo/contract/orders';
import { reservationEndpoints } from '@repo/contract/reservations';
import { ticketV2Endpoints } from '@repo/contract/tickets-v2';
import { paymentMethod } from '@repo/enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../db/schema';
import { demoAccount, demoEvents, demoOrganizers, demoTicketTypes } from '../db/seed/demo-ids';
import { auditEntriesOf, demoOwnerToken, recordingWrites } from '../test/catalogue-helpers';
import { callEndpoint, organizerClient } from '../test/organizer-helpers';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const organizerId = demoOrganizers.festival.id;
const eventId = demoEvents.festival.id;
const api = hubTicketTypeEndpoints;

const typeBody = (overrides: Partial<TicketTypeBody> = {}): TicketTypeBody => ({
  name: { cs: 'Early bird', en: 'Early bird' },
  groupId: null,
  quotaId: null,
  price: 99000,
  vatRateBasisPoints: null,
  capacity: null,
  minPerOrder: 1,
  maxPerOrder: 10,
  saleStartsAt: null,
  saleEndsAt: null,
  visible: true,
  accessCodeOnly: false,
  items: [{ kind: 'eventEntry', quantity: 1, chipCreditMin: null, chipCreditMax: null }],
  ...overrides,
});

describe.each(testDatabaseKinds)('organizer ticket types on %s', (kind) => {
  let t: TestApp;
  let ownerToken: string;
  let org: ReturnType<typeof organizerClient>;
  const { writes, write } = recordingWrites();

  async function createType(overrides: Partial<TicketTypeBody> = {}) {
    const created = await write(
      t,
      api.hubTicketTypeCreate,
      { params: { eventId }, body: typeBody(overrides) },
      ownerToken,
    );
    expect(created.statusCode, created.body).toBe(200);
    return api.hubTicketTypeCreate.response.parse(created.json()).ticketType;
  }

  async function createQuota(name: string, capacity: number) {
    const created = await write(
      t,
      api.hubQuotaCreate,
      { params: { eventId }, body: { name, capacity } },
      ownerToken,
    );
    expect(created.statusCode, created.body).toBe(200);
    return api.hubQuotaCreate.response.parse(created.json()).quota;
  }

  async function catalogue() {
    const answer = await callEndpoint(t, api.hubTicketTypes, { params: { eventId } }, ownerToken);
    expect(answer.statusCode, answer.body).toBe(200);
    return api.hubTicketTypes.response.parse(answer.json());
  }

  const hold = (ticketTypeId: string, quantity = 1) =>
    callEndpoint(t, reservationEndpoints.reservationCreate, {
      body: { eventId, tickets: [{ ticketTypeId, quantity }] },
    });

  async function paidOrder(ticketTypeId: string) {
    const held = await hold(ticketTypeId);
    expect(held.statusCode, held.body).toBe(200);
    const { reservation } = reservationEndpoints.reservationCreate.response.parse(held.json());
    const created = await callEndpoint(t, orderEndpoints.orderCreate, {
      body: {
        reservationId: reservation.reservationId,
        email: 'jana.novakova@example.cz',
        name: 'Jana Nováková',
        paymentMethodId: paymentMethod.ids.paymentCard,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { order, payment } = orderEndpoints.orderCreate.response.parse(created.json());
    const paid = await t.app.inject({ method: 'POST', url: `/pass/payment/demo/${payment.paymentId}/pay` });
    expect(paid.statusCode).toBe(303);
    return order;
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    org = organizerClient(t);
    ownerToken = await demoOwnerToken(t);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('lists the seeded ticket types in display order with the event, its default VAT and availability', async () => {
    const list = await catalogue();
    expect(list.event).toMatchObject({ eventId, organizerId, published: true });
    expect(list.event.defaultVatRates).toEqual({ entry: 1200, parking: 2100, nfcChip: 0, product: 2100 });
    const ids = list.ticketTypes.map((type) => type.ticketTypeId);
    expect(ids).toContain(demoTicketTypes.festivalWeekend);
    const orders = list.ticketTypes.map((type) => type.displayOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const weekend = list.ticketTypes.find((type) => type.ticketTypeId === demoTicketTypes.festivalWeekend);
    expect(weekend?.effectiveVatRateBasisPoints).toBe(1200);
  });

  it('sells two types from one shared quota: concurrent holds on both never take more than the pool', async () => {
    const pool = await createQuota('Main pool', 3);
    const early = await createType({ name: { cs: 'Včasná' }, quotaId: pool.quotaId, price: 59000 });
    const regular = await createType({ name: { cs: 'Běžná' }, quotaId: pool.quotaId, price: 79000 });
    expect(early.available).toBe(3);

    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        hold(index % 2 === 0 ? early.ticketTypeId : regular.ticketTypeId),
      ),
    );
    const statuses = attempts.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    const refused = attempts.find((answer) => answer.statusCode === 409);
    expect(refused?.json()).toMatchObject({
      errorText: 'ERROR_SOLD_OUT',
      quotaId: pool.quotaId,
      available: 0,
    });

    const list = await catalogue();
    expect(list.quotas.find((quota) => quota.quotaId === pool.quotaId)).toMatchObject({
      capacity: 3,
      held: 3,
      available: 0,
    });
    for (const id of [early.ticketTypeId, regular.ticketTypeId]) {
      expect(list.ticketTypes.find((type) => type.ticketTypeId === id)?.available).toBe(0);
    }
    // The storefront's availability is the same function: it shows both sold out.
    const shop = await callEndpoint(t, ticketV2Endpoints.eventTicketTypesV2, { params: { eventId } });
    expect(shop.statusCode).toBe(200);
    const shown = ticketV2Endpoints.eventTicketTypesV2.response.parse(shop.json()).ticketTypes;
    for (const id of [early.ticketTypeId, regular.ticketTypeId]) {
      expect(shown.find((type) => type.ticketTypeId === id)).toMatchObject({
        available: 0,
        saleState: 'sold_out',
      });
    }

    // A larger pool lets the next hold in; the pool cannot shrink below what is held.
    const shrink = await write(
      t,
      api.hubQuotaUpdate,
      { params: { eventId, quotaId: pool.quotaId }, body: { name: 'Main pool', capacity: 2 } },
      ownerToken,
    );
    expect(shrink.statusCode).toBe(409);
    expect(shrink.json()).toMatchObject({ errorText: 'ERROR_BELOW_SOLD', field: 'capacity', taken: 3 });
    const grow = await write(
      t,
      api.hubQuotaUpdate,
      { params: { eventId, quotaId: pool.quotaId }, body: { name: 'Main pool', capacity: 4 } },
      ownerToken,
    );
    expect(grow.statusCode, grow.body).toBe(200);
    expect((await hold(regular.ticketTypeId)).statusCode).toBe(200);
    expect((await hold(early.ticketTypeId)).statusCode).toBe(409);

    // A type with tickets held stays in its pool. (The regular type surely holds one: it took the fourth place;
    // which type won the concurrent holds above is up to the scheduler.)
    const move = await write(
      t,
      api.hubTicketTypeUpdate,
      { params: { eventId, ticketTypeId: regular.ticketTypeId }, body: typeBody({ quotaId: null }) },
      ownerToken,
    );
    expect(move.statusCode).toBe(409);
    expect(move.json()).toMatchObject({ errorText: 'ERROR_TICKET_TYPE_HAS_SALES', field: 'quotaId' });
  });

  it('applies a new price to new sales only: a paid order keeps the price it was sold at', async () => {
    const type = await createType({ name: { cs: 'Sobota' }, price: 50000, capacity: 10 });
    const before = await paidOrder(type.ticketTypeId);
    const edited = await write(
      t,
      api.hubTicketTypeUpdate,
      {
        params: { eventId, ticketTypeId: type.ticketTypeId },
        body: typeBody({ name: { cs: 'Sobota' }, price: 65000, capacity: 10, vatRateBasisPoints: 2100 }),
      },
      ownerToken,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(api.hubTicketTypeUpdate.response.parse(edited.json()).ticketType).toMatchObject({
      price: 65000,
      sold: 1,
      vatRateBasisPoints: 2100,
      effectiveVatRateBasisPoints: 2100,
    });
    const after = await paidOrder(type.ticketTypeId);
    const priceOf = async (orderId: string) =>
      (await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)))[0];
    expect(await priceOf(before.orderId)).toMatchObject({ unitPrice: 50000, vatRateBasisPoints: 1200 });
    expect(await priceOf(after.orderId)).toMatchObject({ unitPrice: 65000, vatRateBasisPoints: 2100 });

    const below = await write(
      t,
      api.hubTicketTypeUpdate,
      { params: { eventId, ticketTypeId: type.ticketTypeId }, body: typeBody({ capacity: 1 }) },
      ownerToken,
    );
    expect(below.statusCode).toBe(409);
    expect(below.json()).toMatchObject({ errorText: 'ERROR_BELOW_SOLD', field: 'capacity', taken: 2 });
  });

  it('keeps groups, included items, hiding and the display order', async () => {
    const group = await write(
      t,
      api.hubTicketGroupCreate,
      { params: { eventId }, body: { name: { cs: 'Permanentky', en: 'Passes', sk: '' } } },
      ownerToken,
    );
    expect(group.statusCode, group.body).toBe(200);
    const { groupId, name } = api.hubTicketGroupCreate.response.parse(group.json()).group;
    expect(name).toEqual({ cs: 'Permanentky', en: 'Passes' });
    const type = await createType({
      groupId,
      visible: false,
      accessCodeOnly: true,
      items: [
        { kind: 'eventEntry', quantity: 1, chipCreditMin: null, chipCreditMax: null },
        { kind: 'parking', quantity: 1, chipCreditMin: 500, chipCreditMax: null },
        { kind: 'nfcChip', quantity: 1, chipCreditMin: 20000, chipCreditMax: 500000 },
      ],
    });
    expect(type).toMatchObject({ groupId, visible: false, accessCodeOnly: true });
    expect(type.items).toEqual([
      { kind: 'eventEntry', quantity: 1, chipCreditMin: null, chipCreditMax: null },
      { kind: 'parking', quantity: 1, chipCreditMin: null, chipCreditMax: null },
      { kind: 'nfcChip', quantity: 1, chipCreditMin: 20000, chipCreditMax: 500000 },
    ]);
    // Hidden: the storefront cannot hold it.
    expect((await hold(type.ticketTypeId)).statusCode).toBe(404);

    const ids = (await catalogue()).ticketTypes.map((row) => row.ticketTypeId);
    const reversed = [...ids].reverse();
    const ordered = await write(
      t,
      api.hubTicketTypeOrder,
      { params: { eventId }, body: { ticketTypeIds: reversed } },
      ownerToken,
    );
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect((await catalogue()).ticketTypes.map((row) => row.ticketTypeId)).toEqual(reversed);
    const partial = await write(
      t,
      api.hubTicketTypeOrder,
      { params: { eventId }, body: { ticketTypeIds: reversed.slice(1) } },
      ownerToken,
    );
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toMatchObject({ errorText: 'ERROR_INVALID_INPUT', field: 'ticketTypeIds' });
  });

  it("refuses what the contract's rules refuse, naming the field, and foreign groups and quotas", async () => {
    const bad = await write(
      t,
      api.hubTicketTypeCreate,
      { params: { eventId }, body: typeBody({ minPerOrder: 5, maxPerOrder: 2 }) },
      ownerToken,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('maxPerOrder');
    const otherQuota = await callEndpoint(
      t,
      api.hubQuotaCreate,
      { params: { eventId: demoEvents.tourPrague.id }, body: { name: 'Prague', capacity: 5 } },
      ownerToken,
    );
    writes.push(api.hubQuotaCreate.id);
    const foreign = await write(
      t,
      api.hubTicketTypeCreate,
      { params: { eventId }, body: typeBody({ quotaId: otherQuota.json().quota.quotaId }) },
      ownerToken,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ errorText: 'ERROR_QUOTA_NOT_FOUND', field: 'quotaId' });
  });

  it('lets owners and managers edit, not box office or accountants, nor another organizer', async () => {
    const manager = await org.member(ownerToken, organizerId, 'manager');
    const created = await write(
      t,
      api.hubTicketTypeCreate,
      { params: { eventId }, body: typeBody() },
      manager.token,
    );
    expect(created.statusCode, created.body).toBe(200);
    for (const role of ['boxOffice', 'accountant', 'door'] as const) {
      const member = await org.member(ownerToken, organizerId, role);
      const refused = await callEndpoint(
        t,
        api.hubTicketTypeCreate,
        { params: { eventId }, body: typeBody() },
        member.token,
      );
      expect(refused.statusCode, role).toBe(403);
      expect(
        (await callEndpoint(t, api.hubTicketTypes, { params: { eventId } }, member.token)).statusCode,
      ).toBe(403);
    }
    const otherEvent = await callEndpoint(
      t,
      api.hubTicketTypes,
      { params: { eventId: demoEvents.theatre.id } },
      ownerToken,
    );
    expect(otherEvent.statusCode).toBe(403);
  });

  it('keeps an audit row for every ticket-type write', async () => {
    const entries = await auditEntriesOf(t, ownerToken, organizerId, api);
    const catalogueActions = entries.map((entry) => entry.action);
    expect(catalogueActions.sort()).toEqual([...writes].sort());
    expect(entries.find((entry) => entry.action === 'hubQuotaCreate')).toMatchObject({
      resourceType: 'quota',
      actorName: demoAccount.email,
    });
  });
});
