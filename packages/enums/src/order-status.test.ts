import { describe, expect, it } from 'vitest';
import { canTransitionOrder, orderStatus } from './order-status';

describe('orderStatus', () => {
  it('names the four states with labels in every language', () => {
    expect(orderStatus.ids).toMatchObject({ unknown: 0, pending: 1, paid: 2, canceled: 3, expired: 4 });
    expect(orderStatus.label(2, 'cs')).toBe('Zaplaceno');
    expect(orderStatus.label(4, 'de')).toBe('Abgelaufen');
  });

  it('lets only a pending order move, and only to paid, canceled or expired', () => {
    const { pending, paid, canceled, expired } = orderStatus.ids;
    expect(canTransitionOrder(pending, paid)).toBe(true);
    expect(canTransitionOrder(pending, canceled)).toBe(true);
    expect(canTransitionOrder(pending, expired)).toBe(true);
    expect(canTransitionOrder(paid, canceled)).toBe(false);
    expect(canTransitionOrder(expired, paid)).toBe(false);
    expect(canTransitionOrder(canceled, pending)).toBe(false);
    expect(canTransitionOrder(99, paid)).toBe(false);
  });
});
