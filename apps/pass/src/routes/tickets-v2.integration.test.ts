// The v2 ticket endpoints over HTTP on the demo world: listings, access codes, partners, prices, stats, categories.
import { ticketV2Endpoints } from '@repo/contract/tickets-v2';
import { currency } from '@repo/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoAccessCode,
  demoEvents,
  demoOrganizers,
  demoProducts,
  demoSectors,
  demoTicketTypes,
} from '../db/seed/demo-ids';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const english = { 'x-language-id': '3' };
const unknownId = '00000000-0000-4000-8000-000000000000';
const eventPath = (eventId: string, rest: string) => `/pass/v2/event/id/${eventId}/${rest}`;

describe.each(testDatabaseKinds)('ticket v2 endpoints on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  describe('/pass/v2/ticket', () => {
    it('lists the extra products of an event', async () => {
      const response = await get(`/pass/v2/ticket/extra-products?eventId=${demoEvents.festival.id}`, english);
      expect(response.statusCode).toBe(200);
      const { extraProducts } = ticketV2Endpoints.ticketExtraProductsV2.response.parse(response.json());
      expect(extraProducts).toHaveLength(8);
      expect(extraProducts[0]).toMatchObject({
        ticketProductId: demoProducts.festivalParking,
        name: 'Parking for the whole festival',
        price: 40000,
      });
      expect((await get(`/pass/v2/ticket/extra-products?eventId=${unknownId}`)).statusCode).toBe(404);
      expect((await get('/pass/v2/ticket/extra-products')).statusCode).toBe(400);
    });

    it('lists the ticket-type groups that hold public types, in display order', async () => {
      const response = await get(`/pass/v2/ticket/groups?eventId=${demoEvents.festival.id}`, english);
      expect(response.statusCode).toBe(200);
      const { ticketTypeGroups } = ticketV2Endpoints.ticketTypeGroupsV2.response.parse(response.json());
      expect(ticketTypeGroups.map((group) => [group.namePub, group.displayOrder])).toEqual([
        ['Full festival passes', 0],
        ['Day tickets', 1],
        ['VIP', 2],
      ]);
      expect(ticketTypeGroups[0]?.descriptionPub).toMatch(/all three festival days/);
      const missing = await get(`/pass/v2/ticket/groups?eventId=${unknownId}`);
      expect(missing.json()).toMatchObject({ errorText: 'ERROR_EVENT_NOT_FOUND' });
      expect((await get('/pass/v2/ticket/groups?eventId=abc')).statusCode).toBe(400);
    });

    it('returns one ticket type by id', async () => {
      const response = await get(`/pass/v2/ticket/type/${demoTicketTypes.theatreStalls}`, english);
      expect(response.statusCode).toBe(200);
      const { ticketType } = ticketV2Endpoints.ticketTypeByIdV2.response.parse(response.json());
      expect(ticketType).toMatchObject({
        namePub: 'Stalls',
        sectorId: demoSectors.theatreStalls,
        eventId: demoEvents.theatre.id,
      });
      const missing = await get(`/pass/v2/ticket/type/${unknownId}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ errorText: 'ERROR_TICKET_TYPE_NOT_FOUND' });
      const malformed = await get('/pass/v2/ticket/type/stalls');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toMatch(/params\.ticketTypeId/);
    });
  });

  describe('ticket-type', () => {
    it('lists the public ticket types of an event with their groups', async () => {
      const response = await get(eventPath(demoEvents.festival.id, 'ticket-type'));
      expect(response.statusCode).toBe(200);
      const body = ticketV2Endpoints.eventTicketTypesV2.response.parse(response.json());
      const ids = body.ticketTypes.map((type) => type.ticketTypeId);
      expect(ids).toHaveLength(8);
      expect(ids).not.toContain(demoTicketTypes.festivalAccessCodeOnly);
      expect(ids.slice(0, 3)).toEqual([
        demoTicketTypes.festivalNearlySoldOut,
        demoTicketTypes.festivalWeekend,
        demoTicketTypes.festivalNotYetOnSale,
      ]);
      expect(body.ticketTypeGroups.map((group) => group.namePub)).toEqual([
        'Vstupenky na celý festival',
        'Jednodenní vstupenky',
        'VIP',
      ]);
    });

    it('answers 404 for an unpublished event and 400 for a malformed id', async () => {
      const secret = await get(eventPath(demoEvents.unpublished.id, 'ticket-type'));
      expect(secret.statusCode).toBe(404);
      expect(secret.json()).toMatchObject({ errorText: 'ERROR_EVENT_NOT_FOUND' });
      expect((await get(eventPath('nope', 'ticket-type'))).statusCode).toBe(400);
    });
  });

  describe('ticket-type/coupon', () => {
    const coupon = (query: string, eventId: string = demoEvents.festival.id) =>
      get(eventPath(eventId, `ticket-type/coupon?${query}`), english);

    it('adds the access-code-only pass to the public ones when the demo code is given', async () => {
      const response = await coupon(`code=${demoAccessCode}`);
      expect(response.statusCode).toBe(200);
      const body = ticketV2Endpoints.eventTicketTypesCouponV2.response.parse(response.json());
      expect(body.acceptedCodes).toEqual([demoAccessCode]);
      expect(body.rejectedCodes).toEqual([]);
      expect(body.ticketTypes).toHaveLength(9);
      const unlocked = body.ticketTypes.filter((type) => type.unlockedByCode);
      expect(unlocked.map((type) => [type.ticketTypeId, type.namePub])).toEqual([
        [demoTicketTypes.festivalAccessCodeOnly, 'Friends of the festival pass'],
      ]);
      // It sits in the passes group, after the child pass (its display order).
      expect(
        body.ticketTypes.map((type) => type.ticketTypeId).indexOf(demoTicketTypes.festivalAccessCodeOnly),
      ).toBe(4);
      expect(unlocked[0]).toMatchObject({ saleState: 'on_sale', price: 99000, maxPerOrder: 2 });
    });

    it('accepts the code in any letter case and in the codes list of a deep link', async () => {
      const response = await coupon(`codes=${demoAccessCode.toLowerCase()},NEPLATNY-KOD`);
      const body = ticketV2Endpoints.eventTicketTypesCouponV2.response.parse(response.json());
      expect(body.acceptedCodes).toEqual([demoAccessCode.toLowerCase()]);
      expect(body.rejectedCodes).toEqual(['NEPLATNY-KOD']);
      expect(body.ticketTypes.some((type) => type.unlockedByCode)).toBe(true);
    });

    it('answers 200 with the public types and the code in rejectedCodes for a wrong code', async () => {
      const response = await coupon('code=NEPLATNY-KOD');
      expect(response.statusCode).toBe(200);
      const body = ticketV2Endpoints.eventTicketTypesCouponV2.response.parse(response.json());
      expect(body.acceptedCodes).toEqual([]);
      expect(body.rejectedCodes).toEqual(['NEPLATNY-KOD']);
      expect(body.ticketTypes).toHaveLength(8);
      expect(body.ticketTypes.some((type) => type.unlockedByCode || type.accessCodeOnly)).toBe(false);
    });

    it('rejects the festival code on another event', async () => {
      const body = ticketV2Endpoints.eventTicketTypesCouponV2.response.parse(
        (await coupon(`code=${demoAccessCode}`, demoEvents.theatre.id)).json(),
      );
      expect(body.rejectedCodes).toEqual([demoAccessCode]);
      expect(body.ticketTypes.map((type) => type.ticketTypeId)).toEqual([
        demoTicketTypes.theatreStalls,
        demoTicketTypes.theatreBalcony,
      ]);
    });

    it('answers 400 without a code and 404 for an unknown event', async () => {
      const missing = await coupon('');
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toMatch(/query\.codes/);
      expect((await coupon('codes=,,')).statusCode).toBe(400);
      const unknown = await coupon(`code=${demoAccessCode}`, unknownId);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ errorText: 'ERROR_EVENT_NOT_FOUND' });
    });
  });

  describe('ticket-type/org-partner', () => {
    const partner = (eventId: string, organizerSlug: string) =>
      get(eventPath(eventId, `ticket-type/org-partner?organizerSlug=${organizerSlug}`), english);

    it('lists the tour tickets the partner store may sell', async () => {
      const response = await partner(demoEvents.tourPrague.id, demoOrganizers.partnerStore.slug);
      expect(response.statusCode).toBe(200);
      const body = ticketV2Endpoints.eventTicketTypesOrgPartnerV2.response.parse(response.json());
      expect(body.ticketTypes.length).toBeGreaterThanOrEqual(1);
      expect(body.ticketTypes[0]?.namePub).toBe('Standing');
      expect(body.ticketTypes.every((type) => type.eventId === demoEvents.tourPrague.id)).toBe(true);
    });

    it('lists nothing on an event the partner does not sell', async () => {
      const body = ticketV2Endpoints.eventTicketTypesOrgPartnerV2.response.parse(
        (await partner(demoEvents.festival.id, demoOrganizers.partnerStore.slug)).json(),
      );
      expect(body).toEqual({ errorText: 'OK', ticketTypes: [], ticketTypeGroups: [] });
    });

    it('answers 404 for an unknown organizer and 400 for a malformed or missing slug', async () => {
      const unknown = await partner(demoEvents.tourPrague.id, 'nikdo-takovy');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ errorText: 'ERROR_ORGANIZER_NOT_FOUND' });
      expect((await partner(demoEvents.tourPrague.id, 'Spatny%20Slug')).statusCode).toBe(400);
      expect((await get(eventPath(demoEvents.tourPrague.id, 'ticket-type/org-partner'))).statusCode).toBe(
        400,
      );
    });
  });

  describe('extra-products', () => {
    it('lists the extra products of an event', async () => {
      const response = await get(eventPath(demoEvents.sport.id, 'extra-products'), english);
      expect(response.statusCode).toBe(200);
      const { extraProducts } = ticketV2Endpoints.eventExtraProductsV2.response.parse(response.json());
      expect(extraProducts.map((product) => [product.name, product.available])).toEqual([
        ['Parking at the stadium', 28],
      ]);
      expect((await get(eventPath(unknownId, 'extra-products'))).statusCode).toBe(404);
      expect((await get(eventPath('1', 'extra-products'))).statusCode).toBe(400);
    });
  });

  describe('ticket/price-range', () => {
    it('spans the public ticket types on sale now', async () => {
      const response = await get(eventPath(demoEvents.festival.id, 'ticket/price-range'));
      expect(response.statusCode).toBe(200);
      expect(ticketV2Endpoints.eventTicketPriceRangeV2.response.parse(response.json())).toEqual({
        errorText: 'OK',
        currencyId: currency.ids.czk,
        // The child pass and the Sunday ticket; the final release (not yet on sale) and the code-only pass
        // do not count.
        min: 69000,
        max: 499000,
      });
    });

    it('leaves out a sold-out type', async () => {
      const body = ticketV2Endpoints.eventTicketPriceRangeV2.response.parse(
        (await get(eventPath(demoEvents.sport.id, 'ticket/price-range'))).json(),
      );
      expect(body).toMatchObject({ min: 6000, max: 12000 });
    });

    it('answers 404 for an unknown event and 400 for a malformed id', async () => {
      expect((await get(eventPath(unknownId, 'ticket/price-range'))).statusCode).toBe(404);
      expect((await get(eventPath('x', 'ticket/price-range'))).statusCode).toBe(400);
    });
  });

  describe('ticket-type/quick-stats', () => {
    it('gives capacity, sold and available per public type, with totals that add up', async () => {
      const response = await get(eventPath(demoEvents.festival.id, 'ticket-type/quick-stats'), english);
      expect(response.statusCode).toBe(200);
      const body = ticketV2Endpoints.eventTicketTypeQuickStatsV2.response.parse(response.json());
      expect(body.ticketTypes).toHaveLength(8);
      const ids = body.ticketTypes.map((stat) => stat.ticketTypeId);
      expect(ids).not.toContain(demoTicketTypes.festivalAccessCodeOnly);
      expect(body.ticketTypes[0]).toEqual({
        ticketTypeId: demoTicketTypes.festivalNearlySoldOut,
        namePub: '3-day pass – early bird',
        capacity: 200,
        sold: 197,
        available: 3,
        saleState: 'on_sale',
      });
      const sum = (pick: (stat: (typeof body.ticketTypes)[number]) => number | null) =>
        body.ticketTypes.reduce((total, stat) => total + (pick(stat) ?? 0), 0);
      expect(body.totals).toEqual({
        capacity: sum((stat) => stat.capacity),
        sold: sum((stat) => stat.sold),
        available: sum((stat) => stat.available),
      });
      expect(body.totals).toEqual({ capacity: 7250, sold: 2250, available: 5000 });
    });

    it('counts a sold-out type as sold out', async () => {
      const body = ticketV2Endpoints.eventTicketTypeQuickStatsV2.response.parse(
        (await get(eventPath(demoEvents.sport.id, 'ticket-type/quick-stats'))).json(),
      );
      const soldOut = body.ticketTypes.find((stat) => stat.ticketTypeId === demoTicketTypes.sportSoldOut);
      expect(soldOut).toMatchObject({ capacity: 400, sold: 400, available: 0, saleState: 'sold_out' });
    });

    it('answers 404 for an unpublished event and 400 for a malformed id', async () => {
      expect((await get(eventPath(demoEvents.unpublished.id, 'ticket-type/quick-stats'))).statusCode).toBe(
        404,
      );
      expect((await get(eventPath('x', 'ticket-type/quick-stats'))).statusCode).toBe(400);
    });
  });

  describe('reservation/category', () => {
    it('gives each theatre sector its places left and its price category', async () => {
      const response = await get(eventPath(demoEvents.theatre.id, 'reservation/category'), english);
      expect(response.statusCode).toBe(200);
      const { categories } = ticketV2Endpoints.eventReservationCategoriesV2.response.parse(response.json());
      expect(
        categories.map((category) => ({
          sector: category.sector.namePub,
          kind: category.sector.kind,
          capacity: category.sector.capacity,
          available: category.available,
          prices: category.ticketTypes.map((type) => [type.ticketTypeId, type.price, type.available]),
        })),
      ).toEqual([
        {
          sector: 'Stalls',
          kind: 'seated',
          capacity: 96,
          available: 55,
          prices: [[demoTicketTypes.theatreStalls, 59000, 55]],
        },
        {
          sector: 'Balcony',
          kind: 'seated',
          capacity: 30,
          available: 22,
          prices: [[demoTicketTypes.theatreBalcony, 39000, 22]],
        },
      ]);
    });

    it('counts code-only tickets sold into a crowd sector but lists only public price categories', async () => {
      const { categories } = ticketV2Endpoints.eventReservationCategoriesV2.response.parse(
        (await get(eventPath(demoEvents.festival.id, 'reservation/category'))).json(),
      );
      expect(categories).toHaveLength(1);
      const area = categories[0];
      expect(area?.sector).toMatchObject({
        sectorId: demoSectors.festivalArea,
        kind: 'crowd',
        capacity: 8000,
      });
      expect(area?.ticketTypes).toHaveLength(8);
      // 8000 places minus the 2250 public tickets and the 12 friends-of-the-festival passes sold.
      expect(area?.available).toBe(8000 - 2250 - 12);
    });

    it('answers 404 for an unknown event and 400 for a malformed id', async () => {
      expect((await get(eventPath(unknownId, 'reservation/category'))).statusCode).toBe(404);
      expect((await get(eventPath('x', 'reservation/category'))).statusCode).toBe(400);
    });
  });
});
