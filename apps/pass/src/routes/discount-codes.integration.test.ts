// Discount codes over HTTP: the check endpoint's answers, codes applied to orders (and their receipts), uses
// given back on cancel and expiry, and a usage limit that holds when many buyers order with the same code at once.
import { discountCodeEndpoints } from '@repo/contract/discount-codes';
import { orderEndpoints } from '@repo/contract/orders';
import { reservationEndpoints } from '@repo/contract/reservations';
import { currency, paymentMethod } from '@repo/enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, discountCodeTicketTypes, orderItems, orders, ticketTypes } from '../db/schema';
import { demoEvents, demoProducts, demoTicketTypes } from '../db/seed/demo-ids';
import { orderReceipt } from '../selling/order-documents';
import { sweepExpired } from '../selling/sweep';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const festival = demoEvents.festival.id;
const theatre = demoEvents.theatre.id;
const weekend = demoTicketTypes.festivalWeekend;
const vip = demoTicketTypes.festivalVip;
const buyer = {
  email: 'petr.svoboda@example.cz',
  name: 'Petr Svoboda',
  paymentMethodId: paymentMethod.ids.paymentCard,
};
const day = 86_400_000;
const checkPath = (eventId: string, code: string) =>
  `/pass/v2/event/id/${eventId}/check-discount-code/${encodeURIComponent(code)}`;

type CodeInput = Omit<typeof discountCodes.$inferInsert, 'eventId'> & { eventId?: string };

