import { describe, expect, it } from 'vitest';
import { FIRING_COUNTER_STORAGE_KEY, FIRING_COUNTER_TTL_MS, FiringCounter } from './firing-limits';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('FiringCounter', () => {
  it('lets purchaseSuccess and purchaseFail fire twice per id combination', () => {
    const counter = new FiringCounter(memoryStorage());
    const ids = { order: 'o-1', event: 'e-1' };
    expect([1, 2, 3].map(() => counter.tryFire('purchaseSuccess', ids))).toEqual([true, true, false]);
    expect([1, 2, 3].map(() => counter.tryFire('purchaseFail', ids))).toEqual([true, true, false]);
  });

  it('counts each id combination separately', () => {
    const counter = new FiringCounter(memoryStorage());
    counter.tryFire('purchaseSuccess', { order: 'o-1' });
    counter.tryFire('purchaseSuccess', { order: 'o-1' });
    expect(counter.tryFire('purchaseSuccess', { order: 'o-2' })).toBe(true);
    expect(counter.tryFire('purchaseSuccess', { order: 'o-1', event: 'e-1' })).toBe(true);
  });

  it('does not limit the other events', () => {
    const counter = new FiringCounter(memoryStorage());
    for (const event of [
      'purchase',
      'addToCart',
      'removeFromCart',
      'initiateCheckout',
      'pageView',
    ] as const) {
      expect(Array.from({ length: 5 }, () => counter.tryFire(event, { order: 'o-1' }))).toEqual([
        true,
        true,
        true,
        true,
        true,
      ]);
    }
  });

  it('survives a reload: a new counter on the same storage remembers', () => {
    const storage = memoryStorage();
    new FiringCounter(storage).tryFire('purchaseSuccess', { order: 'o-1' });
    new FiringCounter(storage).tryFire('purchaseSuccess', { order: 'o-1' });
    expect(new FiringCounter(storage).tryFire('purchaseSuccess', { order: 'o-1' })).toBe(false);
    expect(storage.data.has(FIRING_COUNTER_STORAGE_KEY)).toBe(true);
  });

  it('ignores key order and empty ids', () => {
    expect(FiringCounter.key('purchaseSuccess', { order: 'a', event: 'b' })).toBe(
      FiringCounter.key('purchaseSuccess', { event: 'b', order: 'a', number: undefined }),
    );
  });

  it('forgets counters older than the retention period', () => {
    const storage = memoryStorage();
    let now = 1_000_000;
    const counter = new FiringCounter(storage, () => now);
    counter.tryFire('purchaseFail', { order: 'o-1' });
    counter.tryFire('purchaseFail', { order: 'o-1' });
    now += FIRING_COUNTER_TTL_MS + 1;
    expect(new FiringCounter(storage, () => now).tryFire('purchaseFail', { order: 'o-1' })).toBe(true);
  });

  it('still limits in memory when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const counter = new FiringCounter(broken);
    expect([1, 2, 3].map(() => counter.tryFire('purchaseSuccess', { order: 'o-1' }))).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('treats damaged stored data as empty', () => {
    const storage = memoryStorage();
    storage.data.set(FIRING_COUNTER_STORAGE_KEY, '{oops');
    expect(new FiringCounter(storage).tryFire('purchaseSuccess', { order: 'o-1' })).toBe(true);
  });

  it('counts firings from two tabs sharing the storage together', () => {
    const storage = memoryStorage();
    const tabA = new FiringCounter(storage);
    const tabB = new FiringCounter(storage);
    expect(tabA.tryFire('purchaseSuccess', { order: 'o-1' })).toBe(true);
    expect(tabB.tryFire('purchaseSuccess', { order: 'o-1' })).toBe(true);
    expect(tabA.tryFire('purchaseSuccess', { order: 'o-1' })).toBe(false);
  });
});
