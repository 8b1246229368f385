// The organizer's own card provider account under /pass/hub/... (owner only): Stripe or GoPay, with secrets
// that are written, never read back (only whether each is set and its last four characters).
import { z } from 'zod';
import { organizerAccess } from './access';
import { isoDateTime, ok, uuid } from './common';
import { defineEndpoint } from './endpoint';

export const paymentProviderKinds = ['stripe', 'gopay'] as const;

export const paymentProviderAccount = z.object({
  provider: z.enum(paymentProviderKinds),
  /** GoPay's GoID and client id (not secret); null for Stripe. */
  goId: z.string().nullable(),
  clientId: z.string().nullable(),
  secrets: z.array(
    z.object({
      /** secretKey, webhookSecret (Stripe); clientSecret (GoPay). */
      name: z.string(),
      set: z.boolean(),
      lastFour: z.string().nullable(),
    }),
  ),
  updatedAt: isoDateTime,
});
export type PaymentProviderAccount = z.infer<typeof paymentProviderAccount>;

/** Empty or left out: the stored secret stays (a new account needs all of them). */
const secretField = z.string().trim().max(500).optional();

export const paymentProviderSaveBody = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('stripe'), secretKey: secretField, webhookSecret: secretField }),
  z.object({
    provider: z.literal('gopay'),
    goId: z
      .string()
      .trim()
      .regex(/^\d{10}$/, { error: 'GoID is 10 digits' }),
    clientId: z.string().trim().min(1).max(100),
    clientSecret: secretField,
  }),
]);

const organizerParams = z.object({ organizerId: uuid });

/** What the hub shows next to the account: where the provider must call us. */
const addresses = z.object({
  /** Register in Stripe's dashboard (Developers, Webhooks) for the checkout.session.* events. */
  stripeWebhookUrl: z.string(),
  /** GoPay calls it by itself: each payment names it as its notification_url. */
  gopayNotificationUrl: z.string(),
});

export const hubPaymentProviderEndpoints = {
  hubPaymentProvider: defineEndpoint({
    id: 'hubPaymentProvider',
    method: 'GET',
    path: '/pass/hub/organizer/{organizerId}/payment-provider',
    tag: 'hub',
    summary:
      "The organizer's card provider account (null: the demo gateway), never its secrets, and the webhook addresses to register",
    access: organizerAccess('team', 'params.organizerId'),
    params: organizerParams,
    response: ok({ account: paymentProviderAccount.nullable(), addresses }),
    errors: [403],
  }),
  hubPaymentProviderSave: defineEndpoint({
    id: 'hubPaymentProviderSave',
    method: 'POST',
    path: '/pass/hub/organizer/{organizerId}/payment-provider',
    tag: 'hub',
    summary:
      "Connect or change the organizer's Stripe or GoPay account; secrets are sealed at rest, and one sent alone replaces only itself (rotation)",
    access: organizerAccess('team', 'params.organizerId'),
    params: organizerParams,
    body: paymentProviderSaveBody,
    response: ok({ account: paymentProviderAccount }),
    errors: [400, 403, 422],
  }),
  hubPaymentProviderRemove: defineEndpoint({
    id: 'hubPaymentProviderRemove',
    method: 'POST',
    path: '/pass/hub/organizer/{organizerId}/payment-provider/remove',
    tag: 'hub',
    summary: 'Disconnect the account: new card payments go to the default gateway again',
    access: organizerAccess('team', 'params.organizerId'),
    params: organizerParams,
    response: ok({}),
    errors: [403, 404],
  }),
} as const;
