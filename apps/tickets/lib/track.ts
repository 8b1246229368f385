// Fires tracking events without putting the tracker (and zod) into the page's first load: events go to the
// tracker the privacy glue loads once consent allows tracking, and are dropped without that consent.
import type { OrderResult, TrackingInput } from '@repo/tracking/cart-items';
import { withTracker } from '@repo/tracking/tracker-loader';

type CartEvent = 'addToCart' | 'removeFromCart' | 'initiateCheckout' | 'purchase';

export function track(event: CartEvent, input: TrackingInput): void {
  withTracker((tracker) => tracker[event](input));
}

export function trackOrderResult(event: 'purchaseSuccess' | 'purchaseFail', order: OrderResult): void {
  withTracker((tracker) => tracker[event](order));
}
