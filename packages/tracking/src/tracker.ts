// The tracker: consent -> adapters, event validation, firing limits, identity, and a snapshot for the debugger.
import { createGtmAdapter } from './adapters/gtm';
import { createHotjarAdapter } from './adapters/hotjar';
import { createMetaPixelAdapter } from './adapters/meta-pixel';
import { createSklikAdapter } from './adapters/sklik';
import { createTikTokAdapter } from './adapters/tiktok';
import type {
  AdapterContext,
  AdapterEvents,
  CommercePayload,
  PageViewPayload,
  TrackingAdapter,
} from './adapters/types';
import {
  currencyCode,
  mergeCartItems,
  orderResult,
  toMajorUnits,
  trackingInput,
  transactionId,
  type OrderResult,
  type TrackingInput,
} from './cart-items';
import { trackingConfig, type TrackingConfig, type TrackingConfigInput } from './config';
import { DEFAULT_CONSENT, type ConsentState } from './consent';
import { adapterIds, isAdapterAllowed, type AdapterId } from './consent-mapping';
import { createSentryReporter, type ErrorReporter } from './error-reporting';
import { FiringCounter, type CounterStorage, type TrackingEventName } from './firing-limits';
import { buildIdentity, trackedAccount, type TrackedAccount } from './identity';
import { createLogger, type Logger } from './logger';
import { isTrackingAllowed } from './stage';

export interface FiredEvent {
  at: string;
  /** The tracking event that caused it (pageView, purchase...), or "consent"/"load". */
  cause: TrackingEventName | 'consent' | 'load' | 'identity';
  /** The platform's own name, e.g. Purchase, begin_checkout, retargetingHit. */
  name: string;
  data?: unknown;
}

export interface AdapterStatus {
  id: AdapterId;
  configured: boolean;
  loaded: boolean;
  registrations: string[];
  events: readonly FiredEvent[];
}

export interface TrackerSnapshot {
  configured: boolean;
  stage: TrackingConfig['stage'] | null;
  trackingAllowed: boolean;
  consent: ConsentState;
  adapters: readonly AdapterStatus[];
}

/** Per adapter, the newest events kept for the debugger. */
export const FIRED_EVENT_LOG_SIZE = 50;

export interface TrackerDependencies {
  storage?: CounterStorage | null;
  logger?: Logger;
  report?: ErrorReporter;
}

/** The tracking events apps call; every one validates its input and never throws. */
export interface TrackingApi {
  /** A completed route change; defaults to the current location. */
  pageView(page?: Partial<PageViewPayload>): void;
  addToCart(input: TrackingInput): void;
  removeFromCart(input: TrackingInput): void;
  initiateCheckout(input: TrackingInput): void;
  /** The order was placed. */
  purchase(input: TrackingInput): void;
  /** The order was paid; at most twice per order (spec 9). */
  purchaseSuccess(order: OrderResult, tickets?: TrackingInput['tickets']): void;
  /** The payment failed or the order was cancelled; at most twice per order. */
  purchaseFail(order: OrderResult, tickets?: TrackingInput['tickets']): void;
}

export class Tracker implements TrackingApi {
  private config: TrackingConfig | null = null;
  private consent: ConsentState = DEFAULT_CONSENT;
  private adapters = new Map<AdapterId, TrackingAdapter>();
  private events = new Map<AdapterId, FiredEvent[]>();
  private listeners = new Set<() => void>();
  private snapshot: TrackerSnapshot;
  private counter = new FiringCounter(null);
  private logger: Logger = createLogger('local');
  private report: ErrorReporter = () => undefined;
  private lastPage: PageViewPayload | null = null;
  private account: TrackedAccount | null = null;
  private identityVersion = 0;
  /** The tracking event being dispatched, so adapters' records say what caused them. */
  private currentCause: FiredEvent['cause'] = 'load';

  constructor() {
    this.snapshot = this.buildSnapshot();
  }

  /** Sets ids, URLs and stage; call once at start (later calls with the same config are ignored). */
  configure(input: TrackingConfigInput, dependencies: TrackerDependencies = {}): void {
    const parsed = trackingConfig.safeParse(input);
    if (!parsed.success) {
      console.error('[tracking] invalid configuration, tracking stays off', parsed.error.issues);
      return;
    }
    if (this.config !== null && JSON.stringify(this.config) === JSON.stringify(parsed.data)) return;
    this.config = parsed.data;
    this.logger = dependencies.logger ?? createLogger(parsed.data.stage);
    this.report =
      dependencies.report ??
      createSentryReporter({
        dsn: parsed.data.sentryDsn,
        stage: parsed.data.stage,
        release: parsed.data.release,
      });
    this.counter = new FiringCounter(
      dependencies.storage === undefined ? browserStorage() : dependencies.storage,
    );
    this.applyConsent();
    this.changed();
  }

