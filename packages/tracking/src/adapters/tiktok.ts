// TikTok pixel: the ttq queue, one load per pixel id, consent grant/revoke and TikTok's own event names.
import type { ConsentState } from '../consent';
import { loadScriptOnce } from '../script-loader';
import {
  fillUrl,
  platformWindow,
  type AdapterContext,
  type CommercePayload,
  type TikTokQueue,
  type TrackingAdapter,
} from './types';

export const TIKTOK_SCRIPT_URL = 'https://analytics.tiktok.com/i18n/pixel/events.js?sdkid={id}&lib=ttq';

const QUEUED_METHODS = [
  'page',
  'track',
  'identify',
  'instances',
  'debug',
  'on',
  'off',
  'once',
  'ready',
  'alias',
  'group',
  'enableCookie',
  'disableCookie',
  'holdConsent',
  'revokeConsent',
  'grantConsent',
] as const;

export interface TikTokRegistration {
  id: string;
}

export function createTikTokAdapter(
  registrations: readonly TikTokRegistration[],
  options: { scriptUrl?: string },
  context: AdapterContext,
): TrackingAdapter {
  const call = (method: string, ...args: unknown[]) => {
    const ttq = platformWindow().ttq;
    const fn = ttq?.[method];
    if (typeof fn === 'function') (fn as (...rest: unknown[]) => void).apply(ttq, args);
  };
  const track = (name: string, data?: CommercePayload, extra: object = {}) => {
    const payload = data
      ? {
          contents: data.items.map((item) => ({
            content_id: item.id,
            content_name: item.name,
            content_type: 'product',
            quantity: item.quantity,
            price: item.price,
          })),
          value: data.value,
          currency: data.currency,
          ...extra,
        }
      : extra;
    call('track', name, payload);
    context.record(name, payload);
  };

  return {
    id: 'tiktok',
    load(consent: ConsentState) {
      const win = platformWindow();
      win.TiktokAnalyticsObject = 'ttq';
      const ttq = (win.ttq ??= [] as unknown as TikTokQueue);
      for (const method of QUEUED_METHODS) {
        ttq[method] ??= (...args: unknown[]) => {
          ttq.push([method, ...args]);
        };
      }
      call(consent.marketing ? 'grantConsent' : 'revokeConsent');
      for (const { id } of registrations) {
        // What ttq.load() of TikTok's snippet records before its script arrives.
        const instances = ((ttq._i as Record<string, unknown> | undefined) ??= {});
        instances[id] = [];
        ((ttq._t as Record<string, number> | undefined) ??= {})[id] = Date.now();
        loadScriptOnce(fillUrl(options.scriptUrl ?? TIKTOK_SCRIPT_URL, id)).catch((error: unknown) =>
          context.logger.warn('TikTok pixel script did not load', error),
        );
      }
    },
    updateConsent(consent: ConsentState) {
      call(consent.marketing ? 'grantConsent' : 'revokeConsent');
      context.record(consent.marketing ? 'grantConsent' : 'revokeConsent');
    },
    setIdentity: () => undefined,
    registrations: () => registrations.map((registration) => registration.id),
    pageView() {
      call('page');
      context.record('page');
    },
    addToCart: (data) => track('AddToCart', data),
    removeFromCart: (data) => track('ClickButton', data, { description: 'remove_from_cart' }),
    initiateCheckout: (data) => track('InitiateCheckout', data),
    purchase: (data) => track('PlaceAnOrder', data, { order_id: data.transactionId }),
    purchaseSuccess: (data) => track('CompletePayment', data, { order_id: data.transactionId }),
    // TikTok has no standard event for a failed payment; it is left out rather than invented.
    purchaseFail: () => undefined,
  };
}
