import { accessCodeBulkBody, discountCodeBody, discountCodeBulkBody } from '@repo/contract/hub-codes';
import { describe, expect, it } from 'vitest';
import { accessBulkBodyFrom, discountBulkBodyFrom, discountCodeBodyFrom, emptyCodeForm } from './code-form';

const zone = 'Europe/Prague';

describe('code forms', () => {
  it('reads a percent as basis points and a fixed amount as minor units', () => {
    const percent = { ...emptyCodeForm(), code: 'leto20', value: '20' };
    expect(discountCodeBody.parse(discountCodeBodyFrom(percent, zone))).toMatchObject({
      code: 'LETO20',
      kind: 'percent',
      value: 2000,
      usageLimit: 1,
    });
    const fixed = {
      ...emptyCodeForm(),
      kind: 'fixed' as const,
      value: '150,50',
      usageLimit: '',
      prefix: 'vip',
    };
    expect(discountCodeBulkBody.parse(discountBulkBodyFrom(fixed, zone))).toMatchObject({
      count: 10,
      prefix: 'VIP',
      value: 15050,
      usageLimit: null,
    });
  });

  it('fails the rules for more than 100 %, too many codes or an access code that unlocks nothing', () => {
    const tooMuch = { ...emptyCodeForm(), code: 'X-1', value: '120' };
    expect(discountCodeBody.safeParse(discountCodeBodyFrom(tooMuch, zone)).success).toBe(false);
    const many = { ...emptyCodeForm(), value: '10', count: '5000' };
    expect(discountCodeBulkBody.safeParse(discountBulkBodyFrom(many, zone)).success).toBe(false);
    expect(accessCodeBulkBody.safeParse(accessBulkBodyFrom(emptyCodeForm(), zone)).success).toBe(false);
  });
});
