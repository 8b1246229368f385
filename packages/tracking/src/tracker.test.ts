import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlatformWindow } from './adapters/types';
import { acceptAllConsent, customConsent, declineAllConsent } from './consent';
import type { Logger } from './logger';
import { resetLoadedScriptsForTests } from './script-loader';
import type { AppStage } from './stage';
import { Tracker } from './tracker';

const config = {
  stage: 'local' as AppStage,
  metaPixel: [{ id: 'meta-1' }],
  gtm: [{ id: 'GTM-TEST' }],
  hotjar: [{ id: '123' }],
  tiktok: [{ id: 'TT-1' }],
  sklik: [{ retargetingId: '55', conversionId: '66' }],
  scriptUrls: {
    metaPixel: 'https://stub.test/meta.js',
    gtm: 'https://stub.test/gtm.js?id={id}',
    gtmNoscript: 'https://stub.test/ns.html?id={id}',
    hotjar: 'https://stub.test/hotjar-{id}.js',
    tiktok: 'https://stub.test/tiktok.js?sdkid={id}',
    sklik: 'https://stub.test/rc.js',
  },
};

const cart = {
  tickets: [
    { ticketType: { ticketTypeId: 1, namePub: 'Standard', price: 50_000 } },
    { ticketType: { ticketTypeId: 1, namePub: 'Standard', price: 50_000 } },
  ],
  currencyId: 1,
  value: 100_000,
  eventId: 'event-1',
};

const win = window as PlatformWindow;
const scriptUrls = () => [...document.querySelectorAll('script')].map((script) => script.src);
type LogFn = Logger['warn'];
const silentLogger = () => ({
  debug: vi.fn<LogFn>(),
  info: vi.fn<LogFn>(),
  warn: vi.fn<LogFn>(),
  error: vi.fn<LogFn>(),
});

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

function createTracker(overrides: Partial<typeof config> = {}, storage = memoryStorage()) {
  const tracker = new Tracker();
  const report = vi.fn();
  const logger = silentLogger();
  tracker.configure({ ...config, ...overrides }, { storage, logger, report });
  return { tracker, report, logger };
}

