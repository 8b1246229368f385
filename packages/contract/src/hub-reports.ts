// The event sales report under /pass/hub/...: revenue gross, net and VAT per rate summed from the receipts, chip
// credit apart from revenue, refunds, and sales by day, ticket type, channel and brand, and payment method.
import { z } from 'zod';
import { organizerAccess } from './access';
import { enumId, minorUnits, ok, uuid } from './common';
import type { EndpointDefinition } from './endpoint';
import { defineEndpoint } from './endpoint';

const money = minorUnits;

export const eventReport = z.object({
  eventId: uuid,
  namePub: z.string(),
  currencyId: enumId,
  /** Days are counted in this zone (the event's). */
  timeZone: z.string(),
  totals: z.object({
    paidOrders: z.int().nonnegative(),
    /** Valid tickets of paid orders (refunded and canceled tickets are not counted). */
    tickets: z.int().nonnegative(),
    /** What the receipts of the paid orders add up to: revenue plus chip credit. */
    receiptsTotal: money,
    /** Revenue with VAT (tickets and products), without chip credit. */
    revenueGross: money,
    /** Revenue without VAT. */
    revenueNet: money,
    revenueVat: money,
    /** Prepaid chip credit sold: a liability until it is spent, not revenue. */
    chipCredit: money,
    /** Money paid back (refund entries marked refunded) and still to pay back; receipts above count before refunds. */
    refunded: money,
    refundsOpen: money,
    /** What card providers kept of the paid payments, where they report it (Stripe); not taken off revenue. */
    providerFees: money,
  }),
  /** Revenue per VAT rate, each row summed from the receipts' own VAT rows (so it matches them to the minor unit). */
  vatRates: z.array(z.object({ vatRateBasisPoints: z.int(), gross: money, net: money, vat: money })),
  /** Paid orders per day of payment, in the event's zone, oldest first. */
  days: z.array(
    z.object({
      day: z.iso.date(),
      orders: z.int(),
      tickets: z.int(),
      revenueGross: money,
      chipCredit: money,
    }),
  ),
  ticketTypes: z.array(
    z.object({ ticketTypeId: uuid, namePub: z.string(), tickets: z.int(), sold: z.int(), gross: money }),
  ),
  /** Sales channel (reqSource enumeration) and the partner brand the order was placed on (null: our own storefront). */
  channels: z.array(
    z.object({ reqSourceId: enumId, brandId: z.string().nullable(), orders: z.int(), revenueGross: money }),
  ),
  paymentMethods: z.array(z.object({ paymentMethodId: enumId, orders: z.int(), receiptsTotal: money })),
});
export type EventReport = z.infer<typeof eventReport>;

export const hubReportEndpoints = {
  hubEventReport: defineEndpoint({
    id: 'hubEventReport',
    method: 'GET',
    path: '/pass/hub/event/{eventId}/report',
    tag: 'hub',
    summary:
      "An event's sales report: revenue gross, net and VAT per rate from the receipts, chip credit apart, refunds, " +
      'and sales by day, ticket type, channel and payment method',
    access: organizerAccess('reports', 'params.eventId'),
    params: z.object({ eventId: uuid }),
    response: ok({ report: eventReport }),
    errors: [403, 404],
  }),
} as const satisfies Record<string, EndpointDefinition>;
