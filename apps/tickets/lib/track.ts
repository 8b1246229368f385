// Fires tracking events without putting the tracker (and zod) into the page's first load: the tracking
// package is imported on the first event. Events are dropped by the tracker itself without consent.
import type { OrderResult, TrackingInput } from '@repo/tracking/cart-items';

type CartEvent = 'addToCart' | 'removeFromCart' | 'initiateCheckout' | 'purchase';

export function track(event: CartEvent, input: TrackingInput): void {
  void import('@repo/tracking/tracker').then(({ getTracker }) => getTracker()[event](input));
}

export function trackOrderResult(event: 'purchaseSuccess' | 'purchaseFail', order: OrderResult): void {
  void import('@repo/tracking/tracker').then(({ getTracker }) => getTracker()[event](order));
}
