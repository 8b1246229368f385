// The organiser's coupons for a whole tour over the API: managed from any of the tour's events, redeemable at each
// of them for the listed ticket types and nowhere else, switched off; roles and audit rows.
import { couponEndpoints } from '@repo/contract/coupons';
import { hubCouponEndpoints } from '@repo/contract/hub-coupons';
import type { HubCouponTour, SupercouponBody } from '@repo/contract/hub-coupons';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEventGroups, demoEvents, demoOrganizers, demoTicketTypes } from '../db/seed/demo-ids';
import { auditEntriesOf, demoOwnerToken, recordingWrites } from '../test/catalogue-helpers';
import { callEndpoint, organizerClient } from '../test/organizer-helpers';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const organizerId = demoOrganizers.festival.id;
const prague = demoEvents.tourPrague.id;
const brno = demoEvents.tourBrno.id;
const ostrava = demoEvents.tourOstrava.id;
const api = hubCouponEndpoints;

describe.each(testDatabaseKinds)('tour coupons on %s', (kind) => {
  let t: TestApp;
  let ownerToken: string;
  let org: ReturnType<typeof organizerClient>;
  let tour: HubCouponTour;
  const { writes, write } = recordingWrites();

  /** The first ticket type of a tour event (its standing ticket). */
  const standingAt = (eventId: string) =>
    tour.events.find((event) => event.eventId === eventId)?.ticketTypes[0]?.ticketTypeId ?? '';
  const terms = (): Omit<SupercouponBody, 'code'> => ({
    name: { cs: 'Turné pro partnery', en: 'Partner tour pass' },
    maxRedemptions: 3,
    perEventLimit: 1,
    ticketTypeIds: [standingAt(prague), standingAt(brno)],
    validFrom: null,
    validUntil: null,
  });
  const check = (code: string, eventId: string) =>
    callEndpoint(t, couponEndpoints.ticketSupercoupon, { query: { code, eventId } });
  const redeem = (code: string, eventId: string) =>
    callEndpoint(t, couponEndpoints.ticketSupercouponRedeem, {
      body: {
        code,
        eventId,
        tickets: [{ ticketTypeId: standingAt(eventId), quantity: 1 }],
        email: 'jana.novakova@example.cz',
        name: 'Jana Nováková',
      },
    });
  async function list(eventId: string, token = ownerToken) {
    const answer = await callEndpoint(t, api.hubTourSupercoupons, { params: { eventId } }, token);
    expect(answer.statusCode, answer.body).toBe(200);
    return api.hubTourSupercoupons.response.parse(answer.json());
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    org = organizerClient(t);
    ownerToken = await demoOwnerToken(t);
    const answer = await list(prague);
    if (!answer.tour) throw new Error('the spring tour did not load');
    tour = answer.tour;
  });

  afterAll(async () => {
    await t?.close();
  });

  it("shows the event's tour with each stop's ticket types, and no tour for an event outside one", async () => {
    expect(tour.eventGroupId).toBe(demoEventGroups.springTour.id);
    expect(tour.events.map((event) => event.eventId)).toEqual([prague, brno, ostrava]);
    expect(tour.events.map((event) => event.ticketTypes.length)).toEqual([2, 1, 2]);
    expect(await list(demoEvents.festival.id)).toEqual({ errorText: 'OK', tour: null, supercoupons: [] });
    const outside = await write(
      t,
      api.hubTourSupercouponCreate,
      {
        params: { eventId: demoEvents.festival.id },
        body: { code: 'BEZ-TURNE', ...terms(), ticketTypeIds: [demoTicketTypes.festivalWeekend] },
      },
      ownerToken,
    );
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toMatchObject({ errorText: 'ERROR_EVENT_GROUP_NOT_FOUND' });
  });

  it('creates a tour coupon that every stop lists and the listed stops redeem, then switches it off', async () => {
    const created = await write(
      t,
      api.hubTourSupercouponCreate,
      { params: { eventId: prague }, body: { code: 'turne-partner', ...terms() } },
      ownerToken,
    );
    expect(created.statusCode, created.body).toBe(200);
    const { supercoupon } = api.hubTourSupercouponCreate.response.parse(created.json());
    expect(supercoupon).toMatchObject({ code: 'TURNE-PARTNER', redeemed: 0, active: true });
    expect((await list(ostrava)).supercoupons.map((coupon) => coupon.code)).toContain('TURNE-PARTNER');
    // An event's own coupon list stays the event's.
    const own = await callEndpoint(t, api.hubSupercoupons, { params: { eventId: prague } }, ownerToken);
    expect(api.hubSupercoupons.response.parse(own.json()).supercoupons.map((c) => c.code)).not.toContain(
      'TURNE-PARTNER',
    );

    expect((await check('TURNE-PARTNER', brno)).statusCode).toBe(200);
    expect((await check('TURNE-PARTNER', demoEvents.festival.id)).statusCode).toBe(404);
    expect((await redeem('TURNE-PARTNER', prague)).statusCode).toBe(200);
    expect((await redeem('TURNE-PARTNER', brno)).statusCode).toBe(200);
    expect((await list(brno)).supercoupons.find((coupon) => coupon.code === 'TURNE-PARTNER')).toMatchObject({
      redeemed: 2,
      orders: 2,
    });

    // The event's own switch does not reach a tour coupon.
    const wrongScope = await write(
      t,
      api.hubSupercouponActive,
      { params: { eventId: prague, supercouponId: supercoupon.supercouponId }, body: { active: false } },
      ownerToken,
    );
    expect(wrongScope.statusCode).toBe(404);
    const off = await write(
      t,
      api.hubTourSupercouponActive,
      { params: { eventId: ostrava, supercouponId: supercoupon.supercouponId }, body: { active: false } },
      ownerToken,
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(api.hubTourSupercouponActive.response.parse(off.json()).supercoupon).toMatchObject({
      active: false,
      redeemed: 2,
    });
    expect((await check('TURNE-PARTNER', brno)).statusCode).toBe(404);
  });

  it('generates tour coupons in bulk and refuses ticket types of events outside the tour', async () => {
    const generated = await write(
      t,
      api.hubTourSupercouponGenerate,
      { params: { eventId: brno }, body: { count: 5, prefix: 'tour', ...terms(), maxRedemptions: 1 } },
      ownerToken,
    );
    expect(generated.statusCode, generated.body).toBe(200);
    const coupons = api.hubTourSupercouponGenerate.response.parse(generated.json()).supercoupons;
    expect(coupons).toHaveLength(5);
    const listed = new Set((await list(prague)).supercoupons.map((coupon) => coupon.code));
    for (const coupon of coupons) expect(listed.has(coupon.code)).toBe(true);
    expect((await check(coupons[0]?.code ?? '', ostrava)).statusCode).toBe(200);

    const foreign = await write(
      t,
      api.hubTourSupercouponCreate,
      {
        params: { eventId: prague },
        body: { code: 'CIZI-TYP', ...terms(), ticketTypeIds: [demoTicketTypes.festivalWeekend] },
      },
      ownerToken,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ field: 'ticketTypeIds' });
  });

  it('lets owners and managers manage tour coupons, not door or box office, nor another organizer', async () => {
    const manager = await org.member(ownerToken, organizerId, 'manager');
    const created = await write(
      t,
      api.hubTourSupercouponCreate,
      { params: { eventId: prague }, body: { code: 'TURNE-MANAZER', ...terms() } },
      manager.token,
    );
    expect(created.statusCode, created.body).toBe(200);
    for (const role of ['door', 'boxOffice'] as const) {
      const member = await org.member(ownerToken, organizerId, role, [prague]);
      expect(
        (await callEndpoint(t, api.hubTourSupercoupons, { params: { eventId: prague } }, member.token))
          .statusCode,
      ).toBe(403);
    }
    const foreign = await callEndpoint(
      t,
      api.hubTourSupercoupons,
      { params: { eventId: demoEvents.slovakConcert.id } },
      ownerToken,
    );
    expect(foreign.statusCode).toBe(403);
  });

  it('keeps an audit row for every tour coupon write', async () => {
    const entries = await auditEntriesOf(t, ownerToken, organizerId, api);
    expect(entries.map((entry) => entry.action).sort()).toEqual([...writes].sort());
  });
});
