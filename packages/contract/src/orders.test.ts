// The order body's billing rules: a Czech or Slovak company id must carry a valid check digit.
import { describe, expect, it } from 'vitest';
import { country } from '@repo/enums/country';
import { buyer } from './orders';

const base = { email: 'firma@example.com', name: 'Jana Nováková', paymentMethodId: 1 };
const billing = (countryId: number, companyId: string) => ({
  ...base,
  billing: { countryId, companyName: 'Firma s.r.o.', companyId },
});

describe('buyer billing company id', () => {
  it('refuses a Czech or Slovak IČO whose check digit does not match', () => {
    for (const countryId of [country.ids.czechRepublic, country.ids.slovakia]) {
      const result = buyer.safeParse(billing(countryId, '27082441'));
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['billing', 'companyId']);
      expect(result.error?.issues[0]?.message).toMatch(/check digit/);
    }
  });

  it('keeps a valid IČO in its canonical eight digits', () => {
    expect(buyer.parse(billing(country.ids.czechRepublic, '270 82 440')).billing?.companyId).toBe('27082440');
    expect(buyer.parse(billing(country.ids.slovakia, '6947')).billing?.companyId).toBe('00006947');
  });

  it('leaves company ids of other countries as written', () => {
    expect(buyer.parse(billing(country.ids.austria, 'FN 123456a')).billing?.companyId).toBe('FN 123456a');
    expect(buyer.parse(base).billing).toBeUndefined();
  });
});
