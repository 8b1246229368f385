// Handlers of the organiser's coupon endpoints: coupons of an event or of its tour listed, created, generated,
// switched.
import type { HubCouponTour, HubSupercoupon, hubCouponEndpoints } from '@repo/contract/hub-coupons';
import type { LabelLanguage } from '@repo/enums';
import type { Db } from '../db/database';
import { findEventTour, listSupercoupons, listTourTicketTypes } from '../db/queries/hub-coupons';
import type { CouponScope } from '../db/queries/hub-coupons';
import type { HandlersOf } from '../http/register-endpoint';
import { pickText } from '../i18n-text';
import {
  createSupercoupon,
  eventTourOr404,
  generateSupercoupons,
  switchSupercoupon,
} from '../organizers/coupons';
import { catalogueEventOr404 } from '../organizers/ticket-types';

const iso = (date: Date | null) => date?.toISOString() ?? null;

async function couponsOf(
  db: Db,
  scope: CouponScope,
  language: LabelLanguage,
  ids?: string[],
): Promise<HubSupercoupon[]> {
  return (await listSupercoupons(db, scope, ids)).map(({ row, ticketTypeIds, orders }) => ({
    supercouponId: row.id,
    code: row.code,
    name: row.name,
    namePub: pickText(row.name, language),
    maxRedemptions: row.maxRedemptions,
    perEventLimit: row.perEventLimit,
    redeemed: row.redeemed,
    orders,
    ticketTypeIds,
    validFrom: iso(row.validFrom),
    validUntil: iso(row.validUntil),
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  }));
}

async function tourView(
  db: Db,
  tour: NonNullable<Awaited<ReturnType<typeof findEventTour>>>,
  language: LabelLanguage,
): Promise<HubCouponTour> {
  const events: HubCouponTour['events'] = [];
  for (const row of await listTourTicketTypes(db, tour.eventGroupId, tour.organizerId)) {
    let event = events.at(-1);
    if (event?.eventId !== row.eventId) {
      event = {
        eventId: row.eventId,
        namePub: pickText(row.eventName, language),
        startsAt: row.startsAt.toISOString(),
        ticketTypes: [],
      };
      events.push(event);
    }
    event.ticketTypes.push({
      ticketTypeId: row.ticketTypeId,
      namePub: pickText(row.ticketTypeName, language),
    });
  }
  return { eventGroupId: tour.eventGroupId, namePub: pickText(tour.name, language), events };
}

const only = <T>(list: T[]): T => {
  const [first] = list;
  if (first === undefined) throw new Error('the written coupon did not load');
  return first;
};

/** The tour of an existing event: 404 for an unknown event, and for one that belongs to no tour. */
async function tourOf(db: Db, eventId: string) {
  await catalogueEventOr404(db, eventId);
  return eventTourOr404(db, eventId);
}

export const hubCouponHandlers: HandlersOf<typeof hubCouponEndpoints> = {
  hubSupercoupons: async ({ db, params, ctx }) => {
    const event = await catalogueEventOr404(db, params.eventId);
    return { errorText: 'OK', supercoupons: await couponsOf(db, { eventId: event.id }, ctx.language) };
  },
  hubSupercouponCreate: async ({ db, params, body, ctx, audit }) => {
    const scope = { eventId: (await catalogueEventOr404(db, params.eventId)).id };
    const id = await createSupercoupon(db, scope, body);
    audit.resource('supercoupon', id);
    audit.detail({ code: body.code, maxRedemptions: body.maxRedemptions });
    return { errorText: 'OK', supercoupon: only(await couponsOf(db, scope, ctx.language, [id])) };
  },
  hubSupercouponGenerate: async ({ db, params, body, ctx, audit }) => {
    const scope = { eventId: (await catalogueEventOr404(db, params.eventId)).id };
    const ids = await generateSupercoupons(db, scope, body);
    audit.detail({ count: ids.length, prefix: body.prefix, maxRedemptions: body.maxRedemptions });
    return { errorText: 'OK', supercoupons: await couponsOf(db, scope, ctx.language, ids) };
  },
  hubSupercouponActive: async ({ db, params, body, ctx, audit }) => {
    const scope = { eventId: params.eventId };
    await switchSupercoupon(db, scope, params.supercouponId, body.active);
    audit.resource('supercoupon', params.supercouponId);
    audit.detail({ active: body.active });
    return {
      errorText: 'OK',
      supercoupon: only(await couponsOf(db, scope, ctx.language, [params.supercouponId])),
    };
  },
  hubTourSupercoupons: async ({ db, params, ctx }) => {
    await catalogueEventOr404(db, params.eventId);
    const tour = await findEventTour(db, params.eventId);
    if (!tour) return { errorText: 'OK', tour: null, supercoupons: [] };
    return {
      errorText: 'OK',
      tour: await tourView(db, tour, ctx.language),
      supercoupons: await couponsOf(db, { eventGroupId: tour.eventGroupId }, ctx.language),
    };
  },
  hubTourSupercouponCreate: async ({ db, params, body, ctx, audit }) => {
    const tour = await tourOf(db, params.eventId);
    const id = await createSupercoupon(db, tour, body);
    audit.resource('supercoupon', id);
    audit.detail({ code: body.code, maxRedemptions: body.maxRedemptions, eventGroupId: tour.eventGroupId });
    return {
      errorText: 'OK',
      supercoupon: only(await couponsOf(db, { eventGroupId: tour.eventGroupId }, ctx.language, [id])),
    };
  },
  hubTourSupercouponGenerate: async ({ db, params, body, ctx, audit }) => {
    const tour = await tourOf(db, params.eventId);
    const ids = await generateSupercoupons(db, tour, body);
    audit.detail({
      count: ids.length,
      prefix: body.prefix,
      maxRedemptions: body.maxRedemptions,
      eventGroupId: tour.eventGroupId,
    });
    return {
      errorText: 'OK',
      supercoupons: await couponsOf(db, { eventGroupId: tour.eventGroupId }, ctx.language, ids),
    };
  },
  hubTourSupercouponActive: async ({ db, params, body, ctx, audit }) => {
    const tour = await tourOf(db, params.eventId);
    await switchSupercoupon(db, tour, params.supercouponId, body.active);
    audit.resource('supercoupon', params.supercouponId);
    audit.detail({ active: body.active, eventGroupId: tour.eventGroupId });
    return {
      errorText: 'OK',
      supercoupon: only(
        await couponsOf(db, { eventGroupId: tour.eventGroupId }, ctx.language, [params.supercouponId]),
      ),
    };
  },
};
