import { accountEndpoints } from '@repo/contract/accounts';
import { bandFavoriteEndpoints } from '@repo/contract/bands';
import { hubEndpoints } from '@repo/contract/hub';
import { performerFavoriteEndpoints } from '@repo/contract/performers';
import { chipType, currency } from '@repo/enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chips, orders, tickets } from '../db/schema';
import { demoAccount, demoBands, demoEvents, demoOrganizers, demoPerformers } from '../db/seed/demo-ids';
import { accountClient } from '../test/account-helpers';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const festival = demoEvents.festival.id;

describe.each(testDatabaseKinds)('what an account holds, favourites and the hub on %s', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof accountClient>;
  beforeAll(async () => {
    t = await startTestApp(kind, { env: { ACCOUNT_CREATES_PER_IP: '1000' } });
    c = accountClient(t);
  }, 60_000);
  afterAll(() => t.close());

  const orders$ = async (token: string) => {
    const response = await c.get('/pass/account/account-orders', { token });
    expect(response.statusCode, response.body).toBe(200);
    return accountEndpoints.accountOrders.response.parse(response.json()).orders;
  };

  it('an order placed before registering appears once the e-mail is verified, with its tickets, event and chips', async () => {
    const order = await c.paidFestivalOrder('Early.Bird@Example.cz');

    const registered = await c.register('early.bird@example.cz');
    expect(await orders$(registered.token)).toEqual([]);
    const unverifiedTickets = await c.get('/pass/account/account-tickets', { token: registered.token });
    expect(unverifiedTickets.json().tickets).toEqual([]);

    const { text } = await c.lastMailTo('early.bird@example.cz');
    const token = /token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
    expect((await c.post('/pass/account/account-verify-email', { token })).statusCode).toBe(200);

    const visible = await orders$(registered.token);
    expect(visible.map((row) => row.orderId)).toEqual([order.orderId]);
    expect(visible[0]).toMatchObject({ status: 'paid', eventSlug: demoEvents.festival.slug });

    const ticketsResponse = await c.get('/pass/account/account-tickets', { token: registered.token });
    const accountTickets = accountEndpoints.accountTickets.response.parse(ticketsResponse.json()).tickets;
    expect(accountTickets).toHaveLength(2);
    expect(accountTickets[0]).toMatchObject({ orderId: order.orderId, eventId: festival, status: 'valid' });

    const byEvent = await c.get(`/pass/account/account-tickets-by-event?eventId=${festival}`, {
      token: registered.token,
    });
    expect(accountEndpoints.accountTicketsByEvent.response.parse(byEvent.json()).tickets).toHaveLength(2);
    const otherEvent = await c.get(
      `/pass/account/account-tickets-by-event?eventId=${demoEvents.theatre.id}`,
      {
        token: registered.token,
      },
    );
    expect(otherEvent.json().tickets).toEqual([]);

    const eventsResponse = await c.get('/pass/account/account-events', { token: registered.token });
    const accountEvents = accountEndpoints.accountEvents.response.parse(eventsResponse.json()).events;
    expect(accountEvents.map((event) => [event.eventId, event.ticketCount])).toEqual([[festival, 2]]);

    // A chip that came with one of the tickets, and one linked to the account directly.
    const [firstTicket] = await t.database.db
      .select()
      .from(tickets)
      .where(eq(tickets.orderId, order.orderId));
    await t.database.db.insert(chips).values([
      {
        eventId: festival,
        chipUid: 'A1B2C3D4E5',
        chipTypeId: chipType.ids.regular,
        currencyId: currency.ids.czk,
        balance: 25_000,
        ticketId: firstTicket?.id,
      },
      {
        eventId: festival,
        chipUid: 'F1F2F3F4F5',
        chipTypeId: chipType.ids.vip,
        currencyId: currency.ids.czk,
        balance: 0,
        accountId: registered.accountId,
      },
    ]);
    const chipsResponse = await c.get(`/pass/account/account-chips-by-event?eventId=${festival}`, {
      token: registered.token,
    });
    const accountChips = accountEndpoints.accountChipsByEvent.response.parse(chipsResponse.json()).chips;
    expect(accountChips.map((chip) => [chip.chipUid, chip.balance]).sort()).toEqual([
      ['A1B2C3D4E5', 25_000],
      ['F1F2F3F4F5', 0],
    ]);

    // Another account sees none of it, and cannot name it.
    const intruder = await c.verifiedAccount('intruder@example.cz');
    expect(await orders$(intruder.token)).toEqual([]);
    expect((await c.get('/pass/account/account-tickets', { token: intruder.token })).json().tickets).toEqual(
      [],
    );
    expect((await c.get('/pass/account/account-events', { token: intruder.token })).json().events).toEqual(
      [],
    );
    const intruderChips = await c.get(`/pass/account/account-chips-by-event?eventId=${festival}`, {
      token: intruder.token,
    });
    expect(intruderChips.json().chips).toEqual([]);
    const intruderById = await c.get(`/pass/account/account?accountId=${registered.accountId}`, {
      token: intruder.token,
    });
    expect(intruderById.statusCode).toBe(403);
  });

  it('an order placed signed in belongs to the account at once, even before verification', async () => {
    const buyer = await c.register('signed.in@example.cz');
    const order = await c.paidFestivalOrder('someone.else@example.cz', { token: buyer.token });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row?.accountId).toBe(buyer.accountId);
    expect((await orders$(buyer.token)).map((summary) => summary.orderId)).toEqual([order.orderId]);

    // A visitor who registers the buyer e-mail of that order but never verifies it does not get it.
    const squatter = await c.register('someone.else@example.cz');
    expect(await orders$(squatter.token)).toEqual([]);
  });

  it('a bad token on order creation is 401, never silently an anonymous order', async () => {
    const response = await c.post(
      '/pass/order/order-create-v2',
      {
        eventId: festival,
        tickets: [{ ticketTypeId: '40000000-0000-4000-8000-000000000001', quantity: 1 }],
        email: 'x@example.cz',
        name: 'X Y',
        paymentMethodId: 1,
      },
      { token: 'C'.repeat(43) },
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().errorText).toBe('ERROR_UNAUTHORIZED');
  });

  it('favourite bands and performers: add, list, per event, remove; another account cannot touch them', async () => {
    const fan = await c.register('fan@example.cz');
    const other = await c.register('other.fan@example.cz');

    const add = await c.post('/pass/band/favorite', { bandId: demoBands.headliner }, { token: fan.token });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json()).toMatchObject({ bandId: demoBands.headliner, favorite: true });
    expect(
      (await c.post('/pass/band/favorite', { bandId: demoBands.headliner }, { token: fan.token })).statusCode,
    ).toBe(200);
    const missing = await c.post(
      '/pass/band/favorite',
      { bandId: '90000000-0000-4000-8000-000000009999' },
      { token: fan.token },
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorText).toBe('ERROR_BAND_NOT_FOUND');

    const list = bandFavoriteEndpoints.bandFavorites.response.parse(
      (await c.get('/pass/band/favorite', { token: fan.token })).json(),
    );
    expect(list.bands.map((band) => band.bandId)).toEqual([demoBands.headliner]);
    const atFestival = bandFavoriteEndpoints.bandFavoritesByEvent.response.parse(
      (await c.get(`/pass/band/favorite/${festival}`, { token: fan.token })).json(),
    );
    expect(atFestival.bands.map((band) => band.bandId)).toEqual([demoBands.headliner]);
    const atTheatre = await c.get(`/pass/band/favorite/${demoEvents.theatre.id}`, { token: fan.token });
    expect(atTheatre.json().bands).toEqual([]);
    expect(
      (await c.get('/pass/band/favorite/20000000-0000-4000-8000-000000009999', { token: fan.token }))
        .statusCode,
    ).toBe(404);

    // The other account's delete only touches its own (empty) list.
    const foreignDelete = await c.del(`/pass/band/favorite?bandId=${demoBands.headliner}`, {
      token: other.token,
    });
    expect(foreignDelete.statusCode).toBe(200);
    expect((await c.get('/pass/band/favorite', { token: other.token })).json().bands).toEqual([]);
    expect((await c.get('/pass/band/favorite', { token: fan.token })).json().bands).toHaveLength(1);
    expect((await c.get('/pass/band/favorite')).statusCode).toBe(401);

    const removed = await c.del(`/pass/band/favorite?bandId=${demoBands.headliner}`, { token: fan.token });
    expect(removed.json()).toMatchObject({ favorite: false });
    expect((await c.get('/pass/band/favorite', { token: fan.token })).json().bands).toEqual([]);

    // Performers work the same way.
    await c.post('/pass/performer/favorite', { performerId: demoPerformers.singer }, { token: fan.token });
    const performers = performerFavoriteEndpoints.performerFavorites.response.parse(
      (await c.get('/pass/performer/favorite', { token: fan.token })).json(),
    );
    expect(performers.performers.map((performer) => performer.performerId)).toEqual([demoPerformers.singer]);
    const performersAtFestival = await c.get(`/pass/performer/favorite/${festival}`, { token: fan.token });
    expect(performersAtFestival.json().performers.map((p: { performerId: string }) => p.performerId)).toEqual(
      [demoPerformers.singer],
    );
    await c.del(`/pass/performer/favorite?performerId=${demoPerformers.singer}`, { token: other.token });
    expect((await c.get('/pass/performer/favorite', { token: fan.token })).json().performers).toHaveLength(1);
    await c.del(`/pass/performer/favorite?performerId=${demoPerformers.singer}`, { token: fan.token });
    expect((await c.get('/pass/performer/favorite', { token: fan.token })).json().performers).toEqual([]);
  });

  it('the demo account signs in with its documented password and owns the first demo organizer', async () => {
    const login = await c.post('/pass/account/login', {
      email: demoAccount.email,
      password: demoAccount.password,
    });
    expect(login.statusCode, login.body).toBe(200);
    const { token } = accountEndpoints.login.response.parse(login.json()).account;
    const list = hubEndpoints.hubOrganizers.response.parse(
      (await c.get('/pass/hub/organizers', { token })).json(),
    );
    expect(list.organizers.map((organizer) => [organizer.organizerId, organizer.role])).toEqual([
      [demoOrganizers.festival.id, 'owner'],
    ]);

    const before = hubEndpoints.hubOrganizerEvents.response.parse(
      (await c.get(`/pass/hub/organizer/${demoOrganizers.festival.id}/events`, { token })).json(),
    );
    expect(before.events.map((event) => event.eventId)).toContain(festival);
    const soldBefore = before.events.find((event) => event.eventId === festival);
    const order = await c.paidFestivalOrder('hub.buyer@example.cz');
    const after = hubEndpoints.hubOrganizerEvents.response.parse(
      (await c.get(`/pass/hub/organizer/${demoOrganizers.festival.id}/events`, { token })).json(),
    );
    const soldAfter = after.events.find((event) => event.eventId === festival);
    expect((soldAfter?.ticketsSold ?? 0) - (soldBefore?.ticketsSold ?? 0)).toBe(2);
    const czk = (lines: { currencyId: number; amount: number }[] | undefined) =>
      lines?.find((line) => line.currencyId === currency.ids.czk)?.amount ?? 0;
    expect(czk(soldAfter?.revenue) - czk(soldBefore?.revenue)).toBe(order.totalAmount);
    expect(czk(after.revenue) - czk(before.revenue)).toBe(order.totalAmount);
  });

  it('hub: create organizers (slug from the name, 409 when taken), list several, 403 for non-members', async () => {
    const owner = await c.register('organizer@example.cz');
    const create = (payload: unknown, token = owner.token) =>
      c.post('/pass/hub/organizer-create', payload, { token });

    const created = await create({ name: 'Jazz v Zahradě (Brno)!', countryId: 1, currencyId: 1 });
    expect(created.statusCode, created.body).toBe(200);
    const organizer = hubEndpoints.hubOrganizerCreate.response.parse(created.json()).organizer;
    expect(organizer).toMatchObject({ slug: 'jazz-v-zahrade-brno', role: 'owner', roleId: 1, countryId: 1 });

    const taken = await create({ name: 'Jazz v zahradě Brno', countryId: 1, currencyId: 1 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ errorText: 'ERROR_SLUG_TAKEN', slug: 'jazz-v-zahrade-brno' });
    const demoSlug = await create({
      name: 'Copy',
      slug: demoOrganizers.festival.slug,
      countryId: 1,
      currencyId: 1,
    });
    expect(demoSlug.statusCode).toBe(409);
    const second = await create({ name: 'Bratislava Jazz', slug: 'ba-jazz', countryId: 2, currencyId: 2 });
    expect(second.statusCode, second.body).toBe(200);
    expect((await create({ name: 'Bad', countryId: 1, currencyId: 99 })).statusCode).toBe(400);
    expect((await create({ name: '!!!', countryId: 1, currencyId: 1 })).statusCode).toBe(400);
    expect(
      (await c.post('/pass/hub/organizer-create', { name: 'Anon', countryId: 1, currencyId: 1 })).statusCode,
    ).toBe(401);

    const mine = hubEndpoints.hubOrganizers.response.parse(
      (await c.get('/pass/hub/organizers', { token: owner.token })).json(),
    );
    expect(mine.organizers.map((row) => row.slug)).toEqual(['ba-jazz', 'jazz-v-zahrade-brno']);

    const events = await c.get(`/pass/hub/organizer/${organizer.organizerId}/events`, { token: owner.token });
    expect(events.json()).toMatchObject({ events: [], revenue: [], ticketsSold: 0 });

    // Not in the public catalogue until the hub publishes something.
    expect(
      (await c.get(`/pass/organizer/organizer-by-slug?organizerSlug=${organizer.slug}`)).statusCode,
    ).toBe(404);

    const stranger = await c.register('stranger@example.cz');
    const forbidden = await c.get(`/pass/hub/organizer/${organizer.organizerId}/events`, {
      token: stranger.token,
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().errorText).toBe('ERROR_FORBIDDEN');
    const demoOrganizer = await c.get(`/pass/hub/organizer/${demoOrganizers.festival.id}/events`, {
      token: stranger.token,
    });
    expect(demoOrganizer.statusCode).toBe(403);
    expect((await c.get('/pass/hub/organizers', { token: stranger.token })).json().organizers).toEqual([]);
    const unknown = await c.get('/pass/hub/organizer/10000000-0000-4000-8000-000000009999/events', {
      token: stranger.token,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
