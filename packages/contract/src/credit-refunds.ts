// Credit refunds: a visitor asks for a chip's unspent credit back after the event (signed in, or with the chip UID
// and the top-up receipt's order number); the organizer reviews, approves into the payout batch, and reads the
// bar reports (sales per bar, product and hour; top-ups by channel; outstanding, refunded and unclaimed credit).
import { z } from 'zod';
import { accountAccess, organizerAccess, publicAccess } from './access';
import { enumId, isoDateTime, minorUnits, ok, uuid } from './common';
import { chipCode } from './chip-credit';
import type { EndpointDefinition } from './endpoint';
import { defineEndpoint } from './endpoint';
import { iban } from './hub-fields';
import { creditChannel } from './top-up-desk';

export const creditRefundStatuses = ['pending', 'approved', 'rejected'] as const;
export const creditRefundFlags = ['sameAccount', 'fewTransactions', 'cupsReturned'] as const;
export type CreditRefundFlag = (typeof creditRefundFlags)[number];

/** Days after the event's end in which credit may be asked back. */
export const creditRefundDays = z.int().min(1).max(365);

const holderName = z
  .string()
  .trim()
  .min(2, { error: 'must have at least 2 characters' })
  .max(70, { error: 'must have at most 70 characters' });

/** The top-up receipt's code: the number of the order that loaded the chip (as printed, e.g. "D1234" or "1234"). */
export const receiptCode = z
  .string()
  .trim()
  .transform((value) => value.replace(/^[#Dd]/, ''))
  .pipe(z.string().regex(/^\d{1,12}$/, { error: 'must be the order number on the top-up receipt' }))
  .transform(Number);

const payoutFields = { iban, holderName };

export const creditRefundAccountBody = z.object({ chipId: uuid, ...payoutFields });
export type CreditRefundAccountBody = z.infer<typeof creditRefundAccountBody>;
export const creditRefundCodeBody = z.object({ chipCode, receiptCode, ...payoutFields });
export type CreditRefundCodeBody = z.infer<typeof creditRefundCodeBody>;

/** When credit may be asked back: from the event's end for `days` days. */
export const creditRefundWindow = z.object({
  days: creditRefundDays,
  opensAt: isoDateTime,
  closesAt: isoDateTime,
  /** Whether a request is accepted now. */
  open: z.boolean(),
});
export type CreditRefundWindow = z.infer<typeof creditRefundWindow>;

/** What the visitor sees of their request (the fraud flags are the organizer's). */
export const visitorCreditRefund = z.object({
  requestId: uuid,
  chipUid: z.string(),
  amount: minorUnits,
  currencyId: enumId,
  status: z.enum(creditRefundStatuses),
  createdAt: isoDateTime,
});
export type VisitorCreditRefund = z.infer<typeof visitorCreditRefund>;

/** A chip of the signed-in visitor with what can be asked back now. */
export const accountRefundableChip = z.object({
  chipId: uuid,
  chipUid: z.string(),
  eventId: uuid,
  eventNamePub: z.string(),
  balance: minorUnits,
  currencyId: enumId,
  window: creditRefundWindow,
  /** The live (pending or approved) request of the chip, if any. */
  request: visitorCreditRefund.nullable(),
});
export type AccountRefundableChip = z.infer<typeof accountRefundableChip>;

export const hubCreditRefund = visitorCreditRefund.extend({
  chipId: uuid,
  iban: z.string(),
  holderName: z.string(),
  flags: z.array(z.enum(creditRefundFlags)),
  /** The chip's balance now (the amount asked may differ when a late offline sale arrived). */
  chipBalance: minorUnits,
  reviewedAt: isoDateTime.nullable(),
  reviewedBy: z.string().nullable(),
  /** The refund queue entry an approval made (it goes out in the organizer's payout batch). */
  refundId: uuid.nullable(),
});
export type HubCreditRefund = z.infer<typeof hubCreditRefund>;

const moneyRow = { amount: minorUnits, count: z.int().nonnegative() };

export const barReport = z.object({
  currencyId: enumId,
  timeZone: z.string(),
  /** Net sales (stornos subtracted) per bar. */
  bars: z.array(z.object({ barId: uuid, name: z.string(), ...moneyRow })),
  /** Product lines of sales not stornoed, per bar and product. */
  products: z.array(
    z.object({
      barName: z.string(),
      productId: uuid,
      name: z.string(),
      quantity: z.int(),
      amount: minorUnits,
    }),
  ),
  /** Net sales per hour of the event's zone ("yyyy-MM-dd HH:00"). */
  hours: z.array(z.object({ hour: z.string(), ...moneyRow })),
  /**
   * Credit loaded per channel of its top-up record; fees: first-top-up fees paid on top (not credit); feesVat: the
   * VAT in those fees, as their receipts charged it.
   */
  topUps: z.array(z.object({ channel: creditChannel, ...moneyRow, fees: minorUnits, feesVat: minorUnits })),
  /**
   * Offline sales the tills handed over and the pass refused, newest first: never charged, so what the till sold
   * there is missing from the figures above. reason: ERROR_<CODE>; total: what the till charged, when it said.
   */
  refusedSales: z.array(
    z.object({
      clientSaleId: z.string(),
      tillName: z.string(),
      barName: z.string().nullable(),
      shiftId: uuid.nullable(),
      paymentMethod: z.enum(['chip', 'cash']),
      chipUid: z.string().nullable(),
      total: z.int().nullable(),
      reason: z.string(),
      soldAt: isoDateTime,
      refusedAt: isoDateTime,
    }),
  ),
  totals: z.object({
    topUps: minorUnits,
    spends: minorUnits,
    refunded: minorUnits,
    /** top-ups − spends − refunds: what the chips hold. */
    outstanding: minorUnits,
    /** Asked back and not yet decided. */
    requested: minorUnits,
    /** After the window: what the chips still hold, the organizer's; 0 while the window is open. */
    unclaimed: minorUnits,
  }),
  window: creditRefundWindow,
});
export type BarReport = z.infer<typeof barReport>;

const eventParams = z.object({ eventId: uuid });
const requestParams = z.object({ eventId: uuid, requestId: uuid });

export const creditRefundEndpoints = {
  accountCreditRefunds: defineEndpoint({
    id: 'accountCreditRefunds',
    method: 'GET',
    path: '/pass/account/credit-refunds',
    tag: 'account',
    summary:
      "The signed-in visitor's chips with their balance, the event's refund window and any request already made",
    access: accountAccess,
    response: ok({ chips: z.array(accountRefundableChip) }),
    errors: [401],
  }),
  accountCreditRefundCreate: defineEndpoint({
    id: 'accountCreditRefundCreate',
    method: 'POST',
    path: '/pass/account/credit-refunds',
    tag: 'account',
    summary:
      "Asks for the whole unspent credit of one of the signed-in visitor's chips back to a bank account, within the event's refund window",
    access: accountAccess,
    body: creditRefundAccountBody,
    response: ok({ request: visitorCreditRefund }),
    errors: [401, 403, 404, 409, 422],
  }),
  creditRefundCreate: defineEndpoint({
    id: 'creditRefundCreate',
    method: 'POST',
    path: '/pass/credit-refund',
    tag: 'order',
    summary:
      'Asks for the whole unspent credit of a chip back to a bank account, named by its UID and the order number on one of its top-up receipts; within the refund window. 404 when the two do not match',
    access: publicAccess,
    body: creditRefundCodeBody,
    response: ok({ request: visitorCreditRefund }),
    errors: [404, 409, 422, 429],
  }),
  hubCreditRefunds: defineEndpoint({
    id: 'hubCreditRefunds',
    method: 'GET',
    path: '/pass/hub/event/{eventId}/credit-refunds',
    tag: 'bar',
    summary:
      "The event's credit refund requests, newest first, with their fraud flags, and the refund window",
    access: organizerAccess('reports', 'params.eventId'),
    params: eventParams,
    response: ok({ requests: z.array(hubCreditRefund), window: creditRefundWindow, currencyId: enumId }),
    errors: [403, 404],
  }),
  hubCreditRefundApprove: defineEndpoint({
    id: 'hubCreditRefundApprove',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/credit-refunds/{requestId}/approve',
    tag: 'bar',
    summary:
      "Approves a pending request: debits the chip's balance (a refund ledger row) and queues an approved refund for the payout batch. A flagged request needs reviewed: true",
    access: organizerAccess('orders', 'params.eventId'),
    params: requestParams,
    body: z.object({ reviewed: z.boolean().default(false) }),
    response: ok({ request: hubCreditRefund }),
    errors: [403, 404, 409, 422],
  }),
  hubCreditRefundReject: defineEndpoint({
    id: 'hubCreditRefundReject',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/credit-refunds/{requestId}/reject',
    tag: 'bar',
    summary: 'Rejects a pending request; the credit stays on the chip and the visitor may ask again',
    access: organizerAccess('orders', 'params.eventId'),
    params: requestParams,
    response: ok({ request: hubCreditRefund }),
    errors: [403, 404, 409],
  }),
  hubCreditRefundWindow: defineEndpoint({
    id: 'hubCreditRefundWindow',
    method: 'PUT',
    path: '/pass/hub/event/{eventId}/credit-refund-window',
    tag: 'bar',
    // The owner only: it decides how much credit stays the organizer's (like the payment accounts, a money policy).
    summary: 'Sets how many days after the end of the event visitors may ask for their credit back (owner)',
    access: organizerAccess('team', 'params.eventId'),
    params: eventParams,
    body: z.object({ days: creditRefundDays }),
    response: ok({ window: creditRefundWindow }),
    errors: [403, 404],
  }),
  hubBarReport: defineEndpoint({
    id: 'hubBarReport',
    method: 'GET',
    path: '/pass/hub/event/{eventId}/bar-report',
    tag: 'bar',
    summary:
      'The bar side of an event: sales per bar, product and hour; top-ups by channel; outstanding, refunded and unclaimed credit',
    access: organizerAccess('reports', 'params.eventId'),
    params: eventParams,
    response: ok({ report: barReport }),
    errors: [403, 404],
  }),
} as const satisfies Record<string, EndpointDefinition>;
