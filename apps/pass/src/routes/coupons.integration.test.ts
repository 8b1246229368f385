// Ticket coupons and supercoupons over HTTP: checks, ticket types, redemption and its limits under concurrency.
import { couponEndpoints } from '@repo/contract/coupons';
import { orderStatus, paymentMethod } from '@repo/enums';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderItems,
  supercouponRedemptions,
  supercoupons,
  supercouponTicketTypes,
  tickets,
  ticketTypes,
} from '../db/schema';
import { demoEventGroups, demoEvents, demoTicketTypes } from '../db/seed/demo-ids';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const festival = demoEvents.festival.id;
const weekend = demoTicketTypes.festivalWeekend;
const tourEvents = [demoEvents.tourPrague.id, demoEvents.tourBrno.id, demoEvents.tourOstrava.id];
const english = { 'x-language-id': '3' };
const buyer = { email: 'Petr.Svoboda@example.cz', name: 'Petr Svoboda' };
const day = 24 * 3600 * 1000;

describe.each(testDatabaseKinds)('coupons and supercoupons on %s', (kind) => {
  let t: TestApp;
  let counter = 0;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  /** A supercoupon of its own per test (codes are unique), for the festival unless scoped otherwise. */
  async function coupon(
    values: Partial<typeof supercoupons.$inferInsert> = {},
    typeIds: string[] = [weekend],
  ) {
    counter += 1;
    const code = `SUPER-${kind.toUpperCase()}-${counter}`;
    const [row] = await t.database.db
      .insert(supercoupons)
      .values({
        code,
        name: { cs: 'Permanentka', en: 'Season pass' },
        eventId: values.eventGroupId ? null : festival,
        maxRedemptions: 5,
        perEventLimit: 2,
        ...values,
      })
      .returning();
    if (!row) throw new Error('no coupon');
    if (typeIds.length > 0)
      await t.database.db
        .insert(supercouponTicketTypes)
        .values(typeIds.map((ticketTypeId) => ({ supercouponId: row.id, ticketTypeId })));
    return row;
  }
  const get = (path: string, code: string, eventId: string = festival) =>
    t.app.inject({
      url: `/pass/ticket/${path}?code=${encodeURIComponent(code)}&eventId=${eventId}`,
      headers: english,
    });
  const redeem = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/pass/ticket/ticket-supercoupon-redeem',
      payload,
      headers: english,
    });
  const sold = async (id: string) =>
    (await t.database.db.select().from(ticketTypes).where(eq(ticketTypes.id, id)))[0]?.sold ?? -1;

  describe('ticket-supercoupon', () => {
    it('answers a valid coupon with what is left in total and at the event (any case)', async () => {
      const until = new Date(Date.now() + 30 * day);
      const row = await coupon({ validUntil: until, redeemed: 1 });
      const response = await get('ticket-supercoupon', row.code.toLowerCase());
      expect(response.statusCode, response.body).toBe(200);
      const { supercoupon } = couponEndpoints.ticketSupercoupon.response.parse(response.json());
      expect(supercoupon).toEqual({
        code: row.code,
        namePub: 'Season pass',
        remaining: 4,
        perEventLimit: 2,
        remainingForEvent: 2,
        validUntil: until.toISOString(),
      });
    });

    it('answers 404 for an unknown code, another event, and an unknown event; 400 for bad input', async () => {
      const row = await coupon();
      const unknown = await get('ticket-supercoupon', 'NO-SUCH-COUPON');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().errorText).toBe('ERROR_SUPERCOUPON_NOT_FOUND');
      const other = await get('ticket-supercoupon', row.code, demoEvents.theatre.id);
      expect(other.statusCode).toBe(404);
      expect(other.json().errorText).toBe('ERROR_SUPERCOUPON_NOT_FOUND');
      const noEvent = await get('ticket-supercoupon', row.code, '20000000-0000-4000-8000-999999999999');
      expect(noEvent.statusCode).toBe(404);
      expect(noEvent.json().errorText).toBe('ERROR_EVENT_NOT_FOUND');
      expect((await get('ticket-supercoupon', row.code, 'not-a-uuid')).statusCode).toBe(400);
      expect((await get('ticket-supercoupon', 'bad code!')).statusCode).toBe(400);
      expect((await t.app.inject({ url: '/pass/ticket/ticket-supercoupon' })).statusCode).toBe(400);
    });

    it('holds a tour coupon at every event of the tour and nowhere else', async () => {
      const row = await coupon({ eventGroupId: demoEventGroups.springTour.id }, []);
      for (const eventId of tourEvents) {
        const response = await get('ticket-supercoupon', row.code, eventId);
        expect(response.statusCode, response.body).toBe(200);
        expect(couponEndpoints.ticketSupercoupon.response.parse(response.json()).supercoupon.code).toBe(
          row.code,
        );
      }
      expect((await get('ticket-supercoupon', row.code, festival)).statusCode).toBe(404);
    });

    it('answers 410 expired, 422 not yet valid, 409 used up', async () => {
      const expired = await coupon({ validUntil: new Date(Date.now() - day) });
      const early = await coupon({ validFrom: new Date(Date.now() + day) });
      const used = await coupon({ maxRedemptions: 2, redeemed: 2 });
      const gone = await get('ticket-supercoupon', expired.code);
      expect(gone.statusCode).toBe(410);
      expect(gone.json().errorText).toBe('ERROR_SUPERCOUPON_EXPIRED');
      const notYet = await get('ticket-supercoupon', early.code);
      expect(notYet.statusCode).toBe(422);
      expect(notYet.json().errorText).toBe('ERROR_SUPERCOUPON_NOT_YET_VALID');
      const usedUp = await get('ticket-supercoupon', used.code);
      expect(usedUp.statusCode).toBe(409);
      expect(usedUp.json().errorText).toBe('ERROR_SUPERCOUPON_USED_UP');
    });
  });

  describe('ticket-coupon', () => {
    it('answers a single-use coupon with its ticket types; other supercoupons are not ticket coupons', async () => {
      const single = await coupon({ maxRedemptions: 1, perEventLimit: 1 }, [
        weekend,
        demoTicketTypes.festivalVip,
      ]);
      const response = await get('ticket-coupon', single.code);
      expect(response.statusCode, response.body).toBe(200);
      expect(couponEndpoints.ticketCoupon.response.parse(response.json()).coupon).toEqual({
        code: single.code,
        namePub: 'Season pass',
        ticketTypeIds: [weekend, demoTicketTypes.festivalVip].sort(),
        valid: true,
      });
      const multi = await coupon({ maxRedemptions: 5 });
      const notCoupon = await get('ticket-coupon', multi.code);
      expect(notCoupon.statusCode).toBe(404);
      expect(notCoupon.json().errorText).toBe('ERROR_COUPON_NOT_FOUND');
      expect((await get('ticket-coupon', single.code, demoEvents.theatre.id)).statusCode).toBe(404);
      const used = await coupon({ maxRedemptions: 1, redeemed: 1 });
      const usedResponse = await get('ticket-coupon', used.code);
      expect(usedResponse.statusCode).toBe(409);
      expect(usedResponse.json().errorText).toBe('ERROR_COUPON_USED_UP');
      const expired = await coupon({ maxRedemptions: 1, validUntil: new Date(Date.now() - day) });
      expect((await get('ticket-coupon', expired.code)).statusCode).toBe(410);
    });
  });

  describe('ticket-supercoupon-ticket-types', () => {
    it("lists the coupon's ticket types of the event with their sale state", async () => {
      const row = await coupon({}, [
        weekend,
        demoTicketTypes.festivalNotYetOnSale,
        demoTicketTypes.theatreStalls,
      ]);
      const response = await get('ticket-supercoupon-ticket-types', row.code);
      expect(response.statusCode, response.body).toBe(200);
      const { ticketTypes: types } = couponEndpoints.ticketSupercouponTicketTypes.response.parse(
        response.json(),
      );
      // The theatre's type is another event's, so it is not listed here.
      expect(types.map((type) => type.ticketTypeId).sort()).toEqual(
        [weekend, demoTicketTypes.festivalNotYetOnSale].sort(),
      );
      expect(types.find((type) => type.ticketTypeId === weekend)?.saleState).toBe('on_sale');
      expect(
        types.find((type) => type.ticketTypeId === demoTicketTypes.festivalNotYetOnSale)?.saleState,
      ).toBe('not_yet_on_sale');
      expect((await get('ticket-supercoupon-ticket-types', 'NO-SUCH-COUPON')).statusCode).toBe(404);
    });

    it("lists a tour coupon's types per tour event", async () => {
      const tourTypes = await t.database.db
        .select({ id: ticketTypes.id, eventId: ticketTypes.eventId })
        .from(ticketTypes)
        .where(inArray(ticketTypes.eventId, tourEvents))
        .orderBy(asc(ticketTypes.id));
      const row = await coupon(
        { eventGroupId: demoEventGroups.springTour.id },
        tourTypes.map((type) => type.id),
      );
      for (const eventId of tourEvents) {
        const response = await get('ticket-supercoupon-ticket-types', row.code, eventId);
        expect(response.statusCode, response.body).toBe(200);
        const listed = couponEndpoints.ticketSupercouponTicketTypes.response.parse(
          response.json(),
        ).ticketTypes;
        expect(listed.length).toBeGreaterThan(0);
        expect(listed.every((type) => type.eventId === eventId)).toBe(true);
      }
    });
  });

  describe('ticket-supercoupon-redeem', () => {
    it('gives a paid order with tickets and a zero total, counting the redemption', async () => {
      const row = await coupon({ maxRedemptions: 5, perEventLimit: 3 });
      const before = await sold(weekend);
      const response = await redeem({
        code: row.code,
        eventId: festival,
        tickets: [{ ticketTypeId: weekend, quantity: 2 }],
        ...buyer,
      });
      expect(response.statusCode, response.body).toBe(200);
      const { order, tickets: issued } = couponEndpoints.ticketSupercouponRedeem.response.parse(
        response.json(),
      );
      expect(order).toMatchObject({
        status: 'paid',
        statusId: orderStatus.ids.paid,
        totalAmount: 0,
        paidAmount: 0,
        paymentMethodId: paymentMethod.ids.ticketsVoucher,
        email: 'petr.svoboda@example.cz',
        eventId: festival,
      });
      expect(issued).toHaveLength(2);
      expect(issued.every((ticket) => ticket.ticketTypeId === weekend && ticket.status === 'valid')).toBe(
        true,
      );
      expect(issued[0]?.ticketTypeNamePub).toBeTruthy();
      expect(await sold(weekend)).toBe(before + 2);

      const db = t.database.db;
      const [coupons] = await db.select().from(supercoupons).where(eq(supercoupons.id, row.id));
      expect(coupons?.redeemed).toBe(2);
      const redemptions = await db
        .select()
        .from(supercouponRedemptions)
        .where(eq(supercouponRedemptions.supercouponId, row.id));
      expect(redemptions).toMatchObject([{ eventId: festival, orderId: order.orderId, quantity: 2 }]);
      const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, order.orderId));
      expect(lines).toMatchObject([{ ticketTypeId: weekend, quantity: 2, unitPrice: 0, discount: 189000 }]);
      expect(await db.select().from(tickets).where(eq(tickets.orderId, order.orderId))).toHaveLength(2);

      const check = await get('ticket-supercoupon', row.code);
      expect(couponEndpoints.ticketSupercoupon.response.parse(check.json()).supercoupon).toMatchObject({
        remaining: 3,
        remainingForEvent: 1,
      });
      // The order reads back like any other.
      const contents = await t.app.inject({ url: `/pass/order/order-tickets?orderId=${order.orderId}` });
      expect(contents.statusCode, contents.body).toBe(200);
    });

    it('enforces the per-event limit, the coupon ticket types, and rejects bad input', async () => {
      const row = await coupon({ maxRedemptions: 10, perEventLimit: 2 });
      const first = await redeem({
        code: row.code,
        eventId: festival,
        tickets: [{ ticketTypeId: weekend, quantity: 2 }],
        ...buyer,
      });
      expect(first.statusCode, first.body).toBe(200);
      const over = await redeem({
        code: row.code,
        eventId: festival,
        tickets: [{ ticketTypeId: weekend, quantity: 1 }],
        ...buyer,
      });
      expect(over.statusCode).toBe(409);
      expect(over.json().errorText).toBe('ERROR_SUPERCOUPON_EVENT_LIMIT_REACHED');
      const [after] = await t.database.db.select().from(supercoupons).where(eq(supercoupons.id, row.id));
      expect(after?.redeemed).toBe(2);

      const other = await coupon({ maxRedemptions: 10, perEventLimit: 10 });
      const wrongType = await redeem({
        code: other.code,
        eventId: festival,
        tickets: [{ ticketTypeId: demoTicketTypes.festivalVip, quantity: 1 }],
        ...buyer,
      });
      expect(wrongType.statusCode).toBe(404);
      expect(wrongType.json().errorText).toBe('ERROR_TICKET_TYPE_NOT_FOUND');
      const tooMany = await redeem({
        code: other.code,
        eventId: festival,
        tickets: [{ ticketTypeId: weekend, quantity: 11 }],
        ...buyer,
      });
      expect(tooMany.statusCode).toBe(409);
      expect(tooMany.json().errorText).toBe('ERROR_SUPERCOUPON_USED_UP');
      const unknown = await redeem({
        code: 'NO-SUCH-COUPON',
        eventId: festival,
        tickets: [{ ticketTypeId: weekend, quantity: 1 }],
        ...buyer,
      });
      expect(unknown.statusCode).toBe(404);
      expect((await redeem({ code: other.code, eventId: festival, tickets: [], ...buyer })).statusCode).toBe(
        400,
      );
      expect(
        (
          await redeem({
            code: other.code,
            eventId: festival,
            tickets: [{ ticketTypeId: weekend, quantity: 1 }],
            email: 'nope',
            name: 'X Y',
          })
        ).statusCode,
      ).toBe(400);
    });

    it('refuses a seated ticket type (422 SEAT_REQUIRED): a ticket without a seat would break the seat map', async () => {
      const theatre = demoEvents.theatre.id;
      const seated = await coupon({ eventId: theatre }, [demoTicketTypes.theatreStalls]);
      const soldBefore = await sold(demoTicketTypes.theatreStalls);
      const response = await redeem({
        eventId: theatre,
        code: seated.code,
        tickets: [{ ticketTypeId: demoTicketTypes.theatreStalls, quantity: 1 }],
        email: 'divak@example.cz',
        name: 'Dana Divácká',
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errorText).toBe('ERROR_SEAT_REQUIRED');
      expect(await sold(demoTicketTypes.theatreStalls)).toBe(soldBefore);
    });

    it('gives exactly maxRedemptions orders to 10 concurrent redeems', async () => {
      const row = await coupon({ maxRedemptions: 3, perEventLimit: 10 });
      const before = await sold(weekend);
      const heldBefore = (
        await t.database.db.select().from(ticketTypes).where(eq(ticketTypes.id, weekend))
      )[0]?.held;
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          redeem({
            code: row.code,
            eventId: festival,
            tickets: [{ ticketTypeId: weekend, quantity: 1 }],
            email: `fan${index}@example.cz`,
            name: `Fan ${index}`,
          }),
        ),
      );
      const codes = responses.map((response) => response.statusCode).sort();
      expect(codes).toEqual([200, 200, 200, 409, 409, 409, 409, 409, 409, 409]);
      const db = t.database.db;
      const [after] = await db.select().from(supercoupons).where(eq(supercoupons.id, row.id));
      expect(after?.redeemed).toBe(3);
      const redemptions = await db
        .select()
        .from(supercouponRedemptions)
        .where(eq(supercouponRedemptions.supercouponId, row.id));
      expect(redemptions).toHaveLength(3);
      expect(await sold(weekend)).toBe(before + 3);
      const [type] = await db.select().from(ticketTypes).where(eq(ticketTypes.id, weekend));
      expect(type?.held).toBe(heldBefore);
    });
  });
});
