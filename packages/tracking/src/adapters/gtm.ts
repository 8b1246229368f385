// Google Tag Manager: Consent Mode v2 default then update, gtm.js with its noscript iframe, GA4-style data layer events.
import type { ConsentState } from '../consent';
import { GTM_DEFAULT_CONSENT, gtmConsent } from '../consent-mapping';
import { loadScriptOnce } from '../script-loader';
import {
  fillUrl,
  platformWindow,
  type AdapterContext,
  type CommercePayload,
  type TrackingAdapter,
} from './types';

export const GTM_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js?id={id}';
export const GTM_NOSCRIPT_URL = 'https://www.googletagmanager.com/ns.html?id={id}';

export interface GtmRegistration {
  id: string;
}

export function createGtmAdapter(
  registrations: readonly GtmRegistration[],
  options: { scriptUrl?: string; noscriptUrl?: string },
  context: AdapterContext,
): TrackingAdapter {
  const push = (entry: object) => {
    const win = platformWindow();
    win.dataLayer ??= [];
    win.dataLayer.push(entry);
  };
  const ecommerce = (name: string, data: CommercePayload, extra: object = {}) => {
    // GA4 asks to clear the previous ecommerce object so its fields do not leak into this event.
    push({ ecommerce: null });
    const entry = {
      event: name,
      ecommerce: {
        currency: data.currency,
        value: data.value,
        items: data.items.map((item) => ({
          item_id: item.id,
          item_name: item.name,
          item_category: item.category ?? (item.kind === 'extra' ? 'extra' : 'ticket'),
          price: item.price,
          quantity: item.quantity,
        })),
        ...extra,
      },
    };
    push(entry);
    context.record(name, entry.ecommerce);
  };

  return {
    id: 'gtm',
    load(consent) {
      const win = platformWindow();
      win.dataLayer ??= [];
      // gtag() must push the arguments object itself: Consent Mode ignores plain arrays.
      win.gtag ??= function gtag() {
        // eslint-disable-next-line prefer-rest-params -- see above
        win.dataLayer?.push(arguments);
      };
      win.gtag('consent', 'default', { ...GTM_DEFAULT_CONSENT, wait_for_update: 500 });
      win.gtag('consent', 'update', gtmConsent(consent));
      context.record('consent default+update', gtmConsent(consent));
      for (const { id } of registrations) {
        push({ 'gtm.start': Date.now(), event: 'gtm.js' });
        loadScriptOnce(fillUrl(options.scriptUrl ?? GTM_SCRIPT_URL, id)).catch((error: unknown) =>
          context.logger.warn('Google Tag Manager script did not load', error),
        );
        addNoscriptFrame(fillUrl(options.noscriptUrl ?? GTM_NOSCRIPT_URL, id));
      }
    },
    updateConsent(consent: ConsentState) {
      platformWindow().gtag?.('consent', 'update', gtmConsent(consent));
      context.record('consent update', gtmConsent(consent));
    },
    setIdentity: () => undefined,
    registrations: () => registrations.map((registration) => registration.id),
    pageView(page) {
      const entry = {
        event: 'page_view',
        page_location: page.url,
        page_path: page.path,
        page_title: page.title,
      };
      push(entry);
      context.record('page_view', entry);
    },
    addToCart: (data) => ecommerce('add_to_cart', data),
    removeFromCart: (data) => ecommerce('remove_from_cart', data),
    initiateCheckout: (data) => ecommerce('begin_checkout', data),
    purchase: (data) => ecommerce('purchase', data, { transaction_id: data.transactionId }),
    purchaseSuccess: (data) => ecommerce('purchase_success', data, { transaction_id: data.transactionId }),
    purchaseFail: (data) => ecommerce('purchase_cancel', data, { transaction_id: data.transactionId }),
  };
}

/**
 * GTM's <noscript> iframe, as its install snippet has it. Written as markup: with scripting on, a noscript
 * element's content parses as text, so the frame stays inert instead of loading ns.html next to gtm.js.
 */
function addNoscriptFrame(src: string): void {
  if ([...document.querySelectorAll('noscript')].some((element) => element.dataset.gtmSrc === src)) return;
  const noscript = document.createElement('noscript');
  noscript.dataset.gtmSrc = src;
  noscript.innerHTML = `<iframe src="${escapeAttribute(src)}" height="0" width="0" style="display:none;visibility:hidden"></iframe>`;
  document.body.prepend(noscript);
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}
