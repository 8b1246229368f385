// Handlers of the organiser's coupon endpoints: supercoupons and coupons listed, created, generated, switched.
import type { HubSupercoupon, hubCouponEndpoints } from '@repo/contract/hub-coupons';
import type { LabelLanguage } from '@repo/enums';
import type { Db } from '../db/database';
import { listEventSupercoupons } from '../db/queries/hub-coupons';
import type { HandlersOf } from '../http/register-endpoint';
import { pickText } from '../i18n-text';
import { createSupercoupon, generateSupercoupons, switchSupercoupon } from '../organizers/coupons';
import { catalogueEventOr404 } from '../organizers/ticket-types';

const iso = (date: Date | null) => date?.toISOString() ?? null;

async function couponsOf(
  db: Db,
  eventId: string,
  language: LabelLanguage,
  ids?: string[],
): Promise<HubSupercoupon[]> {
  return (await listEventSupercoupons(db, eventId, ids)).map(({ row, ticketTypeIds, orders }) => ({
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

const only = <T>(list: T[]): T => {
  const [first] = list;
  if (first === undefined) throw new Error('the written coupon did not load');
  return first;
};

export const hubCouponHandlers: HandlersOf<typeof hubCouponEndpoints> = {
  hubSupercoupons: async ({ db, params, ctx }) => {
    const event = await catalogueEventOr404(db, params.eventId);
    return { errorText: 'OK', supercoupons: await couponsOf(db, event.id, ctx.language) };
  },
  hubSupercouponCreate: async ({ db, params, body, ctx, audit }) => {
    const event = await catalogueEventOr404(db, params.eventId);
    const id = await createSupercoupon(db, event.id, body);
    audit.resource('supercoupon', id);
    audit.detail({ code: body.code, maxRedemptions: body.maxRedemptions });
    return { errorText: 'OK', supercoupon: only(await couponsOf(db, event.id, ctx.language, [id])) };
  },
  hubSupercouponGenerate: async ({ db, params, body, ctx, audit }) => {
    const event = await catalogueEventOr404(db, params.eventId);
    const ids = await generateSupercoupons(db, event.id, body);
    audit.detail({ count: ids.length, prefix: body.prefix, maxRedemptions: body.maxRedemptions });
    return { errorText: 'OK', supercoupons: await couponsOf(db, event.id, ctx.language, ids) };
  },
  hubSupercouponActive: async ({ db, params, body, ctx, audit }) => {
    await switchSupercoupon(db, params.eventId, params.supercouponId, body.active);
    audit.resource('supercoupon', params.supercouponId);
    audit.detail({ active: body.active });
    return {
      errorText: 'OK',
      supercoupon: only(await couponsOf(db, params.eventId, ctx.language, [params.supercouponId])),
    };
  },
};