  /** A consent change; pushed to every loaded adapter at once, and loads the newly allowed ones. */
  setConsent(state: ConsentState): void {
    this.consent = state;
    this.applyConsent();
    this.changed();
  }

  /** The signed-in account (or null); its identity goes to adapters only while tracking is allowed. */
  setAccount(account: TrackedAccount | null): void {
    const parsed = account === null ? null : trackedAccount.safeParse(account);
    if (parsed && !parsed.success) {
      this.logger.error('invalid account for identity', parsed.error.issues);
      return;
    }
    this.account = parsed ? parsed.data : null;
    void this.sendIdentity();
  }

  pageView(page: Partial<PageViewPayload> = {}): void {
    this.guard('pageView', () => {
      const location = typeof window === 'undefined' ? undefined : window.location;
      const full: PageViewPayload = {
        url: page.url ?? location?.href ?? '',
        path: page.path ?? location?.pathname ?? '',
        title: page.title ?? (typeof document === 'undefined' ? undefined : document.title),
        pageType: page.pageType,
        itemId: page.itemId,
        category: page.category,
      };
      this.lastPage = full;
      this.dispatch('pageView', (adapter) => adapter.pageView(full));
    });
  }

  addToCart(input: TrackingInput): void {
    this.commerce('addToCart', input);
  }

  removeFromCart(input: TrackingInput): void {
    this.commerce('removeFromCart', input);
  }

  initiateCheckout(input: TrackingInput): void {
    this.commerce('initiateCheckout', input);
  }

  purchase(input: TrackingInput): void {
    this.commerce('purchase', input);
  }

  purchaseSuccess(order: OrderResult, tickets: TrackingInput['tickets'] = []): void {
    this.orderEvent('purchaseSuccess', order, tickets);
  }

  purchaseFail(order: OrderResult, tickets: TrackingInput['tickets'] = []): void {
    this.orderEvent('purchaseFail', order, tickets);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): TrackerSnapshot => this.snapshot;

  private commerce(
    event: 'addToCart' | 'removeFromCart' | 'initiateCheckout' | 'purchase',
    input: TrackingInput,
  ) {
    this.guard(event, () => {
      const parsed = trackingInput.parse(input);
      const payload: CommercePayload = {
        items: mergeCartItems(parsed.tickets),
        value: toMajorUnits(parsed.value),
        currency: currencyCode(parsed.currencyId),
        transactionId: transactionId(parsed),
        orderId: parsed.orderId ?? undefined,
        eventId: parsed.eventId ?? undefined,
      };
      const ids = { order: parsed.orderId, event: parsed.eventId };
      if (!this.hasLoadedAdapters() || !this.counter.tryFire(event, ids)) return;
      this.dispatch(event, (adapter) => adapter[event](payload));
    });
  }

  private orderEvent(
    event: 'purchaseSuccess' | 'purchaseFail',
    order: OrderResult,
    tickets: TrackingInput['tickets'],
  ) {
    this.guard(event, () => {
      const parsed = orderResult.parse(order);
      const payload: CommercePayload = {
        items: mergeCartItems(trackingInput.shape.tickets.parse(tickets)),
        value: toMajorUnits(parsed.amount),
        currency: currencyCode(parsed.currencyId),
        transactionId: transactionId(parsed),
        orderId: parsed.orderId,
        eventId: parsed.eventId ?? undefined,
        orderNumber:
          parsed.orderNumber === null || parsed.orderNumber === undefined
            ? undefined
            : String(parsed.orderNumber),
        paymentMethodId: parsed.paymentMethodId ?? undefined,
      };
      const ids = { order: parsed.orderId, event: parsed.eventId, number: parsed.orderNumber };
      // Counted only when something receives it: an event nobody saw must not use up the two allowed firings.
      if (!this.hasLoadedAdapters() || !this.counter.tryFire(event, ids)) return;
      this.dispatch(event, (adapter) => adapter[event](payload));
    });
  }

  private hasLoadedAdapters(): boolean {
    return this.adapters.size > 0;
  }

  /** Runs an event's work so that bad input or a failing platform is logged and reported, never thrown. */
  private guard(event: TrackingEventName, work: () => void): void {
    try {
      work();
    } catch (error) {
      this.logger.error(`${event} failed`, error);
      this.report(error, { module: 'tracker', event });
    } finally {
      this.changed();
    }
  }

  private dispatch(event: TrackingEventName, send: (adapter: AdapterEvents) => void): void {
    for (const adapter of this.adapters.values()) this.safely(adapter.id, event, () => send(adapter));
  }

