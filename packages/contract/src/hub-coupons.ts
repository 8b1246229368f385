// The organiser's coupons under /pass/hub/event/...: supercoupons (prepaid codes worth a number of tickets) and
// ticket coupons (a supercoupon worth one ticket) of one event or of the whole tour the event belongs to; one at a
// time or in bulk, with their use, switched off.
import { z } from 'zod';
import { organizerAccess } from './access';
import { isoDateTime, ok, uuid } from './common';
import type { EndpointDefinition } from './endpoint';
import { defineEndpoint } from './endpoint';
import { bulkShape, codeText, translatedText, translations, windowInOrder } from './hub-catalogue-fields';

const whole = { error: 'must be a whole number' };

const supercouponShape = {
  name: translatedText(120),
  /** Tickets it can be redeemed for in total; 1 makes a single-ticket coupon. */
  maxRedemptions: z
    .int(whole)
    .min(1, { error: 'must be at least 1' })
    .max(10_000, { error: 'must be at most 10 000' }),
  /** Tickets per event (a season pass gives one per match). */
  perEventLimit: z
    .int(whole)
    .min(1, { error: 'must be at least 1' })
    .max(10_000, { error: 'must be at most 10 000' }),
  /** The ticket types of the event it can be redeemed for. */
  ticketTypeIds: z.array(uuid).min(1, { error: 'must name at least one ticket type' }).max(50),
  validFrom: isoDateTime.nullable(),
  validUntil: isoDateTime.nullable(),
};
type Terms = {
  maxRedemptions: number;
  perEventLimit: number;
  validFrom: string | null;
  validUntil: string | null;
};
const limitFits = (body: Terms) => body.perEventLimit <= body.maxRedemptions;
const limitError = { error: 'must not be more than the tickets in total', path: ['perEventLimit'] };
const inOrder = (body: Terms) => windowInOrder(body.validFrom, body.validUntil);
const untilAfterFrom = { error: 'must be after the start of validity', path: ['validUntil'] };

export const supercouponBody = z
  .object({ code: codeText, ...supercouponShape })
  .refine(limitFits, limitError)
  .refine(inOrder, untilAfterFrom);
export type SupercouponBody = z.input<typeof supercouponBody>;

export const supercouponBulkBody = z
  .object({ ...bulkShape, ...supercouponShape })
  .refine(limitFits, limitError)
  .refine(inOrder, untilAfterFrom);
export type SupercouponBulkBody = z.input<typeof supercouponBulkBody>;

export const hubSupercoupon = z.object({
  supercouponId: uuid,
  code: z.string(),
  name: translations,
  namePub: z.string(),
  maxRedemptions: z.int(),
  perEventLimit: z.int(),
  /** Tickets redeemed so far, and by how many orders. */
  redeemed: z.int(),
  orders: z.int(),
  ticketTypeIds: z.array(uuid),
  validFrom: isoDateTime.nullable(),
  validUntil: isoDateTime.nullable(),
  active: z.boolean(),
  createdAt: isoDateTime,
});
export type HubSupercoupon = z.infer<typeof hubSupercoupon>;

/** The tour an event belongs to, with the ticket types of its events a tour coupon can be redeemed for. */
export const hubCouponTour = z.object({
  eventGroupId: uuid,
  namePub: z.string(),
  events: z.array(
    z.object({
      eventId: uuid,
      namePub: z.string(),
      startsAt: isoDateTime,
      ticketTypes: z.array(z.object({ ticketTypeId: uuid, namePub: z.string() })),
    }),
  ),
});
export type HubCouponTour = z.infer<typeof hubCouponTour>;

const eventParams = z.object({ eventId: uuid });
const eventAccess = organizerAccess('events', 'params.eventId');

export const hubCouponEndpoints = {
  hubSupercoupons: defineEndpoint({
    id: 'hubSupercoupons',
    method: 'GET',
    path: '/pass/hub/event/{eventId}/supercoupons',
    tag: 'hub',
    summary: "The event's coupons and supercoupons, newest first, with the tickets redeemed on each",
    access: eventAccess,
    params: eventParams,
    response: ok({ supercoupons: z.array(hubSupercoupon) }),
    errors: [403, 404],
  }),
  hubSupercouponCreate: defineEndpoint({
    id: 'hubSupercouponCreate',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/supercoupon-create',
    tag: 'hub',
    summary: 'Add a supercoupon (or, worth one ticket, a coupon); codes are unique across all organizers',
    access: eventAccess,
    params: eventParams,
    body: supercouponBody,
    response: ok({ supercoupon: hubSupercoupon }),
    errors: [403, 404, 409],
  }),
  hubSupercouponGenerate: defineEndpoint({
    id: 'hubSupercouponGenerate',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/supercoupon-generate',
    tag: 'hub',
    summary: 'Generate up to 1000 random coupons with the same terms (the hub offers them as CSV)',
    access: eventAccess,
    params: eventParams,
    body: supercouponBulkBody,
    response: ok({ supercoupons: z.array(hubSupercoupon) }),
    errors: [403, 404],
  }),
  hubSupercouponActive: defineEndpoint({
    id: 'hubSupercouponActive',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/supercoupon/{supercouponId}/active',
    tag: 'hub',
    summary: 'Switch a coupon off (it redeems nothing from then on, its redemptions stay) or on again',
    access: eventAccess,
    params: z.object({ eventId: uuid, supercouponId: uuid }),
    body: z.object({ active: z.boolean() }),
    response: ok({ supercoupon: hubSupercoupon }),
    errors: [403, 404],
  }),
  hubTourSupercoupons: defineEndpoint({
    id: 'hubTourSupercoupons',
    method: 'GET',
    path: '/pass/hub/event/{eventId}/tour-supercoupons',
    tag: 'hub',
    summary:
      "The coupons of the whole tour the event belongs to (null tour when it belongs to none), newest first, with the tour's events and ticket types",
    access: eventAccess,
    params: eventParams,
    response: ok({ tour: hubCouponTour.nullable(), supercoupons: z.array(hubSupercoupon) }),
    errors: [403, 404],
  }),
  hubTourSupercouponCreate: defineEndpoint({
    id: 'hubTourSupercouponCreate',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/tour-supercoupon-create',
    tag: 'hub',
    summary:
      "Add a coupon for the whole tour the event belongs to, redeemable for the listed ticket types of the tour's events",
    access: eventAccess,
    params: eventParams,
    body: supercouponBody,
    response: ok({ supercoupon: hubSupercoupon }),
    errors: [403, 404, 409],
  }),
  hubTourSupercouponGenerate: defineEndpoint({
    id: 'hubTourSupercouponGenerate',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/tour-supercoupon-generate',
    tag: 'hub',
    summary: 'Generate up to 1000 random coupons for the whole tour the event belongs to',
    access: eventAccess,
    params: eventParams,
    body: supercouponBulkBody,
    response: ok({ supercoupons: z.array(hubSupercoupon) }),
    errors: [403, 404],
  }),
  hubTourSupercouponActive: defineEndpoint({
    id: 'hubTourSupercouponActive',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/tour-supercoupon/{supercouponId}/active',
    tag: 'hub',
    summary: "Switch a coupon of the event's tour off or on again",
    access: eventAccess,
    params: z.object({ eventId: uuid, supercouponId: uuid }),
    body: z.object({ active: z.boolean() }),
    response: ok({ supercoupon: hubSupercoupon }),
    errors: [403, 404],
  }),
} as const satisfies Record<string, EndpointDefinition>;
