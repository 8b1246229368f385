'use client';
// Pay again: an unpaid card order can go back to the gateway's page saved when the order was created.
import { Button } from '@repo/ui/button';
import { useT } from '../../../../../../_providers/storefront-context';
import { useStoredPayment } from './use-stored-payment';

export function PaymentRetry({
  orderId,
  enforceMethod,
  label = 'order.payNow',
  className = 'mt-3',
}: {
  orderId: string;
  enforceMethod: boolean;
  /** The button's text key: "Pay by card", or "Try the card again" after a decline. */
  label?: 'order.payNow' | 'order.retryCard';
  className?: string;
}) {
  const t = useT();
  // Read on the client only (storage does not exist on the server); null there and until hydrated.
  const redirectUrl = useStoredPayment(orderId)?.redirectUrl ?? null;
  if (!redirectUrl) {
    return (
      <p className={`${className} text-sm`}>
        {t(enforceMethod ? 'order.retryElsewhereEnforced' : 'order.retryElsewhere')}
      </p>
    );
  }
  return (
    <Button asChild className={className}>
      <a href={redirectUrl}>{t(label)}</a>
    </Button>
  );
}
