'use client';
// The payment instructions saved when the order was created in this browser (null until read, or when none).
import { useEffect, useState } from 'react';
import type { PaymentInstructions } from '../../../../../../../../../lib/payment-store';

export function useStoredPayment(orderId: string): PaymentInstructions | null {
  const [payment, setPayment] = useState<PaymentInstructions | null>(null);
  useEffect(() => {
    let active = true;
    // Storage exists only in the browser, and its zod check need not weigh on the page's first load.
    void import('../../../../../../../../../lib/payment-store').then(({ loadPaymentInstructions }) => {
      if (active) setPayment(loadPaymentInstructions(orderId));
    });
    return () => {
      active = false;
    };
  }, [orderId]);
  return payment;
}
