// Card payments on an organizer's own Stripe or GoPay account: our checkout and return addresses around the
// provider's hosted page, Stripe's signed webhook and GoPay's notification.
import { z } from 'zod';
import { publicAccess } from './access';
import { enumId, ok, uuid } from './common';
import { defineEndpoint } from './endpoint';

export const stripeSignatureHeader = 'stripe-signature';

const notificationAnswer = ok({
  /** Not a payment of ours (another integration on the same account, an event type we do not act on). */
  ignored: z.boolean(),
  duplicate: z.boolean(),
  orderStatusId: enumId.nullable(),
});

export const providerPaymentEndpoints = {
  hostedCheckout: defineEndpoint({
    id: 'hostedCheckout',
    method: 'GET',
    path: '/pass/payment/checkout/{paymentId}',
    tag: 'payment',
    access: publicAccess,
    summary:
      "Sends the buyer (303) to the provider's hosted page (Stripe Checkout, GoPay gateway), created on the first visit and reused after; to the order page once the order takes no payment. 503 when the provider does not answer: the order keeps waiting and a reload tries again",
    params: z.object({ paymentId: uuid }),
    response: ok({ redirectUrl: z.string() }),
    errors: [404, 503],
  }),
  hostedReturn: defineEndpoint({
    id: 'hostedReturn',
    method: 'GET',
    path: '/pass/payment/return/{paymentId}',
    tag: 'payment',
    access: publicAccess,
    summary:
      "Where the provider sends the buyer back: the payment's state is asked from the provider (the URL proves nothing), applied, and the buyer goes (303) to the order page",
    params: z.object({ paymentId: uuid }),
    query: z.object({ session_id: z.string().max(300).optional(), id: z.string().max(40).optional() }),
    response: ok({ redirectUrl: z.string() }),
    errors: [404],
  }),
  stripeWebhook: defineEndpoint({
    id: 'stripeWebhook',
    method: 'POST',
    path: '/pass/payment/stripe/webhook/{organizerId}',
    tag: 'payment',
    access: publicAccess,
    summary:
      "Stripe's webhook for one organizer's account, verified with the SDK's constructEvent against the account's signing secret; checkout.session.completed, async_payment_succeeded, async_payment_failed and expired are applied once per event id",
    params: z.object({ organizerId: uuid }),
    // Checked by its signature over the exact bytes, not by shape: any JSON object is read.
    body: z.record(z.string(), z.unknown()),
    headers: [{ name: stripeSignatureHeader, description: "Stripe's t=…,v1=… signature", required: true }],
    response: notificationAnswer,
    errors: [401, 404, 422],
  }),
  gopayNotification: defineEndpoint({
    id: 'gopayNotification',
    method: 'GET',
    path: '/pass/payment/gopay/notify/{organizerId}',
    tag: 'payment',
    access: publicAccess,
    summary:
      "GoPay's notification (a GET with the payment id, unsigned): the state is then asked from GoPay's API and applied once per state; 503 when GoPay does not answer (it repeats)",
    params: z.object({ organizerId: uuid }),
    query: z.object({ id: z.string().regex(/^\d{1,20}$/, { error: 'a GoPay payment id' }) }),
    response: notificationAnswer,
    errors: [400, 404, 422, 503],
  }),
} as const;
