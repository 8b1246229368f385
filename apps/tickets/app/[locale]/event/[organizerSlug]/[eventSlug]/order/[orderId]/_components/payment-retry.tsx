'use client';
import { Button } from '@repo/ui/button';
// Pay again: an unpaid card order can go back to the gateway's page saved when the order was created.
import { useT } from '../../../../../../_providers/storefront-context';
import { useStoredPayment } from './use-stored-payment';

export function PaymentRetry({ orderId, enforceMethod }: { orderId: string; enforceMethod: boolean }) {
  const t = useT();
  // Read on the client only (storage does not exist on the server); null there and until hydrated.
  const redirectUrl = useStoredPayment(orderId)?.redirectUrl ?? null;
  if (!redirectUrl) {
    return (
      <p className="mt-3 text-sm">
        {t(enforceMethod ? 'order.retryElsewhereEnforced' : 'order.retryElsewhere')}
      </p>
    );
  }
  return (
    <Button asChild className="mt-3">
      <a href={redirectUrl}>{t('order.payNow')}</a>
    </Button>
  );
}
