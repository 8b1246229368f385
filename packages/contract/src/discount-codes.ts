// Discount code endpoints: checking a code against an event's ticket types.
import { publicAccess } from './access';
import { z } from 'zod';
import { isoDateTime, ok, uuid } from './common';
import { defineEndpoint } from './endpoint';
import type { EndpointDefinition } from './endpoint';

/** A code as the buyer types it; codes compare case-insensitively, so any case is accepted. */
export const discountCodeText = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'must be 1 to 64 letters, digits, - or _' });

export const discountCodeCheck = z.object({
  valid: z.literal(true),
  /** The code as stored (upper case). */
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  /** Percent in basis points (1500 = 15 %) or a fixed amount in minor units off each ticket. */
  value: z.int().positive(),
  /** Ticket types the code applies to; null means every ticket type of the event. */
  ticketTypeIds: z.array(uuid).nullable(),
  /** Uses left; null means unlimited. */
  remainingUses: z.int().nonnegative().nullable(),
  validUntil: isoDateTime.nullable(),
});
export type DiscountCodeCheck = z.infer<typeof discountCodeCheck>;

export const discountCodeEndpoints = {
  checkDiscountCode: defineEndpoint({
    id: 'checkDiscountCode',
    method: 'POST',
    path: '/pass/v2/event/id/{eventId}/check-discount-code/{code}',
    tag: 'discountCode',
    access: publicAccess,
    summary:
      'Whether a discount code can be used now for an event: its kind, value, ticket types and uses left (404 unknown, 410 expired, 422 not yet valid, 409 used up)',
    params: z.object({ eventId: uuid, code: discountCodeText }),
    response: ok(discountCodeCheck.shape),
    errors: [404, 409, 410, 422],
  }),
} as const satisfies Record<string, EndpointDefinition>;