beforeEach(() => {
  resetLoadedScriptsForTests();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  for (const key of [
    'fbq',
    '_fbq',
    'dataLayer',
    'gtag',
    'hj',
    '_hjSettings',
    'ttq',
    'TiktokAnalyticsObject',
    'rc',
    'sznIVA',
  ])
    delete (win as unknown as Record<string, unknown>)[key];
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Tracker: consent and script loading', () => {
  it('loads no script before consent', () => {
    createTracker();
    expect(scriptUrls()).toEqual([]);
  });

  it('loads each configured script once on accept all, also when consent is pushed again', () => {
    const { tracker } = createTracker();
    tracker.setConsent(acceptAllConsent());
    tracker.setConsent(acceptAllConsent());
    expect(scriptUrls().sort()).toEqual(
      [
        'https://stub.test/gtm.js?id=GTM-TEST',
        'https://stub.test/hotjar-123.js',
        'https://stub.test/meta.js',
        'https://stub.test/rc.js',
        'https://stub.test/tiktok.js?sdkid=TT-1',
      ].sort(),
    );
  });

  it('loads nothing on decline all', () => {
    const { tracker } = createTracker();
    tracker.setConsent(declineAllConsent());
    expect(scriptUrls()).toEqual([]);
    expect(tracker.getSnapshot().adapters.every((adapter) => !adapter.loaded)).toBe(true);
  });

  it('loads only the statistics tools with statistics alone', () => {
    const { tracker } = createTracker();
    tracker.setConsent(customConsent({ statistics: true, marketing: false }));
    expect(scriptUrls().sort()).toEqual(
      [
        'https://stub.test/gtm.js?id=GTM-TEST',
        'https://stub.test/hotjar-123.js',
        'https://stub.test/rc.js',
      ].sort(),
    );
  });

  it('loads nothing in the test stage, whatever the consent', () => {
    const { tracker } = createTracker({ stage: 'test' });
    tracker.setConsent(acceptAllConsent());
    expect(scriptUrls()).toEqual([]);
    expect(tracker.getSnapshot().trackingAllowed).toBe(false);
  });

  it('skips platforms without ids', () => {
    const { tracker } = createTracker({ metaPixel: [], tiktok: [], hotjar: [], sklik: [] });
    tracker.setConsent(acceptAllConsent());
    expect(scriptUrls()).toEqual(['https://stub.test/gtm.js?id=GTM-TEST']);
  });

  it('sets Consent Mode default before the update and the GTM noscript frame', () => {
    const { tracker } = createTracker();
    tracker.setConsent(customConsent({ statistics: true, marketing: false }));
    const consentCalls = (win.dataLayer ?? [])
      .filter(
        (entry) =>
          typeof entry === 'object' && entry !== null && (entry as ArrayLike<unknown>)[0] === 'consent',
      )
      .map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(consentCalls.map((call) => call[1])).toEqual(['default', 'update']);
    expect(consentCalls[0]?.[2]).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied' });
    expect(consentCalls[1]?.[2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' });
    expect(document.querySelector('noscript')?.innerHTML).toContain('https://stub.test/ns.html?id=GTM-TEST');

    tracker.setConsent(acceptAllConsent());
    const last = Array.from((win.dataLayer ?? []).at(-1) as ArrayLike<unknown>);
    expect(last.slice(0, 2)).toEqual(['consent', 'update']);
    expect(last[2]).toMatchObject({ ad_storage: 'granted' });
  });

  it('pushes a consent revocation to the loaded pixels at once', () => {
    const { tracker } = createTracker();
    tracker.setConsent(acceptAllConsent());
    tracker.setConsent(declineAllConsent());
    expect(win.fbq?.queue.at(-1)).toEqual(['consent', 'revoke']);
    expect(win.ttq?.at(-1)).toEqual(['revokeConsent']);
  });
});

describe('Tracker: events', () => {
  it('sends the page the visitor consented on to adapters that load later', () => {
    const { tracker } = createTracker();
    tracker.pageView({ url: 'https://shop.test/event/a/b', path: '/event/a/b' });
    tracker.setConsent(acceptAllConsent());
    expect(win.fbq?.queue).toContainEqual(['track', 'PageView', undefined]);
    expect(win.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'page_view', page_location: 'https://shop.test/event/a/b' }),
    );
  });

  it('reports merged items, major-unit values and the transaction id to the platforms', () => {
    const { tracker } = createTracker();
    tracker.setConsent(acceptAllConsent());
    tracker.purchase({ ...cart, orderId: 'order-1' });
    expect(win.dataLayer).toContainEqual({
      event: 'purchase',
      ecommerce: {
        currency: 'CZK',
        value: 1000,
        transaction_id: 'order-1',
        items: [{ item_id: '1', item_name: 'Standard', item_category: 'ticket', price: 500, quantity: 2 }],
      },
    });
    expect(win.fbq?.queue).toContainEqual([
      'track',
      'Purchase',
      expect.objectContaining({ value: 1000, currency: 'CZK', order_id: 'order-1', content_ids: ['1'] }),
    ]);
    expect(win.ttq).toContainEqual([
      'track',
      'PlaceAnOrder',
      expect.objectContaining({ order_id: 'order-1' }),
    ]);
  });

  it('uses the event id as transaction id without an order', () => {
    const { tracker } = createTracker();
    tracker.setConsent(acceptAllConsent());
    tracker.initiateCheckout(cart);
    tracker.addToCart(cart);
    tracker.removeFromCart(cart);
    const events = (win.dataLayer ?? []).flatMap((entry) =>
      typeof entry === 'object' && entry !== null && 'event' in entry
        ? [(entry as { event: string }).event]
        : [],
    );
    expect(events).toEqual(expect.arrayContaining(['begin_checkout', 'add_to_cart', 'remove_from_cart']));
    expect(win.ttq).toContainEqual([
      'track',
      'ClickButton',
      expect.objectContaining({ description: 'remove_from_cart' }),
    ]);
  });

  it('fires purchaseSuccess at most twice per order, across tracker instances on the same storage', () => {
    const storage = memoryStorage();
    const order = { orderId: 'order-9', amount: 100_000, currencyId: 1, eventId: 'event-1' };
    for (let reload = 0; reload < 4; reload += 1) {
      const { tracker } = createTracker({}, storage);
      tracker.setConsent(acceptAllConsent());
      tracker.purchaseSuccess(order);
    }
    const fired = (win.fbq?.queue ?? []).filter((call) => call[1] === 'PurchaseSuccess');
    expect(fired).toHaveLength(2);
  });

  it('fires purchase every time it is called', () => {
    const { tracker } = createTracker();
    tracker.setConsent(acceptAllConsent());
    for (let i = 0; i < 3; i += 1) tracker.purchase({ ...cart, orderId: 'order-1' });
    expect((win.fbq?.queue ?? []).filter((call) => call[1] === 'Purchase')).toHaveLength(3);
  });

  it('does not use up the limit while nothing can receive it', () => {
    const storage = memoryStorage();
    const order = { orderId: 'order-3', amount: 1, currencyId: 1 };
    const first = createTracker({}, storage).tracker;
    first.purchaseSuccess(order);
    first.purchaseSuccess(order);
    first.setConsent(acceptAllConsent());
    first.purchaseSuccess(order);
    expect((win.fbq?.queue ?? []).filter((call) => call[1] === 'PurchaseSuccess')).toHaveLength(1);
  });

  it('logs and reports invalid input instead of throwing', () => {
    const { tracker, report, logger } = createTracker();
    tracker.setConsent(acceptAllConsent());
    expect(() => tracker.purchase({ tickets: 'nope' } as never)).not.toThrow();
    expect(report).toHaveBeenCalledWith(expect.anything(), { module: 'tracker', event: 'purchase' });
    expect(logger.error).toHaveBeenCalled();
  });

  it('reports a failing platform with module and event, and still serves the others', () => {
    const { tracker, report } = createTracker();
    tracker.setConsent(acceptAllConsent());
    win.fbq = Object.assign(
      () => {
        throw new Error('pixel broke');
      },
      { queue: [], loaded: true, version: '2.0' },
    ) as never;
    tracker.addToCart(cart);
    expect(report).toHaveBeenCalledWith(expect.any(Error), {
      module: 'adapter:metaPixel',
      event: 'addToCart',
    });
    expect(win.dataLayer).toContainEqual(expect.objectContaining({ event: 'add_to_cart' }));
  });

  it('records what each adapter fired for the debugger', () => {
    const { tracker } = createTracker();
    tracker.setConsent(acceptAllConsent());
    tracker.addToCart(cart);
    const meta = tracker.getSnapshot().adapters.find((adapter) => adapter.id === 'metaPixel');
    expect(meta?.loaded).toBe(true);
    expect(meta?.registrations).toEqual(['meta-1']);
    expect(meta?.events[0]).toMatchObject({ cause: 'addToCart', name: 'AddToCart' });
  });
});

