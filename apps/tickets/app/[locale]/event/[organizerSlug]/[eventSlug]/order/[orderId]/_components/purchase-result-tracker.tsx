'use client';
// Reports a finished order to tracking: purchaseSuccess once paid, purchaseFail when canceled or expired
// (the tracker's firing limits keep reloads of this page from counting it again and again).
import type { OrderSummary } from '@repo/contract/orders';
import { useTracking } from '@repo/tracking/use-tracking';
import { useEffect } from 'react';
import { orderTrackingResult } from '../../../../../../../../lib/cart-tracking';

export function PurchaseResultTracker({ order }: { order: OrderSummary }) {
  const tracking = useTracking();
  useEffect(() => {
    if (order.status === 'paid') tracking.purchaseSuccess(orderTrackingResult(order));
    else if (order.status === 'canceled' || order.status === 'expired')
      tracking.purchaseFail(orderTrackingResult(order));
  }, [order, tracking]);
  return null;
}
