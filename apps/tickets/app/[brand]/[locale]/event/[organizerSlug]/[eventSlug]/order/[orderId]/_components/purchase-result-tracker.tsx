'use client';
// Reports a finished order to tracking: purchaseSuccess once paid, purchaseFail when canceled or expired
// (the tracker's firing limits keep reloads of this page from counting it again and again).
import type { OrderSummary } from '@repo/contract/orders';
import { useEffect } from 'react';
import { orderTrackingResult } from '../../../../../../../../../lib/cart-tracking';
import { trackOrderResult } from '../../../../../../../../../lib/track';

export function PurchaseResultTracker({ order }: { order: OrderSummary }) {
  useEffect(() => {
    if (order.status === 'paid') trackOrderResult('purchaseSuccess', orderTrackingResult(order));
    else if (order.status === 'canceled' || order.status === 'expired')
      trackOrderResult('purchaseFail', orderTrackingResult(order));
  }, [order]);
  return null;
}
