'use client';
// Pay again: an unpaid card order can go back to the gateway's page saved when the order was created.
import { useSyncExternalStore } from 'react';
import { loadPaymentInstructions } from '../../../../../../../../lib/payment-store';
import { useT } from '../../../../../../_providers/storefront-context';

const subscribe = () => () => {};

export function PaymentRetry({ orderId, enforceMethod }: { orderId: string; enforceMethod: boolean }) {
  const t = useT();
  // Read on the client only (storage does not exist on the server); null there and until hydrated.
  const redirectUrl = useSyncExternalStore(
    subscribe,
    () => loadPaymentInstructions(orderId)?.redirectUrl ?? null,
    () => null,
  );
  if (!redirectUrl) {
    return (
      <p className="mt-3 text-sm">
        {t(enforceMethod ? 'order.retryElsewhereEnforced' : 'order.retryElsewhere')}
      </p>
    );
  }
  return (
    <a
      href={redirectUrl}
      className="mt-3 inline-block rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
    >
      {t('order.payNow')}
    </a>
  );
}
