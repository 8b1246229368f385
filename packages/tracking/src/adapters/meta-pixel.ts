// Meta (Facebook) pixel: fbq queue, one init per pixel id, standard and custom events, consent grant/revoke.
import type { ConsentState } from '../consent';
import type { TrackingIdentity } from '../identity';
import { loadScriptOnce } from '../script-loader';
import {
  platformWindow,
  type AdapterContext,
  type CommercePayload,
  type MetaPixelFunction,
  type TrackingAdapter,
} from './types';

export const META_PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';

export interface MetaPixelRegistration {
  id: string;
  /** Send the signed-in identity as advanced matching. */
  advancedMatching?: boolean;
}

export function createMetaPixelAdapter(
  registrations: readonly MetaPixelRegistration[],
  options: { scriptUrl?: string },
  context: AdapterContext,
): TrackingAdapter {
  const initialised = new Set<string>();
  let identity: TrackingIdentity | null = null;

  const fbq = (...args: unknown[]) => {
    platformWindow().fbq?.(...args);
  };
  const init = (registration: MetaPixelRegistration) => {
    if (initialised.has(registration.id)) return;
    initialised.add(registration.id);
    const matching = registration.advancedMatching && identity ? advancedMatching(identity) : undefined;
    fbq('init', registration.id, matching);
  };
  const contents = (data: CommercePayload) => ({
    content_ids: data.items.map((item) => item.id),
    contents: data.items.map((item) => ({ id: item.id, quantity: item.quantity, item_price: item.price })),
    content_type: 'product',
    num_items: data.items.reduce((sum, item) => sum + item.quantity, 0),
    value: data.value,
    currency: data.currency,
  });
  const send = (kind: 'track' | 'trackCustom', name: string, data?: object) => {
    fbq(kind, name, data);
    context.record(name, data);
  };

  return {
    id: 'metaPixel',
    load(consent) {
      installQueue();
      fbq('consent', consent.marketing ? 'grant' : 'revoke');
      for (const registration of registrations) init(registration);
      loadScriptOnce(options.scriptUrl ?? META_PIXEL_SCRIPT_URL).catch((error: unknown) =>
        context.logger.warn('Meta pixel script did not load', error),
      );
    },
    updateConsent(consent: ConsentState) {
      fbq('consent', consent.marketing ? 'grant' : 'revoke');
      context.record(consent.marketing ? 'consent grant' : 'consent revoke');
    },
    setIdentity(next) {
      identity = next;
    },
    registrations: () => registrations.map((registration) => registration.id),
    pageView: () => send('track', 'PageView'),
    addToCart: (data) => send('track', 'AddToCart', contents(data)),
    removeFromCart: (data) => send('trackCustom', 'RemoveFromCart', contents(data)),
    initiateCheckout: (data) => send('track', 'InitiateCheckout', contents(data)),
    purchase: (data) => send('track', 'Purchase', { ...contents(data), order_id: data.transactionId }),
    purchaseSuccess: (data) =>
      send('trackCustom', 'PurchaseSuccess', { ...contents(data), order_id: data.transactionId }),
    purchaseFail: (data) =>
      send('trackCustom', 'PurchaseFail', { ...contents(data), order_id: data.transactionId }),
  };
}

/** The pixel's own bootstrap: calls queue on fbq until fbevents.js takes them over. */
function installQueue(): void {
  const win = platformWindow();
  if (win.fbq) return;
  const queue = function (...args: unknown[]) {
    if (queue.callMethod) queue.callMethod(...args);
    else queue.queue.push(args);
  } as MetaPixelFunction;
  queue.push = queue;
  queue.loaded = true;
  queue.version = '2.0';
  queue.queue = [];
  win.fbq = queue;
  win._fbq ??= queue;
}

/** Meta's advanced-matching keys; the e-mail goes hashed, the rest as Meta normalises it itself. */
function advancedMatching(identity: TrackingIdentity): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    em: identity.emailHash,
    ph: identity.phone?.replace(/\D/g, ''),
    ct: identity.city?.toLowerCase().replace(/\s+/g, ''),
    country: identity.country,
    zp: identity.postalCode?.toLowerCase(),
  };
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => !!entry[1]));
}
