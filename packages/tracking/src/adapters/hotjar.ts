// Hotjar session recording: hj queue and settings, one script per site id, route changes as state changes.
import type { ConsentState } from '../consent';
import { loadScriptOnce } from '../script-loader';
import { fillUrl, platformWindow, type AdapterContext, type TrackingAdapter } from './types';

export const HOTJAR_SCRIPT_URL = 'https://static.hotjar.com/c/hotjar-{id}.js?sv=6';
export const HOTJAR_SNIPPET_VERSION = 6;

export interface HotjarRegistration {
  id: string;
}

export function createHotjarAdapter(
  registrations: readonly HotjarRegistration[],
  options: { scriptUrl?: string },
  context: AdapterContext,
): TrackingAdapter {
  let firstPage = true;
  const hj = (...args: unknown[]) => platformWindow().hj?.(...args);
  const event = (name: string) => {
    hj('event', name);
    context.record(name);
  };

  return {
    id: 'hotjar',
    load(_consent: ConsentState) {
      const win = platformWindow();
      const first = registrations[0];
      if (!first) return;
      // Hotjar runs one site per page; further ids are ignored rather than fighting over _hjSettings.
      win.hj ??= Object.assign(
        function hj(...args: unknown[]) {
          const queue = (win.hj as { q?: unknown[] }).q ?? [];
          queue.push(args);
          (win.hj as { q?: unknown[] }).q = queue;
        },
        { q: [] as unknown[] },
      );
      win._hjSettings = { hjid: first.id, hjsv: HOTJAR_SNIPPET_VERSION };
      loadScriptOnce(fillUrl(options.scriptUrl ?? HOTJAR_SCRIPT_URL, first.id)).catch((error: unknown) =>
        context.logger.warn('Hotjar script did not load', error),
      );
    },
    // Hotjar only runs with statistics consent and is never loaded without it; nothing to forward.
    updateConsent: () => undefined,
    setIdentity: () => undefined,
    registrations: () => registrations.slice(0, 1).map((registration) => registration.id),
    pageView(page) {
      // The script records the first page itself; later client-side route changes need a state change.
      if (firstPage) {
        firstPage = false;
        return;
      }
      hj('stateChange', page.path);
      context.record('stateChange', page.path);
    },
    addToCart: () => event('add_to_cart'),
    removeFromCart: () => event('remove_from_cart'),
    initiateCheckout: () => event('begin_checkout'),
    purchase: () => event('purchase'),
    purchaseSuccess: () => event('purchase_success'),
    purchaseFail: () => event('purchase_cancel'),
  };
}
