// Per-event firing counters: purchaseSuccess and purchaseFail fire at most twice per unique id combination.
export const trackingEventNames = [
  'pageView',
  'addToCart',
  'removeFromCart',
  'initiateCheckout',
  'purchase',
  'purchaseSuccess',
  'purchaseFail',
] as const;
export type TrackingEventName = (typeof trackingEventNames)[number];

/** Spec 9: unlimited unless listed. */
export const FIRING_LIMITS: Readonly<Partial<Record<TrackingEventName, number>>> = Object.freeze({
  purchaseSuccess: 2,
  purchaseFail: 2,
});

/** localStorage key of the counters. */
export const FIRING_COUNTER_STORAGE_KEY = 'tracking:firing-counters';
/** Counters older than this are dropped, so the stored map stays small. */
export const FIRING_COUNTER_TTL_MS = 90 * 24 * 60 * 60 * 1000;

/** The part of Web Storage the counters use; localStorage in browsers. */
export type CounterStorage = Pick<Storage, 'getItem' | 'setItem'>;

interface CounterEntry {
  count: number;
  /** Epoch ms of the last firing. */
  at: number;
}

/**
 * Counts firings per event and id combination. Counters live in localStorage (not sessionStorage) because
 * the order page is reloaded and reopened from the confirmation e-mail in new tabs, and each of those must
 * count; without storage (private mode quotas, disabled storage) they live in memory for the page's life.
 */
export class FiringCounter {
  private memory: Record<string, CounterEntry> = {};

  constructor(
    private readonly storage: CounterStorage | null,
    private readonly now: () => number = Date.now,
  ) {}

  /** The key of one id combination, e.g. purchaseSuccess|order:…|event:…. Undefined ids are left out. */
  static key(
    event: TrackingEventName,
    ids: Readonly<Record<string, string | number | null | undefined>>,
  ): string {
    const parts = Object.keys(ids)
      .sort()
      .flatMap((name) => {
        const value = ids[name];
        return value === undefined || value === null || value === '' ? [] : [`${name}:${String(value)}`];
      });
    return [event, ...parts].join('|');
  }

  count(event: TrackingEventName, ids: Readonly<Record<string, string | number | null | undefined>>): number {
    return this.load()[FiringCounter.key(event, ids)]?.count ?? 0;
  }

  /**
   * Records a firing if the limit allows it and says whether the event may fire. Unlimited events always
   * may and are not stored.
   */
  tryFire(
    event: TrackingEventName,
    ids: Readonly<Record<string, string | number | null | undefined>>,
  ): boolean {
    const limit = FIRING_LIMITS[event];
    if (limit === undefined) return true;
    const entries = this.load();
    const key = FiringCounter.key(event, ids);
    const current = entries[key]?.count ?? 0;
    if (current >= limit) return false;
    entries[key] = { count: current + 1, at: this.now() };
    this.save(entries);
    return true;
  }

  private load(): Record<string, CounterEntry> {
    if (this.storage === null) return this.memory;
    try {
      const raw = this.storage.getItem(FIRING_COUNTER_STORAGE_KEY);
      const parsed: unknown = raw === null ? {} : JSON.parse(raw);
      const fresh: Record<string, CounterEntry> = {};
      const oldest = this.now() - FIRING_COUNTER_TTL_MS;
      if (typeof parsed === 'object' && parsed !== null) {
        for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
          if (isEntry(value) && value.at >= oldest) fresh[key] = value;
        }
      }
      // Merged with memory so a storage that stopped accepting writes still counts this page's firings; the
      // higher count wins, so another tab's firings stored meanwhile are not overwritten by this tab's older view.
      for (const [key, entry] of Object.entries(this.memory)) {
        const stored = fresh[key];
        if (!stored || stored.count < entry.count) fresh[key] = entry;
      }
      return fresh;
    } catch {
      return this.memory;
    }
  }

  private save(entries: Record<string, CounterEntry>): void {
    this.memory = entries;
    if (this.storage === null) return;
    try {
      this.storage.setItem(FIRING_COUNTER_STORAGE_KEY, JSON.stringify(entries));
    } catch {
      // Quota or disabled storage: the in-memory copy still limits this page.
    }
  }
}

function isEntry(value: unknown): value is CounterEntry {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as CounterEntry).count === 'number' &&
    typeof (value as CounterEntry).at === 'number'
  );
}