  private safely(id: AdapterId, cause: FiredEvent['cause'], work: () => void): void {
    const previous = this.currentCause;
    this.currentCause = cause;
    try {
      work();
    } catch (error) {
      this.logger.error(`adapter ${id} failed on ${cause}`, error);
      this.report(error, { module: `adapter:${id}`, event: cause });
    } finally {
      this.currentCause = previous;
    }
  }

  private applyConsent(): void {
    const config = this.config;
    if (config === null || !isTrackingAllowed(config.stage)) return;
    // Loaded adapters first, all with the same state, before new ones start.
    for (const adapter of this.adapters.values()) {
      this.safely(adapter.id, 'consent', () => adapter.updateConsent(this.consent));
    }
    for (const id of adapterIds) {
      if (this.adapters.has(id) || !isAdapterAllowed(id, this.consent)) continue;
      const adapter = this.createAdapter(id, config);
      if (adapter === null) continue;
      this.adapters.set(id, adapter);
      this.safely(id, 'load', () => adapter.load(this.consent));
      // The page the visitor consented on was viewed before this adapter existed.
      const page = this.lastPage;
      if (page) this.safely(id, 'pageView', () => adapter.pageView(page));
    }
    void this.sendIdentity();
  }

  private createAdapter(id: AdapterId, config: TrackingConfig): TrackingAdapter | null {
    const context = this.contextFor(id);
    const urls = config.scriptUrls;
    switch (id) {
      case 'metaPixel':
        return config.metaPixel.length
          ? createMetaPixelAdapter(config.metaPixel, { scriptUrl: urls.metaPixel }, context)
          : null;
      case 'gtm':
        return config.gtm.length
          ? createGtmAdapter(config.gtm, { scriptUrl: urls.gtm, noscriptUrl: urls.gtmNoscript }, context)
          : null;
      case 'hotjar':
        return config.hotjar.length
          ? createHotjarAdapter(config.hotjar, { scriptUrl: urls.hotjar }, context)
          : null;
      case 'tiktok':
        return config.tiktok.length
          ? createTikTokAdapter(config.tiktok, { scriptUrl: urls.tiktok }, context)
          : null;
      case 'sklik':
        return config.sklik.length
          ? createSklikAdapter(config.sklik, { scriptUrl: urls.sklik }, context)
          : null;
    }
  }

  private contextFor(id: AdapterId): AdapterContext {
    return {
      logger: this.logger,
      report: (error, tags) => this.report(error, tags),
      record: (name, data) => {
        const log = [
          { at: new Date().toISOString(), cause: this.currentCause, name, data },
          ...(this.events.get(id) ?? []),
        ];
        this.events.set(id, log.slice(0, FIRED_EVENT_LOG_SIZE));
        this.logger.debug(`${id}: ${name}`, data ?? '');
      },
    };
  }

  private async sendIdentity(): Promise<void> {
    const config = this.config;
    const version = ++this.identityVersion;
    if (config === null || !isTrackingAllowed(config.stage) || this.adapters.size === 0) return;
    try {
      const identity = this.account ? await buildIdentity(this.account) : null;
      // A newer account or consent change started meanwhile; its own call sends the current identity.
      if (version !== this.identityVersion) return;
      for (const adapter of this.adapters.values()) {
        this.safely(adapter.id, 'identity', () => adapter.setIdentity(identity));
      }
      this.changed();
    } catch (error) {
      this.logger.error('identity failed', error);
      this.report(error, { module: 'identity' });
    }
  }

  private changed(): void {
    this.snapshot = this.buildSnapshot();
    for (const listener of this.listeners) listener();
  }

  private buildSnapshot(): TrackerSnapshot {
    const config = this.config;
    return {
      configured: config !== null,
      stage: config?.stage ?? null,
      trackingAllowed: config !== null && isTrackingAllowed(config.stage),
      consent: this.consent,
      adapters: adapterIds.map((id) => {
        const adapter = this.adapters.get(id);
        const registrations = config ? registrationsOf(config, id) : [];
        return {
          id,
          configured: registrations.length > 0,
          loaded: adapter !== undefined,
          registrations: adapter?.registrations() ?? registrations,
          events: this.events.get(id) ?? [],
        };
      }),
    };
  }
}

function registrationsOf(config: TrackingConfig, id: AdapterId): string[] {
  if (id === 'sklik')
    return config.sklik.flatMap((entry) =>
      [entry.retargetingId, entry.conversionId].filter((value): value is string => !!value),
    );
  return config[id].map((entry) => entry.id);
}

function browserStorage(): CounterStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Reading localStorage throws when the browser blocks storage for the site.
    return null;
  }
}

let shared: Tracker | undefined;

/** The page's one tracker; apps configure it through the privacy glue and fire events through useTracking(). */
export function getTracker(): Tracker {
  shared ??= new Tracker();
  return shared;
}
