// Handlers of the organizer's card provider account in the hub: read (never the secrets), save, remove.
import type { hubPaymentProviderEndpoints } from '@repo/contract/hub-payment-provider';
import { notFound } from '../http/http-error';
import type { HandlersOf } from '../http/register-endpoint';
import { gopayNotificationPath, stripeWebhookPath } from '../payments/hosted-payments';
import {
  providerAccountView,
  removeProviderAccount,
  saveProviderAccount,
} from '../payments/provider-accounts';
import type { SecretBox } from '../secrets/secret-box';

export function hubPaymentProviderHandlers(config: {
  box: SecretBox;
  publicPassUrl: string;
}): HandlersOf<typeof hubPaymentProviderEndpoints> {
  const addresses = (organizerId: string) => ({
    stripeWebhookUrl: `${config.publicPassUrl}${stripeWebhookPath(organizerId)}`,
    gopayNotificationUrl: `${config.publicPassUrl}${gopayNotificationPath(organizerId)}`,
  });
  return {
    hubPaymentProvider: async ({ db, params }) => ({
      errorText: 'OK',
      account: await providerAccountView(db, params.organizerId),
      addresses: addresses(params.organizerId),
    }),
    hubPaymentProviderSave: async ({ db, params, body, audit }) => {
      await saveProviderAccount(db, config.box, params.organizerId, body);
      // Which secrets changed, never their values.
      audit.detail({
        provider: body.provider,
        secretsChanged: Object.entries(body)
          .filter(([name, value]) => name !== 'provider' && /secret/i.test(name) && Boolean(value))
          .map(([name]) => name),
      });
      const account = await providerAccountView(db, params.organizerId);
      if (!account) throw new Error('the saved account cannot be read back');
      return { errorText: 'OK', account };
    },
    hubPaymentProviderRemove: async ({ db, params }) => {
      if (!(await removeProviderAccount(db, params.organizerId))) {
        throw notFound('paymentProvider', 'The organizer has no provider account');
      }
      return { errorText: 'OK' };
    },
  };
}
