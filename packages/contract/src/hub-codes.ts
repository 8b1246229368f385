// The organiser's codes under /pass/hub/event/...: discount codes and access codes; one at a time or in bulk,
// with their usage, switched off when no longer wanted.
import { z } from 'zod';
import { organizerAccess } from './access';
import { isoDateTime, ok, uuid } from './common';
import type { EndpointDefinition } from './endpoint';
import { defineEndpoint } from './endpoint';
import { bulkShape, codeText, windowInOrder } from './hub-catalogue-fields';

export const discountKind = z.enum(['percent', 'fixed']);

const validity = {
  validFrom: isoDateTime.nullable(),
  validUntil: isoDateTime.nullable(),
};
const inOrder = (body: { validFrom: string | null; validUntil: string | null }) =>
  windowInOrder(body.validFrom, body.validUntil);
const untilAfterFrom = { error: 'must be after the start of validity', path: ['validUntil'] };

const discountShape = {
  kind: discountKind,
  /** Percent in basis points (1500 = 15 %) or a fixed amount in minor units per ticket. */
  value: z.int({ error: 'must be a whole number' }).min(1, { error: 'must be more than 0' }).max(100_000_000),
  usageLimit: z
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(1_000_000)
    .nullable(),
  /** The ticket types it applies to; none means every ticket type of the event. */
  ticketTypeIds: z.array(uuid).max(50),
  ...validity,
};
const percentAtMost100 = {
  error: 'must be at most 100 %',
  path: ['value'],
};
const percentFits = (body: { kind: string; value: number }) =>
  body.kind !== 'percent' || body.value <= 10_000;

export const discountCodeBody = z
  .object({ code: codeText, ...discountShape })
  .refine(percentFits, percentAtMost100)
  .refine(inOrder, untilAfterFrom);
export type DiscountCodeBody = z.input<typeof discountCodeBody>;

export const discountCodeBulkBody = z
  .object({ ...bulkShape, ...discountShape })
  .refine(percentFits, percentAtMost100)
  .refine(inOrder, untilAfterFrom);
export type DiscountCodeBulkBody = z.input<typeof discountCodeBulkBody>;

export const hubDiscountCode = z.object({
  discountCodeId: uuid,
  code: z.string(),
  kind: discountKind,
  value: z.int(),
  usageLimit: z.int().nullable(),
  /** Orders that used it so far. */
  used: z.int(),
  ticketTypeIds: z.array(uuid),
  validFrom: isoDateTime.nullable(),
  validUntil: isoDateTime.nullable(),
  active: z.boolean(),
  createdAt: isoDateTime,
});
export type HubDiscountCode = z.infer<typeof hubDiscountCode>;

const accessShape = {
  /** The access-code-only ticket types the code unlocks. */
  ticketTypeIds: z.array(uuid).min(1, { error: 'must name at least one ticket type' }).max(50),
  ...validity,
};

export const accessCodeBody = z.object({ code: codeText, ...accessShape }).refine(inOrder, untilAfterFrom);
export type AccessCodeBody = z.input<typeof accessCodeBody>;
export const accessCodeBulkBody = z.object({ ...bulkShape, ...accessShape }).refine(inOrder, untilAfterFrom);
export type AccessCodeBulkBody = z.input<typeof accessCodeBulkBody>;

export const hubAccessCode = z.object({
  accessCodeId: uuid,
  code: z.string(),
  ticketTypeIds: z.array(uuid),
  validFrom: isoDateTime.nullable(),
  validUntil: isoDateTime.nullable(),
  active: z.boolean(),
  createdAt: isoDateTime,
});
export type HubAccessCode = z.infer<typeof hubAccessCode>;

export const codeActiveBody = z.object({ active: z.boolean() });

const eventParams = z.object({ eventId: uuid });
const eventAccess = organizerAccess('events', 'params.eventId');

export const hubCodeEndpoints = {
  hubDiscountCodes: defineEndpoint({
    id: 'hubDiscountCodes',
    method: 'GET',
    path: '/pass/hub/event/{eventId}/discount-codes',
    tag: 'hub',
    summary: "The event's discount codes, newest first, with how often each was used",
    access: eventAccess,
    params: eventParams,
    response: ok({ discountCodes: z.array(hubDiscountCode) }),
    errors: [403, 404],
  }),
  hubDiscountCodeCreate: defineEndpoint({
    id: 'hubDiscountCodeCreate',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/discount-code-create',
    tag: 'hub',
    summary: 'Add a discount code (percent or fixed, per ticket type, usage limit, validity)',
    access: eventAccess,
    params: eventParams,
    body: discountCodeBody,
    response: ok({ discountCode: hubDiscountCode }),
    errors: [403, 404, 409],
  }),
  hubDiscountCodeGenerate: defineEndpoint({
    id: 'hubDiscountCodeGenerate',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/discount-code-generate',
    tag: 'hub',
    summary: 'Generate up to 1000 random discount codes with the same terms (the hub offers them as CSV)',
    access: eventAccess,
    params: eventParams,
    body: discountCodeBulkBody,
    response: ok({ discountCodes: z.array(hubDiscountCode) }),
    errors: [403, 404],
  }),
  hubDiscountCodeActive: defineEndpoint({
    id: 'hubDiscountCodeActive',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/discount-code/{discountCodeId}/active',
    tag: 'hub',
    summary: 'Switch a discount code off (checkout refuses it from then on) or on again',
    access: eventAccess,
    params: z.object({ eventId: uuid, discountCodeId: uuid }),
    body: codeActiveBody,
    response: ok({ discountCode: hubDiscountCode }),
    errors: [403, 404],
  }),
  hubAccessCodes: defineEndpoint({
    id: 'hubAccessCodes',
    method: 'GET',
    path: '/pass/hub/event/{eventId}/access-codes',
    tag: 'hub',
    summary: "The event's access codes, newest first, with the ticket types each unlocks",
    access: eventAccess,
    params: eventParams,
    response: ok({ accessCodes: z.array(hubAccessCode) }),
    errors: [403, 404],
  }),
  hubAccessCodeCreate: defineEndpoint({
    id: 'hubAccessCodeCreate',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/access-code-create',
    tag: 'hub',
    summary: 'Add an access code that unlocks access-code-only ticket types',
    access: eventAccess,
    params: eventParams,
    body: accessCodeBody,
    response: ok({ accessCode: hubAccessCode }),
    errors: [403, 404, 409],
  }),
  hubAccessCodeGenerate: defineEndpoint({
    id: 'hubAccessCodeGenerate',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/access-code-generate',
    tag: 'hub',
    summary: 'Generate up to 1000 random access codes unlocking the same ticket types',
    access: eventAccess,
    params: eventParams,
    body: accessCodeBulkBody,
    response: ok({ accessCodes: z.array(hubAccessCode) }),
    errors: [403, 404],
  }),
  hubAccessCodeActive: defineEndpoint({
    id: 'hubAccessCodeActive',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/access-code/{accessCodeId}/active',
    tag: 'hub',
    summary: 'Switch an access code off (it unlocks nothing from then on) or on again',
    access: eventAccess,
    params: z.object({ eventId: uuid, accessCodeId: uuid }),
    body: codeActiveBody,
    response: ok({ accessCode: hubAccessCode }),
    errors: [403, 404],
  }),
} as const satisfies Record<string, EndpointDefinition>;
