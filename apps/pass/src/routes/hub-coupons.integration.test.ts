// The organiser's coupons over the API: a supercoupon and single-ticket coupons made by hand and in bulk, their
// redemptions counted as buyers redeem them, switched off at the storefront; roles and audit rows.
import { couponEndpoints } from '@repo/contract/coupons';
import { hubCouponEndpoints } from '@repo/contract/hub-coupons';
import type { SupercouponBody } from '@repo/contract/hub-coupons';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEvents, demoOrganizers, demoTicketTypes } from '../db/seed/demo-ids';
import { auditEntriesOf, demoOwnerToken, recordingWrites } from '../test/catalogue-helpers';
import { callEndpoint, organizerClient } from '../test/organizer-helpers';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const organizerId = demoOrganizers.festival.id;
const eventId = demoEvents.festival.id;
const api = hubCouponEndpoints;
const terms: Omit<SupercouponBody, 'code'> = {
  name: { cs: 'Permanentka partnera', en: 'Partner pass' },
  maxRedemptions: 4,
  perEventLimit: 2,
  ticketTypeIds: [demoTicketTypes.festivalWeekend],
  validFrom: null,
  validUntil: null,
};

describe.each(testDatabaseKinds)('organizer coupons on %s', (kind) => {
  let t: TestApp;
  let ownerToken: string;
  let org: ReturnType<typeof organizerClient>;
  const { writes, write } = recordingWrites();

  const check = (code: string) =>
    callEndpoint(t, couponEndpoints.ticketSupercoupon, { query: { code, eventId } });
  const redeem = (code: string, quantity: number) =>
    callEndpoint(t, couponEndpoints.ticketSupercouponRedeem, {
      body: {
        code,
        eventId,
        tickets: [{ ticketTypeId: demoTicketTypes.festivalWeekend, quantity }],
        email: 'jana.novakova@example.cz',
        name: 'Jana Nováková',
      },
    });
  async function list() {
    const answer = await callEndpoint(t, api.hubSupercoupons, { params: { eventId } }, ownerToken);
    expect(answer.statusCode, answer.body).toBe(200);
    return api.hubSupercoupons.response.parse(answer.json()).supercoupons;
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    org = organizerClient(t);
    ownerToken = await demoOwnerToken(t);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('creates a supercoupon, shows its redemptions, and switches it off', async () => {
    const created = await write(
      t,
      api.hubSupercouponCreate,
      { params: { eventId }, body: { code: 'partner-2026', ...terms } },
      ownerToken,
    );
    expect(created.statusCode, created.body).toBe(200);
    const { supercoupon } = api.hubSupercouponCreate.response.parse(created.json());
    expect(supercoupon).toMatchObject({ code: 'PARTNER-2026', redeemed: 0, orders: 0, active: true });

    const again = await write(
      t,
      api.hubSupercouponCreate,
      { params: { eventId }, body: { code: 'Partner-2026', ...terms } },
      ownerToken,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorText: 'ERROR_CODE_TAKEN', field: 'code' });

    const redeemed = await redeem('PARTNER-2026', 2);
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect((await list()).find((coupon) => coupon.code === 'PARTNER-2026')).toMatchObject({
      redeemed: 2,
      orders: 1,
      ticketTypeIds: [demoTicketTypes.festivalWeekend],
    });

    const off = await write(
      t,
      api.hubSupercouponActive,
      { params: { eventId, supercouponId: supercoupon.supercouponId }, body: { active: false } },
      ownerToken,
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(api.hubSupercouponActive.response.parse(off.json()).supercoupon).toMatchObject({
      active: false,
      redeemed: 2,
    });
    expect((await check('PARTNER-2026')).statusCode).toBe(404);
  });

  it('generates single-ticket coupons in bulk, all different and each redeemable once', async () => {
    const generated = await write(
      t,
      api.hubSupercouponGenerate,
      {
        params: { eventId },
        body: { count: 25, prefix: 'free', ...terms, maxRedemptions: 1, perEventLimit: 1 },
      },
      ownerToken,
    );
    expect(generated.statusCode, generated.body).toBe(200);
    const coupons = api.hubSupercouponGenerate.response.parse(generated.json()).supercoupons;
    expect(coupons).toHaveLength(25);
    expect(new Set(coupons.map((coupon) => coupon.code)).size).toBe(25);
    for (const coupon of coupons) expect(coupon.code).toMatch(/^FREE-[2-9A-HJKMNP-Z]{8}$/);
    const first = coupons[0]?.code ?? '';
    expect(
      (await callEndpoint(t, couponEndpoints.ticketCoupon, { query: { code: first, eventId } })).statusCode,
    ).toBe(200);
    expect((await redeem(first, 1)).statusCode).toBe(200);
    expect((await redeem(first, 1)).statusCode).toBe(409);
  });

  it('refuses a per-event limit above the total and ticket types of other events, naming the field', async () => {
    const tooMany = await write(
      t,
      api.hubSupercouponCreate,
      { params: { eventId }, body: { code: 'LIMIT', ...terms, perEventLimit: 9 } },
      ownerToken,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain('perEventLimit');
    const foreign = await write(
      t,
      api.hubSupercouponCreate,
      {
        params: { eventId },
        body: { code: 'OTHER', ...terms, ticketTypeIds: [demoTicketTypes.theatreStalls] },
      },
      ownerToken,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ field: 'ticketTypeIds' });
  });

  it('lets owners and managers manage coupons, not door, bar or box office, nor another organizer', async () => {
    const manager = await org.member(ownerToken, organizerId, 'manager');
    const created = await write(
      t,
      api.hubSupercouponCreate,
      { params: { eventId }, body: { code: 'MANAZER-1', ...terms } },
      manager.token,
    );
    expect(created.statusCode, created.body).toBe(200);
    for (const role of ['door', 'bar', 'boxOffice'] as const) {
      const member = await org.member(ownerToken, organizerId, role, [eventId]);
      expect(
        (await callEndpoint(t, api.hubSupercoupons, { params: { eventId } }, member.token)).statusCode,
      ).toBe(403);
    }
    const foreign = await callEndpoint(
      t,
      api.hubSupercoupons,
      { params: { eventId: demoEvents.theatre.id } },
      ownerToken,
    );
    expect(foreign.statusCode).toBe(403);
  });

  it('keeps an audit row for every coupon write', async () => {
    const entries = await auditEntriesOf(t, ownerToken, organizerId, api);
    expect(entries.map((entry) => entry.action).sort()).toEqual([...writes].sort());
  });
});
