// Who may extend an order: the account it was placed with, or the verified owner of its e-mail.
import { describe, expect, it } from 'vitest';
import { accountOwnsOrder } from './extra-orders';
import type { OrderRow } from './orders';

const alena = { accountId: 'a-1', email: 'alena@example.cz', emailVerified: true };
const order = (accountId: string | null, email = 'Alena@Example.cz') => ({ accountId, email }) as OrderRow;

describe('accountOwnsOrder', () => {
  it('accepts the account the order was placed with, verified or not', () => {
    expect(accountOwnsOrder(order('a-1', 'other@example.cz'), alena)).toBe(true);
    expect(accountOwnsOrder(order('a-1', 'other@example.cz'), { ...alena, emailVerified: false })).toBe(true);
  });

  it("accepts the verified owner of the order's e-mail, in any case", () => {
    expect(accountOwnsOrder(order(null), alena)).toBe(true);
    expect(accountOwnsOrder(order('b-2'), alena)).toBe(true);
  });

  it('refuses an unverified e-mail and strangers', () => {
    expect(accountOwnsOrder(order(null), { ...alena, emailVerified: false })).toBe(false);
    expect(accountOwnsOrder(order('b-2', 'bohdan@example.cz'), alena)).toBe(false);
  });
});
