// The contract every tracking adapter implements, and the normalised event payloads they receive.
import type { ConsentState } from '../consent';
import type { AdapterId } from '../consent-mapping';
import type { TrackedItem } from '../cart-items';
import type { ErrorReporter } from '../error-reporting';
import type { TrackingIdentity } from '../identity';
import type { Logger } from '../logger';

export interface PageViewPayload {
  /** Full address, e.g. https://example.cz/event/org/slug/cart. */
  url: string;
  path: string;
  title?: string;
  /** Retargeting page type for the ad network, e.g. "cart" or "offerdetail". */
  pageType?: string;
  itemId?: string;
  category?: string;
}

export interface CommercePayload {
  items: TrackedItem[];
  /** Major units (minor / 100). */
  value: number;
  /** ISO 4217 code; missing for an unknown currency id. */
  currency?: string;
  /** Order id, else event id. */
  transactionId?: string;
  orderId?: string;
  eventId?: string;
  orderNumber?: string;
  paymentMethodId?: number;
}

export interface AdapterEvents {
  pageView(page: PageViewPayload): void;
  addToCart(data: CommercePayload): void;
  removeFromCart(data: CommercePayload): void;
  initiateCheckout(data: CommercePayload): void;
  purchase(data: CommercePayload): void;
  purchaseSuccess(data: CommercePayload): void;
  purchaseFail(data: CommercePayload): void;
}

export interface AdapterContext {
  logger: Logger;
  report: ErrorReporter;
  /** Records what reached the platform (its own event name and data) for the debugger. */
  record(platformEvent: string, data?: unknown): void;
}

export interface TrackingAdapter extends AdapterEvents {
  readonly id: AdapterId;
  /** Installs the platform's globals with the consent given and loads its script (once per URL). */
  load(consent: ConsentState): void;
  /** A consent change, pushed to every loaded adapter at once. */
  updateConsent(consent: ConsentState): void;
  /** Signed-in identity; only set when tracking is allowed. */
  setIdentity(identity: TrackingIdentity | null): void;
  /** The ids registered on this adapter, for the debugger. */
  registrations(): string[];
}

/** Replaces `{id}` in a configured script URL template. */
export function fillUrl(template: string, id: string): string {
  return template.replaceAll('{id}', encodeURIComponent(id));
}

/** The page's window with the platforms' globals, all optional until their snippets ran. */
export type PlatformWindow = Window &
  typeof globalThis & {
    fbq?: MetaPixelFunction;
    _fbq?: MetaPixelFunction;
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    hj?: ((...args: unknown[]) => void) & { q?: unknown[] };
    _hjSettings?: { hjid: number | string; hjsv: number };
    TiktokAnalyticsObject?: string;
    ttq?: TikTokQueue;
    rc?: { conversionHit?: (config: object) => void; retargetingHit?: (config: object) => void };
    sznIVA?: { IS?: { updateIdentities?: (identities: object) => void } };
  };

export type MetaPixelFunction = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: MetaPixelFunction;
  loaded: boolean;
  version: string;
};

export type TikTokQueue = unknown[] &
  Record<string, unknown> & {
    page?: () => void;
    track?: (event: string, data?: object) => void;
    grantConsent?: () => void;
    revokeConsent?: () => void;
  };

export function platformWindow(): PlatformWindow {
  return window as PlatformWindow;
}
