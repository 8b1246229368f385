'use client';
// Follows an unpaid order's status (never cached) and re-renders the page when it changes, e.g. when the
// card gateway's notification or a bank transfer has paid it.
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useStorefront } from '../../../../../../_providers/storefront-context';

const pollMs = 3_000;

export function OrderStatusWatcher({
  orderId,
  status,
  quiet = false,
}: {
  orderId: string;
  status: string;
  /** Follow without saying "waiting for the payment" (a declined card is not waiting for anything). */
  quiet?: boolean;
}) {
  const { passQueries, t } = useStorefront();
  const router = useRouter();
  const { data } = useQuery({
    ...passQueries.orderStatusV2({ params: { orderId } }),
    staleTime: 0,
    refetchInterval: pollMs,
  });
  const current = data?.status ?? status;
  useEffect(() => {
    if (current !== status) router.refresh();
  }, [current, status, router]);
  if (quiet) return null;
  return (
    <p className="mt-2 flex items-center gap-2 text-sm" role="status" aria-live="polite">
      <span className="size-3 animate-pulse rounded-full bg-current" aria-hidden="true" />
      {current === status ? t('order.waiting') : t('site.loading')}
    </p>
  );
}
