// Chip credit endpoints: top-up orders for NFC chips (with a code, or for a signed-in visitor).
import { accountAccess, publicAccess } from './access';
import { z } from 'zod';
import { ok, uuid } from './common';
import type { EndpointDefinition } from './endpoint';
import { defineEndpoint } from './endpoint';
import { buyer, orderSummary, paymentInstructions } from './orders';

/** The chip UID printed on the wristband (hex, as the NFC reader shows it); any case and spacing. */
export const chipCode = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s:-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[0-9A-F]{8,32}$/, { error: 'must be the chip UID printed on the wristband' }));

/** Credit to load, in minor units of the event currency; the event's chip items bound it. */
const creditAmount = z.int().positive();

const buyerContact = buyer.pick({
  email: true,
  name: true,
  phone: true,
  paymentMethodId: true,
  languageId: true,
});

export const chipCreditFromCodeBody = buyerContact.extend({ chipCode, amount: creditAmount });
export type ChipCreditFromCodeBody = z.infer<typeof chipCreditFromCodeBody>;

/** A signed-in visitor tops up one of their own chips, named by its id. */
export const chipCreditBody = z.object({
  chipId: uuid,
  amount: creditAmount,
  paymentMethodId: buyer.shape.paymentMethodId,
  languageId: buyer.shape.languageId,
});

const createdCreditOrder = ok({ order: orderSummary, payment: paymentInstructions });

export const chipCreditEndpoints = {
  orderCreateCreditFromCode: defineEndpoint({
    id: 'orderCreateCreditFromCode',
    method: 'POST',
    path: '/pass/order/order-create-credit-from-code',
    tag: 'order',
    access: publicAccess,
    summary:
      "Order a credit top-up of a chip named by the UID printed on it; paid like any order. Refused (422) only for an amount outside the chip's range, never because of its balance; what no longer fits when paid is refunded",
    body: chipCreditFromCodeBody,
    response: createdCreditOrder,
    errors: [404, 422],
  }),
  orderCreditFromCodeV2: defineEndpoint({
    id: 'orderCreditFromCodeV2',
    method: 'POST',
    path: '/pass/v2/order/order-credit-from-code',
    tag: 'order',
    access: publicAccess,
    summary:
      "Order a credit top-up of a chip named by the UID printed on it; paid like any order. Refused (422) only for an amount outside the chip's range, never because of its balance; what no longer fits when paid is refunded",
    body: chipCreditFromCodeBody,
    response: createdCreditOrder,
    errors: [404, 422],
  }),
  orderCreateCredit: defineEndpoint({
    id: 'orderCreateCredit',
    method: 'POST',
    path: '/pass/order/order-create-credit',
    tag: 'order',
    summary:
      "Order a credit top-up of one of the signed-in visitor's chips (linked to the account or bought in its orders); paid like any order",
    body: chipCreditBody,
    response: createdCreditOrder,
    access: accountAccess,
    errors: [401, 403, 404, 422],
  }),
} as const satisfies Record<string, EndpointDefinition>;
