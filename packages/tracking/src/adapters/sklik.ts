// Seznam Sklik: rc.js loaded once, retargetingHit on page views, conversionHit on purchase, identities for matching.
import type { ConsentState } from '../consent';
import { sklikConsent } from '../consent-mapping';
import type { TrackingIdentity } from '../identity';
import { loadScriptOnce } from '../script-loader';
import { platformWindow, type AdapterContext, type TrackingAdapter } from './types';

export const SKLIK_SCRIPT_URL = 'https://c.seznam.cz/js/rc.js';

export interface SklikRegistration {
  /** Retargeting id (rtgId). */
  retargetingId?: string;
  /** Conversion id (id of conversionHit). */
  conversionId?: string;
}

export function createSklikAdapter(
  registrations: readonly SklikRegistration[],
  options: { scriptUrl?: string },
  context: AdapterContext,
): TrackingAdapter {
  let consent: ConsentState | null = null;
  let identity: TrackingIdentity | null = null;
  let ready: Promise<boolean> = Promise.resolve(false);

  // Calls wait for rc.js; a missing script or function is only a warning (spec 8).
  const whenReady = (what: string, run: (win: ReturnType<typeof platformWindow>) => void) => {
    void ready.then((loaded) => {
      const win = platformWindow();
      if (!loaded || !win.rc) {
        context.logger.warn(`Sklik script missing, ${what} not sent`);
        return;
      }
      try {
        run(win);
      } catch (error) {
        context.logger.error(`Sklik ${what} failed`, error);
        context.report(error, { module: 'adapter:sklik', event: what });
      }
    });
  };
  const sendIdentity = () => {
    if (!identity) return;
    const current = identity;
    whenReady('identity', (win) => {
      const update = win.sznIVA?.IS?.updateIdentities;
      if (typeof update !== 'function') {
        context.logger.warn('Sklik identity function missing');
        return;
      }
      update({
        eid: current.emailHash,
        tid: current.phone,
        aid: {
          a1: current.country,
          a2: current.city,
          a3: current.addressWord1,
          a4: current.addressWord2,
          a5: current.postalCode,
        },
      });
      context.record('updateIdentities');
    });
  };

  return {
    id: 'sklik',
    load(initial) {
      consent = initial;
      ready = loadScriptOnce(options.scriptUrl ?? SKLIK_SCRIPT_URL).then(
        () => true,
        (error: unknown) => {
          context.logger.warn('Sklik script did not load', error);
          return false;
        },
      );
      sendIdentity();
    },
    updateConsent(next) {
      consent = next;
      context.record('consent', sklikConsent(next));
    },
    setIdentity(next) {
      identity = next;
      sendIdentity();
    },
    registrations: () =>
      registrations.flatMap((registration) =>
        [
          registration.retargetingId && `rtg:${registration.retargetingId}`,
          registration.conversionId && `conv:${registration.conversionId}`,
        ].filter((value): value is string => Boolean(value)),
      ),
    pageView(page) {
      for (const { retargetingId } of registrations) {
        if (!retargetingId) continue;
        const hit = {
          rtgId: Number(retargetingId) || retargetingId,
          itemId: page.itemId,
          category: page.category,
          pageType: page.pageType,
          rtgUrl: page.url,
          consent: consent ? sklikConsent(consent) : 0,
        };
        whenReady('retargetingHit', (win) => win.rc?.retargetingHit?.(hit));
        context.record('retargetingHit', hit);
      }
    },
    addToCart: () => undefined,
    removeFromCart: () => undefined,
    initiateCheckout: () => undefined,
    purchase(data) {
      for (const { conversionId } of registrations) {
        if (!conversionId) continue;
        // Conversions are marketing measurement: without marketing consent they are not sent at all.
        if (!consent?.marketing) continue;
        const hit = {
          id: Number(conversionId) || conversionId,
          value: data.value,
          orderId: data.transactionId,
          consent: sklikConsent(consent),
        };
        whenReady('conversionHit', (win) => win.rc?.conversionHit?.(hit));
        context.record('conversionHit', hit);
      }
    },
    purchaseSuccess: () => undefined,
    purchaseFail: () => undefined,
  };
}
