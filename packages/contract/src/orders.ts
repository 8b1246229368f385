// Order endpoints: create (from a hold, or in one step), read, status, contents, tickets, cancel, PDF tickets.
import { accountAccess, optionalAccountAccess, publicAccess } from './access';
import { country } from '@repo/enums/country';
import { z } from 'zod';
import { binary, enumId, isoDateTime, minorUnits, ok, uuid } from './common';
import { discountCodeText } from './discount-codes';
import { checkIco } from './ico';
import { defineEndpoint } from './endpoint';
import { holdHeaders, reservationBody } from './reservations';

// Czech and Slovak company ids (IČO) share the mod-11 check digit.
const icoCountryIds = new Set<number>([country.ids.czechRepublic, country.ids.slovakia]);

const email = z.email({ error: 'must be an e-mail address' }).max(254);

export const buyer = z.object({
  email,
  name: z.string().trim().min(2).max(120),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ]{6,20}$/, { error: 'must be a phone number such as +420 777 123 456' })
    .optional(),
  billing: z
    .object({
      countryId: enumId,
      companyName: z.string().trim().min(1).max(200).optional(),
      vatId: z.string().trim().max(20).optional(),
      /** IČO of a Czech or Slovak company (check digit verified, stored as 8 digits); free text elsewhere. */
      companyId: z.string().trim().max(20).optional(),
      city: z.string().trim().max(100).optional(),
      address: z.string().trim().max(200).optional(),
      postalCode: z.string().trim().max(20).optional(),
    })
    .transform((billing, context) => {
      if (billing.companyId === undefined || !icoCountryIds.has(billing.countryId)) return billing;
      const checked = checkIco(billing.companyId);
      if (checked.ok) return { ...billing, companyId: checked.ico };
      context.addIssue({ code: 'custom', path: ['companyId'], message: checked.reason });
      return z.NEVER;
    })
    .optional(),
  paymentMethodId: enumId,
  /** Language of e-mails, PDF tickets and receipts; the request's language when left out. */
  languageId: enumId.optional(),
  /** A discount code of the event (any case); it lowers the price of the tickets it covers, one use per order. */
  discountCode: discountCodeText.optional(),
  /**
   * Credit preloaded on the NFC chips the order issues (the cart's chips[]): each entry loads `amount` on every
   * chip of that chip item the ordered tickets and products come with, within the item's own limits; credited
   * when the order is paid. Never discounted.
   */
  chips: z
    .array(z.object({ productItemId: uuid, amount: z.int().positive().max(100_000_000) }))
    .max(20)
    .default([]),
});

export const orderCreateBody = buyer.extend({
  reservationId: uuid,
  /** The demo cart: required for a hold of an unpublished event; demo card only; never revenue. */
  demo: z.boolean().default(false),
});

/** order-create-extra: products added to a paid order of the signed-in account, as a new linked order. */
export const orderCreateExtraBody = z.object({
  /** The paid order the products are added to. */
  orderId: uuid,
  extraProducts: z
    .array(
      z.object({
        ticketProductId: uuid,
        quantity: z.int({ error: 'must be a whole number' }).min(1).max(50),
      }),
    )
    .min(1, { error: 'add at least one extra product' })
    .max(20),
  paymentMethodId: enumId,
  /** Language of the e-mail and receipt; the account's when left out. */
  languageId: enumId.optional(),
});
export type OrderCreateExtraBody = z.infer<typeof orderCreateExtraBody>;
export const orderCreateV2Body = z.intersection(reservationBody, buyer);