describe.each(testDatabaseKinds)('discount codes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as never });

  async function insertCode(values: CodeInput, ticketTypeIds: string[] = []) {
    const [row] = await t.database.db
      .insert(discountCodes)
      .values({ eventId: festival, ...values })
      .returning();
    if (!row) throw new Error('discount code insert returned nothing');
    if (ticketTypeIds.length > 0) {
      await t.database.db
        .insert(discountCodeTicketTypes)
        .values(ticketTypeIds.map((ticketTypeId) => ({ discountCodeId: row.id, ticketTypeId })));
    }
    return row;
  }

  const usedOf = async (id: string) =>
    (await t.database.db.select().from(discountCodes).where(eq(discountCodes.id, id)))[0]?.used;
  const heldOf = async (id: string) =>
    (await t.database.db.select().from(ticketTypes).where(eq(ticketTypes.id, id)))[0]?.held;

  async function check(eventId: string, code: string) {
    const response = await post(checkPath(eventId, code));
    expect(response.statusCode, response.body).toBe(200);
    return discountCodeEndpoints.checkDiscountCode.response.parse(response.json());
  }

  async function expectError(
    response: { statusCode: number; json(): unknown },
    status: number,
    errorText: string,
  ) {
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ errorText });
  }

  const orderV2 = (
    discountCode: string | undefined,
    tickets: { ticketTypeId: string; quantity: number }[] = [{ ticketTypeId: weekend, quantity: 2 }],
    extraProducts: { ticketProductId: string; quantity: number }[] = [],
  ) =>
    post('/pass/order/order-create-v2', {
      eventId: festival,
      tickets,
      extraProducts,
      ...buyer,
      discountCode,
    });

  async function ordered(response: { statusCode: number; body: string; json(): unknown }) {
    expect(response.statusCode, response.body).toBe(200);
    const { order } = orderEndpoints.orderCreateV2.response.parse(response.json());
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.orderId));
    return { order, items };
  }

  describe('check-discount-code', () => {
    it('answers a valid percent code in any case, with unlimited uses and every ticket type', async () => {
      const validUntil = new Date(Date.now() + 30 * day);
      await insertCode({ code: 'LETO10', kind: 'percent', value: 1000, validUntil });
      for (const typed of ['LETO10', 'leto10', 'LeTo10']) {
        expect(await check(festival, typed)).toEqual({
          errorText: 'OK',
          valid: true,
          code: 'LETO10',
          kind: 'percent',
          value: 1000,
          ticketTypeIds: null,
          remainingUses: null,
          validUntil: validUntil.toISOString(),
        });
      }
    });

    it('answers a fixed code for named ticket types with the uses it has left', async () => {
      await insertCode(
        {
          code: 'VIPSLEVA',
          kind: 'fixed',
          value: 50_000,
          usageLimit: 3,
          used: 1,
          validFrom: new Date(Date.now() - day),
        },
        [vip],
      );
      expect(await check(festival, 'vipsleva')).toMatchObject({
        valid: true,
        code: 'VIPSLEVA',
        kind: 'fixed',
        value: 50_000,
        ticketTypeIds: [vip],
        remainingUses: 2,
        validUntil: null,
      });
    });

    it('answers 404 for an unknown code, another event’s code and an unknown or unpublished event', async () => {
      await insertCode({ code: 'DIVADLO20', kind: 'percent', value: 2000, eventId: theatre });
      await expectError(await post(checkPath(festival, 'NIKDY')), 404, 'ERROR_DISCOUNT_CODE_NOT_FOUND');
      await expectError(await post(checkPath(festival, 'DIVADLO20')), 404, 'ERROR_DISCOUNT_CODE_NOT_FOUND');
      expect((await check(theatre, 'divadlo20')).value).toBe(2000);
      await expectError(
        await post(checkPath('20000000-0000-4000-8000-000000009999', 'LETO10')),
        404,
        'ERROR_EVENT_NOT_FOUND',
      );
      await expectError(
        await post(checkPath(demoEvents.unpublished.id, 'LETO10')),
        404,
        'ERROR_EVENT_NOT_FOUND',
      );
    });

    it('answers 410 for an expired code, 422 for one not valid yet and 409 for one used up', async () => {
      await insertCode({
        code: 'JARO',
        kind: 'percent',
        value: 500,
        validFrom: new Date(Date.now() - 60 * day),
        validUntil: new Date(Date.now() - day),
      });
      await insertCode({
        code: 'PODZIM',
        kind: 'percent',
        value: 500,
        validFrom: new Date(Date.now() + day),
      });
      await insertCode({ code: 'VYPRODANO', kind: 'fixed', value: 10_000, usageLimit: 2, used: 2 });
      await expectError(await post(checkPath(festival, 'jaro')), 410, 'ERROR_DISCOUNT_CODE_EXPIRED');
      const early = await post(checkPath(festival, 'podzim'));
      await expectError(early, 422, 'ERROR_DISCOUNT_CODE_NOT_YET_VALID');
      expect(early.json()).toHaveProperty('validFrom');
      await expectError(await post(checkPath(festival, 'vyprodano')), 409, 'ERROR_DISCOUNT_CODE_USED_UP');
    });

    it('answers 400 for a malformed code or event id', async () => {
      for (const url of [
        checkPath(festival, 'two words'),
        checkPath(festival, 'SLEVA!'),
        checkPath(festival, 'A'.repeat(65)),
        checkPath('festival', 'LETO10'),
      ]) {
        await expectError(await post(url), 400, 'ERROR_INVALID_INPUT');
      }
      expect((await post(checkPath(festival, 'A'.repeat(64)))).statusCode).toBe(404);
    });
  });

  describe('orders with a code', () => {
    it('takes 10 % off the tickets, not the products, and the receipt shows the price before and the discount', async () => {
      const code = await insertCode({ code: 'DESET', kind: 'percent', value: 1000, usageLimit: 10 });
      const { order, items } = await ordered(
        await orderV2(
          'deset',
          [{ ticketTypeId: weekend, quantity: 2 }],
          [{ ticketProductId: demoProducts.festivalParking, quantity: 1 }],
        ),
      );
      const ticket = items.find((item) => item.kind === 'ticket');
      const product = items.find((item) => item.kind === 'product');
      expect(ticket).toMatchObject({
        ticketTypeId: weekend,
        quantity: 2,
        unitPrice: 170_100,
        discount: 18_900,
      });
      expect(product).toMatchObject({ discount: 0 });
      expect(order.totalAmount).toBe(2 * 170_100 + (product?.unitPrice ?? Number.NaN));
      expect(await usedOf(code.id)).toBe(1);

      const contents = orderEndpoints.orderContentsV2.response.parse(
        (await t.app.inject({ url: `/pass/v2/order/${order.orderId}/contents` })).json(),
      );
      expect(contents.items.find((item) => item.kind === 'ticket')).toMatchObject({
        unitPrice: 170_100,
        lineTotal: 340_200,
      });

      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.orderId));
      if (!row) throw new Error('order not stored');
      const receipt = await orderReceipt(t.database.db, row);
      expect(receipt.lines.find((line) => line.discount > 0)).toMatchObject({
        quantity: 2,
        unitPrice: 189_000,
        discount: 37_800,
        total: 340_200,
      });
      expect(receipt.vatTable.total).toBe(order.totalAmount);
    });

    it('gives a fixed code larger than the price a zero price, never a negative one', async () => {
      await insertCode({ code: 'ZDARMA', kind: 'fixed', value: 500_000 });
      const { order, items } = await ordered(await orderV2('ZDARMA'));
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ unitPrice: 0, discount: 189_000, quantity: 2 });
      expect(order.totalAmount).toBe(0);
    });

    it('discounts only the ticket types a code names, and refuses it for an order without them', async () => {
      await insertCode({ code: 'JENVIP', kind: 'fixed', value: 100_000 }, [vip]);
      const { order, items } = await ordered(
        await orderV2('jenvip', [
          { ticketTypeId: weekend, quantity: 1 },
          { ticketTypeId: vip, quantity: 1 },
        ]),
      );
      expect(items.find((item) => item.ticketTypeId === weekend)).toMatchObject({
        unitPrice: 189_000,
        discount: 0,
      });
      expect(items.find((item) => item.ticketTypeId === vip)).toMatchObject({
        unitPrice: 399_000,
        discount: 100_000,
      });
      expect(order.totalAmount).toBe(189_000 + 399_000);
      await expectError(await orderV2('jenvip'), 422, 'ERROR_DISCOUNT_CODE_NOT_APPLICABLE');
    });

    it('refuses unknown, expired, not yet valid and used-up codes and keeps no hold', async () => {
      await insertCode({ code: 'O-DIVADLO', kind: 'percent', value: 1000, eventId: theatre });
      await insertCode({
        code: 'O-JARO',
        kind: 'percent',
        value: 1000,
        validUntil: new Date(Date.now() - day),
      });
      await insertCode({
        code: 'O-PODZIM',
        kind: 'percent',
        value: 1000,
        validFrom: new Date(Date.now() + day),
      });
      const usedUp = await insertCode({ code: 'O-PLNO', kind: 'fixed', value: 1000, usageLimit: 1, used: 1 });
      const before = await heldOf(weekend);
      await expectError(await orderV2('O-NIKDY'), 404, 'ERROR_DISCOUNT_CODE_NOT_FOUND');
      await expectError(await orderV2('o-divadlo'), 404, 'ERROR_DISCOUNT_CODE_NOT_FOUND');
      await expectError(await orderV2('o-jaro'), 410, 'ERROR_DISCOUNT_CODE_EXPIRED');
      await expectError(await orderV2('o-podzim'), 422, 'ERROR_DISCOUNT_CODE_NOT_YET_VALID');
      await expectError(await orderV2('o-plno'), 409, 'ERROR_DISCOUNT_CODE_USED_UP');
      await expectError(await orderV2('no way'), 400, 'ERROR_INVALID_INPUT');
      expect(await heldOf(weekend)).toBe(before);
      expect(await usedOf(usedUp.id)).toBe(1);
    });

    it('applies a code to an order made from a hold; a bad code leaves the hold to order again', async () => {
      const code = await insertCode({ code: 'HOLD5', kind: 'percent', value: 500 });
      const hold = await post('/pass/reservation/reservation-crowd', {
        eventId: festival,
        tickets: [{ ticketTypeId: weekend, quantity: 1 }],
      });
      const { reservationId } = reservationEndpoints.reservationCrowd.response.parse(hold.json()).reservation;
      await expectError(
        await post('/pass/order/order-create', { reservationId, ...buyer, discountCode: 'NIKDY' }),
        404,
        'ERROR_DISCOUNT_CODE_NOT_FOUND',
      );
      const created = await post('/pass/order/order-create', {
        reservationId,
        ...buyer,
        discountCode: 'hold5',
      });
      expect(created.statusCode, created.body).toBe(200);
      const { order } = orderEndpoints.orderCreate.response.parse(created.json());
      expect(order.totalAmount).toBe(189_000 - 9_450);
      expect(await usedOf(code.id)).toBe(1);
    });

    it('gives the use back when an unpaid order is canceled', async () => {
      const code = await insertCode({ code: 'JEDNOU', kind: 'percent', value: 2000, usageLimit: 1 });
      const { order } = await ordered(await orderV2('jednou'));
      expect(await usedOf(code.id)).toBe(1);
      await expectError(await orderV2('jednou'), 409, 'ERROR_DISCOUNT_CODE_USED_UP');
      await expectError(await post(checkPath(festival, 'jednou')), 409, 'ERROR_DISCOUNT_CODE_USED_UP');

      const canceled = await post(`/pass/order/order-cancel?orderId=${order.orderId}`);
      expect(canceled.statusCode, canceled.body).toBe(200);
      expect(await usedOf(code.id)).toBe(0);
      expect((await check(festival, 'jednou')).remainingUses).toBe(1);
      await ordered(await orderV2('jednou'));
      expect(await usedOf(code.id)).toBe(1);
    });

    it('gives the use back when an unpaid order expires', async () => {
      const code = await insertCode({ code: 'PROPADNE', kind: 'fixed', value: 10_000, usageLimit: 1 });
      await ordered(await orderV2('propadne'));
      expect(await usedOf(code.id)).toBe(1);
      // Two hours on, every unpaid card order of this test is past its payment window.
      await sweepExpired(t.database.db, new Date(Date.now() + 2 * 3_600_000));
      expect(await usedOf(code.id)).toBe(0);
    });

    it('lets exactly 5 of 20 concurrent orders use a code limited to 5', async () => {
      const [type] = await t.database.db
        .insert(ticketTypes)
        .values({
          eventId: festival,
          name: { cs: 'Sleva pro rychlé', en: 'Early birds' },
          price: 50_000,
          currencyId: currency.ids.czk,
          capacity: 100,
          maxPerOrder: 4,
        })
        .returning();
      if (!type) throw new Error('ticket type insert returned nothing');
      const code = await insertCode({ code: 'PRVNICH5', kind: 'percent', value: 5000, usageLimit: 5 });

      const answers = await Promise.all(
        Array.from({ length: 20 }, () => orderV2('prvnich5', [{ ticketTypeId: type.id, quantity: 1 }])),
      );
      const succeeded = answers.filter((answer) => answer.statusCode === 200);
      const refused = answers.filter((answer) => answer.statusCode === 409);
      expect(succeeded).toHaveLength(5);
      expect(refused).toHaveLength(15);
      for (const answer of refused)
        expect(answer.json()).toMatchObject({ errorText: 'ERROR_DISCOUNT_CODE_USED_UP' });
      for (const answer of succeeded) {
        expect(orderEndpoints.orderCreateV2.response.parse(answer.json()).order.totalAmount).toBe(25_000);
      }
      expect(await usedOf(code.id)).toBe(5);
      // The refused orders rolled back and released their holds: only the 5 orders hold tickets.
      expect(await heldOf(type.id)).toBe(5);
      const lines = await t.database.db.select().from(orderItems).where(eq(orderItems.ticketTypeId, type.id));
      expect(lines).toHaveLength(5);
      await expectError(await post(checkPath(festival, 'PRVNICH5')), 409, 'ERROR_DISCOUNT_CODE_USED_UP');
    });
  });
});
