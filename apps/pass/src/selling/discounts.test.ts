// Discount arithmetic: percent rounding half up, fixed amounts capped at the price, which lines a code covers.
import { describe, expect, it } from 'vitest';
import { DomainError } from '../domain/domain-error';
import { toHttpError } from '../http/error-status';
import { applyDiscount, unitDiscount } from './discounts';
import type { DiscountCodeRow, ResolvedDiscountCode } from './discounts';

const weekend = '40000000-0000-4000-8000-000000000001';
const vip = '40000000-0000-4000-8000-000000000002';

function resolved(
  kind: DiscountCodeRow['kind'],
  value: number,
  ticketTypeIds: string[] | null = null,
): ResolvedDiscountCode {
  return {
    code: {
      id: '90000000-0000-4000-8000-000000000001',
      eventId: '20000000-0000-4000-8000-000000000001',
      code: 'TEST',
      kind,
      value,
      usageLimit: null,
      used: 0,
      active: true,
      createdAt: new Date('2026-01-01T00:00:00Z'),
      validFrom: null,
      validUntil: null,
    },
    ticketTypeIds,
  };
}

const lines = [
  { kind: 'ticket' as const, ticketTypeId: weekend, unitPrice: 189_000, quantity: 2 },
  { kind: 'ticket' as const, ticketTypeId: vip, unitPrice: 499_000, quantity: 1 },
  { kind: 'product' as const, ticketTypeId: null, unitPrice: 40_000, quantity: 1 },
];

describe('unitDiscount', () => {
  it('rounds a percent half up to whole minor units', () => {
    expect(unitDiscount('percent', 1000, 189_000)).toBe(18_900);
    // 333 bp of 189 000 is 6 293.7 -> 6 294; 50 bp of 100 is 0.5 -> 1; 49 bp of 100 is 0.49 -> 0.
    expect(unitDiscount('percent', 333, 189_000)).toBe(6_294);
    expect(unitDiscount('percent', 50, 100)).toBe(1);
    expect(unitDiscount('percent', 49, 100)).toBe(0);
    expect(unitDiscount('percent', 10_000, 189_000)).toBe(189_000);
    expect(unitDiscount('percent', 1000, 0)).toBe(0);
  });

  it('never takes more than the price with a fixed amount', () => {
    expect(unitDiscount('fixed', 10_000, 189_000)).toBe(10_000);
    expect(unitDiscount('fixed', 500_000, 189_000)).toBe(189_000);
    expect(unitDiscount('fixed', 500, 0)).toBe(0);
  });
});

describe('applyDiscount', () => {
  it('leaves every line at its price without a code', () => {
    expect(applyDiscount(lines, null).map((line) => [line.unitPrice, line.discount])).toEqual([
      [189_000, 0],
      [499_000, 0],
      [40_000, 0],
    ]);
  });

  it('discounts every ticket of the event but never a product', () => {
    expect(
      applyDiscount(lines, resolved('percent', 1000)).map((line) => [line.unitPrice, line.discount]),
    ).toEqual([
      [170_100, 18_900],
      [449_100, 49_900],
      [40_000, 0],
    ]);
  });

  it('discounts only the ticket types a code names', () => {
    expect(
      applyDiscount(lines, resolved('fixed', 100_000, [vip])).map((line) => [line.unitPrice, line.discount]),
    ).toEqual([
      [189_000, 0],
      [399_000, 100_000],
      [40_000, 0],
    ]);
  });

  it('refuses a code that covers no ticket of the order', () => {
    const onlyWeekend = lines.filter((line) => line.ticketTypeId !== vip);
    expect(() => applyDiscount(onlyWeekend, resolved('percent', 1000, [vip]))).toThrow(DomainError);
    try {
      applyDiscount(onlyWeekend, resolved('percent', 1000, [vip]));
    } catch (error) {
      expect(toHttpError(error as DomainError).status).toBe(422);
      expect((error as DomainError).code).toBe('DISCOUNT_CODE_NOT_APPLICABLE');
    }
  });
});
