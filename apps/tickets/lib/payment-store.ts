// Remembers an order's payment instructions in the browser, so its order page can retry a card payment or
// show the bank details again (the pass API gives them only when the order is created).
import { paymentInstructions } from '@repo/contract/orders';
import type { z } from 'zod';

export type PaymentInstructions = z.infer<typeof paymentInstructions>;

const storageKey = (orderId: string) => `storefront-order-payment:${orderId}`;

export function savePaymentInstructions(orderId: string, payment: PaymentInstructions): void {
  try {
    window.localStorage.setItem(storageKey(orderId), JSON.stringify(payment));
  } catch {
    // Storage can be full or disabled (private mode); the order page then simply offers no retry.
  }
}

/** The stored instructions, or null when absent or not what this code wrote. */
export function loadPaymentInstructions(orderId: string): PaymentInstructions | null {
  try {
    const raw = window.localStorage.getItem(storageKey(orderId));
    if (raw === null) return null;
    const parsed = paymentInstructions.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
