// Handlers of Stripe and GoPay payments: our checkout and return addresses, Stripe's webhook, GoPay's notification.
import type { providerPaymentEndpoints } from '@repo/contract/provider-payments';
import { stripeSignatureHeader } from '@repo/contract/provider-payments';
import { HttpError } from '../http/http-error';
import { rawBodyOf } from '../http/raw-body';
import type { HandlersOf } from '../http/register-endpoint';
import {
  handleGopayNotification,
  handleStripeWebhook,
  openHostedPayment,
  returnFromProvider,
} from '../payments/hosted-payments';
import type { HostedPaymentConfig, WebhookAnswer } from '../payments/hosted-payments';

export interface ProviderPaymentRouteConfig extends HostedPaymentConfig {
  /** Called after a commit that made an order paid (wakes the e-mail worker). */
  onPaid: () => void;
}

export function providerPaymentHandlers(
  config: ProviderPaymentRouteConfig,
): HandlersOf<typeof providerPaymentEndpoints> {
  const answer = ({ result, ignored }: WebhookAnswer) => {
    if (result?.paidNow) config.onPaid();
    return {
      errorText: 'OK' as const,
      ignored,
      duplicate: result?.duplicate ?? false,
      orderStatusId: result?.orderStatusId ?? null,
    };
  };
  return {
    hostedCheckout: async ({ db, params, reply }) => {
      const redirectUrl = await openHostedPayment(db, config, params.paymentId);
      void reply.code(303).header('location', redirectUrl);
      return { errorText: 'OK', redirectUrl };
    },
    hostedReturn: async ({ db, params, reply }) => {
      const { orderPage, result } = await returnFromProvider(db, config, params.paymentId);
      if (result?.paidNow) config.onPaid();
      void reply.code(303).header('location', orderPage);
      return { errorText: 'OK', redirectUrl: orderPage };
    },
    stripeWebhook: async ({ db, params, request }) => {
      const signature = request.headers[stripeSignatureHeader];
      const outcome = await handleStripeWebhook(
        db,
        config,
        params.organizerId,
        rawBodyOf(request) ?? '',
        typeof signature === 'string' ? signature : undefined,
      );
      if (outcome === 'unsigned') {
        throw new HttpError(
          401,
          'INVALID_SIGNATURE',
          `Header ${stripeSignatureHeader} does not sign this body with the account's webhook secret`,
        );
      }
      return answer(outcome);
    },
    gopayNotification: async ({ db, params, query }) =>
      answer(await handleGopayNotification(db, config, params.organizerId, query.id)),
  };
}
