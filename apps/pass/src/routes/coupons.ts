// Handlers of the coupon and supercoupon endpoints.
import type { couponEndpoints } from '@repo/contract/coupons';
import { loadCouponTicketTypes } from '../db/queries/coupons';
import type { HandlersOf } from '../http/register-endpoint';
import { findOrder, toOrderSummary } from '../selling/orders';
import { orderLanguage, orderTickets } from '../selling/order-views';
import {
  redeemSupercoupon,
  resolveSupercoupon,
  toSupercouponCheck,
  toTicketCouponCheck,
} from '../selling/supercoupons';

/** `onPaid` wakes the e-mail worker after a redemption commits (the order is paid at once). */
export function couponHandlers(config: { onPaid: () => void }): HandlersOf<typeof couponEndpoints> {
  return {
    // Checks spend nothing: a redemption is counted only when tickets are redeemed.
    ticketCoupon: async ({ db, query, ctx }) => {
      const resolved = await resolveSupercoupon(db, query.eventId, query.code, new Date(), 'coupon');
      return { errorText: 'OK', coupon: toTicketCouponCheck(resolved, ctx.language) };
    },
    ticketSupercoupon: async ({ db, query, ctx }) => {
      const resolved = await resolveSupercoupon(db, query.eventId, query.code, new Date());
      return { errorText: 'OK', supercoupon: toSupercouponCheck(resolved, ctx.language) };
    },
    ticketSupercouponTicketTypes: async ({ db, query, ctx }) => {
      const now = new Date();
      const resolved = await resolveSupercoupon(db, query.eventId, query.code, now);
      if (resolved.ticketTypeIds.length === 0) return { errorText: 'OK', ticketTypes: [] };
      // Access-code-only types are listed too: the coupon itself grants them.
      const types = await loadCouponTicketTypes(
        db,
        resolved.event.id,
        resolved.ticketTypeIds,
        ctx.language,
        now,
      );
      return { errorText: 'OK', ticketTypes: types };
    },
    // The order-paid e-mail is queued in the outbox within the transaction; the worker's poll sends it.
    ticketSupercouponRedeem: async ({ db, body, ctx }) => {
      const orderId = await redeemSupercoupon(db, {
        ...body,
        languageId: body.languageId ?? ctx.languageId,
        reqSourceId: ctx.agentSource,
        brandId: ctx.brandId,
      });
      config.onPaid();
      const found = await findOrder(db, orderId);
      if (!found) throw new Error(`order ${orderId} vanished after its commit`);
      return {
        errorText: 'OK',
        order: toOrderSummary(found),
        tickets: await orderTickets(db, orderId, orderLanguage(found.order)),
      };
    },
  };
}