export const orderSummary = z.object({
  orderId: uuid,
  orderNumber: z.int().positive(),
  eventId: uuid,
  organizerSlug: z.string(),
  eventSlug: z.string(),
  /** orderStatus enumeration: 1 pending, 2 paid, 3 canceled, 4 expired. */
  statusId: enumId,
  status: z.enum(['pending', 'paid', 'canceled', 'expired', 'refunded']),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  currencyId: enumId,
  totalAmount: minorUnits,
  paidAmount: minorUnits,
  paymentMethodId: enumId,
  languageId: enumId,
  createdAt: isoDateTime,
  expiresAt: isoDateTime,
  paidAt: isoDateTime.nullable(),
  canceledAt: isoDateTime.nullable(),
  /** Extra orders: the paid order they add products to; null for other orders. */
  parentOrderId: uuid.nullable(),
  /** Placed through the demo cart (demo card only, not revenue); its tickets and e-mail say DEMO. */
  demo: z.boolean(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

/** A seat as the buyer reads it: sector, row and number. */
export const ticketSeat = z.object({
  sectorNamePub: z.string(),
  row: z.string(),
  number: z.int(),
});

export const orderLine = z.object({
  orderItemId: uuid,
  kind: z.enum(['ticket', 'product', 'chipCredit', 'chipFee']),
  ticketTypeId: uuid.nullable(),
  ticketProductId: uuid.nullable(),
  seatId: uuid.nullable(),
  /** The seat of a seated ticket line (sector, row, number); null for other lines. */
  seat: ticketSeat.nullable(),
  namePub: z.string(),
  quantity: z.int().positive(),
  /** Price per unit after the discount. */
  unitPrice: minorUnits,
  /** Discount per unit (a discount code), already taken off unitPrice. */
  discount: minorUnits,
  lineTotal: minorUnits,
  vatRateBasisPoints: z.int().nonnegative(),
  /**
   * A ticket bundling items of different VAT rates (an entry with a beer mug): lineTotal split per item, each at
   * its rate; the VAT table counts these instead of the line. Absent or empty when the line has one rate.
   */
  vatParts: z
    .array(
      z.object({ namePub: z.string(), vatRateBasisPoints: z.int().nonnegative(), lineTotal: minorUnits }),
    )
    .optional(),
});

export const soldTicket = z.object({
  ticketId: uuid,
  orderId: uuid,
  ticketTypeId: uuid,
  ticketTypeNamePub: z.string(),
  seatId: uuid.nullable(),
  qrCode: z.string(),
  holderName: z.string().nullable(),
  status: z.enum(['valid', 'canceled']),
});

/**
 * What a paid product line (not a ticket entry) entitles to: merchandise pickup, a parking place, a workshop
 * seat. One voucher per line, issued once when the order is paid, with its own unguessable code.
 */
export const orderVoucher = z.object({
  voucherId: uuid,
  orderId: uuid,
  orderItemId: uuid,
  ticketProductId: uuid.nullable(),
  /** The product's name at purchase time, in the caller's language. */
  productNamePub: z.string(),
  /** itemType enumeration: 2 parking, 5 workshop, 6 product, 9 zone... */
  itemTypeId: enumId,
  quantity: z.int().positive(),
  code: z.string(),
  /** valid until scanned at the pickup (used); canceled when the order is taken back. */
  status: z.enum(['valid', 'used', 'canceled']),
  usedAt: isoDateTime.nullable(),
});

/**
 * What the buyer does next: follow the card gateway, or transfer money with these details. Both are null when
 * the order is already paid, as a free order (total 0) is from the moment it is created.
 */
export const paymentInstructions = z.object({
  paymentId: uuid,
  /** demo-card: the demo gateway; stripe, gopay: the organizer's own account there. */
  provider: z.enum(['demo-card', 'bank-transfer', 'stripe', 'gopay']),
  /** Hosted payment page (card, Google Pay, Apple Pay): the demo gateway's, or ours that leads to the provider's. */
  redirectUrl: z.string().nullable(),
  bankTransfer: z
    .object({
      iban: z.string(),
      variableSymbol: z.string(),
      amount: minorUnits,
      currencyId: enumId,
      /** QR Platba (CZK) or PAY by square (EUR) image. */
      qrUrl: z.string(),
      dueAt: isoDateTime,
    })
    .nullable(),
});

/**
 * The state of an order's latest payment attempt: created (not finished), paid, failed (the card was declined)
 * or canceled (the buyer left the gateway). Null for an order without one.
 */
export const paymentAttemptStatus = z.enum(['created', 'paid', 'failed', 'canceled']);

const orderQuery = z.object({ orderId: uuid });
const orderStatusBody = {
  orderId: uuid,
  statusId: enumId,
  status: orderSummary.shape.status,
  paid: z.boolean(),
  expiresAt: isoDateTime,
  secondsLeft: z.int().nonnegative(),
};
const idempotencyHeader = [
  {
    name: 'idempotency-key',
    description:
      "Any unique string (8-200 characters) per checkout attempt: a retried create with the same key returns the same order. Keys are the caller's (the account, else the hold or the anonymous request); the same key with a different body is 422 ERROR_IDEMPOTENCY_KEY_REUSED.",
  },
];

export const orderEndpoints = {
  orderCreate: defineEndpoint({
    id: 'orderCreate',
    method: 'POST',
    path: '/pass/order/order-create',
    tag: 'order',
    access: optionalAccountAccess,
    summary: 'Turn a live hold into an order awaiting payment',
    body: orderCreateBody,
    headers: idempotencyHeader,
    response: ok({ order: orderSummary, payment: paymentInstructions }),
    // 401: an Authorization header with a bad or expired token (without one the order is anonymous).
    errors: [401, 404, 409, 410, 422],
  }),
  orderCreateV2: defineEndpoint({
    id: 'orderCreateV2',
    method: 'POST',
    path: '/pass/order/order-create-v2',
    tag: 'order',
    access: optionalAccountAccess,
    summary: 'Hold and order in one step (tickets, seats, extra products)',
    body: orderCreateV2Body,
    headers: [...idempotencyHeader, ...holdHeaders],
    response: ok({ order: orderSummary, payment: paymentInstructions }),
    // 401: an Authorization header with a bad or expired token (without one the order is anonymous).
    // 403: the event's waiting room is on and the browser has no admission (it holds like the hold endpoints).
    errors: [401, 403, 404, 409, 410, 422],
  }),
  orderCreateExtra: defineEndpoint({
    id: 'orderCreateExtra',
    method: 'POST',
    path: '/pass/order/order-create-extra',
    tag: 'order',
    summary:
      "Add extra products to a paid order of the signed-in account: a new order linked to it, paid like any order (its receipts are the first order's extra-order-receipts)",
    body: orderCreateExtraBody,
    headers: idempotencyHeader,
    access: accountAccess,
    response: ok({ order: orderSummary, payment: paymentInstructions }),
    errors: [401, 403, 404, 409, 410, 422],
  }),
  orderById: defineEndpoint({
    id: 'orderById',
    method: 'GET',
    path: '/pass/order/order-by-id',
    tag: 'order',
    access: publicAccess,
    summary: 'An order (its id is the capability: unguessable, sent only to the buyer)',
    query: orderQuery,
    response: ok({ order: orderSummary }),
    errors: [404],
  }),
  orderCheck: defineEndpoint({
    id: 'orderCheck',
    method: 'GET',
    path: '/pass/order/order-check',
    tag: 'order',
    access: publicAccess,
    summary: 'Whether an order is paid',
    query: orderQuery,
    response: ok(orderStatusBody),
    errors: [404],
  }),
  orderBookingStatus: defineEndpoint({
    id: 'orderBookingStatus',
    method: 'GET',
    path: '/pass/order/order-booking-status',
    tag: 'order',
    access: publicAccess,
    summary: 'Status of an order and the time left to pay',
    query: orderQuery,
    response: ok(orderStatusBody),
    errors: [404],
  }),
  orderStatusV2: defineEndpoint({
    id: 'orderStatusV2',
    method: 'GET',
    path: '/pass/v2/event/order/{orderId}/status',
    tag: 'order',
    access: publicAccess,
    summary: 'Status of an order and the time left to pay',
    params: orderQuery,
    response: ok(orderStatusBody),
    errors: [404],
  }),
  orderContent: defineEndpoint({
    id: 'orderContent',
    method: 'GET',
    path: '/pass/order/order-content',
    tag: 'order',
    access: publicAccess,
    summary: 'An order with its lines',
    query: orderQuery,
    response: ok({ order: orderSummary, items: z.array(orderLine) }),
    errors: [404],
  }),
  orderContentsV2: defineEndpoint({
    id: 'orderContentsV2',
    method: 'GET',
    path: '/pass/v2/order/{orderId}/contents',
    tag: 'order',
    access: publicAccess,
    summary: 'An order with its lines, its latest payment attempt and, once paid, its tickets',
    params: orderQuery,
    response: ok({
      order: orderSummary,
      items: z.array(orderLine),
      tickets: z.array(soldTicket),
      paymentStatus: paymentAttemptStatus.nullable(),
      /**
       * A pending bank-transfer order: the day to send the money by, the due date of its payment QR code (the last
       * working day before it expires, never in the past), as noon UTC of that day in Prague. Null otherwise.
       */
      bankTransferDueAt: isoDateTime.nullable(),
    }),
    errors: [404],
  }),
  orderTickets: defineEndpoint({
    id: 'orderTickets',
    method: 'GET',
    path: '/pass/order/order-tickets',
    tag: 'order',
    access: publicAccess,
    summary: 'Tickets of a paid order (empty until paid)',
    query: orderQuery,
    response: ok({ tickets: z.array(soldTicket) }),
    errors: [404],
  }),
  orderVouchers: defineEndpoint({
    id: 'orderVouchers',
    method: 'GET',
    path: '/pass/order/order-vouchers',
    tag: 'order',
    access: publicAccess,
    summary:
      'Vouchers of a paid order: one per product line that is not a ticket entry, each with its own code (empty until paid)',
    query: orderQuery,
    response: ok({ vouchers: z.array(orderVoucher) }),
    errors: [404],
  }),
  orderCancel: defineEndpoint({
    id: 'orderCancel',
    method: 'POST',
    path: '/pass/order/order-cancel',
    tag: 'order',
    access: publicAccess,
    summary: 'Cancel an unpaid order; its tickets return to sale',
    query: orderQuery,
    response: ok({ order: orderSummary }),
    errors: [404, 409],
  }),
  orderPayByTransfer: defineEndpoint({
    id: 'orderPayByTransfer',
    method: 'POST',
    path: '/pass/order/order-pay-by-transfer',
    tag: 'order',
    access: publicAccess,
    summary:
      'Pay an unpaid card order by bank transfer instead (e.g. after a declined card): the order keeps its tickets for the transfer window and answers with the bank details',
    query: orderQuery,
    response: ok({ order: orderSummary, payment: paymentInstructions }),
    // 409 ERROR_ORDER_NOT_PAYABLE: paid, canceled or expired; 422: the event takes no transfers.
    errors: [404, 409, 422],
  }),
  orderDownloadTicket: defineEndpoint({
    id: 'orderDownloadTicket',
    method: 'GET',
    path: '/pass/order/order-download-ticket',
    tag: 'order',
    access: publicAccess,
    summary: 'PDF with every ticket of a paid order, in the order language',
    query: orderQuery,
    response: binary,
    produces: 'application/pdf',
    errors: [404, 409],
  }),
} as const;
