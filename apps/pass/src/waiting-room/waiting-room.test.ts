import { describe, expect, it } from 'vitest';
import { secondsUntilTurn } from './waiting-room';

describe('the estimated wait', () => {
  const twentyMinutes = 20 * 60_000;

  it('follows the rate while the shoppers-at-once limit does not bind', () => {
    // 60 a minute, 2,000 at once for 20 minutes: 1,200 admissions fill 20 minutes before the limit is reached.
    expect(secondsUntilTurn(1, 60, 2_000, twentyMinutes)).toBe(0);
    expect(secondsUntilTurn(121, 60, 2_000, twentyMinutes)).toBe(120);
  });

  it('waits for admissions to end when the limit binds', () => {
    // 60 a minute but only 100 at once: 100 come in within 100 s, the next 100 once the first ended (20 minutes).
    expect(secondsUntilTurn(100, 60, 100, twentyMinutes)).toBe(99);
    expect(secondsUntilTurn(101, 60, 100, twentyMinutes)).toBe(1_200);
    expect(secondsUntilTurn(251, 60, 100, twentyMinutes)).toBe(2 * 1_200 + 50);
  });
});
