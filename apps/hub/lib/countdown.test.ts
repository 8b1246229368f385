// Tests of the pairing code countdown.
import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsUntil } from './countdown';

describe('secondsUntil', () => {
  const now = Date.parse('2027-06-01T10:00:00.000Z');

  it('counts whole seconds up, so a code never shows 0:00 while it still works', () => {
    expect(secondsUntil('2027-06-01T10:10:00.000Z', now)).toBe(600);
    expect(secondsUntil('2027-06-01T10:00:00.400Z', now)).toBe(1);
  });

  it('stops at zero and treats a bad date as expired', () => {
    expect(secondsUntil('2027-06-01T09:59:00.000Z', now)).toBe(0);
    expect(secondsUntil('not a date', now)).toBe(0);
  });
});

describe('formatCountdown', () => {
  it('writes minutes and two-digit seconds', () => {
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(545)).toBe('9:05');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});
