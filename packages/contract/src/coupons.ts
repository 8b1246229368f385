// Coupon endpoints: ticket coupons and supercoupons (check, their ticket types, redeem).
//
// A supercoupon is a prepaid code worth a number of tickets (maxRedemptions) for listed ticket types of one event
// or of every event of a tour, at most perEventLimit tickets per event. A "ticket coupon" is not a table of its
// own: it is a supercoupon with maxRedemptions = 1 (one free ticket); any other supercoupon answers 404 there.
// Redeeming either goes through ticket-supercoupon-redeem and gives a paid order with a zero total.
import { publicAccess } from './access';
import { z } from 'zod';
import { enumId, isoDateTime, ok, uuid } from './common';
import { discountCodeText } from './discount-codes';
import { defineEndpoint } from './endpoint';
import type { EndpointDefinition } from './endpoint';
import { ticketType } from './entities';
import { buyer, orderSummary, soldTicket } from './orders';

/** Codes compare case-insensitively, like discount codes. */
export const couponCodeQuery = z.object({ code: discountCodeText, eventId: uuid });

export const supercouponCheck = z.object({
  /** The code as stored. */
  code: z.string(),
  namePub: z.string(),
  /** Tickets the coupon can still be redeemed for, across all its events. */
  remaining: z.int().nonnegative(),
  perEventLimit: z.int().positive(),
  /** Tickets it can still be redeemed for at this event: min(remaining, perEventLimit - redeemed here). */
  remainingForEvent: z.int().nonnegative(),
  validUntil: isoDateTime.nullable(),
});
export type SupercouponCheck = z.infer<typeof supercouponCheck>;

export const ticketCouponCheck = z.object({
  code: z.string(),
  namePub: z.string(),
  /** Ticket types of this event the coupon can be redeemed for. */
  ticketTypeIds: z.array(uuid),
  /** Always true: an unusable coupon answers with an error status instead. */
  valid: z.literal(true),
});
export type TicketCouponCheck = z.infer<typeof ticketCouponCheck>;

export const supercouponRedeemBody = z.object({
  code: discountCodeText,
  eventId: uuid,
  tickets: z
    .array(z.object({ ticketTypeId: uuid, quantity: z.int().min(1).max(50) }))
    .min(1)
    .max(20),
  email: buyer.shape.email,
  name: buyer.shape.name,
  phone: buyer.shape.phone,
  /** Language of e-mails, PDF tickets and receipts; the request's language when left out. */
  languageId: enumId.optional(),
});
export type SupercouponRedeemBody = z.infer<typeof supercouponRedeemBody>;

export const couponEndpoints = {
  ticketCoupon: defineEndpoint({
    id: 'ticketCoupon',
    method: 'GET',
    path: '/pass/ticket/ticket-coupon',
    tag: 'coupon',
    access: publicAccess,
    summary:
      'Whether a single-use ticket coupon (a supercoupon with maxRedemptions 1) can be redeemed at an event, and for which ticket types (404 unknown or not for the event, 410 expired, 422 not yet valid, 409 used)',
    query: couponCodeQuery,
    response: ok({ coupon: ticketCouponCheck }),
    errors: [404, 409, 410, 422],
  }),
  ticketSupercoupon: defineEndpoint({
    id: 'ticketSupercoupon',
    method: 'GET',
    path: '/pass/ticket/ticket-supercoupon',
    tag: 'coupon',
    access: publicAccess,
    summary:
      'Whether a supercoupon can be redeemed at an event: tickets left in total and at this event (404 unknown or not for the event, 410 expired, 422 not yet valid, 409 used up)',
    query: couponCodeQuery,
    response: ok({ supercoupon: supercouponCheck }),
    errors: [404, 409, 410, 422],
  }),
  ticketSupercouponTicketTypes: defineEndpoint({
    id: 'ticketSupercouponTicketTypes',
    method: 'GET',
    path: '/pass/ticket/ticket-supercoupon-ticket-types',
    tag: 'coupon',
    access: publicAccess,
    summary: "The supercoupon's ticket types at an event, with their sale state",
    query: couponCodeQuery,
    response: ok({ ticketTypes: z.array(ticketType) }),
    errors: [404, 409, 410, 422],
  }),
  ticketSupercouponRedeem: defineEndpoint({
    id: 'ticketSupercouponRedeem',
    method: 'POST',
    path: '/pass/ticket/ticket-supercoupon-redeem',
    tag: 'coupon',
    access: publicAccess,
    summary:
      'Redeems a supercoupon (or ticket coupon) for tickets: one transaction counts the redemption, takes the inventory and issues a paid order with a zero total (409 used up, event limit reached or sold out)',
    body: supercouponRedeemBody,
    response: ok({ order: orderSummary, tickets: z.array(soldTicket) }),
    errors: [404, 409, 410, 422],
  }),
} as const satisfies Record<string, EndpointDefinition>;
