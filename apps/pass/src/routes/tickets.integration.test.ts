// The v1 ticket catalogue endpoints over HTTP on the demo world: ticket types, extra products, items, chip limits.
import { ticketEndpoints } from '@repo/contract/tickets';
import { currency, itemType } from '@repo/enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketTypes } from '../db/schema';
import { demoEvents, demoProductItems, demoProducts, demoTicketTypes } from '../db/seed/demo-ids';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const english = { 'x-language-id': '3' };
const unknownId = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabaseKinds)('ticket endpoints on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  describe('ticket-types-by-event', () => {
    const url = (eventId: string) => `/pass/ticket/ticket-types-by-event?eventId=${eventId}`;

    it('lists the public festival ticket types by group, then display order, in English', async () => {
      const response = await get(url(demoEvents.festival.id), english);
      expect(response.statusCode).toBe(200);
      const body = ticketEndpoints.ticketTypesByEvent.response.parse(response.json());
      expect(body.ticketTypes.map((type) => type.namePub)).toEqual([
        '3-day pass – early bird',
        '3-day pass',
        '3-day pass – final release',
        'Child 3-day pass (ages 6–15)',
        'Day ticket – Friday',
        'Day ticket – Saturday',
        'Day ticket – Sunday',
        'VIP festival pass',
      ]);
      expect(body.ticketTypeGroups.map((group) => group.namePub)).toEqual([
        'Full festival passes',
        'Day tickets',
        'VIP',
      ]);
      expect(body.ticketTypes[0]?.ticketTypeGroup?.namePub).toBe('Full festival passes');
      expect(body.ticketTypes.every((type) => type.eventId === demoEvents.festival.id)).toBe(true);
    });

    it('leaves out the access-code-only type and shows sale states and availability', async () => {
      const body = ticketEndpoints.ticketTypesByEvent.response.parse(
        (await get(url(demoEvents.festival.id))).json(),
      );
      const byId = new Map(body.ticketTypes.map((type) => [type.ticketTypeId, type]));
      expect(byId.has(demoTicketTypes.festivalAccessCodeOnly)).toBe(false);

      const nearlySoldOut = byId.get(demoTicketTypes.festivalNearlySoldOut);
      expect(nearlySoldOut?.saleState).toBe('on_sale');
      expect(nearlySoldOut?.available).toBeGreaterThanOrEqual(1);
      expect(nearlySoldOut?.available).toBeLessThanOrEqual(10);
      expect(nearlySoldOut?.namePub).toBe('Třídenní vstupenka – první vlna');

      expect(byId.get(demoTicketTypes.festivalNotYetOnSale)?.saleState).toBe('not_yet_on_sale');

      const weekend = byId.get(demoTicketTypes.festivalWeekend);
      expect(weekend?.price).toBe(189000);
      expect(weekend?.currencyId).toBe(currency.ids.czk);
      expect(weekend?.items.map((item) => item.productItemId)).toEqual([
        demoProductItems.festivalEntry,
        demoProductItems.festivalChip,
      ]);
    });

    it('shows the sold-out main stand of the football derby as sold out', async () => {
      const body = ticketEndpoints.ticketTypesByEvent.response.parse(
        (await get(url(demoEvents.sport.id))).json(),
      );
      const soldOut = body.ticketTypes.find((type) => type.ticketTypeId === demoTicketTypes.sportSoldOut);
      expect(soldOut).toMatchObject({ saleState: 'sold_out', available: 0 });
      expect(body.ticketTypes.some((type) => type.saleState === 'on_sale')).toBe(true);
    });

    it('never lists a ticket type hidden by the organizer', async () => {
      const db = t.database.db;
      const hide = (visible: boolean) =>
        db.update(ticketTypes).set({ visible }).where(eq(ticketTypes.id, demoTicketTypes.festivalVip));
      await hide(false);
      try {
        const body = ticketEndpoints.ticketTypesByEvent.response.parse(
          (await get(url(demoEvents.festival.id))).json(),
        );
        expect(body.ticketTypes.map((type) => type.ticketTypeId)).not.toContain(demoTicketTypes.festivalVip);
        // The VIP group held only that type, so it goes too.
        expect(body.ticketTypeGroups).toHaveLength(2);
        const byId = await get(`/pass/ticket/ticket-types-by-id?ticketTypeId=${demoTicketTypes.festivalVip}`);
        expect(byId.statusCode).toBe(404);
      } finally {
        await hide(true);
      }
    });

    it('answers 404 for an unknown or unpublished event and 400 for a malformed or missing id', async () => {
      for (const eventId of [unknownId, demoEvents.unpublished.id]) {
        const response = await get(url(eventId));
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ errorText: 'ERROR_EVENT_NOT_FOUND' });
      }
      const malformed = await get(url('festival'));
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toMatch(/query\.eventId/);
      expect((await get('/pass/ticket/ticket-types-by-event')).statusCode).toBe(400);
    });
  });

  describe('ticket-types-by-id', () => {
    const url = (ticketTypeId: string) => `/pass/ticket/ticket-types-by-id?ticketTypeId=${ticketTypeId}`;

    it('returns one ticket type with its items, translated', async () => {
      const response = await get(url(demoTicketTypes.festivalVip), english);
      expect(response.statusCode).toBe(200);
      const { ticketType } = ticketEndpoints.ticketTypesById.response.parse(response.json());
      expect(ticketType).toMatchObject({ namePub: 'VIP festival pass', price: 499000, saleState: 'on_sale' });
      expect(ticketType.ticketTypeGroup?.namePub).toBe('VIP');
      expect(ticketType.items.map((item) => item.itemTypeId)).toEqual([
        itemType.ids.eventEntry,
        itemType.ids.parking,
        itemType.ids.vipNfcChip,
        itemType.ids.zone,
      ]);
    });

    it('returns an access-code-only type by its id (flagged as such)', async () => {
      const { ticketType } = ticketEndpoints.ticketTypesById.response.parse(
        (await get(url(demoTicketTypes.festivalAccessCodeOnly))).json(),
      );
      expect(ticketType.accessCodeOnly).toBe(true);
    });

    it('answers 404 for an unknown id or a type of an unpublished event, 400 for a malformed id', async () => {
      const [secret] = await t.database.db
        .select({ id: ticketTypes.id })
        .from(ticketTypes)
        .where(eq(ticketTypes.eventId, demoEvents.unpublished.id));
      expect(secret).toBeDefined();
      for (const id of [unknownId, secret?.id ?? unknownId]) {
        const response = await get(url(id));
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({
          errorText: 'ERROR_TICKET_TYPE_NOT_FOUND',
          type: 'ticket_type_not_found',
        });
      }
      expect((await get(url('42'))).statusCode).toBe(400);
    });
  });

  describe('ticket-types-extra-products', () => {
    const url = (ticketTypeId: string) =>
      `/pass/ticket/ticket-types-extra-products?ticketTypeId=${ticketTypeId}`;

    it('lists the products offered with a pass, in the order the organizer set', async () => {
      const response = await get(url(demoTicketTypes.festivalWeekend), english);
      expect(response.statusCode).toBe(200);
      const { extraProducts } = ticketEndpoints.ticketTypesExtraProducts.response.parse(response.json());
      expect(extraProducts.map((product) => product.name)).toEqual([
        'Parking for the whole festival',
        'Campsite',
        'Festival T-shirt – S',
        'Festival T-shirt – M',
        'Festival T-shirt – L',
        'Festival T-shirt – XL',
        'Cashless chip with credit',
      ]);
      const parking = extraProducts[0];
      expect(parking).toMatchObject({ ticketProductId: demoProducts.festivalParking, available: 180 });
      expect(parking?.items.map((item) => item.itemTypeId)).toEqual([itemType.ids.parking]);
      const chip = extraProducts.find(
        (product) => product.ticketProductId === demoProducts.festivalChipCredit,
      );
      expect(chip?.available).toBeNull();
    });

    it('answers 404 for an unknown ticket type and 400 without one', async () => {
      const response = await get(url(unknownId));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errorText: 'ERROR_TICKET_TYPE_NOT_FOUND' });
      expect((await get('/pass/ticket/ticket-types-extra-products')).statusCode).toBe(400);
    });
  });

  describe('ticket-type-content-item-types', () => {
    const url = (ticketTypeId: string) =>
      `/pass/ticket/ticket-type-content-item-types?ticketTypeId=${ticketTypeId}`;

    it('lists what a pass contains: entry and a chip with its credit limits', async () => {
      const response = await get(url(demoTicketTypes.festivalWeekend), english);
      expect(response.statusCode).toBe(200);
      const { items } = ticketEndpoints.ticketTypeContentItemTypes.response.parse(response.json());
      expect(items).toEqual([
        {
          productItemId: demoProductItems.festivalEntry,
          itemTypeId: itemType.ids.eventEntry,
          namePub: 'Festival entry (Friday–Sunday)',
          quantity: 1,
          chipCreditMin: null,
          chipCreditMax: null,
        },
        {
          productItemId: demoProductItems.festivalChip,
          itemTypeId: itemType.ids.nfcChip,
          namePub: 'Festival chip',
          quantity: 1,
          chipCreditMin: 20_000,
          chipCreditMax: 1_000_000,
        },
      ]);
    });

    it('answers 404 for an unknown ticket type and 400 for a malformed id', async () => {
      expect((await get(url(unknownId))).json()).toMatchObject({ errorText: 'ERROR_TICKET_TYPE_NOT_FOUND' });
      expect((await get(url('x'))).statusCode).toBe(400);
    });
  });

  describe('ticket-product-item-types', () => {
    const url = (ticketProductId: string) =>
      `/pass/ticket/ticket-product-item-types?ticketProductId=${ticketProductId}`;

    it('lists what an extra product contains', async () => {
      const response = await get(url(demoProducts.festivalChipCredit), english);
      expect(response.statusCode).toBe(200);
      const { items } = ticketEndpoints.ticketProductItemTypes.response.parse(response.json());
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        itemTypeId: itemType.ids.nfcChip,
        namePub: 'Cashless chip',
        chipCreditMin: 20_000,
        chipCreditMax: 1_000_000,
      });
    });

    it('answers 404 for an unknown product and 400 for a missing id', async () => {
      const response = await get(url(unknownId));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errorText: 'ERROR_TICKET_PRODUCT_NOT_FOUND' });
      expect((await get('/pass/ticket/ticket-product-item-types')).statusCode).toBe(400);
    });
  });

  describe('chip-credit-limit', () => {
    const url = (productItemId: string) => `/pass/ticket/chip-credit-limit?productItemId=${productItemId}`;

    it('gives the preload limits of the festival chip in the pass currency', async () => {
      const response = await get(url(demoProductItems.festivalChip));
      expect(response.statusCode).toBe(200);
      expect(ticketEndpoints.chipCreditLimit.response.parse(response.json())).toEqual({
        errorText: 'OK',
        productItemId: demoProductItems.festivalChip,
        currencyId: currency.ids.czk,
        min: 20_000,
        max: 1_000_000,
      });
    });

    it('gives the limits of a chip sold as an extra product', async () => {
      const items = ticketEndpoints.ticketProductItemTypes.response.parse(
        (
          await get(
            `/pass/ticket/ticket-product-item-types?ticketProductId=${demoProducts.festivalChipCredit}`,
          )
        ).json(),
      ).items;
      const chipItemId = items[0]?.productItemId ?? unknownId;
      const body = ticketEndpoints.chipCreditLimit.response.parse((await get(url(chipItemId))).json());
      expect(body).toMatchObject({ min: 20_000, max: 1_000_000, currencyId: currency.ids.czk });
    });

    it('answers 404 for an item that is not an NFC chip or does not exist, 400 for a malformed id', async () => {
      for (const id of [demoProductItems.festivalEntry, unknownId]) {
        const response = await get(url(id));
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ errorText: 'ERROR_PRODUCT_ITEM_NOT_FOUND' });
      }
      expect((await get(url('chip'))).statusCode).toBe(400);
    });
  });

  describe('ticket-extra-products', () => {
    const url = (eventId: string) => `/pass/ticket/ticket-extra-products?eventId=${eventId}`;

    it('lists every visible extra product of the festival by display order', async () => {
      const response = await get(url(demoEvents.festival.id));
      expect(response.statusCode).toBe(200);
      const { extraProducts } = ticketEndpoints.ticketExtraProducts.response.parse(response.json());
      expect(extraProducts.map((product) => product.name)).toEqual([
        'Parkování na celý festival',
        'Stanové městečko',
        'Festivalové tričko – S',
        'Festivalové tričko – M',
        'Festivalové tričko – L',
        'Festivalové tričko – XL',
        'Cashless čip s kreditem',
        'Workshop bubnování – místo',
      ]);
      expect(extraProducts.every((product) => product.saleState === 'on_sale')).toBe(true);
    });

    it('answers 404 for an unpublished event and 400 for a malformed id', async () => {
      expect((await get(url(demoEvents.unpublished.id))).statusCode).toBe(404);
      expect((await get(url('1'))).statusCode).toBe(400);
    });
  });
});
