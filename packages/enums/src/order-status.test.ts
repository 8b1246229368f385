import { describe, expect, it } from 'vitest';
import { canTransitionOrder, orderStatus } from './order-status';

describe('orderStatus', () => {
  it('names the five states with labels in every language', () => {
    expect(orderStatus.ids).toMatchObject({
      unknown: 0,
      pending: 1,
      paid: 2,
      canceled: 3,
      expired: 4,
      refunded: 5,
    });
    expect(orderStatus.label(2, 'cs')).toBe('Zaplaceno');
    expect(orderStatus.label(4, 'de')).toBe('Abgelaufen');
    expect(orderStatus.label(5, 'en')).toBe('Refunded');
  });

  it('lets a pending order become paid, canceled or expired, and a paid one refunded', () => {
    const { pending, paid, canceled, expired, refunded } = orderStatus.ids;
    expect(canTransitionOrder(paid, refunded)).toBe(true);
    expect(canTransitionOrder(refunded, paid)).toBe(false);
    expect(canTransitionOrder(pending, refunded)).toBe(false);
    expect(canTransitionOrder(pending, paid)).toBe(true);
    expect(canTransitionOrder(pending, canceled)).toBe(true);
    expect(canTransitionOrder(pending, expired)).toBe(true);
    expect(canTransitionOrder(paid, canceled)).toBe(false);
    expect(canTransitionOrder(expired, paid)).toBe(false);
    expect(canTransitionOrder(canceled, pending)).toBe(false);
    expect(canTransitionOrder(99, paid)).toBe(false);
  });
});