describe('Tracker: Sklik', () => {
  it('warns instead of failing when the script loaded but defines nothing', async () => {
    const { tracker, logger } = createTracker({ metaPixel: [], gtm: [], hotjar: [], tiktok: [] });
    tracker.setConsent(acceptAllConsent());
    document.querySelector('script')?.dispatchEvent(new Event('load'));
    tracker.pageView({ url: 'https://shop.test/', path: '/' });
    await vi.waitFor(() =>
      expect(logger.warn).toHaveBeenCalledWith('Sklik script missing, retargetingHit not sent'),
    );
  });

  it('sends retargeting hits with consent 0 under statistics and conversion hits only with marketing', async () => {
    const retargetingHit = vi.fn();
    const conversionHit = vi.fn();
    win.rc = { retargetingHit, conversionHit };
    const { tracker } = createTracker({ metaPixel: [], gtm: [], hotjar: [], tiktok: [] });
    tracker.setConsent(customConsent({ statistics: true, marketing: false }));
    document.querySelector('script')?.dispatchEvent(new Event('load'));
    tracker.pageView({ url: 'https://shop.test/x', path: '/x', pageType: 'offerdetail', itemId: 'e-1' });
    tracker.purchase({ ...cart, orderId: 'o-1' });
    await vi.waitFor(() => expect(retargetingHit).toHaveBeenCalled());
    expect(retargetingHit).toHaveBeenCalledWith({
      rtgId: 55,
      itemId: 'e-1',
      category: undefined,
      pageType: 'offerdetail',
      rtgUrl: 'https://shop.test/x',
      consent: 0,
    });
    expect(conversionHit).not.toHaveBeenCalled();

    tracker.setConsent(acceptAllConsent());
    tracker.purchase({ ...cart, orderId: 'o-1' });
    await vi.waitFor(() =>
      expect(conversionHit).toHaveBeenCalledWith({ id: 66, value: 1000, orderId: 'o-1', consent: 1 }),
    );
  });

  it('sends the signed-in identity to the ad network', async () => {
    const updateIdentities = vi.fn();
    win.rc = {};
    win.sznIVA = { IS: { updateIdentities } };
    const { tracker } = createTracker({ metaPixel: [], gtm: [], hotjar: [], tiktok: [] });
    tracker.setConsent(acceptAllConsent());
    document.querySelector('script')?.dispatchEvent(new Event('load'));
    tracker.setAccount({
      accountId: 1,
      email: 'test@example.com',
      billingInfo: { countryId: 1, address: 'Dlouhá 12' },
    });
    await vi.waitFor(() => expect(updateIdentities).toHaveBeenCalled());
    expect(updateIdentities).toHaveBeenLastCalledWith({
      eid: '973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b',
      tid: undefined,
      aid: { a1: 'cz', a2: undefined, a3: 'Dlouhá', a4: '12', a5: undefined },
    });
  });
});
